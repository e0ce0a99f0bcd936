// Genuine accessories per model (/{model slug}/accessories, issue #13): the
// page's view from the site's content (sites/accessories.ts), the text an
// accessory enquiry starts with, and the links other pages make to it. A
// site links a model's accessories only when it has the page.
import type { Site } from "../../sites/registry.ts";
import type { ModelAccessories } from "../../sites/accessories.ts";
import { formatAud } from "../../domain/money.ts";
import { slugify } from "../../domain/slug.ts";
import { canonicalUrl } from "./site-origin.ts";

export type AccessoryChoice = { kind: "none" } | { kind: "accessory"; id: string } | { kind: "unknown" };

/** The model's accessories on this site, or null (no such model, or the site has none for it). */
export function modelAccessories(site: Pick<Site, "accessories">, modelSlug: string): ModelAccessories | null {
  return site.accessories?.find((m) => m.slug === modelSlug) ?? null;
}

/** What the part field of an accessory enquiry says: make, model, accessory and price, so the parts team knows exactly what is asked. */
export function accessoryEnquiryPart(model: Pick<ModelAccessories, "make" | "model">, accessory: { name: string; price: number; partNumber: string | null }): string {
  const part = accessory.partNumber ? ` (${accessory.partNumber})` : "";
  return `${model.make} ${model.model} accessory: ${accessory.name}${part}, ${formatAud(accessory.price)} fitted`;
}

/** The accessories page of a model name (a tile of the model range, a listing's model), or null when the site has none. */
export function accessoriesHref(site: Pick<Site, "accessories">, modelName: string): string | null {
  return modelAccessories(site, slugify(modelName))?.path ?? null;
}

/** Every model with accessories on the site, for the parts page's list. */
export function accessoryModelLinks(site: Pick<Site, "accessories">): { label: string; href: string }[] {
  return (site.accessories ?? []).map((m) => ({ label: `${m.make} ${m.model}`, href: m.path }));
}

/**
 * The page's view: the model's accessories, the one the shopper chose to ask
 * about (?accessory={id}) and what the enquiry's part field starts with.
 * Null when the site has no accessories for the model, or the accessory named
 * is not one of them: both a plain 404.
 */
export function accessoriesPage(site: Site, modelSlug: string, url: URL) {
  const model = modelAccessories(site, modelSlug);
  if (!model) return null;
  const wanted = url.searchParams.get("accessory");
  const chosen = wanted === null ? null : (model.accessories.find((a) => a.id === wanted) ?? undefined);
  if (chosen === undefined) return null;
  return {
    siteName: site.name,
    canonical: canonicalUrl(site, model.path),
    path: model.path,
    title: `${model.model} accessories`,
    make: model.make,
    model: model.model,
    description: model.description,
    html: model.html,
    accessories: model.accessories.map((a) => ({
      id: a.id,
      name: a.name,
      priceText: formatAud(a.price),
      partNumber: a.partNumber,
      description: a.description,
      illustration: a.illustration,
      photo: a.photo,
      enquireHref: `${model.path}?accessory=${a.id}#accessory-enquiry`,
      chosen: a.id === chosen?.id,
    })),
    chosen: chosen ? { id: chosen.id, name: chosen.name } : null,
    part: chosen ? accessoryEnquiryPart(model, chosen) : `${model.make} ${model.model} accessory: `,
    /** The model's stock listing. */
    listingHref: `${site.searchPrefix}/${slugify(model.make)}/${model.slug}`,
  };
}

export type AccessoriesView = NonNullable<ReturnType<typeof accessoriesPage>>;
