import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_CHAT_EVENT } from "../../lib/chat-events.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

// The conversation's code is its own chunk, fetched when the shopper opens the chat: nothing of it in first-load JavaScript.
const AssistantChat = lazy(() => import("./assistant-chat.tsx"));

/**
 * The assistant chat bubble (site feature `assistantChat`; detail §4 "hidden,
 * shown or opened"): hidden until the page can run it, then shown in the
 * corner; opened, it loads the conversation. The detail page's Enquire button
 * opens it about a car on sites where the chat replaces the enquiry.
 */
export function ChatBubble({ siteName }: { siteName: string }) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  const [carId, setCarId] = useState<number | null>(null);
  useEffect(() => {
    const open = (event: Event) => {
      setCarId((event as CustomEvent<{ carId: number | null }>).detail?.carId ?? null);
      setOpened(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);
  if (!hydrated) return null;
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
