// The engine against a brute-force oracle: over random datasets (built, then
// changed in place) and random queries, hits, nbHits, pages, facet counts and
// stats must equal what a plain scan of every record computes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CarDocument } from "../../domain/car-document.ts";
import { CarSearchEngine } from "./engine.ts";
import type { FilterClause, FilterLiteral } from "../core/filters/ast.ts";
import { formatFilters } from "../core/filters/format.ts";
import { indexDefinition } from "./schema.ts";
import { changesArbitrary, datasetArbitrary, queryCaseArbitrary } from "./testing/arbitraries.ts";
import type { Change, QueryCase } from "./testing/arbitraries.ts";
import type { SearchParams } from "../core/types.ts";
import { vehicleWords } from "./vehicle-words.ts";
import { availabilityRank } from "./schema.ts";

// ---- the oracle: plain code over plain records ----------------------------

const ALIASES: Record<string, string> = { "manufacturer.name": "make", "model.name": "model", "model.body": "body" };
const STRING_ATTRS = new Set([
  "badge", "status", "car_type", "city", "colour", "dealership_name", "item_type", "location_name", "make", "make_model",
  "model", "price_range", "body", "drive", "fuel", "transmission", "state", "tag", "weekly_price_range", "stocknum",
  "simple_body", "simple_fuel", "simple_transmission", "dealership_slug",
]);
const LIST_ATTRS = new Set(["categories", "filtered_features"]);
const NUMBER_ATTRS = new Set(["km", "price", "subscription_price", "seats", "year", "created_at_timestamp", "dealership_id", "location_id", "sold_at_timestamp", "custom_rank", "id"]);
const BOOLEAN_ATTRS = new Set(["certified", "show_on_dealer_website", "reserved"]);
const NOT_FACETS = new Set(["sold_at_timestamp", "reserved", "dealership_slug", "custom_rank", "id"]);
const ALL_FACETS = [
  "badge", "status", "car_type", "categories", "city", "colour", "dealership_name", "filtered_features", "item_type", "km",
  "location_name", "make", "make_model", "model", "price", "subscription_price", "price_range", "seats", "body", "drive",
  "fuel", "transmission", "state", "tag", "weekly_price_range", "year", "certified", "created_at_timestamp",
  "dealership_id", "location_id", "show_on_dealer_website", "stocknum", "simple_body", "simple_fuel",
  "simple_transmission", "manufacturer.name", "model.name", "model.body",
];

const field = (doc: CarDocument, name: string): unknown => (doc as unknown as Record<string, unknown>)[name];

function numberOf(doc: CarDocument, attribute: string): number | null {
  const value = field(doc, attribute);
  if (typeof value === "boolean") return value ? 1 : 0;
  return typeof value === "number" ? value : null;
}

function parseNumber(text: string): number | null {
  return /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : null;
}

function literalMatches(doc: CarDocument, literal: FilterLiteral): boolean {
  let result: boolean;
  if (literal.type === "tag") {
    result = doc.tag !== null && doc.tag !== "" && doc.tag === literal.value;
  } else {
    const attribute = ALIASES[literal.attribute] ?? literal.attribute;
    if (literal.type === "facet") {
      if (STRING_ATTRS.has(attribute)) {
        const value = field(doc, attribute);
        result = typeof value === "string" && value !== "" && value.toLowerCase() === literal.value.toLowerCase();
      } else if (LIST_ATTRS.has(attribute)) {
        result = (field(doc, attribute) as string[]).some((v) => v.toLowerCase() === literal.value.toLowerCase());
      } else if (NUMBER_ATTRS.has(attribute) || BOOLEAN_ATTRS.has(attribute)) {
        const lower = literal.value.toLowerCase();
        const wanted = BOOLEAN_ATTRS.has(attribute) && (lower === "true" || lower === "false") ? (lower === "true" ? 1 : 0) : parseNumber(literal.value);
        const value = numberOf(doc, attribute);
        result = wanted !== null && value !== null && value === wanted;
      } else {
        result = false;
      }
    } else if (!NUMBER_ATTRS.has(attribute) && !BOOLEAN_ATTRS.has(attribute)) {
      result = false;
    } else {
      const value = numberOf(doc, attribute);
      if (literal.type === "range") {
        result = value !== null && literal.low <= value && value <= literal.high;
      } else if (literal.operator === "!=") {
        result = value === null || value !== literal.value;
      } else if (value === null) {
        result = false;
      } else {
        const v = literal.value;
        result = { "<": value < v, "<=": value <= v, "=": value === v, ">=": value >= v, ">": value > v }[literal.operator];
      }
    }
  }
  return literal.negated ? !result : result;
}

const passes = (doc: CarDocument, clauses: FilterClause[]) => clauses.every((clause) => clause.some((literal) => literalMatches(doc, literal)));

function words(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()).filter((w) => w !== "");
}

/** Optimal string alignment distance table: d[i][j] between a[0..i) and b[0..j). */
function osaTable(a: string, b: string): number[][] {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d;
}

const osa = (a: string, b: string) => osaTable(a, b)[a.length][b.length];
/** Distance from a to the closest prefix of b. */
const prefixOsa = (a: string, b: string) => Math.min(...osaTable(a, b)[a.length]);

const TEXT_ATTRS: [string, number][] = [["make", 0], ["model", 1], ["badge", 2], ["series", 3], ["name", 4], ["colour", 5], ["body", 6], ["tag", 9]];
const CODE_ATTRS: [string, number][] = [["stocknum", 7], ["vin", 8]];

interface TextRank {
  typos: number;
  attribute: number;
  exact: number;
}

function textRank(doc: CarDocument, query: string[], typoTolerance: boolean): TextRank | null {
  let typos = 0;
  let attribute = 99;
  let exact = 0;
  for (let i = 0; i < query.length; i++) {
    const w = query[i];
    const isLast = i === query.length - 1;
    const budget = !typoTolerance ? 0 : [...w].length >= 8 ? 2 : [...w].length >= 4 ? 1 : 0;
    let best: TextRank | null = null;
    const consider = (t: number, a: number, e: boolean) => {
      if (!best) best = { typos: t, attribute: a, exact: e ? 1 : 0 };
      else {
        best.typos = Math.min(best.typos, t);
        best.attribute = Math.min(best.attribute, a);
        best.exact = Math.max(best.exact, e ? 1 : 0);
      }
    };
    for (const [name, rank] of TEXT_ATTRS) {
      // The body attribute's words carry the vehicle-kind words (search/text/vehicle-words.ts).
      const value = name === "body" ? vehicleWords(doc) : field(doc, name);
      if (typeof value !== "string") continue;
      for (const t of words(value)) {
        let d: number;
        if (t === w || (isLast && t.startsWith(w))) d = 0;
        else if (isLast) d = prefixOsa(w, t);
        else d = osa(w, t);
        if (d <= budget) consider(d, rank, t === w);
      }
    }
    for (const [name, rank] of CODE_ATTRS) {
      const value = field(doc, name);
      if (typeof value !== "string" || value === "") continue;
      const key = words(value).join("");
      if (key === w) consider(0, rank, true);
      else if (isLast && key.startsWith(w)) consider(0, rank, false);
    }
    if (!best) return null;
    const found: TextRank = best;
    typos += found.typos;
    attribute = Math.min(attribute, found.attribute);
    exact += found.exact;
  }
  return { typos, attribute, exact };
}

function facetLabel(attribute: string, value: unknown): string | null {
  if (BOOLEAN_ATTRS.has(attribute)) return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  if (typeof value === "string" && value !== "") return value;
  return null;
}

interface OracleResult {
  ids: string[];
  nbHits: number;
  nbPages: number;
  facets: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

function oracle(docs: CarDocument[], c: QueryCase): OracleResult {
  const query = words(c.query).slice(0, 10);
  const matched: { doc: CarDocument; rank: TextRank | null }[] = [];
  for (const doc of docs) {
    if (!passes(doc, c.scope) || !passes(doc, c.clauses)) continue;
    const rank = query.length > 0 ? textRank(doc, query, c.typoTolerance) : null;
    if (query.length > 0 && !rank) continue;
    matched.push({ doc, rank });
  }
  const sort = indexDefinition(c.index)!.sort;
  matched.sort((x, y) => {
    if (sort) {
      const vx = numberOf(x.doc, sort.attribute);
      const vy = numberOf(y.doc, sort.attribute);
      if ((vx === null) !== (vy === null)) return vx === null ? 1 : -1;
      if (vx !== null && vy !== null && vx !== vy) return sort.direction === "asc" ? vx - vy : vy - vx;
    }
    if (x.rank && y.rank) {
      const d = x.rank.typos - y.rank.typos || x.rank.attribute - y.rank.attribute || y.rank.exact - x.rank.exact;
      if (d !== 0) return d;
    }
    return availabilityRank(x.doc.status) - availabilityRank(y.doc.status) || y.doc.custom_rank - x.doc.custom_rank || x.doc.id - y.doc.id;
  });
  const limit = c.paginationLimitedTo ?? 1000;
  const reachable = Math.min(matched.length, limit);
  const start = c.page * c.hitsPerPage;
  const ids = matched.slice(start, Math.min(start + c.hitsPerPage, reachable)).map((m) => m.doc.objectID);

  const facets: OracleResult["facets"] = {};
  const stats: OracleResult["stats"] = {};
  const requested = [...new Set(c.facets.includes("*") ? [...ALL_FACETS, ...c.facets.filter((f) => f !== "*")] : c.facets)];
  for (const name of requested) {
    const attribute = ALIASES[name] ?? name;
    const known = STRING_ATTRS.has(attribute) || LIST_ATTRS.has(attribute) || NUMBER_ATTRS.has(attribute) || BOOLEAN_ATTRS.has(attribute);
    if (!known || NOT_FACETS.has(attribute)) continue;
    const counts = new Map<string, { count: number; number: number | null }>();
    for (const { doc } of matched) {
      const raw = field(doc, attribute);
      const values = Array.isArray(raw) ? [...new Set(raw)] : [raw];
      for (const value of values) {
        const label = facetLabel(attribute, value);
        if (label === null) continue;
        const entry = counts.get(label) ?? { count: 0, number: typeof value === "number" ? value : null };
        entry.count++;
        counts.set(label, entry);
      }
    }
    if (counts.size === 0) continue;
    const entries = [...counts.entries()];
    const byLabel = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    entries.sort((a, b) => {
      if (c.sortFacetValuesBy === "alpha") return byLabel(a[0], b[0]);
      if (b[1].count !== a[1].count) return b[1].count - a[1].count;
      return a[1].number !== null && b[1].number !== null ? a[1].number - b[1].number : byLabel(a[0], b[0]);
    });
    facets[name] = Object.fromEntries(entries.slice(0, c.maxValuesPerFacet ?? 100).map(([label, e]) => [label, e.count]));
    if (NUMBER_ATTRS.has(attribute)) {
      const values = matched.map(({ doc }) => numberOf(doc, attribute)).filter((v): v is number => v !== null);
      const sum = values.reduce((a, b) => a + b, 0);
      stats[name] = { min: Math.min(...values), max: Math.max(...values), avg: sum / values.length, sum };
    }
  }
  return { ids, nbHits: matched.length, nbPages: c.hitsPerPage > 0 ? Math.ceil(reachable / c.hitsPerPage) : 0, facets, stats };
}

// ---- the engine side --------------------------------------------------------

function listEntry(literal: FilterLiteral): string {
  const minus = literal.negated ? "-" : "";
  switch (literal.type) {
    case "facet":
      return `${literal.attribute}:${minus}${literal.value.startsWith("-") && !literal.negated ? "\\" : ""}${literal.value}`;
    case "tag":
      return `${minus}${literal.value}`;
    case "numeric":
      return `${literal.attribute}${literal.operator}${literal.value}`;
    case "range":
      return `${literal.attribute}:${literal.low} TO ${literal.high}`;
  }
}

/** The case as engine parameters, in the form it asks for. */
function toParams(c: QueryCase): SearchParams {
  const params: SearchParams = { query: c.query, page: c.page, hitsPerPage: c.hitsPerPage, typoTolerance: c.typoTolerance };
  if (c.facets.length > 0) params.facets = c.facets;
  if (c.maxValuesPerFacet !== undefined) params.maxValuesPerFacet = c.maxValuesPerFacet;
  if (c.sortFacetValuesBy) params.sortFacetValuesBy = c.sortFacetValuesBy;
  if (c.paginationLimitedTo !== undefined) params.paginationLimitedTo = c.paginationLimitedTo;
  if (c.form === "filters") {
    if (c.clauses.length > 0) params.filters = formatFilters(c.clauses);
    return params;
  }
  // Lists cannot negate numeric filters: those clauses stay in `filters`.
  const facetFilters: (string | string[])[] = [];
  const numericFilters: (string | string[])[] = [];
  const tagFilters: (string | string[])[] = [];
  const rest: FilterClause[] = [];
  for (const clause of c.clauses) {
    const family = clause[0].type === "range" ? "numeric" : clause[0].type;
    if (family === "numeric" && clause.some((l) => l.negated)) {
      rest.push(clause);
      continue;
    }
    const target = family === "facet" ? facetFilters : family === "tag" ? tagFilters : numericFilters;
    const entries = clause.map(listEntry);
    target.push(entries.length === 1 && Math.random() < 0.5 ? entries[0] : entries);
  }
  if (facetFilters.length > 0) params.facetFilters = facetFilters;
  if (numericFilters.length > 0) params.numericFilters = numericFilters;
  if (tagFilters.length > 0) params.tagFilters = tagFilters;
  if (rest.length > 0) params.filters = formatFilters(rest);
  return params;
}

/** The planned changes as they apply: edits patch whatever record the id holds at that point (none: skipped). */
function resolveChanges(docs: ReadonlyMap<string, CarDocument>, planned: Change[]): Change[] {
  const state = new Map(docs);
  return planned.flatMap((change): Change[] => {
    if (change.kind === "edit") {
      const current = state.get(String(change.id));
      if (!current) return [];
      const doc = { ...current, ...change.patch };
      state.set(doc.objectID, doc);
      return [{ kind: "upsert", doc }];
    }
    if (change.kind === "upsert") state.set(change.doc.objectID, change.doc);
    else state.delete(String(change.id));
    return [change];
  });
}

/**
 * Applies the changes one by one, or in runs of the same kind (upsertMany /
 * removeMany), so single moves and batch merges of the sorted structures are
 * both exercised.
 */
function applyChanges(engine: CarSearchEngine, docs: Map<string, CarDocument>, planned: Change[], grouped: boolean): void {
  const changes = resolveChanges(docs, planned);
  if (!grouped) {
    for (const change of changes) {
      if (change.kind === "upsert") {
        engine.upsert(change.doc);
        docs.set(change.doc.objectID, change.doc);
      } else if (change.kind === "remove") {
        expect(engine.remove(String(change.id))).toBe(docs.delete(String(change.id)));
      }
    }
    return;
  }
  for (let i = 0; i < changes.length; ) {
    let j = i;
    while (j < changes.length && changes[j].kind === changes[i].kind) j++;
    const run = changes.slice(i, j);
    if (changes[i].kind === "upsert") {
      const upserts = run.map((change) => (change as { doc: CarDocument }).doc);
      engine.upsertMany(upserts);
      for (const doc of upserts) docs.set(doc.objectID, doc);
    } else {
      const ids = [...new Set(run.map((change) => String((change as { id: number }).id)))];
      const present = ids.filter((id) => docs.has(id)).length;
      expect(engine.removeMany(ids)).toBe(present);
      for (const id of ids) docs.delete(id);
    }
    i = j;
  }
}

function check(engine: CarSearchEngine, docs: CarDocument[], c: QueryCase): void {
  const expected = oracle(docs, c);
  const params = toParams(c);
  const options = c.scope.length > 0 ? { scopeFilters: formatFilters(c.scope) } : {};
  const actual = engine.search(c.index, params, options);
  expect(actual.nbHits).toBe(expected.nbHits);
  expect(actual.hits.map((hit) => hit.objectID)).toEqual(expected.ids);
  expect(actual.nbPages).toBe(expected.nbPages);
  expect(actual.facets ?? {}).toEqual(c.facets.length > 0 ? expected.facets : {});
  const stats = actual.facets_stats ?? {};
  expect(Object.keys(stats).sort()).toEqual(Object.keys(expected.stats).sort());
  for (const [name, stat] of Object.entries(expected.stats)) {
    expect(stats[name].min).toBe(stat.min);
    expect(stats[name].max).toBe(stat.max);
    expect(stats[name].sum).toBeCloseTo(stat.sum, 6);
    expect(stats[name].avg).toBeCloseTo(stat.avg, 6);
  }
}

const RUNS = Number(process.env.SEARCH_PROPERTY_RUNS ?? 100);

describe("search engine against a brute-force oracle", () => {
  it("returns the oracle's hits, counts, pages, facets and stats on random data and queries", () => {
    fc.assert(
      fc.property(datasetArbitrary(0, 90), fc.array(queryCaseArbitrary, { minLength: 1, maxLength: 15 }), (dataset, cases) => {
        const engine = new CarSearchEngine(dataset);
        for (const c of cases) check(engine, dataset, c);
      }),
      { numRuns: RUNS },
    );
  });

  it("ends where the oracle says after a change applied in slices, with queries answered between the slices", async () => {
    await fc.assert(
      fc.asyncProperty(
        datasetArbitrary(0, 60),
        changesArbitrary(60),
        fc.array(queryCaseArbitrary, { minLength: 1, maxLength: 6 }),
        async (dataset, planned, cases) => {
          const engine = new CarSearchEngine(dataset);
          const docs = new Map(dataset.map((doc) => [doc.objectID, doc]));
          const upserts = resolveChanges(docs, planned).flatMap((change) => (change.kind === "upsert" ? [change.doc] : []));
          for (const doc of upserts) docs.set(doc.objectID, doc);
          let applying = true;
          let answered = 0;
          const between = (async () => {
            while (applying) {
              await new Promise((resolve) => setImmediate(resolve));
              engine.search(cases[answered % cases.length].index, toParams(cases[answered % cases.length]));
              answered++;
            }
          })();
          // No time per slice: each slice is the fewest records the index writes between looks at the clock.
          await engine.applyInSlices(upserts, 0);
          applying = false;
          await between;
          if (upserts.length > 8) expect(answered).toBeGreaterThan(1);
          for (const c of cases) check(engine, [...docs.values()], c);
        },
      ),
      { numRuns: Math.ceil(RUNS * 0.3) },
    );
  });

  it("stays equal to the oracle while records are added, replaced and removed in place", () => {
    fc.assert(
      fc.property(
        datasetArbitrary(0, 60),
        changesArbitrary(60),
        changesArbitrary(60),
        fc.boolean(),
        fc.array(queryCaseArbitrary, { minLength: 1, maxLength: 8 }),
        (dataset, first, second, grouped, cases) => {
          const engine = new CarSearchEngine(dataset);
          const docs = new Map(dataset.map((doc) => [doc.objectID, doc]));
          applyChanges(engine, docs, first, grouped);
          for (const c of cases) check(engine, [...docs.values()], c);
          // Queries between changes fill caches that the next change must invalidate.
          applyChanges(engine, docs, second, !grouped);
          for (const c of cases) check(engine, [...docs.values()], c);
        },
      ),
      { numRuns: Math.ceil(RUNS * 0.6) },
    );
  });

  it("agrees with the oracle after a bulk build and a bulk re-sort (thousands of records)", () => {
    fc.assert(
      fc.property(
        datasetArbitrary(2100, 2300),
        fc.array(queryCaseArbitrary, { minLength: 10, maxLength: 20 }),
        (dataset, cases) => {
          const engine = new CarSearchEngine(dataset);
          const docs = new Map(dataset.map((doc) => [doc.objectID, doc]));
          for (const c of cases) check(engine, dataset, c);
          // Re-upsert every record shifted by one (a bulk batch: the orders are rebuilt).
          const shifted = dataset.map((doc, i) => ({ ...dataset[(i + 1) % dataset.length], objectID: doc.objectID, id: doc.id }));
          engine.upsertMany(shifted);
          for (const doc of shifted) docs.set(doc.objectID, doc);
          for (const c of cases) check(engine, [...docs.values()], c);
        },
      ),
      { numRuns: Math.max(1, Math.ceil(RUNS / 40)) },
    );
  });
});
