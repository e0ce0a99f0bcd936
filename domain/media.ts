// The detail page's media (detail §2, §4, §9; listing §4, §5, §9): where the
// video slide goes in the gallery, when it may be embedded, thumbnails, the
// viewer tabs, and the 360 spin (frame from drag distance, hotspots).
import type { CarStatus, Hotspot } from "./entities.ts";
import { isInStock } from "./stock-status.ts";

export type VideoPosition = "start" | "second" | "middle" | "end";
export const DEFAULT_VIDEO_POSITION: VideoPosition = "second";
export const YOUTUBE_EMBED_PREFIX = "https://www.youtube.com/embed/";
/** Thumbnails (and fullscreen thumbnails) appear only above this many images. */
export const THUMBNAILS_ABOVE = 3;
export const SPIN_PX_PER_FRAME = 20;
export const SPIN_AUTOROTATE_MS = 100;
export const SPIN_ANIMATION_MS = 3000;

export type GallerySlide<I> = { kind: "image"; image: I } | { kind: "video"; url: string; embed: boolean };

/** An embedded (iframe) player only for YouTube embed addresses; anything else plays in a video element. */
export function isEmbeddableVideo(url: string): boolean {
  return url.startsWith(YOUTUBE_EMBED_PREFIX);
}

/** Where the video slide goes: first, second (default), the middle, or last. */
export function videoSlideIndex(imageCount: number, position: VideoPosition = DEFAULT_VIDEO_POSITION): number {
  switch (position) {
    case "start":
      return 0;
    case "second":
      return Math.min(1, imageCount);
    case "middle":
      return Math.floor(imageCount / 2);
    case "end":
      return imageCount;
  }
}

export function gallerySlides<I>(images: readonly I[], videoUrl: string | null | undefined, position: VideoPosition = DEFAULT_VIDEO_POSITION): GallerySlide<I>[] {
  const slides: GallerySlide<I>[] = images.map((image) => ({ kind: "image", image }));
  const url = videoUrl?.trim();
  if (url) slides.splice(videoSlideIndex(images.length, position), 0, { kind: "video", url, embed: isEmbeddableVideo(url) });
  return slides;
}

/** Thumbnails under the main slider: only when in stock and more than 3 images. */
export function showsThumbnails(status: CarStatus | string, imageCount: number): boolean {
  return isInStock(status) && imageCount > THUMBNAILS_ABOVE;
}

/** Thumbnails in the fullscreen viewer: only above 3 images. */
export function showsFullscreenThumbnails(imageCount: number): boolean {
  return imageCount > THUMBNAILS_ABOVE;
}

export type MediaView = "spinner" | "walkaround" | "gallery" | "interior";

export interface MediaSources {
  spin_images?: readonly string[] | null;
  spin_interior_image?: string | null;
  video_url?: string | null;
  external_video_url?: string | null;
  walkaround_videos?: readonly string[] | null;
}

/** Tabs in order: spin when spin images exist, walkaround when a video exists, the gallery, interior when there is an interior spin. */
export function mediaViews(car: MediaSources): MediaView[] {
  const views: MediaView[] = [];
  if ((car.spin_images?.length ?? 0) > 0) views.push("spinner");
  if (car.video_url?.trim() || car.external_video_url?.trim() || (car.walkaround_videos?.length ?? 0) > 0) views.push("walkaround");
  views.push("gallery");
  if (car.spin_interior_image?.trim()) views.push("interior");
  return views;
}

/** The view shown first: the spinner by default (the gallery on one site), falling back to the gallery. */
export function defaultMediaView(views: readonly MediaView[], preferred: "spinner" | "gallery" = "spinner"): MediaView {
  return views.includes(preferred) ? preferred : "gallery";
}

const wrap = (frame: number, count: number) => ((frame % count) + count) % count;

/**
 * The spin frame after dragging `dragPx` from `startFrame`: one frame per 20
 * px, wrapping round. Dragging right (positive) turns to later frames; a
 * partial 20 px does not move the car.
 */
export function spinFrame(startFrame: number, dragPx: number, frameCount: number): number {
  if (frameCount <= 0) return 0;
  return wrap(startFrame + Math.trunc(dragPx / SPIN_PX_PER_FRAME), frameCount);
}

/** Arrow keys and autorotation: one frame on (or back), wrapping. */
export function stepSpinFrame(frame: number, step: 1 | -1, frameCount: number): number {
  return frameCount <= 0 ? 0 : wrap(frame + step, frameCount);
}

/** Hotspots appear only at their own frame of their own (exterior or interior) spin. */
export function visibleHotspots(hotspots: readonly Hotspot[], view: Hotspot["view"], frame: number): Hotspot[] {
  return hotspots.filter((hotspot) => hotspot.view === view && hotspot.frame === frame);
}
