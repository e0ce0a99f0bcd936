import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Hotspot } from "./entities.ts";
import {
  defaultMediaView,
  gallerySlides,
  isEmbeddableVideo,
  mediaViews,
  showsFullscreenThumbnails,
  showsThumbnails,
  SPIN_AUTOROTATE_MS,
  spinFrame,
  stepSpinFrame,
  visibleHotspots,
} from "./media.ts";

const images = ["a", "b", "c", "d", "e"];
const order = (slides: ReturnType<typeof gallerySlides<string>>) => slides.map((s) => (s.kind === "image" ? s.image : "VIDEO"));
const youtube = "https://www.youtube.com/embed/abc123";

describe("video slide position (detail §4)", () => {
  it("puts the video second by default", () => {
    expect(order(gallerySlides(images, youtube))).toEqual(["a", "VIDEO", "b", "c", "d", "e"]);
  });
  it("puts the video at the start, the middle or the end where configured", () => {
    expect(order(gallerySlides(images, youtube, "start"))).toEqual(["VIDEO", "a", "b", "c", "d", "e"]);
    expect(order(gallerySlides(images, youtube, "middle"))).toEqual(["a", "b", "VIDEO", "c", "d", "e"]);
    expect(order(gallerySlides(images, youtube, "end"))).toEqual(["a", "b", "c", "d", "e", "VIDEO"]);
  });
  it("adds no video slide without a video and copes with no images", () => {
    expect(order(gallerySlides(images, null))).toEqual(images);
    expect(order(gallerySlides([], youtube))).toEqual(["VIDEO"]);
  });
  it("keeps every image, in order, plus exactly one video slide", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), fc.constantFrom("start" as const, "second" as const, "middle" as const, "end" as const), (imgs, position) => {
        const slides = gallerySlides(imgs, youtube, position);
        expect(slides.filter((s) => s.kind === "video")).toHaveLength(1);
        expect(slides.flatMap((s) => (s.kind === "image" ? [s.image] : []))).toEqual(imgs);
      }),
    );
  });
});

describe("embedded video (listing §5, detail §4)", () => {
  it("embeds only addresses starting with the YouTube embed address", () => {
    expect(isEmbeddableVideo(youtube)).toBe(true);
    expect(isEmbeddableVideo("https://www.youtube.com/watch?v=abc123")).toBe(false);
    expect(isEmbeddableVideo("https://cdn.example.com/walkaround.mp4")).toBe(false);
    expect(gallerySlides([], "https://cdn.example.com/walkaround.mp4")[0]).toEqual({ kind: "video", url: "https://cdn.example.com/walkaround.mp4", embed: false });
  });
});

describe("thumbnails (detail §2, listing §9)", () => {
  it("shows thumbnails only when in stock and more than 3 images", () => {
    expect(showsThumbnails("in_stock", 4)).toBe(true);
    expect(showsThumbnails("coming_soon", 4)).toBe(true);
    expect(showsThumbnails("in_stock", 3)).toBe(false);
    expect(showsThumbnails("sold", 10)).toBe(false);
  });
  it("shows fullscreen thumbnails only above 3 images", () => {
    expect(showsFullscreenThumbnails(3)).toBe(false);
    expect(showsFullscreenThumbnails(4)).toBe(true);
  });
});

describe("viewer tabs (listing §4, detail §4)", () => {
  it("shows a spin view if spin images exist and a walkaround if a video exists", () => {
    expect(mediaViews({ spin_images: ["1.jpg"], video_url: youtube, spin_interior_image: "i.jpg" })).toEqual(["spinner", "walkaround", "gallery", "interior"]);
    expect(mediaViews({})).toEqual(["gallery"]);
  });
  it("opens on the spinner by default, the gallery on the one site or without a spin", () => {
    expect(defaultMediaView(["spinner", "gallery"])).toBe("spinner");
    expect(defaultMediaView(["spinner", "gallery"], "gallery")).toBe("gallery");
    expect(defaultMediaView(["gallery"])).toBe("gallery");
  });
});

describe("spin (detail §4, §9)", () => {
  it("moves one frame per 20 px of drag", () => {
    expect(spinFrame(0, 19, 36)).toBe(0);
    expect(spinFrame(0, 20, 36)).toBe(1);
    expect(spinFrame(0, 65, 36)).toBe(3);
    expect(spinFrame(5, -40, 36)).toBe(3);
  });
  it("wraps round past the last and first frames", () => {
    expect(spinFrame(35, 20, 36)).toBe(0);
    expect(spinFrame(0, -20, 36)).toBe(35);
    expect(stepSpinFrame(35, 1, 36)).toBe(0);
    expect(stepSpinFrame(0, -1, 36)).toBe(35);
  });
  it("always lands on a real frame", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 71 }), fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 1, max: 72 }), (start, drag, count) => {
        const frame = spinFrame(start % count, drag, count);
        expect(Number.isInteger(frame)).toBe(true);
        expect(frame).toBeGreaterThanOrEqual(0);
        expect(frame).toBeLessThan(count);
      }),
    );
  });
  it("autorotates every 100 ms", () => {
    expect(SPIN_AUTOROTATE_MS).toBe(100);
  });
  it("shows hotspots only at their frame", () => {
    const hotspots: Hotspot[] = [
      { view: "exterior", frame: 3, x: 0.5, y: 0.5, description: "Alloy wheels" },
      { view: "interior", frame: 3, x: 0.2, y: 0.4, description: "Leather seats" },
      { view: "exterior", frame: 7, x: 0.1, y: 0.1, description: "Tow bar" },
    ];
    expect(visibleHotspots(hotspots, "exterior", 3).map((h) => h.description)).toEqual(["Alloy wheels"]);
    expect(visibleHotspots(hotspots, "exterior", 4)).toEqual([]);
  });
});
