// The dealerships and locations a site's forms may name, loaded once a
// minute per site. The server validates a form against the same lists the
// page offered (leadFormOptions), and refuses anything outside them.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { dealerships, locations } from "../../db/schema.ts";
import type { Site } from "../../sites/registry.ts";
import type { OpeningHour, SpecialHours } from "../../domain/entities.ts";
import { nearestLocation, type LatLng } from "../../domain/geo.ts";
import { isSalesLocation } from "../../domain/locator.ts";
import { nearestStateFirst } from "../../domain/postcode-lookup.ts";

export interface DirectoryDealership {
  id: number;
  slug: string;
  name: string;
}

export interface DirectoryLocation {
  id: number;
  dealershipId: number;
  name: string;
  locationType: string;
  phone: string | null;
  email: string | null;
  /** The location's state (NSW, VIC, …): the postcode lookup orders the form's selects by it. */
  state: string;
  /** Where it is: a lead without a dealership chosen goes to the nearest (dealershipForPostcode). */
  lat: number;
  lng: number;
  /** The service booking offers times inside these (issue #13). */
  openingHours: OpeningHour[];
  specialHours: SpecialHours[];
}

export interface SiteDirectory {
  dealerships: DirectoryDealership[];
  /** Visible locations of the site's dealerships. */
  locations: DirectoryLocation[];
}

export async function loadSiteDirectory(db: Database, site: Pick<Site, "dealershipIds">): Promise<SiteDirectory> {
  if (site.dealershipIds.length === 0) return { dealerships: [], locations: [] };
  const dealershipRows = await db.orm
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(inArray(dealerships.id, site.dealershipIds))
    .orderBy(dealerships.id);
  const locationRows = await db.orm
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      name: locations.name,
      locationType: locations.locationType,
      phone: locations.phone,
      email: locations.email,
      state: locations.state,
      lat: locations.lat,
      lng: locations.lng,
      openingHours: locations.openingHours,
      specialHours: locations.specialHours,
    })
    .from(locations)
    .where(and(inArray(locations.dealershipId, site.dealershipIds), eq(locations.visible, true)))
    .orderBy(locations.id);
  return { dealerships: dealershipRows, locations: locationRows };
}

/**
 * Per-site cache with a time to live. A failed load is not cached, and while
 * the database is away the last directory loaded keeps serving, so a form page
 * (and the form a refused post draws again, with what the shopper typed) can
 * still be drawn. preload() fills it at start-up.
 */
export class SiteDirectoryCache {
  private readonly entries = new Map<string, { at: number; directory: Promise<SiteDirectory> }>();
  private readonly lastLoaded = new Map<string, SiteDirectory>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly load: typeof loadSiteDirectory = loadSiteDirectory,
  ) {}

  get(site: Site): Promise<SiteDirectory> {
    const cached = this.entries.get(site.slug);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.directory;
    const loading = this.load(this.db, site);
    const directory = loading.then(
      (loaded) => {
        this.lastLoaded.set(site.slug, loaded);
        return loaded;
      },
      (error: unknown) => {
        this.entries.delete(site.slug);
        const last = this.lastLoaded.get(site.slug);
        if (last) return last;
        throw error;
      },
    );
    this.entries.set(site.slug, { at: this.now(), directory });
    return directory;
  }

  /** Loads every site's directory now (in the background at start-up); failures are left for get() to retry. */
  async preload(sites: readonly Site[]): Promise<void> {
    for (const site of sites) await this.get(site).catch(() => {});
  }
}

/** Each dealership's state: its first visible location's (none when it shows no location). */
export function dealershipStates(directory: SiteDirectory): Map<number, string> {
  const states = new Map<number, string>();
  for (const location of directory.locations) if (!states.has(location.dealershipId)) states.set(location.dealershipId, location.state.toLowerCase());
  return states;
}

/**
 * The dealership a lead without a choice goes to on a site of several: the
 * one with the sales location nearest the shopper's postcode (`point`, from
 * the postcode dataset), else the first in the postcode's state (a postcode
 * the dataset lacks), else the site's first.
 */
export function dealershipForPostcode(directory: SiteDirectory, postcode: string, point: LatLng | null): DirectoryDealership | undefined {
  const sales = directory.locations.filter((l) => isSalesLocation(l.locationType));
  const nearest = point ? nearestLocation(sales.length > 0 ? sales : directory.locations, point) : null;
  const near = nearest ? directory.dealerships.find((d) => d.id === nearest.location.dealershipId) : undefined;
  if (near) return near;
  const states = dealershipStates(directory);
  return nearestStateFirst(directory.dealerships.map((d) => ({ dealership: d, state: states.get(d.id) ?? null })), postcode)[0]?.dealership;
}
