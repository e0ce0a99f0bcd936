// Feeds out: a site's cars as the listings ad platforms read. Pure: a car's
// search record (what the site shows) and its yard in, the platform's fields
// out. The routes (app/routes/feeds.*) write them as XML or CSV.
//   · Google vehicle listings (vehicle ads): RSS 2.0 with the g: namespace;
//   · Meta automotive catalogue (vehicle catalogue): CSV with Meta's field names;
//   · a plain CSV export in the import's own columns (it reads back in).
// Only cars for sale go to the ad platforms: in stock, with a price; the
// plain export lists every car the site shows.
import type { CarDocument } from "../car-document.ts";

export interface FeedYard {
  name: string;
  dealershipName: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
}

export interface FeedContext {
  /** The site's origin, for absolute links: https://www.example.com.au */
  origin: string;
  siteName: string;
  currency: string;
  /** The yard of a car: its location, else the dealership's first visible one. */
  yardOf(car: CarDocument): FeedYard | null;
}

/** The Google vehicle ads attributes a listing must carry. */
export const GOOGLE_REQUIRED = ["id", "title", "description", "link", "image_link", "price", "condition", "brand", "model", "year", "mileage", "vin", "store_code", "vehicle_fulfillment"] as const;
/** The Meta vehicle catalogue fields a listing must carry. */
export const META_REQUIRED = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "image[0].url",
  "price",
  "state_of_vehicle",
  "make",
  "model",
  "year",
  "mileage.value",
  "mileage.unit",
  "vin",
  "body_style",
  "exterior_color",
  "dealer_name",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
] as const;

/** Whether a car goes to the ad platforms: for sale now, at a price. */
export function advertisable(car: CarDocument): boolean {
  return car.status === "in_stock" && displayPrice(car) > 0;
}

function displayPrice(car: CarDocument): number {
  const offer = car.offer_price && car.price && car.offer_price < car.price ? car.offer_price : car.price;
  return offer ?? 0;
}

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** What the ads say about a car: name, odometer, gearbox, fuel, where it is. */
export function carDescription(car: CarDocument, yard: FeedYard | null): string {
  const parts = [
    car.name,
    car.km > 0 ? `${car.km.toLocaleString("en-AU")} km` : car.car_type === "new" ? "brand new" : null,
    car.transmission ?? car.simple_transmission,
    car.fuel ?? car.simple_fuel,
    car.body ?? car.simple_body,
    car.colour,
  ].filter(Boolean);
  return `${parts.join(", ")}.${yard ? ` At ${yard.dealershipName}, ${yard.city} ${yard.state}.` : ""}`;
}

const CONDITION: Record<string, string> = { new: "new", demo: "used", used: "used" };
const META_STATE: Record<string, string> = { new: "NEW", demo: "USED", used: "USED" };
const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export type FeedRow = Record<string, string>;

export function googleListing(car: CarDocument, context: FeedContext): FeedRow {
  const yard = context.yardOf(car);
  const row: FeedRow = {
    id: String(car.id),
    title: car.name,
    description: carDescription(car, yard),
    link: absolute(context.origin, car.path),
    image_link: car.images[0] ? absolute(context.origin, car.images[0].url) : "",
    price: money(car.price ?? displayPrice(car), context.currency),
    condition: CONDITION[car.car_type] ?? "used",
    brand: car.make,
    model: car.model,
    year: String(car.year),
    mileage: `${car.km} km`,
    vin: car.vin ?? "",
    store_code: String(car.location_id ?? car.dealership_id),
    vehicle_fulfillment: `in_store:${car.location_id ?? car.dealership_id}`,
  };
  if (car.offer_price && car.price && car.offer_price < car.price) row.sale_price = money(car.offer_price, context.currency);
  const extra: Record<string, string | null | undefined> = {
    trim: car.badge,
    color: car.colour,
    body_style: car.simple_body ?? car.body,
    engine: car.fuel,
    transmission: car.simple_transmission,
    additional_image_link: car.images.slice(1, 10).map((image) => absolute(context.origin, image.url)).join(","),
    certified_pre_owned: car.certified ? "true" : undefined,
  };
  for (const [key, value] of Object.entries(extra)) if (value) row[key] = value;
  return row;
}

export function metaListing(car: CarDocument, context: FeedContext): FeedRow {
  const yard = context.yardOf(car);
  const row: FeedRow = {
    vehicle_id: String(car.id),
    title: car.name,
    description: carDescription(car, yard),
    url: absolute(context.origin, car.path),
    "image[0].url": car.images[0] ? absolute(context.origin, car.images[0].url) : "",
    price: money(car.price ?? displayPrice(car), context.currency),
    state_of_vehicle: car.certified && car.car_type !== "new" ? "CPO" : (META_STATE[car.car_type] ?? "USED"),
    make: car.make,
    model: car.model,
    year: String(car.year),
    "mileage.value": String(car.km),
    "mileage.unit": "KM",
    vin: car.vin ?? "",
    body_style: metaBodyStyle(car.simple_body ?? car.body),
    exterior_color: car.colour ?? "",
    dealer_name: yard?.dealershipName ?? car.dealership_name,
    "address.addr1": yard?.street ?? "",
    "address.city": yard?.city ?? "",
    "address.region": yard?.state ?? "",
    "address.postal_code": yard?.postcode ?? "",
    "address.country": "AU",
    latitude: yard ? String(yard.lat) : "",
    longitude: yard ? String(yard.lng) : "",
  };
  if (car.offer_price && car.price && car.offer_price < car.price) row.sale_price = money(car.offer_price, context.currency);
  const extra: Record<string, string | null | undefined> = {
    trim: car.badge,
    fuel_type: car.simple_fuel?.toUpperCase(),
    transmission: car.simple_transmission?.toUpperCase(),
    drivetrain: car.drive,
    availability: "AVAILABLE",
  };
  for (const [key, value] of Object.entries(extra)) if (value) row[key] = value;
  return row;
}

/** Meta's body styles (its enum); anything else is OTHER. */
export function metaBodyStyle(body: string | null | undefined): string {
  const text = (body ?? "").toLowerCase();
  if (/caravan|motorcycle|truck/.test(text)) return "OTHER";
  if (/hatch/.test(text)) return "HATCHBACK";
  if (/sedan/.test(text)) return "SEDAN";
  if (/suv/.test(text)) return "SUV";
  if (/ute|utility|pick.?up|cab chassis/.test(text)) return "TRUCK";
  if (/wagon/.test(text)) return "WAGON";
  if (/people|van|mpv/.test(text)) return "MINIVAN";
  if (/coupe/.test(text)) return "COUPE";
  if (/convertible|cabriolet|roadster/.test(text)) return "CONVERTIBLE";
  return "OTHER";
}

/** The fields of a row that are required but empty (a car that lacks one stays out of that feed). */
export function missingRequired(row: FeedRow, required: readonly string[]): string[] {
  return required.filter((key) => !row[key]);
}

const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- keeping only the characters XML 1.0 allows is the point
    .replace(/[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** The Google feed: an RSS 2.0 channel of items, each attribute a g: element. */
export function googleFeedXml(rows: Iterable<FeedRow>, channel: { title: string; link: string }): string {
  let xml = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>${escapeXml(channel.title)}</title>\n<link>${escapeXml(channel.link)}</link>\n<description>${escapeXml(`Vehicles for sale at ${channel.title}`)}</description>\n`;
  for (const row of rows) {
    xml += "<item>";
    for (const [key, value] of Object.entries(row)) {
      if (key === "additional_image_link") for (const link of value.split(",")) xml += `<g:additional_image_link>${escapeXml(link)}</g:additional_image_link>`;
      else xml += `<g:${key}>${escapeXml(value)}</g:${key}>`;
    }
    xml += "</item>\n";
  }
  return `${xml}</channel>\n</rss>\n`;
}
