import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { dealerGroups, dealerships } from "../schema.ts";

export interface SiteTenancy {
  dealerGroupId: number;
  dealershipIds: number[];
}

export class TenancyError extends Error {
  name = "TenancyError";
}

/** Resolves a site file's group and dealership slugs to ids; a slug that does not exist is an error naming it. */
export async function resolveTenancy(
  db: Database,
  siteSlug: string,
  groupSlug: string,
  dealershipSlugs: "all" | string[],
): Promise<SiteTenancy> {
  const [group] = await db.orm.select({ id: dealerGroups.id }).from(dealerGroups).where(eq(dealerGroups.slug, groupSlug));
  if (!group) {
    throw new TenancyError(`sites/${siteSlug}.json: field "group": no dealer group "${groupSlug}" in the database`);
  }
  const rows = await db.orm
    .select({ id: dealerships.id, slug: dealerships.slug, groupId: dealerships.dealerGroupId })
    .from(dealerships)
    .where(dealershipSlugs === "all" ? eq(dealerships.dealerGroupId, group.id) : inArray(dealerships.slug, dealershipSlugs));
  if (dealershipSlugs !== "all") {
    for (const slug of dealershipSlugs) {
      const row = rows.find((r) => r.slug === slug);
      if (!row) throw new TenancyError(`sites/${siteSlug}.json: field "dealerships": no dealership "${slug}" in the database`);
      if (row.groupId !== group.id) {
        throw new TenancyError(`sites/${siteSlug}.json: field "dealerships": "${slug}" belongs to another dealer group`);
      }
    }
  }
  return { dealerGroupId: group.id, dealershipIds: rows.map((r) => r.id).sort((a, b) => a - b) };
}
