import { asc, inArray, eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { manufacturers, models } from "../schema.ts";

export interface CatalogueModel {
  make: string;
  makeSlug: string;
  name: string;
  slug: string;
  body: string | null;
  imageUrl: string | null;
  overrideUrl: string | null;
}

/** The model catalogue of these makes (manufacturer slugs), by make then model name. */
export async function listModelRange(db: Database, makeSlugs: readonly string[]): Promise<CatalogueModel[]> {
  if (makeSlugs.length === 0) return [];
  return db.orm
    .select({
      make: manufacturers.name,
      makeSlug: manufacturers.slug,
      name: models.name,
      slug: models.slug,
      body: models.body,
      imageUrl: models.imageUrl,
      overrideUrl: models.overrideUrl,
    })
    .from(models)
    .innerJoin(manufacturers, eq(models.manufacturerId, manufacturers.id))
    .where(inArray(manufacturers.slug, [...makeSlugs]))
    .orderBy(asc(manufacturers.name), asc(models.name), asc(models.slug));
}
