// The site's figures (locations, states, brands, years) from data: the one
// source for the About page, the stats banner and the home page (domain/group-figures.ts).
import { dealerGroupProfile, listVisibleLocations } from "../../db/repositories/locations.ts";
import { groupFigures, type GroupFigures } from "../../domain/group-figures.ts";
import type { LocationListing } from "../../domain/location-listing.ts";
import { zonedClock } from "../../domain/zoned-time.ts";
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import { siteBrandTiles } from "./brands.server.ts";

export async function siteFigures(
  services: Services,
  site: Site,
  now = new Date(),
  known: { locations?: LocationListing[] } = {},
): Promise<{ figures: GroupFigures; groupName: string; establishedYear: number | null; locations: LocationListing[] }> {
  const [group, locations] = await Promise.all([
    dealerGroupProfile(services.db, site.dealerGroupId),
    known.locations ?? listVisibleLocations(services.db, site.dealershipIds),
  ]);
  const brandSlugs = siteBrandTiles(services, site)
    .filter((t) => t.category !== "own")
    .map((t) => t.slug);
  const establishedYear = group?.establishedYear ?? null;
  const figures = groupFigures({ locations, brandSlugs, establishedYear, today: zonedClock(now, "Australia/Brisbane").date });
  return { figures, groupName: group?.name ?? site.name, establishedYear, locations };
}
