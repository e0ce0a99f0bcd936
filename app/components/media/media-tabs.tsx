import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { MediaView } from "../../../domain/media.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export const MEDIA_VIEW_LABELS: Record<MediaView, string> = {
  spinner: "360° Spin",
  walkaround: "Walkaround",
  gallery: "Gallery",
  interior: "Interior",
};

export const mediaTabId = (view: MediaView) => `vehicle-media-tab-${view}`;
export const MEDIA_PANEL_ID = "vehicle-media-panel";

/**
 * The viewer's tabs. Each tab is a link to `?media={view}`, so without
 * JavaScript the server renders the chosen view; with it, the view switches in
 * place (arrow keys move between tabs, as in the ARIA tabs pattern).
 */
export function MediaTabs({ views, current, hrefFor, onSelect }: {
  views: readonly MediaView[];
  current: MediaView;
  hrefFor: (view: MediaView) => string;
  onSelect: (view: MediaView) => void;
}) {
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  // Roving focus needs the arrow keys, so without JavaScript every tab stays a plain link in the tab order.
  const hydrated = useHydrated();

  const select = (view: MediaView, focus: boolean) => {
    onSelect(view);
    if (focus) tabs.current[views.indexOf(view)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = views.indexOf(current);
    const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: views.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(views[(target + views.length) % views.length], true);
  };

  const onClick = (event: MouseEvent, view: MediaView) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    select(view, false);
  };

  return (
    <div className="media-tabs" role="tablist" aria-label="Media views" onKeyDown={onKeyDown}>
      {views.map((view, i) => (
        <a
          key={view}
          ref={(el) => {
            tabs.current[i] = el;
          }}
          id={mediaTabId(view)}
          className="media-tabs__tab"
          role="tab"
          href={hrefFor(view)}
          aria-selected={view === current}
          aria-controls={MEDIA_PANEL_ID}
          tabIndex={hydrated ? (view === current ? 0 : -1) : undefined}
          onClick={(event) => onClick(event, view)}
        >
          {MEDIA_VIEW_LABELS[view]}
        </a>
      ))}
    </div>
  );
}
