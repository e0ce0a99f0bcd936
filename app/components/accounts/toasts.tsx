// Toasts (detail §4 "Toasts: one at a time"): a short message, maybe with a
// link, in a live region; an error toast is an alert. A new toast replaces
// the one showing; each goes after a few seconds or when closed.
import { useEffect, useSyncExternalStore } from "react";

export interface Toast {
  id: number;
  message: string;
  tone: "status" | "alert";
  action?: { label: string; href: string };
}

let current: Toast | null = null;
let counter = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function showToast(toast: Omit<Toast, "id">): void {
  current = { ...toast, id: ++counter };
  notify();
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = null;
    notify();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Long enough to read and reach the link (WCAG 2.2.1 asks for time; errors stay until closed). */
const SHOWN_MS = 8000;

export function Toaster() {
  const toast = useSyncExternalStore(subscribe, () => current, () => null);
  useEffect(() => {
    if (!toast || toast.tone === "alert") return;
    const timer = setTimeout(() => dismissToast(toast.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="account-toast-region" aria-live="polite">
      {toast && (
        <div className={`account-toast account-toast--${toast.tone}`} role={toast.tone} key={toast.id}>
          <span className="account-toast__message">{toast.message}</span>
          {toast.action && (
            <a className="account-toast__action" href={toast.action.href}>
              {toast.action.label}
            </a>
          )}
          <button type="button" className="account-toast__close" aria-label="Close" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
