import { lazy, Suspense, useEffect, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

// The conversation's code is its own chunk, fetched when the shopper opens the chat: nothing of it in first-load JavaScript.
const AssistantChat = lazy(() => import("./assistant-chat.tsx"));

/**
 * The assistant chat bubble (site feature `assistantChat`; detail §4 "hidden,
 * shown or opened"): hidden until the page can run it, then shown in the
 * corner; opened, it loads the conversation. A click on any element with
 * `data-open-chat` (the detail page's Enquire button where the chat replaces
 * the enquiry; its value a car id) opens it about that car instead of
 * following the link.
 */
export function ChatBubble({ siteName }: { siteName: string }) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const [carId, setCarId] = useState<number | null>(null);
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.("[data-open-chat]");
      if (!trigger) return;
      event.preventDefault();
      setCarId(Number(trigger.getAttribute("data-open-chat")) || null);
      setOpened(true);
    };
    // Capture: before the router's link handler navigates.
    document.addEventListener("click", open, true);
    return () => document.removeEventListener("click", open, true);
  }, []);
  // A press on an Enquire button opens the chat at once, even before the bubble itself is live (decision 0074).
  if (!hydrated && !opened) return null;
  if (opened) {
    return (
      <Suspense
        fallback={
          <div className="chat-panel" role="status">
            Opening the chat…
          </div>
        }
      >
        <AssistantChat siteName={siteName} carId={carId} onClose={() => setOpened(false)} />
      </Suspense>
    );
  }
  return (
    <button type="button" className="chat-bubble" onClick={() => setOpened(true)} aria-label="Chat with us" data-testid="chat-bubble">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      </svg>
    </button>
  );
}
