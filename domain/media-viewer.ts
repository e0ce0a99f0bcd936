// The detail page's media viewer as a state machine (detail §4 "Viewer"):
// which view is shown, which gallery slide, and whether the fullscreen viewer
// is open. Kept pure so the rules ("leaving gallery resets the gallery index",
// arrows wrap round, the index always names a real slide) are unit tests.
import { type MediaSources, type MediaView, mediaViews, defaultMediaView } from "./media.ts";

export interface MediaViewerState {
  view: MediaView;
  /** The gallery slide shown; the main slider and the fullscreen viewer share it. */
  index: number;
  fullscreen: boolean;
}

export type MediaViewerAction =
  | { type: "select-view"; view: MediaView }
  | { type: "show-slide"; index: number }
  | { type: "step"; by: 1 | -1 }
  | { type: "open-fullscreen"; index?: number }
  | { type: "close-fullscreen" };

const MEDIA_VIEWS: readonly MediaView[] = ["spinner", "walkaround", "gallery", "interior"];

/** A requested view (e.g. from `?media=` when JavaScript is off) if this car has it, else null. */
export function parseMediaView(value: string | null | undefined, views: readonly MediaView[]): MediaView | null {
  return MEDIA_VIEWS.includes(value as MediaView) && views.includes(value as MediaView) ? (value as MediaView) : null;
}

/** The opening state: the requested view if the car has it, else the site's default (spinner unless configured). */
export function initialMediaViewerState(
  car: MediaSources,
  preferred: "spinner" | "gallery" = "spinner",
  requested?: string | null,
): MediaViewerState {
  const views = mediaViews(car);
  return { view: parseMediaView(requested, views) ?? defaultMediaView(views, preferred), index: 0, fullscreen: false };
}

const clampIndex = (index: number, count: number) => (count <= 0 ? 0 : Math.min(Math.max(Math.trunc(index) || 0, 0), count - 1));

export function reduceMediaViewer(state: MediaViewerState, action: MediaViewerAction, slideCount: number): MediaViewerState {
  // Slide moves mean nothing outside the gallery, whose index stays reset there.
  if ((action.type === "show-slide" || action.type === "step") && state.view !== "gallery") return state;
  switch (action.type) {
    case "select-view":
      if (action.view === state.view) return state;
      // Leaving the gallery resets its index (and closes its fullscreen viewer).
      return state.view === "gallery" ? { view: action.view, index: 0, fullscreen: false } : { ...state, view: action.view, fullscreen: false };
    case "show-slide":
      return { ...state, index: clampIndex(action.index, slideCount) };
    case "step":
      return slideCount <= 0 ? state : { ...state, index: (((state.index + action.by) % slideCount) + slideCount) % slideCount };
    case "open-fullscreen":
      if (state.view !== "gallery" || slideCount <= 0) return state;
      return { ...state, fullscreen: true, index: action.index === undefined ? state.index : clampIndex(action.index, slideCount) };
    case "close-fullscreen":
      return state.fullscreen ? { ...state, fullscreen: false } : state;
  }
}

/**
 * The state made to fit another car's media (e.g. after a client-side
 * navigation to a similar car): a view it lacks falls back to the gallery, an
 * index past its last slide to the first.
 */
export function fitMediaViewerState(state: MediaViewerState, views: readonly MediaView[], slideCount: number): MediaViewerState {
  if (!views.includes(state.view)) return { view: "gallery", index: 0, fullscreen: false };
  return state.index < slideCount ? state : { ...state, index: 0, fullscreen: false };
}

/** The aria-live position text: "Image 3 of 12", or "Video 2 of 13" on the video slide. */
export function slidePositionText(kind: "image" | "video", index: number, total: number): string {
  return `${kind === "video" ? "Video" : "Image"} ${index + 1} of ${total}`;
}

/** The video placed among the gallery slides: the car's own video, else its external one. */
export function galleryVideoUrl(car: Pick<MediaSources, "video_url" | "external_video_url">): string | null {
  return car.video_url?.trim() || car.external_video_url?.trim() || null;
}

/** The walkaround tab's video: a dedicated walkaround video first, then the car's video. */
export function walkaroundVideoUrl(car: MediaSources): string | null {
  const walkaround = car.walkaround_videos?.find((url) => url.trim());
  return walkaround?.trim() || galleryVideoUrl(car);
}
