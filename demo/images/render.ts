// Turns a parsed image request into pixels: the SVG for the picture at the
// asked size, rasterised and encoded by sharp.
import sharp from "sharp";
import type { ImageSpec, RasterFormat } from "../../domain/images/image-request.ts";
import { naturalSize } from "../../domain/images/image-request.ts";
import { cabin, carPhoto, dealershipBuilding, heroBanner, notFoundPicture, spinFrame } from "./scenes.ts";

type RasterSpec = Exclude<ImageSpec, { kind: "logo" | "site" | "stock" }>;

export function rasterSvg(spec: RasterSpec, width: number): { svg: string; height: number } {
  const natural = naturalSize(spec);
  const height = Math.max(1, Math.round((width * natural.height) / natural.width));
  switch (spec.kind) {
    case "car":
      return { svg: carPhoto(spec.body, `#${spec.hex}`, spec.n, width, height), height };
    case "spin":
      return { svg: spinFrame(spec.body, `#${spec.hex}`, spec.frame, width, height), height };
    case "interior":
      return { svg: cabin(`#${spec.hex}`, width, height), height };
    case "location":
      return { svg: dealershipBuilding(spec.n, width, height), height };
    case "hero":
      return { svg: heroBanner(spec.name, width, height), height };
    case "not-found":
      return { svg: notFoundPicture(width, height), height };
  }
}

/** Encodes at the given quality; AVIF's scale runs lower than JPEG's for the same look. */
export async function rasterise(svg: string, format: RasterFormat, quality: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: "#ffffff" });
  switch (format) {
    case "avif":
      return image.avif({ quality: Math.max(20, quality - 25), effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality, effort: 3 }).toBuffer();
    case "jpeg":
      return image.jpeg({ quality, progressive: true, mozjpeg: false }).toBuffer();
  }
}
