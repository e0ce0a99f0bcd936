// fast-check generators for the search tests: small random car datasets whose
// values collide often (so filters, facets and ties matter), and random
// queries over them in every form the engine accepts.
import fc from "fast-check";
import type { CarDocument } from "../../../domain/car-document.ts";
import type { FilterClause, FilterLiteral, NumericOperator } from "../../core/filters/ast.ts";
import { INDEXES } from "../schema.ts";
import { makeCar } from "./make-car.ts";

export const MAKES: Record<string, string[]> = {
  Toyota: ["Corolla", "Camry", "HiLux", "RAV4"],
  Ford: ["Ranger", "Everest", "Focus"],
  Mazda: ["CX-5", "Mazda3", "BT-50"],
  Škoda: ["Octavia", "Kodiaq"],
  Kia: ["Sportage", "Carnival"],
};
const BADGES = [null, "Ascent Sport", "GT", "Sport", "XLT", "Wildtrak", "SX+", "Sportivo", "GT-Line"];
const COLOURS = [null, "White", "Crystal Pearl", "Black", "Red", "Blue", 'Blanc "Glacier" \\ Éclat'];
const BODIES = [null, "SUV", "Sedan", "Hatch", "Ute", "Wagon"];
const CATEGORIES = ["suv", "family", "4x4", "city", "towing"];
const FEATURES = ["Bluetooth", "Reversing Camera", "Sunroof", "Apple CarPlay"];
const TAGS = [null, null, "Test Drive Only", "Runout Sale", "Special Offer"];
const DEALERSHIPS = ["Harbour Toyota", "Harbour Ford", "Harbour Mazda", "Harbour Kia"];
const LOCATIONS = [null, "Parramatta", "Ryde", "Penrith"];
const SERIES = [null, "ZRE182R", "PX MkIII", "KF"];

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

export const carArbitrary = (id: number): fc.Arbitrary<CarDocument> =>
  fc
    .record({
      make: pick(Object.keys(MAKES)),
      modelIndex: fc.nat(3),
      year: fc.integer({ min: 2015, max: 2025 }),
      badge: pick(BADGES),
      series: pick(SERIES),
      colour: pick(COLOURS),
      body: pick(BODIES),
      price: fc.oneof(fc.constant(null), fc.constantFrom(0, 15000, 20000, 29990, 45000), fc.integer({ min: 1, max: 90_000 }), fc.constant(19999.5)),
      km: fc.oneof(fc.constantFrom(0, 10, 15000), fc.integer({ min: 0, max: 250_000 })),
      seats: fc.oneof(fc.constant(null), fc.constantFrom(2, 5, 7, 8)),
      car_type: pick(["new", "demo", "used"] as const),
      item_type: pick(["car", "car", "motorcycle", "truck"] as const),
      status: pick(["in_stock", "in_stock", "coming_soon", "sold"] as const),
      sold: fc.constantFrom(0, 0, 1_767_000_000, 1_767_300_000),
      certified: fc.boolean(),
      reserved: fc.boolean(),
      show: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
      tag: pick(TAGS),
      dealership: fc.nat(DEALERSHIPS.length - 1),
      location: fc.nat(LOCATIONS.length - 1),
      categories: fc.subarray(CATEGORIES, { maxLength: 3 }),
      features: fc.subarray(FEATURES, { maxLength: 3 }),
      customRank: fc.integer({ min: 0, max: 4 }),
      created: fc.integer({ min: 1_760_000_000, max: 1_760_000_050 }),
      stock: fc.stringMatching(/^[A-Z]{1,2}[0-9]{1,4}$/),
      vin: fc.oneof(fc.constant(null), fc.stringMatching(/^[A-HJ-NPR-Z0-9]{6}$/)),
      subscription: fc.oneof(fc.constant(null), fc.constantFrom(99, 149.5, 200)),
      priceRange: pick([null, "$10,000 - $20,000", "$20,000 - $30,000"]),
    })
    .map((r) => {
      const models = MAKES[r.make];
      const model = models[r.modelIndex % models.length];
      return makeCar(id, {
        make: r.make,
        model,
        year: r.year,
        badge: r.badge,
        series: r.series,
        colour: r.colour,
        body: r.body,
        name: [r.year, r.make, model, r.badge].filter(Boolean).join(" "),
        price: r.price,
        km: r.km,
        seats: r.seats,
        car_type: r.car_type,
        item_type: r.item_type,
        status: r.status,
        sold_at_timestamp: r.status === "sold" ? r.sold : 0,
        certified: r.certified,
        reserved: r.reserved,
        show_on_dealer_website: r.show,
        tag: r.tag,
        dealership_id: r.dealership + 1,
        dealership_name: DEALERSHIPS[r.dealership],
        location_id: r.location === 0 ? null : r.location,
        location_name: LOCATIONS[r.location],
        categories: r.categories,
        filtered_features: r.features,
        custom_rank: r.customRank,
        created_at_timestamp: r.created,
        stocknum: `${r.stock}-${id}`,
        vin: r.vin,
        subscription_price: r.subscription,
        price_range: r.priceRange,
        manufacturer: { name: r.make },
      });
    });

/** Distinct ids 1..n, each with a random car. */
export const datasetArbitrary = (minCars: number, maxCars: number): fc.Arbitrary<CarDocument[]> =>
  fc
    .array(carArbitrary(0), { minLength: minCars, maxLength: maxCars, size: "max" })
    .map((cars) => cars.map((car, i) => withId(car, i + 1)));

/** The same car under another id (stock number and slug follow the id). */
export function withId(car: CarDocument, id: number): CarDocument {
  return { ...car, id, objectID: String(id), stocknum: car.stocknum.replace(/-\d+$/, `-${id}`), slug: `${car.slug}-${id}` };
}

/** Changes applied after the build: upserts of new or existing ids, and removals. */
export type Change = { kind: "upsert"; doc: CarDocument } | { kind: "edit"; id: number; patch: Partial<CarDocument> } | { kind: "remove"; id: number };

export const changesArbitrary = (maxId: number): fc.Arbitrary<Change[]> =>
  fc.array(
    fc.oneof(
      fc.integer({ min: 1, max: maxId + 10 }).chain((id) => carArbitrary(id).map((doc): Change => ({ kind: "upsert", doc }))),
      // Small edits (price, rank, text) keep most values: the unchanged-value paths run too.
      fc
        .tuple(fc.integer({ min: 1, max: maxId + 10 }), carArbitrary(0), fc.constantFrom("price", "custom_rank", "badge", "categories", "km") as fc.Arbitrary<keyof CarDocument>)
        .map(([id, donor, key]): Change => ({ kind: "edit", id, patch: { [key]: donor[key] } })),
      fc.integer({ min: 1, max: maxId + 10 }).map((id): Change => ({ kind: "remove", id })),
    ),
    { maxLength: 25, size: "medium" },
  );

// ---- filters -------------------------------------------------------------

const stringFacets: Record<string, readonly string[]> = {
  make: Object.keys(MAKES),
  "manufacturer.name": Object.keys(MAKES),
  model: Object.values(MAKES).flat(),
  "model.name": ["Corolla", "Ranger", "CX-5"],
  badge: BADGES.filter((b): b is string => b !== null),
  colour: ["White", "crystal pearl", "BLACK"],
  body: ["SUV", "Ute", "sedan"],
  "model.body": ["SUV", "Hatch"],
  car_type: ["new", "demo", "used", "NEW"],
  status: ["in_stock", "coming_soon", "sold"],
  item_type: ["car", "truck", "caravan"],
  categories: CATEGORIES,
  filtered_features: FEATURES,
  dealership_name: DEALERSHIPS,
  location_name: ["Parramatta", "Ryde"],
  price_range: ["$10,000 - $20,000"],
  make_model: ["Toyota > Corolla", "Ford > Ranger"],
  tag: ["Test Drive Only", "runout sale"],
  unknown_attribute: ["x"],
};

const numericAttributes: Record<string, readonly number[]> = {
  price: [0, 15000, 19999.5, 20000, 29990, 45000, 60000],
  km: [0, 10, 15000, 100000],
  year: [2015, 2018, 2020, 2025],
  seats: [2, 5, 7],
  dealership_id: [1, 2, 3, 4, -1],
  location_id: [1, 2, 3],
  sold_at_timestamp: [0, 1_767_000_000, 1_767_300_000],
  created_at_timestamp: [1_760_000_000, 1_760_000_025],
  custom_rank: [0, 2, 4],
  subscription_price: [99, 149.5],
  certified: [0, 1],
  show_on_dealer_website: [1],
  make: [3], // numeric filter on a text attribute: matches nothing
  nonexistent: [1],
};

const facetLiteral: fc.Arbitrary<FilterLiteral> = fc
  .constantFrom(...Object.keys(stringFacets))
  .chain((attribute) =>
    fc.record({
      type: fc.constant("facet" as const),
      attribute: fc.constant(attribute),
      value: fc.constantFrom(...stringFacets[attribute]),
      negated: fc.boolean(),
    }),
  );

const booleanLiteral: fc.Arbitrary<FilterLiteral> = fc.record({
  type: fc.constant("facet" as const),
  attribute: fc.constantFrom("certified", "show_on_dealer_website", "reserved"),
  value: fc.constantFrom("true", "false", "TRUE", "1"),
  negated: fc.boolean(),
});

const numericFacetLiteral: fc.Arbitrary<FilterLiteral> = fc.record({
  type: fc.constant("facet" as const),
  attribute: fc.constantFrom("year", "seats", "price"),
  value: fc.constantFrom("2020", "5", "20000", "abc"),
  negated: fc.boolean(),
});

const tagLiteral: fc.Arbitrary<FilterLiteral> = fc.record({
  type: fc.constant("tag" as const),
  value: fc.constantFrom("Test Drive Only", "Runout Sale", "runout sale", "nothing"),
  negated: fc.boolean(),
});

const numericLiteral: fc.Arbitrary<FilterLiteral> = fc.constantFrom(...Object.keys(numericAttributes)).chain((attribute) =>
  fc.oneof(
    fc.record({
      type: fc.constant("numeric" as const),
      attribute: fc.constant(attribute),
      operator: fc.constantFrom<NumericOperator>("<", "<=", "=", "!=", ">=", ">"),
      value: fc.constantFrom(...numericAttributes[attribute]),
      negated: fc.boolean(),
    }),
    fc.record({
      type: fc.constant("range" as const),
      attribute: fc.constant(attribute),
      low: fc.constantFrom(...numericAttributes[attribute]),
      high: fc.constantFrom(...numericAttributes[attribute]),
      negated: fc.boolean(),
    }),
  ),
);

/** One OR clause of a single family (Algolia's rule). */
export const clauseArbitrary: fc.Arbitrary<FilterClause> = fc.oneof(
  fc.array(fc.oneof(facetLiteral, booleanLiteral, numericFacetLiteral), { minLength: 1, maxLength: 3 }),
  fc.array(numericLiteral, { minLength: 1, maxLength: 3 }),
  fc.array(tagLiteral, { minLength: 1, maxLength: 2 }),
);

// ---- text ----------------------------------------------------------------

// Words whose matches differ in typos, attribute and exactness across records
// (Sport vs Sportage vs Sportivo, GT vs GT-Line) come up more often.
const WORDS = ["sport", "sport", "sport", "spor", "gt", "gt", "line", "toyota", "corolla", "ranger", "ford", "mazda", "cx", "5", "sport", "ascent", "white", "pearl", "crystal", "skoda", "kodiaq", "wildtrak", "2020", "hilux", "s", "t", "zre182r", "gt"];

/** A word from the data, maybe with a typo or cut short. */
const queryWord: fc.Arbitrary<string> = fc.constantFrom(...WORDS).chain((word) =>
  fc.oneof(
    fc.constant(word),
    fc.constant(word.slice(0, Math.max(1, word.length - 2))),
    fc.nat(Math.max(0, word.length - 1)).map((i) => word.slice(0, i) + word.slice(i + 1)), // deletion
    fc.nat(Math.max(0, word.length - 2)).map((i) => (word.length < 2 ? word : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))), // swap
    fc.nat(word.length - 1).map((i) => word.slice(0, i) + "x" + word.slice(i + 1)), // substitution
    fc.constant(word.toUpperCase()),
  ),
);

export const queryTextArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  { weight: 4, arbitrary: queryWord },
  { weight: 2, arbitrary: fc.array(queryWord, { minLength: 2, maxLength: 3 }).map((words) => words.join(" ")) },
  { weight: 1, arbitrary: fc.constantFrom("Škoda", "cx-5", "SX+", "ht", "  ford  ", "toyota corolla", "ford ranger wildtrak") },
);

export const FACET_CHOICES = [
  "make",
  "model",
  "car_type",
  "categories",
  "filtered_features",
  "price",
  "km",
  "year",
  "seats",
  "certified",
  "show_on_dealer_website",
  "manufacturer.name",
  "model.body",
  "colour",
  "tag",
  "stocknum",
  "sold_at_timestamp",
  "not_a_facet",
  "subscription_price",
  "location_id",
];

export interface QueryCase {
  index: string;
  query: string;
  clauses: FilterClause[];
  /** How the clauses travel: the filters string, or the list parameters. */
  form: "filters" | "lists";
  scope: FilterClause[];
  facets: string[];
  maxValuesPerFacet: number | undefined;
  sortFacetValuesBy: "count" | "alpha" | undefined;
  page: number;
  hitsPerPage: number;
  paginationLimitedTo: number | undefined;
  typoTolerance: boolean;
}

export const queryCaseArbitrary: fc.Arbitrary<QueryCase> = fc.record({
  index: fc.constantFrom(...INDEXES.map((index) => index.name)),
  query: queryTextArbitrary,
  clauses: fc.oneof(fc.constant<FilterClause[]>([]), fc.array(clauseArbitrary, { minLength: 1, maxLength: 3 })),
  form: fc.constantFrom("filters" as const, "lists" as const),
  scope: fc.oneof(fc.constant<FilterClause[]>([]), fc.constant<FilterClause[]>([]), fc.array(clauseArbitrary, { minLength: 1, maxLength: 2 })),
  facets: fc.oneof(fc.constant<string[]>([]), fc.subarray(FACET_CHOICES, { maxLength: 6 }), fc.constant<string[]>(["*"])),
  maxValuesPerFacet: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  sortFacetValuesBy: fc.option(fc.constantFrom("count" as const, "alpha" as const), { nil: undefined }),
  page: fc.oneof(fc.constant(0), fc.nat(3)),
  hitsPerPage: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant(20)),
  paginationLimitedTo: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
  typoTolerance: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
});
