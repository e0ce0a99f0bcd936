// Reading an /img request: which picture, at what width and quality, in which
// format. Pure and strict: anything that does not match a known address
// exactly is "not found", which also rules out path traversal (no part of the
// address ever becomes a file name).
import { BODY_SLUGS, CAR_PHOTO_COUNT, SPIN_FRAME_COUNT, type BodySlug } from "./urls.ts";

export type ImageSpec =
  | { kind: "car"; body: BodySlug; hex: string; n: number }
  | { kind: "spin"; body: BodySlug; hex: string; frame: number }
  | { kind: "interior"; hex: string }
  | { kind: "location"; n: number }
  | { kind: "hero"; name: string }
  | { kind: "not-found" }
  /** A photo a dealer feed gave, fetched into the image store (services/images/stock-images.ts). */
  | { kind: "stock"; name: string }
  | { kind: "logo"; slug: string }
  | { kind: "site"; slug: string };

export type RasterFormat = "avif" | "webp" | "jpeg";

/**
 * The widths we render: the ones our pages ask for in src and srcset (thumbnails 200; cards 320–900; gallery,
 * spin and full screen 480–1920; banners 640–1920). Any other ?w= is rounded up to the next of these (down to
 * the largest), so a client cannot make us render and keep every width from 16 to 1920.
 */
export const IMAGE_WIDTHS = [200, 320, 480, 600, 640, 900, 960, 1200, 1280, 1600, 1920] as const;
/** The qualities we render; any other ?q= goes to the nearest (the pages use the default). */
export const IMAGE_QUALITIES = [50, 75, 90] as const;
export const DEFAULT_QUALITY = 75;

const BODY = `(${BODY_SLUGS.join("|")})`;
const HEX = "([0-9a-f]{6})";
const NUMBER = "(0|[1-9][0-9]{0,2})";
const SLUG = "([a-z0-9]+(?:-[a-z0-9]+)*)";

const ROUTES: [RegExp, (m: RegExpMatchArray) => ImageSpec | null][] = [
  [new RegExp(`^/img/car/${BODY}/${HEX}/${NUMBER}\\.jpg$`), (m) => (inRange(m[3], 1, CAR_PHOTO_COUNT) ? { kind: "car", body: m[1] as BodySlug, hex: m[2], n: Number(m[3]) } : null)],
  [new RegExp(`^/img/spin/${BODY}/${HEX}/${NUMBER}\\.jpg$`), (m) => (inRange(m[3], 0, SPIN_FRAME_COUNT - 1) ? { kind: "spin", body: m[1] as BodySlug, hex: m[2], frame: Number(m[3]) } : null)],
  [new RegExp(`^/img/interior/${HEX}\\.jpg$`), (m) => ({ kind: "interior", hex: m[1] })],
  [new RegExp(`^/img/location/${NUMBER}\\.jpg$`), (m) => (inRange(m[1], 1, 999) ? { kind: "location", n: Number(m[1]) } : null)],
  [new RegExp(`^/img/hero/${SLUG}\\.jpg$`), (m) => (m[1].length <= 60 ? { kind: "hero", name: m[1] } : null)],
  [/^\/img\/not-found\.jpg$/, () => ({ kind: "not-found" })],
  [/^\/img\/stock\/([0-9a-f]{64}\.(?:jpg|png|webp|avif))$/, (m) => ({ kind: "stock", name: m[1] })],
  [new RegExp(`^/img/logos/${SLUG}\\.svg$`), (m) => (m[1].length <= 60 ? { kind: "logo", slug: m[1] } : null)],
  [new RegExp(`^/img/site/${SLUG}\\.svg$`), (m) => (m[1].length <= 60 ? { kind: "site", slug: m[1] } : null)],
];

function inRange(text: string, min: number, max: number) {
  const n = Number(text);
  return n >= min && n <= max;
}

/** The picture an address names, or null for anything else. */
export function parseImagePath(pathname: string): ImageSpec | null {
  if (pathname.length > 200) return null;
  for (const [pattern, build] of ROUTES) {
    const match = pathname.match(pattern);
    if (match) return build(match);
  }
  return null;
}

export function isVector(spec: ImageSpec): spec is Extract<ImageSpec, { kind: "logo" | "site" }> {
  return spec.kind === "logo" || spec.kind === "site";
}

/** Width and height of the picture when no ?w= is given. */
export function naturalSize(spec: ImageSpec): { width: number; height: number } {
  return spec.kind === "hero" ? { width: 1920, height: 540 } : { width: 1200, height: 800 };
}

/** The last value wins, so `thumbUrl + "&w=400"` asks for 400 even though the thumbnail address carries w=200. */
function lastNumber(params: URLSearchParams, name: string): number | null {
  const values = params.getAll(name);
  if (values.length === 0) return null;
  const value = Number(values[values.length - 1]);
  return Number.isFinite(value) ? value : null;
}

/** The asked width (the natural one when absent) rounded up to one of IMAGE_WIDTHS. */
export function requestedWidth(params: URLSearchParams, natural: number): number {
  const asked = lastNumber(params, "w") ?? natural;
  return IMAGE_WIDTHS.find((width) => width >= asked) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** The asked quality (75 when absent) moved to the nearest of IMAGE_QUALITIES. */
export function requestedQuality(params: URLSearchParams): number {
  const asked = lastNumber(params, "q") ?? DEFAULT_QUALITY;
  return IMAGE_QUALITIES.reduce((best, quality) => (Math.abs(quality - asked) < Math.abs(best - asked) ? quality : best));
}

/** AVIF when the browser accepts it, else WebP, else JPEG; an explicit q=0 rules a type out. */
export function negotiateFormat(accept: string | null): RasterFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...parameters] = part.trim().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) <= 0) continue;
    accepted.add(type.trim());
  }
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return "jpeg";
}

export const CONTENT_TYPES: Record<RasterFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
