// What the index knows about each attribute of a car record: its kind, how
// to read it, whether it may be requested as a facet, and which names are
// aliases. One table drives the index build, filters, facets and the docs.
import type { CarDocument } from "../domain/car-document.ts";
import { vehicleWords } from "./text/vehicle-words.ts";

export type AttributeKind = "string" | "strings" | "number" | "boolean";
export type AttributeValue = string | number | boolean | null | undefined | readonly string[];

export interface AttributeSpec {
  name: string;
  kind: AttributeKind;
  /** True when the attribute may be requested in `facets` (and is listed by `*`). */
  facet: boolean;
  read(doc: CarDocument): AttributeValue;
}

// Plain property reads (one per attribute) stay monomorphic: the index build
// reads every attribute of every record.
export const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: "badge", kind: "string", facet: true, read: (d) => d.badge },
  { name: "status", kind: "string", facet: true, read: (d) => d.status },
  { name: "car_type", kind: "string", facet: true, read: (d) => d.car_type },
  { name: "categories", kind: "strings", facet: true, read: (d) => d.categories },
  { name: "city", kind: "string", facet: true, read: (d) => d.city },
  { name: "colour", kind: "string", facet: true, read: (d) => d.colour },
  { name: "dealership_name", kind: "string", facet: true, read: (d) => d.dealership_name },
  { name: "filtered_features", kind: "strings", facet: true, read: (d) => d.filtered_features },
  { name: "item_type", kind: "string", facet: true, read: (d) => d.item_type },
  { name: "km", kind: "number", facet: true, read: (d) => d.km },
  { name: "location_name", kind: "string", facet: true, read: (d) => d.location_name },
  { name: "make", kind: "string", facet: true, read: (d) => d.make },
  { name: "make_model", kind: "string", facet: true, read: (d) => d.make_model },
  { name: "model", kind: "string", facet: true, read: (d) => d.model },
  { name: "price", kind: "number", facet: true, read: (d) => d.price },
  { name: "subscription_price", kind: "number", facet: true, read: (d) => d.subscription_price },
  { name: "price_range", kind: "string", facet: true, read: (d) => d.price_range },
  { name: "seats", kind: "number", facet: true, read: (d) => d.seats },
  { name: "body", kind: "string", facet: true, read: (d) => d.body },
  { name: "drive", kind: "string", facet: true, read: (d) => d.drive },
  { name: "fuel", kind: "string", facet: true, read: (d) => d.fuel },
  { name: "transmission", kind: "string", facet: true, read: (d) => d.transmission },
  { name: "state", kind: "string", facet: true, read: (d) => d.state },
  { name: "tag", kind: "string", facet: true, read: (d) => d.tag },
  { name: "weekly_price_range", kind: "string", facet: true, read: (d) => d.weekly_price_range },
  { name: "year", kind: "number", facet: true, read: (d) => d.year },
  { name: "certified", kind: "boolean", facet: true, read: (d) => d.certified },
  { name: "created_at_timestamp", kind: "number", facet: true, read: (d) => d.created_at_timestamp },
  { name: "dealership_id", kind: "number", facet: true, read: (d) => d.dealership_id },
  { name: "location_id", kind: "number", facet: true, read: (d) => d.location_id },
  { name: "show_on_dealer_website", kind: "boolean", facet: true, read: (d) => d.show_on_dealer_website },
  { name: "stocknum", kind: "string", facet: true, read: (d) => d.stocknum },
  { name: "simple_body", kind: "string", facet: true, read: (d) => d.simple_body },
  { name: "simple_fuel", kind: "string", facet: true, read: (d) => d.simple_fuel },
  { name: "simple_transmission", kind: "string", facet: true, read: (d) => d.simple_transmission },
  // Filter-only attributes (the visibility rules and the admin views use them).
  { name: "sold_at_timestamp", kind: "number", facet: false, read: (d) => d.sold_at_timestamp },
  { name: "reserved", kind: "boolean", facet: false, read: (d) => d.reserved },
  { name: "dealership_slug", kind: "string", facet: false, read: (d) => d.dealership_slug },
  { name: "custom_rank", kind: "number", facet: false, read: (d) => d.custom_rank },
  // Derived: in stock 0, coming soon 1, anything else (sold) 2. "Most relevant" ranks by it before custom_rank.
  { name: "availability_rank", kind: "number", facet: false, read: (d) => availabilityRank(d.status) },
  { name: "id", kind: "number", facet: false, read: (d) => d.id },
];

/** Where a car's status puts it in "most relevant": cars a shopper can buy today first, sold cars last. */
export function availabilityRank(status: string | null | undefined): number {
  return status === "in_stock" ? 0 : status === "coming_soon" ? 1 : 2;
}

/**
 * The record's fields in the order the record store keeps them (and a hit
 * shows them). A field is read alone by skipping those before it, so the
 * ones read that way (objectID, stock number, VIN, tag) come first. Any
 * other key a record has is kept too, after these.
 */
export const RECORD_FIELDS: readonly (keyof CarDocument)[] = [
  "objectID", "stocknum", "vin", "tag",
  "id", "slug", "path", "name", "year", "make", "model", "make_model", "badge", "series", "colour", "gearnum",
  "transmission", "simple_transmission", "bodyconfiguration", "body", "simple_body", "fuel", "simple_fuel", "drive", "seats",
  "engine_size_litres", "km", "price", "before_price", "offer_price", "subscription_price", "price_type", "price_range",
  "weekly_price_range", "car_type", "item_type", "status", "sold_at_timestamp", "reserved", "certified", "preorder",
  "created_at", "created_at_timestamp", "updated_at_timestamp", "photos_count", "views", "images", "video_url",
  "external_video_url", "spin_code", "has_spin", "location_id", "location_name", "location", "city", "state", "dealership_id",
  "dealership_name", "dealership_slug", "dealer_group_id", "categories", "filtered_features", "show_on_dealer_website",
  "custom_rank", "youxQuote", "manufacturer",
];

/** Names the manufacturer search uses for nested views of the record. */
export const ATTRIBUTE_ALIASES: Readonly<Record<string, string>> = {
  "manufacturer.name": "make",
  "model.name": "model",
  "model.body": "body",
};

/** Algolia's `_tags` (and bare tag filters) read the car's free-text tag, case-sensitively. */
export const TAGS_ATTRIBUTE = "tag";

const byName = new Map(ATTRIBUTES.map((spec) => [spec.name, spec]));

/** The spec behind a name or alias, or undefined for an unknown attribute. */
export function attributeSpec(name: string): AttributeSpec | undefined {
  return byName.get(ATTRIBUTE_ALIASES[name] ?? name);
}

/** Every name `facets: ["*"]` expands to: facet attributes plus the aliases. */
export const ALL_FACET_NAMES: readonly string[] = [
  ...ATTRIBUTES.filter((spec) => spec.facet).map((spec) => spec.name),
  ...Object.keys(ATTRIBUTE_ALIASES),
];

/**
 * Searchable attributes in ranking order (earlier attributes rank higher).
 * `identifier` attributes match the whole normalised value, exactly or as a
 * prefix, without typos (stock numbers and VINs are codes, not words).
 */
export interface SearchableSpec {
  name: keyof CarDocument;
  identifier: boolean;
  read(doc: CarDocument): string | null;
}

const searchable = (name: keyof CarDocument, identifier = false): SearchableSpec => ({
  name,
  identifier,
  read: (doc) => {
    const value = doc[name];
    return typeof value === "string" && value !== "" ? value : null;
  },
});

export const SEARCHABLE_ATTRIBUTES: readonly SearchableSpec[] = [
  searchable("make"),
  searchable("model"),
  searchable("badge"),
  searchable("series"),
  searchable("name"),
  searchable("colour"),
  // The body attribute's words carry the vehicle-kind words too (body, fuel, transmission, drive and their synonyms).
  { name: "body", identifier: false, read: vehicleWords },
  searchable("stocknum", true),
  searchable("vin", true),
  searchable("tag"),
];
