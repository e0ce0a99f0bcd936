// The model range page (/models?body={body}, detail §2): the site's makes'
// models from the catalogue, each tile linking to its stock listing.
import { data } from "react-router";
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import { listModelRange } from "../../db/repositories/models.ts";
import { bodyParam, chooseBody, modelTileHref } from "../../domain/content/model-range.ts";
import { canonicalUrl } from "./site-origin.ts";
import { accessoriesHref } from "./accessories.ts";

/** Bodies that are not cars: the range page is the car range. */
const NOT_CARS = new Set(["Motorcycle", "Truck", "Caravan"]);

/** The page's view; null when the site shows no model range. Throws a 400 for a malformed body, a 404 for a body the range lacks. */
export async function modelRangePage(services: Services, site: Site, url: URL) {
  if (site.features.modelRange.length === 0) return null;
  const range = (await listModelRange(services.db, site.features.modelRange)).filter((m) => m.body && !NOT_CARS.has(m.body));
  if (range.length === 0) return null;
  const bodies = [...new Set(range.map((m) => m.body!))].sort((a, b) => a.localeCompare(b));
  const choice = chooseBody(url.searchParams.get("body"), bodies);
  if (choice.kind === "malformed") throw data({ message: "Choose a body type from the list, such as suv or hatch." }, { status: 400 });
  if (choice.kind === "unknown") throw data(null, { status: 404 });
  const body = choice.kind === "body" ? choice.body : null;
  // One tile per model line: a nameplate sold as two bodies (Corolla hatch and sedan) links to one listing.
  const tiles = new Map<string, { key: string; make: string; name: string; body: string; image: string | null; href: string; accessories: string | null }>();
  for (const model of range) {
    if (body && model.body !== body) continue;
    const href = modelTileHref(site.searchPrefix, model);
    if (!tiles.has(href)) tiles.set(href, { key: `${model.makeSlug}/${model.slug}`, make: model.make, name: model.name, body: model.body!, image: model.imageUrl, href, accessories: accessoriesHref(site, model.name) });
  }
  const makes = [...new Set(range.map((m) => m.make))];
  return {
    siteName: site.name,
    canonical: canonicalUrl(site, body ? `/models?body=${bodyParam(body)}` : "/models"),
    title: body ? `${makes.length === 1 ? `${makes[0]} ` : ""}${body} range` : `${makes.length === 1 ? `The ${makes[0]}` : "Our"} model range`,
    body,
    bodies: [{ label: "All models", href: "/models", current: body === null }, ...bodies.map((b) => ({ label: b, href: `/models?body=${bodyParam(b)}`, current: b === body }))],
    tiles: [...tiles.values()],
  };
}

export type ModelRangeView = NonNullable<Awaited<ReturnType<typeof modelRangePage>>>;
