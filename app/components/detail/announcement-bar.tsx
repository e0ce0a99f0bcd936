import { useEffect, useState } from "react";

const storageKey = (text: string) => `announcement-dismissed:${text.length}:${text.slice(0, 40)}`;

/** The site's announcement (site feature `announcement`), dismissible for the rest of the visit. */
export function AnnouncementBar({ text }: { text: string }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(storageKey(text)) === "1") setDismissed(true);
    } catch {
      // Storage may be off (private mode); the bar simply shows again.
    }
  }, [text]);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(storageKey(text), "1");
    } catch {
      // As above: dismissing still works for this page.
    }
  };
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      <div className="container announcement-bar__inner">
        <p>{text}</p>
        <button type="button" className="announcement-bar__close" onClick={dismiss} aria-label="Dismiss announcement">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
