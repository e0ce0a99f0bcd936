import { useEffect, useState } from "react";
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, announcementKey } from "../../lib/announcement.ts";

/**
 * The site's announcement (site feature `announcement`) under the header on
 * every page, dismissible; the dismissal is remembered in this browser
 * (app/lib/announcement.ts hides it before the first paint on later pages).
 */
export function AnnouncementBar({ text }: { text: string }) {
  const [dismissed, setDismissed] = useState(false);
  const key = announcementKey(text);
  useEffect(() => {
    try {
      if (localStorage.getItem(key) === "1") setDismissed(true);
    } catch {
      // Storage may be off (private mode); the bar simply shows again.
    }
  }, [key]);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, "");
    try {
      localStorage.setItem(key, "1");
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
