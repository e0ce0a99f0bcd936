// A site's vehicle feeds for ad platforms and its plain CSV export
// (domain/stock-feed/ad-feeds.ts): every car the site shows, walked with the
// engine's browse inside the site's scope, with the yard each car stands at.
import { stringify } from "csv-stringify/sync";
import type { Services } from "../../services/services.ts";
import type { Site } from "../../sites/registry.ts";
import type { CarDocument } from "../../domain/car-document.ts";
import { listVisibleLocations } from "../../db/repositories/locations.ts";
import { advertisable, googleFeedXml, googleListing, GOOGLE_REQUIRED, metaListing, META_REQUIRED, missingRequired, type FeedContext, type FeedRow, type FeedYard } from "../../domain/stock-feed/ad-feeds.ts";
import { browseSiteStock } from "./stock.server.ts";
import { siteOrigin } from "./site-origin.ts";

/** Every car the site shows, in index order. */
export function siteCars(services: Services, site: Site): Generator<CarDocument> {
  return browseSiteStock(services, site);
}

async function feedContext(services: Services, site: Site): Promise<FeedContext> {
  const locations = await listVisibleLocations(services.db, site.dealershipIds);
  const yards = new Map<number, FeedYard>();
  const firstOfDealership = new Map<number, FeedYard>();
  for (const location of locations) {
    const yard: FeedYard = { ...location };
    yards.set(location.id, yard);
    if (location.locationType === "sales" && !firstOfDealership.has(location.dealershipId)) firstOfDealership.set(location.dealershipId, yard);
    else if (!firstOfDealership.has(location.dealershipId)) firstOfDealership.set(location.dealershipId, yard);
  }
  return {
    origin: siteOrigin(site),
    siteName: site.name,
    currency: "AUD",
    yardOf: (car) => (car.location_id !== null ? yards.get(car.location_id) : undefined) ?? firstOfDealership.get(car.dealership_id) ?? null,
  };
}

/** The rows of one ad platform's feed: cars for sale that carry every required field. */
function adRows(services: Services, site: Site, context: FeedContext, listing: (car: CarDocument, context: FeedContext) => FeedRow, required: readonly string[]): FeedRow[] {
  const rows: FeedRow[] = [];
  for (const car of siteCars(services, site)) {
    if (!advertisable(car)) continue;
    const row = listing(car, context);
    if (missingRequired(row, required).length === 0) rows.push(row);
  }
  return rows;
}

export async function googleVehicleFeed(services: Services, site: Site): Promise<string> {
  const context = await feedContext(services, site);
  return googleFeedXml(adRows(services, site, context, googleListing, GOOGLE_REQUIRED), { title: site.name, link: context.origin });
}

export async function metaVehicleFeed(services: Services, site: Site): Promise<string> {
  const context = await feedContext(services, site);
  const rows = adRows(services, site, context, metaListing, META_REQUIRED);
  const columns = [...META_REQUIRED, "sale_price", "trim", "fuel_type", "transmission", "drivetrain", "availability"];
  return stringify(rows, { header: true, columns, bom: false });
}

/** The plain export: the import's own columns (so the file reads back in with npm run import); photos stay as they are. */
export const EXPORT_COLUMNS = [
  "stock_number", "vin", "year", "make", "model", "badge", "series", "car_type", "status", "price", "offer_price", "km", "colour",
  "body", "fuel", "transmission", "drive", "seats", "engine_size_litres", "dealership", "location",
] as const;

export function stockCsv(services: Services, site: Site): string {
  const rows = [...siteCars(services, site)].map((car) => [
    car.stocknum, car.vin, car.year, car.make, car.model, car.badge, car.series, car.car_type, car.status, car.price, car.offer_price, car.km, car.colour,
    car.body, car.fuel, car.transmission, car.drive, car.seats, car.engine_size_litres, car.dealership_slug, car.location?.slug ?? null,
  ]);
  return stringify(rows, { header: true, columns: [...EXPORT_COLUMNS], cast: { number: (n) => String(n) } });
}
