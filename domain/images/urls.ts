// The address scheme of generated images. Pure (no sharp, no I/O) so the demo
// data generator can build the same addresses the image server parses. The
// scheme is stable: stored rows and browser caches depend on it.
//
//   /img/car/{body}/{hex}/{n}.jpg        photo n (1..40) of a car: angle and studio vary with n
//   /img/spin/{body}/{hex}/{frame}.jpg   one frame (0..23) of a 360° turntable
//   /img/interior/{hex}.jpg              cabin view tinted by the interior colour
//   /img/location/{n}.jpg                a dealership building (n 1..99)
//   /img/hero/{name}.jpg                 a wide banner (1920x540)
//   /img/logos/{slug}.svg                a manufacturer's wordmark badge
//   /img/site/{slug}.svg                 a dealer's or group's wordmark (site logos)
//
// Every raster address takes ?w= (width) and ?q= (quality).

export const BODY_SLUGS = [
  "sedan",
  "hatch",
  "suv",
  "ute",
  "wagon",
  "van",
  "coupe",
  "convertible",
  "people-mover",
  "cab-chassis",
  "motorcycle",
  "truck",
  "bus",
  "caravan",
] as const;
export type BodySlug = (typeof BODY_SLUGS)[number];

export const CAR_PHOTO_COUNT = 40;

export const SPIN_FRAME_COUNT = 24;

/** "People Mover" → "people-mover"; anything unknown draws as a sedan. */
export function bodySlug(simpleBody: string | null | undefined): BodySlug {
  const slug = (simpleBody ?? "").trim().toLowerCase().replace(/\s+/g, "-");
  return (BODY_SLUGS as readonly string[]).includes(slug) ? (slug as BodySlug) : "sedan";
}

/** "#1A2b3C" or "1a2b3c" → "1a2b3c". */
export function hexSlug(hex: string): string {
  const clean = hex.replace(/^#/, "").toLowerCase();
  if (!/^[0-9a-f]{6}$/.test(clean)) throw new RangeError(`colour must be six hex digits, got "${hex}"`);
  return clean;
}

export function carPhotoUrl(simpleBody: string | null | undefined, colourHex: string, n: number): string {
  return `/img/car/${bodySlug(simpleBody)}/${hexSlug(colourHex)}/${n}.jpg`;
}

/** The small version shown in thumbnails strips. */
export function thumbnailUrl(url: string): string {
  return `${url}?w=200`;
}

export function spinFrameUrl(simpleBody: string | null | undefined, colourHex: string, frame: number): string {
  return `/img/spin/${bodySlug(simpleBody)}/${hexSlug(colourHex)}/${frame}.jpg`;
}

export function interiorUrl(colourHex: string): string {
  return `/img/interior/${hexSlug(colourHex)}.jpg`;
}

export function locationPhotoUrl(n: number): string {
  return `/img/location/${n}.jpg`;
}

export function heroUrl(name: string): string {
  return `/img/hero/${name}.jpg`;
}

export function manufacturerLogoUrl(slug: string): string {
  return `/img/logos/${slug}.svg`;
}

export function siteLogoUrl(slug: string): string {
  return `/img/site/${slug}.svg`;
}

/**
 * Issue #14 §7: a generated picture (a demo car's photo, spin frame or cabin view) is an illustration, not a photo
 * of the vehicle for sale. True for those addresses, relative or absolute, with or without a size query.
 */
export function isGeneratedImage(url: string | null | undefined): boolean {
  if (!url) return false;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, "").split(/[?#]/)[0];
  return /^\/img\/(car|spin|interior)\//.test(path);
}

/** The alt text of a vehicle picture: "Illustration: …" when it is generated, so a screen reader says so too. */
export function vehicleImageAlt(url: string | null | undefined, alt: string): string {
  return isGeneratedImage(url) ? `Illustration: ${alt}` : alt;
}
