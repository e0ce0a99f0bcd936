// The one table between a listing address and the search it runs: every URL
// parameter and path segment, the search attribute it filters, and the control
// that edits it. Parsing, link building, the engine query and the filter panel
// all read this table; nothing else knows parameter names.
import type { CarType } from "../entities.ts";
import type { RangeAttribute } from "../range-slider.ts";
import type { CountableAttribute, FacetAttribute, FilterAttribute } from "../stock-filter.ts";

/** listing §9: "Page size is 21 ... by default elsewhere." */
export const LISTING_PAGE_SIZE = 21;
/** listing §9: "The model list within a make is limited to 30." */
export const MODEL_LIST_LIMIT = 30;
/** detail §9: "Location filter lists limits 20 (city) and 40 (dealership)." The location list is a dealership-level list too. */
export const CITY_LIST_LIMIT = 20;
export const DEALERSHIP_LIST_LIMIT = 40;
/** listing §9: "Search box debounce is 300 ms. Slider debounce is 400 ms." */
export const SEARCH_BOX_DEBOUNCE_MS = 300;
export const SLIDER_DEBOUNCE_MS = 400;

export interface FacetValueContext {
  certifiedOnly: boolean;
  justSoldLabel: string;
}

export interface ListingFacet {
  /** URL parameter; repeated for several values (`make=Toyota&make=Mazda`, ORed). */
  param: string;
  /** Search attribute the values filter on (a text attribute for kind "text", numeric for "number", boolean for "boolean"). */
  attribute: FilterAttribute & CountableAttribute;
  /** The manufacturer listing filters through the record's nested names (listing §7). */
  manufacturerAttribute?: FacetAttribute;
  /** Attribute whose counts the control shows, when not `attribute` (models count as "Make > Model"). */
  countAttribute?: CountableAttribute;
  /** How values are written in a filter: text (`make:"Toyota"`), number (`seats = 5`) or boolean. */
  kind: "text" | "number" | "boolean";
  label: string;
  /** Values shown before the rest fold under "Show all …"; "popularMakes" reads the site's count. */
  shown?: number | "popularMakes";
  /** Label of the fold. */
  moreLabel?: string;
  /** At most this many values are offered. */
  limit?: number;
  /** The control appears only once this parameter is refined (models within a make). */
  dependsOn?: string;
  /** Groups that start expanded in the filter panel. */
  open?: boolean;
  /** Value order: by count (default) or a fixed order of known values, unknown values after them. */
  order?: readonly string[];
  valueLabel?: (value: string, context: FacetValueContext) => string;
  hideValue?: (value: string, context: FacetValueContext) => boolean;
}

const CAR_TYPE_LABELS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };
const ITEM_TYPE_LABELS: Record<string, string> = { car: "Cars", motorcycle: "Motorcycles", truck: "Trucks", caravan: "Caravans" };

export const LISTING_FACETS: readonly ListingFacet[] = [
  {
    param: "car_type",
    attribute: "car_type",
    kind: "text",
    label: "Condition",
    open: true,
    order: ["new", "demo", "used"],
    valueLabel: (value) => CAR_TYPE_LABELS[value] ?? value,
  },
  {
    param: "make",
    attribute: "make",
    manufacturerAttribute: "manufacturer.name",
    kind: "text",
    label: "Make",
    shown: "popularMakes",
    moreLabel: "Show all makes",
    open: true,
  },
  {
    param: "model",
    attribute: "model",
    manufacturerAttribute: "model.name",
    countAttribute: "make_model",
    kind: "text",
    label: "Model",
    limit: MODEL_LIST_LIMIT,
    shown: 10,
    moreLabel: "Show all models",
    dependsOn: "make",
    open: true,
  },
  { param: "badge", attribute: "badge", kind: "text", label: "Badge", dependsOn: "model", shown: 10, moreLabel: "Show all badges" },
  { param: "body", attribute: "simple_body", kind: "text", label: "Body type", open: true, shown: 8, moreLabel: "Show all body types" },
  { param: "fuel", attribute: "simple_fuel", kind: "text", label: "Fuel type" },
  { param: "transmission", attribute: "simple_transmission", kind: "text", label: "Transmission" },
  { param: "drive", attribute: "drive", kind: "text", label: "Drive type" },
  { param: "seats", attribute: "seats", kind: "number", label: "Seats", valueLabel: (value) => `${value} seats` },
  { param: "colour", attribute: "colour", kind: "text", label: "Colour", shown: 8, moreLabel: "Show all colours" },
  { param: "categories", attribute: "categories", kind: "text", label: "Lifestyle" },
  { param: "features", attribute: "filtered_features", kind: "text", label: "Features", shown: 8, moreLabel: "Show all features" },
  { param: "weekly", attribute: "weekly_price_range", kind: "text", label: "Weekly repayments" },
  {
    param: "item_type",
    attribute: "item_type",
    kind: "text",
    label: "Vehicle type",
    order: ["car", "motorcycle", "truck", "caravan"],
    valueLabel: (value) => ITEM_TYPE_LABELS[value] ?? value,
  },
  { param: "body_style", attribute: "body", manufacturerAttribute: "model.body", kind: "text", label: "Body style", shown: 8, moreLabel: "Show all body styles" },
  {
    param: "certified",
    attribute: "certified",
    kind: "boolean",
    label: "Certified pre-owned",
    order: ["true", "false"],
    valueLabel: (value) => (value === "true" ? "Certified pre-owned" : "Not certified"),
    // listing §5: "The certified filter hides the false value when a site is certified-only."
    hideValue: (value, context) => context.certifiedOnly && value === "false",
  },
  { param: "tag", attribute: "tag", kind: "text", label: "Offers and tags" },
  {
    param: "status",
    attribute: "status",
    kind: "text",
    label: "Availability",
    order: ["in_stock", "coming_soon", "sold"],
    valueLabel: (value, context) => ({ in_stock: "In stock", coming_soon: "Coming soon", sold: context.justSoldLabel })[value] ?? value,
  },
  { param: "state", attribute: "state", kind: "text", label: "State" },
  { param: "city", attribute: "city", kind: "text", label: "City", limit: CITY_LIST_LIMIT, shown: 8, moreLabel: "Show all cities" },
  { param: "location", attribute: "location_name", kind: "text", label: "Location", limit: DEALERSHIP_LIST_LIMIT, shown: 8, moreLabel: "Show all locations" },
  { param: "dealership", attribute: "dealership_name", kind: "text", label: "Dealership", limit: DEALERSHIP_LIST_LIMIT, shown: 8, moreLabel: "Show all dealerships" },
];

export interface ListingRange {
  attribute: RangeAttribute;
  label: string;
  /** How values read: "$12,000", "2019", "45,000 km". */
  unit: "currency" | "year" | "km";
  open?: boolean;
}

/** listing §2: "Range sliders for price, subscription_price, year and km." Parameter: `range[attribute]=min:max`. */
export const LISTING_RANGES: readonly ListingRange[] = [
  { attribute: "price", label: "Price", unit: "currency", open: true },
  { attribute: "year", label: "Year", unit: "year", open: true },
  { attribute: "km", label: "Kilometres", unit: "km" },
  { attribute: "subscription_price", label: "Subscription price", unit: "currency" },
];

export interface SortOption {
  /** The `sortBy` value: the name of the index that holds the order. */
  value: string;
  label: string;
}

/**
 * listing §9: "The default sort options are most relevant, latest, highest price and lowest price."
 * The year and kilometre orders (replicas the engine already keeps) follow them: shoppers of used cars sort by both.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: "Car_production", label: "Most relevant" },
  { value: "Car_production_latest", label: "Latest" },
  { value: "Car_production_price_desc", label: "Highest price" },
  { value: "Car_production_price_asc", label: "Lowest price" },
  { value: "Car_production_year_desc", label: "Newest year" },
  { value: "Car_production_year_asc", label: "Oldest year" },
  { value: "Car_production_km_asc", label: "Lowest kilometres" },
  { value: "Car_production_km_desc", label: "Highest kilometres" },
];
export const DEFAULT_SORT = SORT_OPTIONS[0].value;
/** listing §5: "Some sites add the condition price > 0 when sorting by price ascending." */
export const LOWEST_PRICE_SORT = "Car_production_price_asc";

/** Order of car types in a stock segment: new-used-and-demo-cars, new-and-demo-cars, used-cars… */
export const CAR_TYPE_ORDER: readonly CarType[] = ["new", "used", "demo"];
export const CAR_TYPE_PARAM = "car_type";

export interface BodySegment {
  /** As written in the address (listing: valid body slugs). */
  slug: string;
  /** Heading words: "Used SUVs for Sale". */
  title: string;
  /** The refinements the segment stands for. */
  refinements: Readonly<Record<string, readonly string[]>>;
}

/**
 * detail §9 "Valid body slugs". Each maps to values the stock actually
 * carries (docs/decisions/0010-listing-urls.md says why for the less obvious ones).
 */
export const BODY_SEGMENTS: readonly BodySegment[] = [
  { slug: "4x4", title: "4x4s", refinements: { drive: ["4WD"] } },
  { slug: "bus", title: "Buses and People Movers", refinements: { body: ["Bus", "People Mover"] } },
  { slug: "cabChassis", title: "Cab Chassis", refinements: { body: ["Cab Chassis"] } },
  { slug: "convertible", title: "Convertibles", refinements: { body: ["Convertible"] } },
  { slug: "coupe", title: "Coupes", refinements: { body: ["Coupe"] } },
  { slug: "ev", title: "Electric Vehicles", refinements: { fuel: ["Electric"] } },
  { slug: "hardtop", title: "Hardtop Caravans", refinements: { body_style: ["Full Height Caravan"] } },
  { slug: "hatch", title: "Hatchbacks", refinements: { body: ["Hatch"] } },
  { slug: "hatchback", title: "Hatchbacks", refinements: { body: ["Hatch"] } },
  { slug: "motorhome", title: "Motorhomes and Caravans", refinements: { body: ["Motorhome", "Caravan"] } },
  { slug: "lightTruck", title: "Light Trucks", refinements: { body: ["Truck"] } },
  { slug: "peopleMover", title: "People Movers", refinements: { body: ["People Mover"] } },
  { slug: "prestige", title: "Prestige Cars", refinements: { categories: ["Luxury"] } },
  { slug: "sedan", title: "Sedans", refinements: { body: ["Sedan"] } },
  { slug: "softtop", title: "Soft Top Campers", refinements: { body_style: ["Camper Trailer", "Pop Top"] } },
  { slug: "suv", title: "SUVs", refinements: { body: ["SUV"] } },
  { slug: "ute", title: "Utes", refinements: { body: ["Ute"] } },
  { slug: "van", title: "Vans", refinements: { body: ["Van"] } },
  { slug: "wagon", title: "Wagons", refinements: { body: ["Wagon"] } },
  { slug: "stationWagon", title: "Station Wagons", refinements: { body: ["Wagon"] } },
];

/** Free-text tags that make a car a special offer (the /special-offers page). */
export const SPECIAL_OFFER_TAGS: readonly string[] = ["Special Offer", "Runout Sale", "Demo Clearance", "Just Reduced", "Factory Bonus", "Clearance"];

const facetsByParam = new Map(LISTING_FACETS.map((facet) => [facet.param, facet]));

export function listingFacet(param: string): ListingFacet | undefined {
  return facetsByParam.get(param);
}
