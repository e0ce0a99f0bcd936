// Addresses of sized images. Every raster under /img takes ?w= (width), so the
// browser can pick a size from a srcset (domain/images/urls.ts).

/** The picture shown for a car without photos, or when a photo fails to load. */
export const NOT_FOUND_IMAGE = "/img/not-found.jpg";

export function sizedImageUrl(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

export function imageSrcSet(url: string, widths: readonly number[]): string {
  return widths.map((width) => `${sizedImageUrl(url, width)} ${width}w`).join(", ");
}
