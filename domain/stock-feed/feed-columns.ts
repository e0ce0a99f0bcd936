// The columns a dealer feed may carry, and what each holds. A column's name is
// the car field's own name in the database (snake_case); the common names a
// dealer management system uses (stock_number, description, images) are
// aliases. Pure: the row parser (parse-row.ts) and the importer
// (services/stock-import) read the same table.

export type FeedValueKind =
  | "text"
  | "integer"
  | "money"
  | "decimal"
  | "boolean"
  | "date"
  | "timestamp"
  | "enum"
  /** A list of short texts: `a|b|c` in a CSV cell, an array in JSON. */
  | "list"
  /** A JSON object or array: JSON text in a CSV cell, the value itself in JSON. */
  | "json"
  /** Image addresses: `url|url` in a CSV cell, an array of strings in JSON. */
  | "images";

export interface FeedColumn {
  /** The column's name in a feed (and the database column). */
  name: string;
  /** The car field it fills (the schema's camelCase key). */
  field: string;
  kind: FeedValueKind;
  required?: boolean;
  /** For enum. */
  values?: readonly string[];
  /** For integer, money and decimal: the allowed range. */
  min?: number;
  max?: number;
  /** For text: the longest value accepted. */
  maxLength?: number;
  /** For text: the shape a value must have, and what the refusal says it is not. */
  shape?: { pattern: RegExp; is: string };
}

/** A car's own address (`/cars/{slug}`): what slugify writes, lower-case letters and digits in runs joined by single dashes. */
const SLUG = { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, is: "an address (lower-case letters and digits joined by single dashes)" };

export const CAR_TYPES = ["new", "demo", "used"] as const;
export const ITEM_TYPES = ["car", "motorcycle", "truck", "caravan"] as const;
export const STOCK_STATUSES = ["in_stock", "coming_soon", "sold"] as const;

const text = (name: string, field: string, maxLength = 200): FeedColumn => ({ name, field, kind: "text", maxLength });
const int = (name: string, field: string, min: number, max: number): FeedColumn => ({ name, field, kind: "integer", min, max });
const money = (name: string, field: string): FeedColumn => ({ name, field, kind: "money", min: 0, max: 99_999_999 });

export const FEED_COLUMNS: readonly FeedColumn[] = [
  { ...text("stock_number", "stocknum", 40), required: true },
  text("vin", "vin", 17),
  { ...int("year", "year", 1886, 2100), required: true },
  { ...text("make", "make", 60), required: true },
  { ...text("model", "model", 80), required: true },
  text("badge", "badge", 120),
  text("series", "series", 80),
  { name: "car_type", field: "carType", kind: "enum", values: CAR_TYPES, required: true },
  { name: "status", field: "status", kind: "enum", values: STOCK_STATUSES },
  money("price", "price"),
  int("km", "km", 0, 9_999_999),
  text("colour", "colour", 60),
  text("body", "body", 60),
  text("fuel", "fuel", 60),
  text("transmission", "transmission", 60),
  text("drive", "drive", 60),
  int("seats", "seats", 0, 99),
  int("doors", "doors", 0, 9),
  { name: "engine_size_litres", field: "engineSizeLitres", kind: "decimal", min: 0, max: 99.9 },
  { ...text("description", "dealercomments", 20_000) },
  { name: "images", field: "images", kind: "images" },
  // Where the car is: the dealership (a group's feed names it on each row) and the yard, by their slugs.
  text("dealership", "dealership", 80),
  text("location", "location", 80),
  /** When the car came into stock (default: when it first appears in a feed). */
  { name: "created_at", field: "createdAt", kind: "timestamp" },
  // Every other car field, under its own name.
  { ...text("slug", "slug", 160), shape: SLUG },
  text("name", "name", 200),
  text("nvic", "nvic", 20),
  text("regplate", "regplate", 12),
  { name: "rego_expiry", field: "regoExpiry", kind: "date" },
  { name: "item_type", field: "itemType", kind: "enum", values: ITEM_TYPES },
  { name: "sold_at", field: "soldAt", kind: "timestamp" },
  { name: "reserved", field: "reserved", kind: "boolean" },
  { name: "certified", field: "certified", kind: "boolean" },
  text("tag", "tag", 60),
  money("before_price", "beforePrice"),
  money("offer_price", "offerPrice"),
  money("subscription_price", "subscriptionPrice"),
  { name: "preorder", field: "preorder", kind: "boolean" },
  text("price_type", "priceType", 40),
  text("interior_colour", "interiorColour", 60),
  text("simple_body", "simpleBody", 60),
  text("bodyconfiguration", "bodyconfiguration", 60),
  text("engine_size", "engineSize", 40),
  text("simple_fuel", "simpleFuel", 60),
  text("trans", "trans", 60),
  text("simple_transmission", "simpleTransmission", 60),
  int("gearnum", "gearnum", 0, 20),
  { name: "build_date", field: "buildDate", kind: "date" },
  { name: "compliance_date", field: "complianceDate", kind: "date" },
  text("video_url", "videoUrl", 2000),
  text("external_video_url", "externalVideoUrl", 2000),
  { name: "walkaround_videos", field: "walkaroundVideos", kind: "list" },
  { name: "spin_images", field: "spinImages", kind: "list" },
  text("spin_interior_image", "spinInteriorImage", 2000),
  text("spin_code", "spinCode", 200),
  { name: "hotspots", field: "hotspots", kind: "json" },
  { name: "standard_equipment", field: "standardEquipment", kind: "list" },
  { name: "specifications", field: "specifications", kind: "json" },
  { name: "variant", field: "variant", kind: "json" },
  { name: "autograb_data", field: "autograbData", kind: "json" },
  { name: "finance_lenders", field: "financeLenders", kind: "json" },
  { name: "youx_quote", field: "youxQuote", kind: "json" },
  text("file_url", "fileUrl", 2000),
  { name: "payment_processors", field: "paymentProcessors", kind: "json" },
  text("private_suburb", "privateSuburb", 80),
  text("private_postcode", "privatePostcode", 10),
  { name: "filtered_features", field: "filteredFeatures", kind: "list" },
  { name: "categories", field: "categories", kind: "list" },
  { name: "show_on_dealer_website", field: "showOnDealerWebsite", kind: "boolean" },
  int("custom_rank", "customRank", -1_000_000, 1_000_000),
];

/** Other names for a column: the database's own, or what feeds often say. */
export const COLUMN_ALIASES: Readonly<Record<string, string>> = {
  stocknum: "stock_number",
  dealercomments: "description",
  engine_size_litre: "engine_size_litres",
};

const BY_NAME = new Map(FEED_COLUMNS.map((column) => [column.name, column]));

/** The column a header names (case and surrounding spaces ignored), or undefined. */
export function feedColumn(header: string): FeedColumn | undefined {
  const key = header.trim().toLowerCase();
  return BY_NAME.get(COLUMN_ALIASES[key] ?? key);
}

export const REQUIRED_COLUMNS = FEED_COLUMNS.filter((column) => column.required).map((column) => column.name);
