// Photos, 360° spins and videos of a car, pointing at the generated images
// served under /img (see domain/images/urls.ts).
import type { CarImage, Hotspot } from "../../domain/entities.ts";
import { SPIN_FRAME_COUNT, carPhotoUrl, interiorUrl, spinFrameUrl, thumbnailUrl } from "../../domain/images/urls.ts";
import type { Random } from "./random.ts";
import { HOTSPOT_NOTES } from "./reference/vocabulary.ts";

/** Issue #14 §7: how many generated photos a demo car gets (the addresses serve up to CAR_PHOTO_COUNT). */
export const GENERATED_GALLERY = { min: 3, max: 8 } as const;

export function photoCount(r: Random): number {
  // Issue #14 §7: a generated gallery is 3 to 8 different frames, never dozens of near-copies.
  return r.weighted<() => number>([
    [() => 0, 4],
    [() => r.int(GENERATED_GALLERY.min, GENERATED_GALLERY.max), 96],
  ])();
}

export function photos(simpleBody: string, colourHex: string, count: number): CarImage[] {
  return Array.from({ length: count }, (_, i) => {
    const url = carPhotoUrl(simpleBody, colourHex, i + 1);
    return { url, thumbUrl: thumbnailUrl(url) };
  });
}

export interface Spin {
  spinImages: string[];
  spinInteriorImage: string | null;
  spinCode: string;
  hotspots: Hotspot[];
}

export function spin(r: Random, id: number, simpleBody: string, colourHex: string, interiorHex: string, withHotspots: boolean): Spin {
  const spinImages = Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) => spinFrameUrl(simpleBody, colourHex, frame));
  const spinInteriorImage = r.chance(0.6) ? interiorUrl(interiorHex) : null;
  const hotspots: Hotspot[] = [];
  if (withHotspots) {
    for (const description of r.sample(HOTSPOT_NOTES, r.int(1, 4))) {
      hotspots.push({ view: "exterior", frame: r.int(0, SPIN_FRAME_COUNT - 1), x: round2(r.float(0.15, 0.85)), y: round2(r.float(0.35, 0.75)), description });
    }
    if (spinInteriorImage) {
      hotspots.push({ view: "interior", frame: 0, x: round2(r.float(0.3, 0.7)), y: round2(r.float(0.4, 0.7)), description: "Digital instrument cluster" });
    }
  }
  return { spinImages, spinInteriorImage, spinCode: `SPN${String(id).padStart(7, "0")}`, hotspots };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const YOUTUBE_ID = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export interface Video {
  videoUrl: string;
  externalVideoUrl: string | null;
  walkaroundVideos: string[];
}

/** Half the videos are YouTube embeds (played in a frame), half plain files (a video element). */
export function video(r: Random, kind: "youtube" | "mp4"): Video {
  if (kind === "mp4") return { videoUrl: "/media/walkaround.mp4", externalVideoUrl: null, walkaroundVideos: ["/media/walkaround.mp4"] };
  const videoId = Array.from({ length: 11 }, () => YOUTUBE_ID[r.int(0, YOUTUBE_ID.length - 1)]).join("");
  return {
    videoUrl: `https://www.youtube.com/embed/${videoId}`,
    externalVideoUrl: r.chance(0.5) ? `https://www.youtube.com/watch?v=${videoId}` : null,
    walkaroundVideos: [],
  };
}
