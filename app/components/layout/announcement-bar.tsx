import { ANNOUNCEMENT_CLOSE_ATTRIBUTE } from "../../lib/announcement.ts";

/**
 * The site's announcement (site feature `announcement`) under the header on
 * every page. Dismissing it is the head script's work (app/lib/announcement.ts):
 * remembered in this browser, hidden before the first paint on later pages.
 */
export function AnnouncementBar({ text }: { text: string }) {
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      <div className="container announcement-bar__inner">
        <p>{text}</p>
        <button type="button" className="announcement-bar__close" aria-label="Dismiss announcement" {...{ [ANNOUNCEMENT_CLOSE_ATTRIBUTE]: "" }}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
