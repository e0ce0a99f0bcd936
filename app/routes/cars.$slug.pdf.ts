// GET /cars/{slug}/pdf: the car's brochure, downloaded as {slug}.pdf
// (detail §7 "PDF download ... blob saved as {slug}.pdf").
import type { Route } from "./+types/cars.$slug.pdf";
import { servicesContext, siteContext } from "../context.ts";
import { renderCarPdf } from "../lib/detail/car-pdf.server.ts";
import { htmlToText } from "../lib/detail/dealer-comments.server.ts";
import { buildDetailPage } from "../lib/detail/detail-page.server.ts";
import { pdfImage } from "../lib/detail/pdf-image.server.ts";
import { findVisibleCar, slugKey } from "../lib/detail/visible-car.server.ts";
import { siteOrigin } from "../lib/site-origin.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const now = new Date();
  const found = await findVisibleCar(services, site, slugKey(params.slug), now);
  if (!found) return new Response("Vehicle not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const page = buildDetailPage(found, site, request, now);
  const { car } = page;
  const pdf = await renderCarPdf({
    car,
    price: page.inStock ? page.price : { kind: "no_price", amount: null, text: "SOLD", wasPrice: null, priceType: null, carPrice: null },
    siteName: site.name,
    dealershipName: page.dealershipName,
    phone: page.phone?.display ?? null,
    pageUrl: page.canonical,
    keyInformation: page.keyInformation,
    specifications: page.specifications,
    features: page.features,
    comments: page.comments.kind === "comments" ? htmlToText(page.comments.html) : null,
    image: await pdfImage(services, car.images[0]?.url, siteOrigin(site)),
    printedOn: now,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${car.slug}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
    },
  });
}
