// The car's first photo for the PDF, fetched through the image service (the
// same resizing and disk cache as the page's images) as a JPEG, which pdfkit
// embeds as it is.
import { join } from "node:path";
import type { Services } from "../../../services/services.ts";
import { serveImage } from "../../../services/images/index.ts";

/** Width of the photo in the PDF: sharp enough for print at the size it is drawn. */
export const PDF_IMAGE_WIDTH = 900;

export async function pdfImage(services: Pick<Services, "dataDir">, imageUrl: string | undefined, origin: string): Promise<Uint8Array | null> {
  if (!imageUrl) return null;
  try {
    const target = new URL(imageUrl, origin);
    target.searchParams.set("w", String(PDF_IMAGE_WIDTH));
    const response = await serveImage(new Request(target, { headers: { Accept: "image/jpeg" } }), { cacheDir: join(services.dataDir, "img-cache") });
    const type = response.headers.get("content-type") ?? "";
    // The service answers a missing picture with its placeholder; the PDF draws its own "No photo yet" panel instead.
    if (!response.ok || response.headers.get("x-image-not-found") || !/^image\/(jpeg|png)\b/.test(type)) {
      console.warn(`PDF without a photo: ${imageUrl} answered ${response.status} ${type}`);
      return null;
    }
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    console.warn(`PDF without a photo: ${imageUrl} failed`, error);
    return null;
  }
}
