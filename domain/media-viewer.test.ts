import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { MediaView } from "./media.ts";
import {
  type MediaViewerAction,
  type MediaViewerState,
  fitMediaViewerState,
  galleryVideoUrl,
  initialMediaViewerState,
  parseMediaView,
  reduceMediaViewer,
  slidePositionText,
  walkaroundVideoUrl,
} from "./media-viewer.ts";

const spinCar = { spin_images: ["0.jpg", "1.jpg"], video_url: "https://www.youtube.com/embed/abc", spin_interior_image: "i.jpg" };
const gallery = (index = 0, fullscreen = false): MediaViewerState => ({ view: "gallery", index, fullscreen });

describe("opening view (detail §4: default spinner, gallery on one site)", () => {
  it("opens on the spinner when the car has a spin", () => {
    expect(initialMediaViewerState(spinCar)).toEqual({ view: "spinner", index: 0, fullscreen: false });
  });
  it("opens on the gallery on a site whose default view is the gallery", () => {
    expect(initialMediaViewerState(spinCar, "gallery").view).toBe("gallery");
  });
  it("opens on the gallery when the car has no spin", () => {
    expect(initialMediaViewerState({ video_url: "/media/walkaround.mp4" }).view).toBe("gallery");
  });
  it("honours a requested view only when the car has it", () => {
    expect(initialMediaViewerState(spinCar, "spinner", "interior").view).toBe("interior");
    expect(initialMediaViewerState({}, "spinner", "interior").view).toBe("gallery");
    expect(initialMediaViewerState(spinCar, "spinner", "constructor").view).toBe("spinner");
  });
  it("parses only the four view names", () => {
    const views: MediaView[] = ["spinner", "walkaround", "gallery", "interior"];
    expect(views.map((view) => parseMediaView(view, views))).toEqual(views);
    expect(parseMediaView("toString", views)).toBeNull();
    expect(parseMediaView(null, views)).toBeNull();
  });
});

describe("leaving the gallery (detail §4)", () => {
  it("resets the gallery index and closes fullscreen", () => {
    expect(reduceMediaViewer(gallery(4, true), { type: "select-view", view: "spinner" }, 10)).toEqual({ view: "spinner", index: 0, fullscreen: false });
  });
  it("keeps the index when the gallery is selected again", () => {
    const state = gallery(4);
    expect(reduceMediaViewer(state, { type: "select-view", view: "gallery" }, 10)).toBe(state);
  });
  it("comes back to the gallery at the first slide", () => {
    const away = reduceMediaViewer(gallery(7), { type: "select-view", view: "walkaround" }, 10);
    expect(reduceMediaViewer(away, { type: "select-view", view: "gallery" }, 10)).toEqual(gallery(0));
  });
});

describe("slider and fullscreen navigation", () => {
  it("wraps round from the last slide to the first and back", () => {
    expect(reduceMediaViewer(gallery(9), { type: "step", by: 1 }, 10).index).toBe(0);
    expect(reduceMediaViewer(gallery(0), { type: "step", by: -1 }, 10).index).toBe(9);
  });
  it("opens fullscreen at the chosen slide, only from the gallery", () => {
    expect(reduceMediaViewer(gallery(2), { type: "open-fullscreen", index: 5 }, 10)).toEqual(gallery(5, true));
    expect(reduceMediaViewer(gallery(2), { type: "open-fullscreen" }, 10)).toEqual(gallery(2, true));
    const spinner: MediaViewerState = { view: "spinner", index: 0, fullscreen: false };
    expect(reduceMediaViewer(spinner, { type: "open-fullscreen" }, 10)).toBe(spinner);
    expect(reduceMediaViewer(gallery(0), { type: "open-fullscreen" }, 0).fullscreen).toBe(false);
  });
  it("closing fullscreen keeps the slide the shopper reached", () => {
    expect(reduceMediaViewer(gallery(6, true), { type: "close-fullscreen" }, 10)).toEqual(gallery(6));
  });

  const action: fc.Arbitrary<MediaViewerAction> = fc.oneof(
    fc.constantFrom<MediaView>("spinner", "walkaround", "gallery", "interior").map((view) => ({ type: "select-view" as const, view })),
    fc.integer({ min: -50, max: 50 }).map((index) => ({ type: "show-slide" as const, index })),
    fc.constantFrom<1 | -1>(1, -1).map((by) => ({ type: "step" as const, by })),
    fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined }).map((index) => ({ type: "open-fullscreen" as const, index })),
    fc.constant({ type: "close-fullscreen" as const }),
  );
  it("always names a real slide, and is fullscreen only in the gallery", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 41 }), fc.array(action, { maxLength: 40 }), (count, actions) => {
        let state = gallery();
        for (const next of actions) {
          state = reduceMediaViewer(state, next, count);
          expect(state.index).toBeGreaterThanOrEqual(0);
          expect(state.index).toBeLessThan(count);
          if (state.fullscreen) expect(state.view).toBe("gallery");
          if (state.view !== "gallery") expect(state.index).toBe(0);
        }
      }),
    );
  });
});

describe("another car's media", () => {
  it("falls back to the gallery when the car lacks the view shown", () => {
    expect(fitMediaViewerState({ view: "spinner", index: 0, fullscreen: false }, ["gallery"], 5)).toEqual(gallery(0));
  });
  it("goes back to the first slide when the index is past the car's last slide", () => {
    expect(fitMediaViewerState(gallery(8, true), ["gallery"], 3)).toEqual(gallery(0));
    const state = gallery(2);
    expect(fitMediaViewerState(state, ["gallery"], 3)).toBe(state);
  });
});

describe("slide position text (aria-live)", () => {
  it("reads 'Image 3 of 12'", () => {
    expect(slidePositionText("image", 2, 12)).toBe("Image 3 of 12");
    expect(slidePositionText("video", 1, 13)).toBe("Video 2 of 13");
  });
});

describe("which video plays where", () => {
  it("puts the car's video in the gallery, else its external video", () => {
    expect(galleryVideoUrl({ video_url: "https://www.youtube.com/embed/a", external_video_url: "https://www.youtube.com/watch?v=a" })).toBe("https://www.youtube.com/embed/a");
    expect(galleryVideoUrl({ video_url: " ", external_video_url: "https://www.youtube.com/watch?v=a" })).toBe("https://www.youtube.com/watch?v=a");
    expect(galleryVideoUrl({})).toBeNull();
  });
  it("plays a walkaround video in the walkaround tab first", () => {
    expect(walkaroundVideoUrl({ video_url: "https://www.youtube.com/embed/a", walkaround_videos: ["/media/walkaround.mp4"] })).toBe("/media/walkaround.mp4");
    expect(walkaroundVideoUrl({ video_url: "https://www.youtube.com/embed/a", walkaround_videos: [] })).toBe("https://www.youtube.com/embed/a");
  });
});
