// The car adapter's schema: what the generic engine (search/core) is told
// about a car record — its fields, each attribute's kind, how to read it and
// whether it may be requested as a facet, the aliases, the searchable texts,
// the index names with their sorts, the "most relevant" order, and that a
// dealership is the partition. One table drives the index build, filters,
// facets and the docs.
import type { CarDocument } from "../../domain/car-document.ts";
import { IndexSchema } from "../core/schema.ts";
import type { AttributeSpec, IndexDefinition, SearchableSpec } from "../core/schema.ts";
import { vehicleWords } from "./vehicle-words.ts";

// Plain property reads (one per attribute) stay monomorphic: the index build
// reads every attribute of every record. `determinedBy` names the facet a
// value follows from (a make from its make-and-model, a price band from the
// price, a simple fuel from the fuel): counted once, summed for both.
export const ATTRIBUTES: readonly AttributeSpec<CarDocument>[] = [
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
  { name: "make", kind: "string", facet: true, read: (d) => d.make, determinedBy: "make_model" },
  { name: "make_model", kind: "string", facet: true, read: (d) => d.make_model },
  { name: "model", kind: "string", facet: true, read: (d) => d.model, determinedBy: "make_model" },
  { name: "price", kind: "number", facet: true, read: (d) => d.price },
  { name: "subscription_price", kind: "number", facet: true, read: (d) => d.subscription_price },
  { name: "price_range", kind: "string", facet: true, read: (d) => d.price_range, determinedBy: "price" },
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
  { name: "simple_fuel", kind: "string", facet: true, read: (d) => d.simple_fuel, determinedBy: "fuel" },
  { name: "simple_transmission", kind: "string", facet: true, read: (d) => d.simple_transmission, determinedBy: "transmission" },
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

/**
 * Searchable attributes in ranking order (earlier attributes rank higher).
 * `identifier` attributes match the whole normalised value, exactly or as a
 * prefix, without typos (stock numbers and VINs are codes, not words).
 */
const searchable = (name: keyof CarDocument, identifier = false): SearchableSpec<CarDocument> => ({
  name,
  identifier,
  read: (doc) => {
    const value = doc[name];
    return typeof value === "string" && value !== "" ? value : null;
  },
});

export const SEARCHABLE_ATTRIBUTES: readonly SearchableSpec<CarDocument>[] = [
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

// The index names clients may query. They all share one read model; each is
// a pre-sorted order of the same documents. Car_production ranks by relevance
// then availability (in stock, coming soon, sold), desc(custom_rank) and id;
// each replica sorts by one attribute first (cars without the attribute
// last), then as Car_production does.
export const PRIMARY_INDEX = "Car_production";

export const INDEXES: readonly IndexDefinition[] = [
  { name: PRIMARY_INDEX, sort: null, description: "Most relevant: relevance, then desc(custom_rank)" },
  { name: "Car_production_latest", sort: { attribute: "created_at_timestamp", direction: "desc" }, description: "Latest: newest listings first" },
  { name: "Car_production_price_desc", sort: { attribute: "price", direction: "desc" }, description: "Price, highest first" },
  { name: "Car_production_price_asc", sort: { attribute: "price", direction: "asc" }, description: "Price, lowest first" },
  { name: "Car_production_year_desc", sort: { attribute: "year", direction: "desc" }, description: "Year, newest first" },
  { name: "Car_production_year_asc", sort: { attribute: "year", direction: "asc" }, description: "Year, oldest first" },
  { name: "Car_production_km_asc", sort: { attribute: "km", direction: "asc" }, description: "Kilometres, lowest first" },
  { name: "Car_production_km_desc", sort: { attribute: "km", direction: "desc" }, description: "Kilometres, highest first" },
];

export function indexDefinition(name: string): IndexDefinition | undefined {
  return CAR_SCHEMA.index(name);
}

export const CAR_SCHEMA = new IndexSchema<CarDocument>({
  fields: RECORD_FIELDS,
  attributes: ATTRIBUTES,
  aliases: ATTRIBUTE_ALIASES,
  tagsAttribute: TAGS_ATTRIBUTE,
  searchable: SEARCHABLE_ATTRIBUTES,
  indexes: INDEXES,
  ranking: [
    { attribute: "availability_rank", direction: "asc" },
    { attribute: "custom_rank", direction: "desc" },
    { attribute: "id", direction: "asc" },
  ],
  partition: "dealership_id",
});
