/** The window event that opens the assistant chat, optionally about a car: `new CustomEvent(OPEN_CHAT_EVENT, { detail: { carId } })`. */
export const OPEN_CHAT_EVENT = "forecourt:open-chat";

export function openChat(carId: number | null): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail: { carId } }));
}
