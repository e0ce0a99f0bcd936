// The assistant chat's conversation (loaded only when the shopper opens the
// chat): a short script — name, phone, email, postcode, question — then the
// answers go to /api/chat as a vehicle enquiry through the lead pipeline,
// which validates them as it does every form. Where the site asks for it, the
// shopper agrees to the terms of use before the question goes. A field the pipeline refuses is
// asked again with its message.
import { useEffect, useRef, useState, type FormEvent } from "react";

type Field = "name" | "last_name" | "phone" | "email" | "postcode" | "message";
type Line = { from: "assistant" | "you"; text: string };

const QUESTIONS: Record<Field, { ask: (answers: Partial<Record<Field, string>>) => string; label: string; inputMode: "text" | "tel" | "email" | "numeric"; autoComplete: string }> = {
  name: { ask: () => "Hi! I can pass your question to our team. What's your name?", label: "Your name", inputMode: "text", autoComplete: "name" },
  last_name: { ask: (a) => `Thanks ${a.name}. And your last name?`, label: "Your last name", inputMode: "text", autoComplete: "family-name" },
  phone: { ask: (a) => `Nice to meet you, ${a.name}. What's the best phone number to reach you on?`, label: "Your phone number", inputMode: "tel", autoComplete: "tel" },
  email: { ask: () => "And your email address?", label: "Your email", inputMode: "email", autoComplete: "email" },
  postcode: { ask: () => "What's your postcode? It helps us send you to the nearest dealership.", label: "Your postcode", inputMode: "numeric", autoComplete: "postal-code" },
  message: { ask: (a) => `Last one, ${a.name}: what would you like to ask us?`, label: "Your question", inputMode: "text", autoComplete: "off" },
};
const ORDER: Field[] = ["name", "last_name", "phone", "email", "postcode", "message"];

/** The next question still unanswered, or null when every answer is in. */
function nextField(answers: Partial<Record<Field, string>>): Field | null {
  return ORDER.find((field) => !answers[field]) ?? null;
}

/** Light checks so an obvious slip is asked again at once; the server's validation is the real one. */
function slip(field: Field, value: string): string | null {
  if (field === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return "That doesn't look like an email address. Could you check it?";
  if (field === "postcode" && !/^\d{4}$/.test(value)) return "A postcode has 4 digits. Could you check it?";
  if (field === "phone" && value.replace(/\D/g, "").length < 8) return "That phone number looks short. Could you check it?";
  return null;
}

export default function AssistantChat({ siteName, carId, onClose }: { siteName: string; carId: number | null; onClose: () => void }) {
  const [lines, setLines] = useState<Line[]>([{ from: "assistant", text: QUESTIONS.name.ask({}) }]);
  const [answers, setAnswers] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<"asking" | "sending" | "sent" | "failed">("asking");
  const [draft, setDraft] = useState("");
  const session = useRef<Promise<{ csrf: string; idempotencyKey: string; terms: boolean } | null> | null>(null);
  const [askTerms, setAskTerms] = useState(false);
  // Agreed once, the terms are not asked again when a refused answer is asked again.
  const agreedToTerms = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const field = state === "asking" ? nextField(answers) : null;

  useEffect(() => {
    session.current = fetch("/api/chat", { headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ csrf: string; idempotencyKey: string; terms: boolean }>) : null))
      .catch(() => null);
  }, []);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
    input.current?.focus();
  }, [lines]);

  const say = (...more: Line[]) => setLines((current) => [...current, ...more]);

  async function send(all: Partial<Record<Field, string>>, agreed = false) {
    setState("sending");
    const token = await session.current;
    if (agreed) agreedToTerms.current = true;
    agreed = agreedToTerms.current;
    if (token?.terms && !agreed) {
      setState("asking");
      setAskTerms(true);
      say({ from: "assistant", text: "Before I send it: please read our terms of use, and tell me you agree to them." });
      return;
    }
    if (!token) {
      setState("failed");
      say({ from: "assistant", text: "Sorry, I couldn't reach our team just now. Please try again in a moment, or use our contact page." });
      return;
    }
    const response = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        ...all,
        ...(carId ? { car_id: carId } : {}),
        ...(agreed ? { terms_conditions: true } : {}),
        opt_in: false,
        csrf: token.csrf,
        idempotency_key: token.idempotencyKey,
      }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { ok: boolean; message?: string; fieldErrors?: Record<string, string> } | null;
    if (body?.ok) {
      setState("sent");
      say({ from: "assistant", text: `Thanks ${all.name}! Your question is with the ${siteName} team, and someone will be in touch soon.` });
      return;
    }
    const wrong = ORDER.find((f) => body?.fieldErrors?.[f]);
    if (wrong) {
      // Ask that one again with the server's message; the other answers stand.
      setAnswers({ ...all, [wrong]: undefined });
      setState("asking");
      say({ from: "assistant", text: `${body!.fieldErrors![wrong]} ${QUESTIONS[wrong].label}?` });
      return;
    }
    setState("failed");
    say({ from: "assistant", text: body?.message ?? "Sorry, your question didn't go through. Please try again in a moment." });
  }

  function answer(event: FormEvent) {
    event.preventDefault();
    if (!field) return;
    const value = draft.trim();
    if (!value) return;
    setDraft("");
    const problem = slip(field, value);
    if (problem) {
      say({ from: "you", text: value }, { from: "assistant", text: problem });
      return;
    }
    let next = { ...answers, [field]: value };
    if (field === "name") {
      // "Jo Citizen" answers the last name too.
      const [first, ...rest] = value.split(/\s+/);
      next = { ...answers, name: first, ...(rest.length ? { last_name: rest.join(" ") } : {}) };
    }
    setAnswers(next);
    const following = nextField(next);
    if (following) say({ from: "you", text: value }, { from: "assistant", text: QUESTIONS[following].ask(next) });
    else {
      say({ from: "you", text: value }, { from: "assistant", text: "Thanks, sending that to our team now…" });
      void send(next);
    }
  }

  return (
    <section className="chat-panel" role="dialog" aria-label={`Chat with ${siteName}`} data-testid="chat-panel">
      <header className="chat-panel__header">
        <p>Chat with {siteName}</p>
        <button type="button" className="chat-panel__close" onClick={onClose} aria-label="Close the chat">
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <ol className="chat-panel__log" ref={log} aria-live="polite">
        {lines.map((line, i) => (
          <li key={i} className={`chat-line chat-line--${line.from}`}>
            <span className="visually-hidden">{line.from === "you" ? "You: " : "Assistant: "}</span>
            {line.text}
          </li>
        ))}
      </ol>
      {askTerms ? (
        <p className="chat-panel__form">
          <a href="/terms-and-conditions" target="_blank" rel="noopener">
            Terms of use
          </a>
          <button
            type="button"
            className="button"
            onClick={() => {
              setAskTerms(false);
              say({ from: "you", text: "I agree to the terms of use." });
              void send(answers, true);
            }}
          >
            I agree
          </button>
        </p>
      ) : field ? (
        <form className="chat-panel__form" onSubmit={answer}>
          <label className="visually-hidden" htmlFor="chat-answer">
            {QUESTIONS[field].label}
          </label>
          <input
            id="chat-answer"
            ref={input}
            // Plain text with a keyboard hint: the chat answers a slip itself instead of the browser's bubble.
            type="text"
            inputMode={QUESTIONS[field].inputMode}
            autoComplete={QUESTIONS[field].autoComplete}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={field === "message" ? 1000 : 120}
            placeholder={QUESTIONS[field].label}
          />
          <button type="submit" className="button">
            Send
          </button>
        </form>
      ) : (
        state === "sending" && <p className="chat-panel__status" role="status">Sending…</p>
      )}
    </section>
  );
}
