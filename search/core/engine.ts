// The search engine: an in-memory read model of the cars (search/index/)
// answering Algolia-style queries — filters, text with typo tolerance, facets
// with stats, sort replicas, pages — in-process or behind the HTTP surface.
// Queries run synchronously on reused scratch memory.
import { SearchError, unknownIndex } from "./errors.ts";
import type { FilterConjunction } from "./filters/ast.ts";
import { MAX_FILTER_LITERALS } from "./filters/ast.ts";
import { formatFilters } from "./filters/format.ts";
import { parseFilters } from "./filters/parse.ts";
import { collectSlots, popcount, setBit } from "./index/bitset.ts";
import { stableSortByKey } from "./index/key-sort.ts";
import { RecordIndex } from "./index/record-index.ts";
import type { BaseRecord, IndexDefinition, IndexSchema } from "./schema.ts";
import { encodeParamsString, mergeParams, normalizeParams } from "./params.ts";
import type { NormalizedParams } from "./params.ts";
import { addCounts, countingCost, FacetScratch, facetLabel, facetStats, facetValueCount, keptTally, pairable, singleValueCount, tallyFacet, tallyFromSource, tallyPair, topPositions } from "./query/facets.ts";
import type { FacetTally } from "./query/facets.ts";
import type { CountSource } from "./query/facets.ts";
import { FilterEvaluator } from "./query/filter-evaluator.ts";
import { Highlighter } from "./query/highlight.ts";
import { VALUE_ORDER_BYTES_PER_SLOT, valueOrderOf, type NumericAttributeIndex, type ValueOrder } from "./index/numeric-attribute.ts";
import { ORDER_BUILD_RATIO, ORDER_COST, orderRepaid, walksIndexOrder, WALK_COST, walkNumericFacet } from "./query/numeric-facets.ts";
import { pageOfMatches, pageOfTextMatches } from "./query/order.ts";
import { matchWords, planWords, TextScratch } from "./query/text-match.ts";
import { RecordJsonCache, ResponseCache } from "./query/record-json.ts";
import { confinedPartitions } from "./query/partitions.ts";
import { ScopeTotals, type ScopeTotalsEntry } from "./query/scope-totals.ts";
import { intervalOf, RangeTotals, runOf, type NumericInterval } from "./query/range-totals.ts";
import type { WordPlan } from "./query/text-match.ts";
import { setOwn } from "./own-property.ts";
import { tokenize, tokensWithOffsets } from "./text/normalize.ts";
import type {
  BrowseParams,
  FacetHit,
  FacetStats,
  MultiSearchRequest,
  MultiSearchResponse,
  MultiSearchStrategy,
  SearchForFacetValuesParams,
  SearchForFacetValuesResponse,
  SearchHit,
  SearchOptions,
  SearchParams,
  SearchResponse,
  SearchStatus,
} from "./types.ts";

export const MAX_MULTI_QUERIES = 50;
const DEFAULT_RESPONSE_CACHE_SIZE = 256;
const BROWSE_HITS_PER_PAGE = 1000;
const SCOPE_CACHE_LIMIT = 256;
/** Scopes whose facet totals are kept (decision 0079), and the bytes they may take in all. */
const SCOPE_TOTALS_ENTRIES = 256;
const SCOPE_TOTALS_BYTES = 16 * 1024 * 1024;
/** A scope's totals are counted only when the scope is at most this many times the records a query counts otherwise. */
const SCOPE_TOTALS_BUILD_RATIO = 4;
/**
 * A refined base's totals are kept from its fourth ask at one index version
 * (a scope's from its second): shoppers' bases are many and most are asked a
 * few times, so only a listing asked again and again pays for them (decision 0093).
 */
const BASE_KEPT_FROM_ASK = 4;
/** A kept set's running totals along a range's attribute are made at the eighth query at one version that would use them (decision 0094). */
const RANGE_KEPT_FROM_ASK = 8;
/** Rough cost of sorting a set's slots by value (stableSortByKey), a slot, in ORDER_COST's units. */
const SORT_COST = 12;
/** A refined base's key (its scope's and its refinements) longer than this is not kept (decision 0093). */
const MAX_BASE_KEY = 4096;
/** A facet with more values than this (kilometres, say) is never counted against a scope's totals. */
const SCOPE_TOTALS_MAX_VALUES = 4096;
/**
 * Time per slice of applyInSlices(), in milliseconds, writing records and
 * settling the sorted orders together: a query that arrives meanwhile waits
 * about this long before it is answered. The slice stops writing when the
 * clock and the settling its writes will need (estimated from the last
 * slice's) reach it, so a slice of sales, which moves every sort order, writes
 * fewer records than a slice of price changes rather than running longer.
 */
const SLICE_MS = 5;
/**
 * A slice lasts at least this many times what the last one took to move the
 * sorted orders' blocks (part of settling, one pass over each changed order
 * whatever the records written; about 1 ms a slice at a million records
 * here, 7 ms on a slower machine), so block moves are at most about a third
 * of a large change. Below that, slices stay at SLICE_MS.
 */
const SETTLE_RATIO = 3;
/** applyInSlices() looks at the clock after telling this many changes apart. */
const KINDS_PER_CLOCK = 64;

export interface SearchEngineOptions {
  /**
   * Rendered JSON responses kept for identical requests while the index is
   * unchanged (searchJson / multiSearchJson, i.e. the HTTP surface). 0 turns
   * the cache off. Default 256.
   */
  responseCacheSize?: number;
  /**
   * Roughly how many records a stream of documents brings: the index is sized
   * once for them instead of growing by half again as they arrive (less
   * memory left unused). Arrays give their length.
   */
  expectedSize?: number;
}

type Params = SearchParams | Record<string, unknown>;

interface Matches {
  bits: Uint32Array;
  count: number;
  plans: WordPlan[];
  /** The words of `bits` [from, to) outside which no bit is set. */
  from: number;
  to: number;
  /** The tenant's scope the matches lie in (scopeTree and scopeFilters) and the options it came from; null when there is none. */
  scope: { clauses: FilterConjunction; options: Pick<SearchOptions, "scopeFilters" | "scopeTree"> } | null;
  /** The query's own clauses of facets and tags (its refinements, no numeric range), for the refined base's totals; empty when none. */
  refinements: FilterConjunction;
  /** The query's other own clauses (numeric ones): a range over the base, for its running totals (decision 0094); empty when unscoped. */
  residual: FilterConjunction;
}

interface BrowseCursor {
  params: Record<string, unknown>;
  /** Matches already returned. */
  offset: number;
  /** Filter-only browsing resumes the index order at this position. */
  position: number;
}

/**
 * What one query may spend making kept totals (decisions 0079, 0093, 0094),
 * in slots visited for one facet: as much again as its own counting (`direct`
 * slots for each of `facets`). `spend(cost)` takes the cost from it and says
 * whether the work may be done; the first work a query asks for is always
 * allowed (so every query adds something where the rules allow it), the next
 * only while the budget holds it. The facets left are counted as before and
 * kept by the queries after it, so no one query pays for a large set.
 */
function buildBudget(direct: number, facets: number): (cost: number) => boolean {
  let left = direct * facets;
  let first = true;
  return (cost) => {
    if (!first && cost > left) return false;
    first = false;
    left -= cost;
    return true;
  };
}

/** Runs a generator to its end. */
function drain(steps: Iterator<unknown>): void {
  while (!steps.next().done);
}

function elapsed(started: number): number {
  return Math.max(0, Math.round(performance.now() - started));
}

/** A query's scope as the kept scope totals and orders see it (SearchEngine.queryScope). */
interface QueryScope {
  /** Where the set's totals and orders are kept. */
  store: ScopeTotals;
  entry(): ScopeTotalsEntry | null;
  /** The scope's bitset (scratch memory) and the words it spans; counts the scope's size into `entry` if not yet. */
  bits(entry: ScopeTotalsEntry): { bits: Uint32Array; from: number; to: number };
}

export class SearchEngine<TDoc extends BaseRecord = BaseRecord> {
  private readonly index: RecordIndex<TDoc>;
  /** Per numeric attribute: the version of its sorted order when a query last asked for its value order not kept. */
  private readonly orderAsks = new Map<string, number>();
  private readonly evaluator: FilterEvaluator;
  private matchBits = new Uint32Array(0);
  private slotBuffer = new Uint32Array(0);
  private candidateBits = new Uint32Array(0);
  private candidateCount = 0;
  private readonly textScratch = new TextScratch();
  private readonly facetScratch = new FacetScratch();
  private readonly scopes = new Map<string, FilterConjunction>();
  private readonly scopeTotals = new ScopeTotals(SCOPE_TOTALS_BYTES, SCOPE_TOTALS_ENTRIES);
  /** Refined bases' totals (queryBase), apart from the scopes' so that many listings' bases never push a site's scope out. */
  private readonly baseTotals = new ScopeTotals(SCOPE_TOTALS_BYTES, SCOPE_TOTALS_ENTRIES, BASE_KEPT_FROM_ASK);
  /** applyInSlices() calls under way: no scope's value order is made meanwhile (the next slice makes it stale). */
  private changesUnderWay = 0;
  private readonly scopeBits = { bits: new Uint32Array(0) };
  private readonly baseBits = { bits: new Uint32Array(0) };
  private scopeSlots = new Uint32Array(0);
  /** The partial blocks a range counts (RangeTotals.source). */
  private rangeSlots = new Uint32Array(0);
  private readonly jsonCache = new RecordJsonCache();
  private readonly responses: ResponseCache;
  private builtAt: Date | null = null;
  private buildMs: number | null = null;
  private lastSyncAt: Date | null = null;
  private lastSyncError: string | null = null;

  constructor(
    /** What the records are: fields, attributes, searchable texts, indexes and ranking. */
    readonly schema: IndexSchema<TDoc>,
    documents: Iterable<TDoc> = [],
    options: SearchEngineOptions = {},
  ) {
    this.responses = new ResponseCache(options.responseCacheSize ?? DEFAULT_RESPONSE_CACHE_SIZE);
    const started = performance.now();
    // An array (or expectedSize) sizes the index once; any other iterable is read as a stream (its records need not all exist at once).
    const expected = Array.isArray(documents) ? documents.length : (options.expectedSize ?? 0);
    this.index = new RecordIndex<TDoc>(schema, expected > 0 ? Math.ceil(expected * 1.05) + 64 : 1024, expected);
    this.index.load(documents);
    this.evaluator = new FilterEvaluator(this.index);
    this.builtAt = new Date();
    this.buildMs = performance.now() - started;
  }

  /** Number of documents indexed. */
  get size(): number {
    return this.index.size;
  }

  // ---- changes ---------------------------------------------------------

  upsert(doc: TDoc): void {
    this.index.upsert(doc);
  }

  upsertMany(docs: readonly TDoc[]): void {
    this.index.upsertMany(docs);
  }

  /**
   * Fills the engine from batches that arrive over time (rows read from a
   * database a page at a time): as the constructor does with a stream, so the
   * records never all exist as objects at once. `expectedSize`: about how
   * many records come (a count from the database), so that their buffer
   * grows once. On an engine that already holds records, the batches are
   * upserts.
   */
  async loadBatches(batches: AsyncIterable<readonly TDoc[]>, options: { expectedSize?: number } = {}): Promise<void> {
    const started = performance.now();
    await this.index.loadBatches(batches, options.expectedSize);
    this.builtAt = new Date();
    this.buildMs = performance.now() - started;
  }

  /**
   * Applies a large change a slice at a time, yielding to the event loop
   * between slices so queries keep being answered meanwhile (each record
   * changes whole; a query may see some slices applied and not others). A
   * slice writes records and settles the sorted orders in about `sliceMs` (at
   * least a few records): it stops writing when the clock and the settling its
   * writes will need, estimated from the last slice's, reach it, so a slow
   * record, a busy machine or a kind of change that moves more orders makes
   * slices smaller, not waits longer. A slice lasts no less than SETTLE_RATIO
   * times the last one's block moves (which grow with the index), so they are
   * at most about a third of a large change. The changes are told apart in
   * slices of the same length before the first is written. Records that
   * move the same sorted structures are written side by side
   * (RecordIndex.settlingOrder), so that a slice of price changes settles the
   * price orders only, not every order a sale elsewhere in the change moves: a
   * query between slices sees some kinds of change applied and not others, not
   * the first part of the list.
   */
  async applyInSlices(changes: readonly TDoc[], sliceMs = SLICE_MS): Promise<void> {
    this.changesUnderWay++;
    let resumed = performance.now();
    const pause = async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      resumed = performance.now();
    };
    try {
      // Telling the changes apart reads every record's numbers: in slices too (10,000 changes take some 15–30 ms).
      const kinds = new Array<number>(changes.length);
      for (let i = 0; i < changes.length; ) {
        if (i > 0) await pause();
        const deadline = performance.now() + sliceMs;
        do kinds[i] = this.index.changeKind(changes[i]);
        while (++i < changes.length && (i % KINDS_PER_CLOCK !== 0 || performance.now() < deadline));
      }
      const docs = this.index.settlingOrder(changes, kinds);
      let next = 0;
      while (next < docs.length) {
        // The first slice follows at once when telling the changes apart was quick (a change of a few records).
        if (next > 0 || performance.now() - resumed > 1) await pause();
        const budget = Math.max(sliceMs, SETTLE_RATIO * this.index.lastMovesMs);
        next = this.index.upsertUntil(docs, next, performance.now() + budget);
      }
    } finally {
      this.changesUnderWay--;
    }
  }

  /** Every indexed objectID (the sync uses it to drop cars that vanished). */
  objectIDs(): string[] {
    return this.index.objectIDs();
  }

  remove(objectID: string): boolean {
    return this.index.remove(objectID);
  }

  /** Removes several records at once (cheaper than one by one); returns how many were indexed. */
  removeMany(objectIDs: readonly string[]): number {
    return this.index.removeMany(objectIDs);
  }

  /** Resizes (0: disables) the cache of rendered JSON responses; see SearchEngineOptions. */
  setResponseCacheSize(size: number): void {
    this.responses.resize(size);
  }

  /** The sync loop reports here; status() shows it. */
  recordSync(result: { at: Date } | { error: string }): void {
    if ("at" in result) {
      this.lastSyncAt = result.at;
      this.lastSyncError = null;
    } else {
      this.lastSyncError = result.error;
    }
  }

  // Summing the structures walks every value list: do it once per index version.
  private bytesMemo = { version: -1, bytes: 0 };

  private indexBytes(): number {
    if (this.bytesMemo.version !== this.index.version) this.bytesMemo = { version: this.index.version, bytes: this.index.bytes() };
    return this.bytesMemo.bytes;
  }

  /** Changes whenever a record is added, changed or removed. */
  get version(): number {
    return this.index.version;
  }

  /**
   * Moves only when a record of one of these partitions (dealerships, say) is added, changed or
   * removed: what a cache of one site's pages keys on (the global version
   * would drop every site's pages for one dealership's change).
   */
  partitionsVersion(partitions: readonly number[]): number {
    return this.index.partitionsVersion(partitions);
  }

  status(): SearchStatus {
    return {
      documents: this.index.size,
      indexes: this.schema.indexes.map((index) => index.name),
      indexBytes: this.indexBytes(),
      builtAt: this.builtAt?.toISOString() ?? null,
      buildMs: this.buildMs === null ? null : Math.round(this.buildMs),
      lastSyncAt: this.lastSyncAt?.toISOString() ?? null,
      lastSyncError: this.lastSyncError,
      version: this.index.version,
    };
  }

  // ---- queries ---------------------------------------------------------

  search(indexName: string, params: Params = {}, options: SearchOptions = {}): SearchResponse<SearchHit<TDoc>> {
    const run = this.execute(indexName, params, options);
    const hits = this.hits(run.slots, run.p, run.plans);
    run.rest.processingTimeMS = elapsed(run.started);
    return { hits, ...run.rest };
  }

  /**
   * The objectIDs of every record a query matches (its text and filters, in
   * the scope), unranked and without hits: what saved-search alerts need to
   * know of a batch of new cars (services/alerts/match.ts).
   */
  matchingObjectIDs(params: Params = {}, options: Pick<SearchOptions, "scopeFilters" | "scopeTree" | "filterTree"> = {}): string[] {
    const p = normalizeParams(params as Record<string, unknown>, this.schema);
    const matches = this.match(p, options);
    const { slots, count } = this.matchedSlots(matches);
    const ids: string[] = new Array(count);
    for (let i = 0; i < count; i++) ids[i] = this.index.objectIdAt(slots[i]);
    return ids;
  }

  /** search() rendered as JSON text (what the HTTP surface sends), built from cached record JSON. */
  searchJson(indexName: string, params: Params = {}, options: SearchOptions = {}): string {
    return this.renderJson(indexName, params, options).json;
  }

  private renderJson(indexName: string, params: Params, options: SearchOptions): { json: string; enough: boolean } {
    const started = performance.now();
    // Many shoppers open the same listing: identical requests on an unchanged
    // index get the same answer, so the rendered text is kept (bounded).
    const cacheKey =
      this.responses.limit > 0
        ? `${indexName}\u0000${options.scopeFilters ?? ""}\u0000${options.scopeTree ? formatFilters(options.scopeTree) : ""}\u0000${options.filterTree ? formatFilters(options.filterTree) : ""}\u0000${options.allPages ? 1 : 0}\u0000${JSON.stringify(params)}`
        : null;
    const version = cacheKey === null ? 0 : this.versionOf([...(this.scopeOf(options)?.clauses ?? []), ...(options.filterTree ?? [])]);
    const cached = cacheKey === null ? undefined : this.responses.get(cacheKey, version);
    if (cached) return { json: `${cached.body}${elapsed(started)}}`, enough: cached.enough };
    const run = this.execute(indexName, params, options, true);
    const hits = this.hitsJson(run.slots, run.p, run.plans);
    const { processingTimeMS: _time, facets_stats: stats, ...rest } = run.rest;
    // Facets, then their stats, as the object API has them; processingTimeMS goes last so a cached body can take a fresh one.
    const facets = `${run.facetsJson === null ? "" : `,"facets":${run.facetsJson}`}${stats ? `,"facets_stats":${JSON.stringify(stats)}` : ""}`;
    const body = `{"hits":${hits},${JSON.stringify(rest).slice(1, -1)}${facets},"processingTimeMS":`;
    const enough = rest.nbHits >= rest.hitsPerPage;
    if (cacheKey !== null) this.responses.set(cacheKey, version, { body, enough });
    return { json: `${body}${elapsed(run.started)}}`, enough };
  }

  /**
   * Everything of a search but the rendering of its hits. With `json`, the
   * facets come as JSON text (`facetsJson`) instead of in `rest`: the HTTP
   * surface sends text, and a hundred values of two dozen facets need not
   * become objects to be written out again.
   */
  private execute(indexName: string, params: Params, options: SearchOptions, json = false) {
    const started = performance.now();
    const definition = this.definition(indexName);
    const p = normalizeParams(params as Record<string, unknown>, this.schema);
    const matches = this.match(p, options);

    let start: number;
    let size: number;
    if (p.offset !== null) {
      start = p.offset;
      size = p.length ?? p.hitsPerPage;
    } else {
      start = p.page * p.hitsPerPage;
      size = p.hitsPerPage;
    }
    const reachable = options.allPages ? matches.count : Math.min(matches.count, p.paginationLimitedTo);
    const end = Math.min(start + size, reachable);
    const slots = this.rank(definition, matches, start, end);

    const page = p.offset !== null ? (size > 0 ? Math.floor(start / size) : 0) : p.page;
    const rest = responseFields(p, indexName, { nbHits: matches.count, page, nbPages: p.hitsPerPage > 0 ? Math.ceil(reachable / p.hitsPerPage) : 0 });
    if (p.offset !== null) {
      rest.offset = start;
      rest.length = size;
    }
    let facetsJson: string | null = null;
    if (p.facets.length > 0) {
      const { facets, stats } = this.facets(p, matches, json);
      if (typeof facets === "string") facetsJson = facets;
      else rest.facets = facets;
      if (Object.keys(stats).length > 0) rest.facets_stats = stats;
    }
    return { started, p, plans: matches.plans, slots, rest, facetsJson };
  }

  multiSearch(
    requests: readonly MultiSearchRequest[],
    options: SearchOptions & { strategy?: MultiSearchStrategy } = {},
  ): MultiSearchResponse<SearchHit<TDoc>> {
    const results: MultiSearchResponse<SearchHit<TDoc>>["results"] = [];
    drain(this.eachQuery(requests, options, {
      search: (indexName, params) => {
        const result = this.search(indexName, params, options);
        results.push(result);
        return result.nbHits >= result.hitsPerPage;
      },
      facet: (indexName, facet, params) => results.push({ ...this.searchForFacetValues(indexName, facet, params, options), index: indexName }),
      skipped: (indexName, params) => results.push(this.skipped(indexName, params)),
    }));
    return { results };
  }

  /** multiSearch() rendered as JSON text (what the HTTP surface sends). */
  multiSearchJson(requests: readonly MultiSearchRequest[], options: SearchOptions & { strategy?: MultiSearchStrategy } = {}): string {
    return `{"results":[${[...this.multiSearchJsonParts(requests, options)].join(",")}]}`;
  }

  /**
   * multiSearchJson() one result at a time: the HTTP surface lets other
   * requests run between two queries of a long multi-query, and stops when
   * the response grows too large. Each step is complete in itself (scratch
   * memory is reused between steps, never held across them).
   */
  *multiSearchJsonParts(requests: readonly MultiSearchRequest[], options: SearchOptions & { strategy?: MultiSearchStrategy } = {}): Generator<string> {
    let result = "";
    const steps = this.eachQuery(requests, options, {
      search: (indexName, params) => {
        const { json, enough } = this.renderJson(indexName, params, options);
        result = json;
        return enough;
      },
      facet: (indexName, facet, params) => (result = JSON.stringify({ ...this.searchForFacetValues(indexName, facet, params, options), index: indexName })),
      skipped: (indexName, params) => (result = JSON.stringify(this.skipped(indexName, params))),
    });
    for (const _ of steps) yield result;
  }

  /** Validates a multi-query and walks it, honouring strategy stopIfEnoughMatches; steps once per query. */
  private *eachQuery(
    requests: readonly MultiSearchRequest[],
    options: { strategy?: MultiSearchStrategy },
    on: {
      /** Runs a search; returns true when it found enough matches. */
      search(indexName: string, params: Record<string, unknown>): boolean;
      facet(indexName: string, facet: string, params: Record<string, unknown>): void;
      skipped(indexName: string, params: Record<string, unknown>): void;
    },
  ): Generator<void> {
    if (!Array.isArray(requests)) throw new SearchError("requests: expected an array");
    if (requests.length > MAX_MULTI_QUERIES) {
      throw new SearchError(`Too many queries: at most ${MAX_MULTI_QUERIES} in one request, got ${requests.length}`);
    }
    const strategy = options.strategy ?? "none";
    if (strategy !== "none" && strategy !== "stopIfEnoughMatches") {
      throw new SearchError('strategy: expected "none" or "stopIfEnoughMatches"');
    }
    let enough = false;
    for (const request of requests) {
      if (typeof request !== "object" || request === null) throw new SearchError("requests: each request must be an object");
      const { indexName, type, facet, ...params } = request as Record<string, unknown>;
      if (typeof indexName !== "string") throw new SearchError("requests: each request needs an indexName");
      if (type === "facet") {
        if (typeof facet !== "string") throw new SearchError('requests: a "facet" request needs a facet name');
        on.facet(indexName, facet, params);
        yield;
        continue;
      }
      if (type !== undefined && type !== "default") throw new SearchError('requests: type must be "default" or "facet"');
      if (enough) {
        on.skipped(indexName, params);
        yield;
        continue;
      }
      const found = on.search(indexName, params);
      if (strategy === "stopIfEnoughMatches" && found) enough = true;
      yield;
    }
  }

  searchForFacetValues(
    indexName: string,
    facetName: string,
    params: SearchForFacetValuesParams | Record<string, unknown> = {},
    options: SearchOptions = {},
  ): SearchForFacetValuesResponse {
    const started = performance.now();
    this.definition(indexName);
    const spec = this.schema.attribute(facetName);
    if (!spec || !spec.facet || (spec.kind !== "string" && spec.kind !== "strings")) {
      throw new SearchError(`Cannot search in "${facetName}": search for facet values works on text facets only`);
    }
    const p = normalizeParams(params as Record<string, unknown>, this.schema);
    const matches = this.match(p, options);
    const tally = tallyFacet(this.index, facetName, this.countSource(matches), this.facetScratch)!;
    const words = tokenize(p.facetQuery);
    const hits: FacetHit[] = [];
    for (let i = 0; i < tally.length; i++) {
      const value = facetLabel(tally, tally.ids[i]);
      const highlighted = highlightFacetValue(value, words, p.highlightPreTag, p.highlightPostTag);
      if (highlighted !== null) hits.push({ value, highlighted, count: tally.counts[i] });
    }
    hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return { facetHits: hits.slice(0, p.maxFacetHits), exhaustiveFacetsCount: true, processingTimeMS: elapsed(started) };
  }

  /** One record by objectID, or null when it does not exist or is outside the caller's scope. */
  getObject(
    indexName: string,
    objectID: string,
    options: SearchOptions & { attributesToRetrieve?: string | readonly string[] } = {},
  ): SearchHit<TDoc> | null {
    this.definition(indexName);
    const slot = this.index.slotOf(objectID);
    if (slot === undefined) return null;
    if (options.scopeFilters && !this.evaluator.matchesSlot(this.scopeClauses(options.scopeFilters), slot)) return null;
    if (options.scopeTree && !this.evaluator.matchesSlot(options.scopeTree, slot)) return null;
    if (options.filterTree && !this.evaluator.matchesSlot(options.filterTree, slot)) return null;
    const p = normalizeParams({ attributesToRetrieve: options.attributesToRetrieve }, this.schema);
    return project(this.index.doc(slot)!, p.retrieve);
  }

  /** Every match in index order, in batches; pass `cursor` back for the next batch. */
  browse(indexName: string, params: BrowseParams | Record<string, unknown> = {}, options: SearchOptions = {}): SearchResponse<SearchHit<TDoc>> {
    const started = performance.now();
    const definition = this.definition(indexName);
    const { cursor: cursorText, ...rest } = mergeParams(params as Record<string, unknown>);
    const cursor: BrowseCursor =
      typeof cursorText === "string" && cursorText !== "" ? decodeCursor(cursorText) : { params: rest, offset: 0, position: 0 };
    const p = normalizeParams(cursor.params, this.schema, { hitsPerPage: BROWSE_HITS_PER_PAGE });
    const matches = this.match(p, options);
    const size = p.hitsPerPage;
    let slots: number[];
    let position = cursor.position;
    if (matches.plans.length === 0) {
      // Resume the walk of the index order where the last batch stopped.
      const order = this.index.order(definition.name);
      const data = order.slots.data;
      slots = [];
      const bits = matches.bits;
      while (position < order.length && slots.length < size) {
        const slot = data[position++];
        if ((bits[slot >>> 5] & (1 << (slot & 31))) !== 0) slots.push(slot);
      }
    } else {
      slots = pageOfTextMatches(this.index, definition, this.textScratch, matches.count, cursor.offset, Math.min(matches.count, cursor.offset + size));
    }
    const offset = cursor.offset + slots.length;
    const response: SearchResponse<SearchHit<TDoc>> = {
      hits: this.hits(slots, p, matches.plans),
      ...responseFields(p, indexName, {
        nbHits: matches.count,
        page: size > 0 ? Math.floor(cursor.offset / size) : 0,
        nbPages: size > 0 ? Math.ceil(matches.count / size) : 0,
      }),
    };
    if (offset < matches.count && slots.length > 0) {
      response.cursor = encodeCursor({ params: cursor.params, offset, position });
    }
    response.processingTimeMS = elapsed(started);
    return response;
  }

  // ---- internals -------------------------------------------------------

  private definition(indexName: string): IndexDefinition {
    const definition = typeof indexName === "string" ? this.schema.index(indexName) : undefined;
    if (!definition) throw unknownIndex(String(indexName));
    return definition;
  }

  private scopeClauses(scopeFilters: string): FilterConjunction {
    let clauses = this.scopes.get(scopeFilters);
    if (!clauses) {
      clauses = parseFilters(scopeFilters, "scopeFilters");
      if (this.scopes.size >= SCOPE_CACHE_LIMIT) this.scopes.clear();
      this.scopes.set(scopeFilters, clauses);
    }
    return clauses;
  }

  private match(p: NormalizedParams, options: SearchOptions): Matches {
    const literals = p.clauses.reduce((total, clause) => total + clause.length, 0);
    if (literals > MAX_FILTER_LITERALS) {
      throw new SearchError(`Too many filters: at most ${MAX_FILTER_LITERALS} in one query, got ${literals}`);
    }
    const scope = this.scopeOf(options);
    const own = [...(options.filterTree ?? []), ...p.clauses];
    const clauses = [...(scope?.clauses ?? []), ...own];
    if (this.matchBits.length !== this.index.words) this.matchBits = new Uint32Array(this.index.words);
    const bits = this.matchBits;
    // The scope's clauses, the same on each of a site's queries, as one cached conjunction.
    const { from, to } = this.evaluator.evaluate(clauses, bits, scope?.clauses.length ?? 0);
    const refines = (clause: FilterConjunction[number]) => clause.every((literal) => literal.type === "facet" || literal.type === "tag");
    const refinements = scope ? own.filter(refines) : [];
    const residual = scope ? own.filter((clause) => !refines(clause)) : [];
    if (p.words.length === 0) return { bits, count: popcount(bits, to, from), plans: [], from, to, scope, refinements, residual };
    const plans = planWords(this.index, p.words, p.typoTolerance);
    const count = matchWords(this.index, plans, bits, this.textScratch);
    return { bits, count, plans, from, to, scope, refinements, residual };
  }

  /**
   * The version of the records `clauses` can match: the latest change to the
   * partitions (a site's dealerships) a clause confines them to, else the
   * whole index's. What is kept of such a set (facet totals, value orders, a
   * rendered response) stands while other partitions change (decision 0097).
   */
  private versionOf(clauses: FilterConjunction): number {
    const partition = this.schema.partition;
    if (partition === null) return this.index.version;
    const partitions = confinedPartitions(clauses, (name) => this.schema.attribute(name)?.name === partition);
    return partitions === null ? this.index.version : this.index.partitionsVersion(partitions);
  }

  /** The tenant's scope of a query (its typed tree, then its filter string); null when unscoped. */
  private scopeOf(options: SearchOptions): Matches["scope"] {
    const tree = options.scopeTree ?? [];
    const parsed = options.scopeFilters ? this.scopeClauses(options.scopeFilters) : [];
    if (tree.length === 0 && parsed.length === 0) return null;
    return { clauses: tree.length === 0 ? parsed : [...tree, ...parsed], options };
  }

  /** The key a scope's totals are kept under: its filter string and its tree (made only when facets are counted). */
  private scopeKey(scope: NonNullable<Matches["scope"]>): string {
    const { scopeFilters, scopeTree } = scope.options;
    // Written back as a filter (not JSON, which writes NaN and Infinity alike): two different trees never share a key.
    return `${scopeFilters ?? ""}\u0000${scopeTree && scopeTree.length > 0 ? formatFilters(scopeTree) : ""}`;
  }

  /** The matching slots as a list (text candidates, or the filter bitset unpacked). */
  private matchedSlots(matches: Matches): { slots: Uint32Array; count: number } {
    if (matches.plans.length > 0) return { slots: this.textScratch.candidates, count: matches.count };
    if (this.slotBuffer.length < this.index.capacity) this.slotBuffer = new Uint32Array(this.index.capacity);
    const count = collectSlots(matches.bits, matches.to, this.slotBuffer, matches.from);
    return { slots: this.slotBuffer, count };
  }

  /** What facets count over: the matches, or their complement when that is smaller. */
  private countSource(matches: Matches): CountSource {
    if (matches.plans.length > 0 || matches.count * 2 <= this.index.size) return { ...this.matchedSlots(matches), complement: false };
    if (this.slotBuffer.length < this.index.capacity) this.slotBuffer = new Uint32Array(this.index.capacity);
    const count = collectSlots(this.index.alive, this.index.words, this.slotBuffer, 0, matches.bits);
    return { slots: this.slotBuffer, count, complement: true };
  }

  private rank(definition: IndexDefinition, matches: Matches, start: number, end: number): number[] {
    if (matches.plans.length > 0) return pageOfTextMatches(this.index, definition, this.textScratch, matches.count, start, end);
    return pageOfMatches(this.index, definition, matches.bits, matches.count, start, end, () => this.matchedSlots(matches).slots);
  }

  private hits(slots: number[], p: NormalizedParams, plans: WordPlan[]): SearchHit<TDoc>[] {
    const highlighter = p.highlight.length > 0 ? new Highlighter(this.index, plans, p.highlightPreTag, p.highlightPostTag) : null;
    return slots.map((slot) => {
      const doc = this.index.doc(slot)!;
      const hit = project(doc, p.retrieve);
      if (highlighter) hit._highlightResult = highlighter.highlight(doc, p.highlight);
      return hit;
    });
  }

  /**
   * The same hits as JSON text. Whole records reuse their cached JSON, and
   * without query words every highlight is the plain value (a function of the
   * record and the settings), so its JSON is cached too.
   */
  private hitsJson(slots: number[], p: NormalizedParams, plans: WordPlan[]): string {
    const highlighter = p.highlight.length > 0 ? new Highlighter(this.index, plans, p.highlightPreTag, p.highlightPostTag) : null;
    const whole = p.retrieve.all && p.retrieve.exclude.size === 0;
    const plainKey = highlighter && plans.length === 0 ? `${p.highlight.join(",")}\u0000${p.highlightPreTag}\u0000${p.highlightPostTag}` : null;
    const records = this.index.records;
    const parts = slots.map((slot) => {
      // The record's bytes stand for it: the same position (in the same generation) is the same record.
      const stamp = records.position(slot) + records.generation * 2 ** 32;
      let doc: TDoc | undefined;
      const read = () => (doc ??= this.index.doc(slot)!);
      const base = whole ? this.jsonCache.record(slot, stamp, () => JSON.stringify(read())) : JSON.stringify(project(read(), p.retrieve));
      if (!highlighter) return base;
      const highlight =
        plainKey !== null
          ? this.jsonCache.plainHighlight(slot, stamp, plainKey, () => highlighter.highlight(read(), p.highlight))
          : JSON.stringify(highlighter.highlight(read(), p.highlight));
      return `${base.slice(0, -1)},"_highlightResult":${highlight}}`;
    });
    return `[${parts.join(",")}]`;
  }

  /** The facets' values and stats; with `json`, the values as JSON text (an object of objects, keys in count order). */
  private facets(p: NormalizedParams, matches: Matches, json: boolean): { facets: Record<string, Record<string, number>> | string; stats: Record<string, FacetStats> } {
    const facets: Record<string, Record<string, number>> = {};
    const parts: string[] = [];
    const stats: Record<string, FacetStats> = {};
    let source: CountSource | null = null;
    let walkBits: Uint32Array | null = null;
    const scope = this.queryScope(matches);
    // The refined base's totals and orders first: it lies between the scope and the matches, so fewer records are left to count or walk.
    const base = this.queryBase(matches);
    const walks = new Map<string, ValueOrder | null>();
    const walkable = (name: string): ValueOrder | null => {
      const key = this.schema.attribute(name)?.name ?? name;
      if (!walks.has(key)) walks.set(key, this.walkable(name, p, matches, scope, base));
      return walks.get(key)!;
    };
    // A facet decided by another one asked for too is summed from that one's
    // tally (kept for both) instead of counted over the matches again.
    const asked = new Set(p.facets.map((name) => this.schema.attribute(name)?.name));
    const deciding = new Set<string>();
    for (const name of asked) {
      const dependency = name === undefined ? undefined : this.index.dependencies.get(name);
      if (dependency?.holds && asked.has(dependency.source) && !walkable(dependency.source)) deciding.add(dependency.source);
    }
    // Facets counted over the matches, two by two where their value pairs are few (tallyPair).
    const partners = new Map<string, string>();
    const counted = [...asked].filter((name): name is string => {
      if (name === undefined || !this.schema.attribute(name)!.facet || walkable(name)) return false;
      const dependency = this.index.dependencies.get(name);
      return !(dependency && deciding.has(dependency.source));
    });
    // Counted from the running totals of the query's base along its range's attribute (decision 0094), or over the
    // base's or the scope's records the query does not match, against their totals, where that is less work.
    // The facets the running totals do not hold yet (each query adds some) take the next way.
    const inner = base ?? scope;
    // The one numeric interval the query's clauses beyond its refinements ask for, if that is all they ask.
    const interval = this.intervalOf(matches.residual);
    const ranged = counted.length > 0 && inner && interval ? this.rangeSource(matches, counted, inner, interval) : null;
    const rest = ranged ? counted.filter((name) => !ranged.holds(name)) : counted;
    const scoped = rest.length > 0 && scope ? ((base && this.scopeSource(matches, rest, base)) ?? this.scopeSource(matches, rest, scope)) : null;
    const sourceFor = (name: string): CountSource =>
      ranged && ranged.holds(name) ? ranged.source : scoped && scoped.holds(name) ? scoped.source : (source ??= this.countSource(matches));
    if (counted.length > 1) {
      // Lists and attributes without an id column (an infinite count) never pair.
      const bySize = counted.filter((name) => Number.isFinite(singleValueCount(this.index, name))).sort((x, y) => singleValueCount(this.index, x) - singleValueCount(this.index, y));
      // The smallest dictionary left goes with the largest it fits with, over the same slots. (A facet kept out of
      // the scope's totals has more values than a pair's counters today, so it never pairs; the check keeps that so
      // if either bound changes.)
      const fits = (a: string, b: string) => sourceFor(a) === sourceFor(b) && pairable(this.index, a, b, sourceFor(a).count);
      for (let low = 0, high = bySize.length - 1; low < high; low++) {
        while (high > low && !fits(bySize[low], bySize[high])) high--;
        if (high <= low) break;
        partners.set(bySize[low], bySize[high]);
        partners.set(bySize[high], bySize[low]);
        high--;
      }
    }
    const kept = new Map<string, FacetTally>();
    const tallied = (name: string): FacetTally | null => {
      const attribute = this.schema.attribute(name)?.name;
      if (attribute === undefined) return null;
      const dependency = this.index.dependencies.get(attribute);
      if (dependency && deciding.has(dependency.source)) return tallyFromSource(this.index, dependency, tallied(dependency.source)!, this.facetScratch);
      const known = kept.get(attribute);
      if (known) return known;
      const from = sourceFor(attribute);
      const partner = partners.get(attribute);
      if (partner !== undefined) {
        const [mine, theirs] = tallyPair(this.index, attribute, partner, from, this.facetScratch);
        kept.set(attribute, mine);
        kept.set(partner, keptTally(theirs));
        return mine;
      }
      const tally = tallyFacet(this.index, attribute, from, this.facetScratch);
      if (!tally || !deciding.has(attribute)) return tally;
      const copy = keptTally(tally);
      kept.set(attribute, copy);
      return copy;
    };
    for (const name of p.facets) {
      const order = walkable(name);
      if (order) {
        const run = this.runOfMatches(order, this.schema.attribute(name)!.name, matches, interval, scope, base);
        const bits = run?.exact ? null : (walkBits ??= this.matchBitset(matches));
        const walked = walkNumericFacet(order, bits, p.maxValuesPerFacet, run ?? undefined);
        if (walked.stats) {
          if (json) parts.push(`${JSON.stringify(name)}:{${walked.top.map(({ value, count }) => `"${value}":${count}`).join(",")}}`);
          else facets[name] = Object.fromEntries(walked.top.map(({ value, count }) => [String(value), count]));
          stats[name] = walked.stats;
        }
        continue;
      }
      const tally = tallied(name);
      if (!tally || tally.length === 0) continue;
      const positions = topPositions(tally, p.maxValuesPerFacet, p.sortFacetValuesBy);
      if (json) {
        let entries = "";
        for (let i = 0; i < positions.length; i++) {
          const position = positions[i];
          entries += `${i === 0 ? "" : ","}${this.facetScratch.labelKey(tally, tally.ids[position])}${tally.counts[position]}`;
        }
        parts.push(`${JSON.stringify(name)}:{${entries}}`);
      } else {
        // Own properties whatever the value reads (a colour typed "__proto__" in a feed is a value like any other).
        const values: Record<string, number> = {};
        for (const position of positions) setOwn(values, facetLabel(tally, tally.ids[position]), tally.counts[position]);
        facets[name] = values;
      }
      const stat = facetStats(tally);
      if (stat) stats[name] = stat;
    }
    if (walkBits && matches.plans.length > 0) this.clearCandidateBits();
    return { facets: json ? `{${parts.join(",")}}` : facets, stats };
  }

  /**
   * The scope's records the query does not match, as a count source against
   * the scope's totals (decision 0079), and which facets may use it; null when
   * counting the matches (or the index's complement) is no more work, or the
   * scope's totals are not kept yet. The facets' totals are counted here the
   * first time a version needs them.
   */
  private scopeSource(matches: Matches, counted: readonly string[], query: QueryScope): { source: CountSource; holds(name: string): boolean } | null {
    if (matches.plans.length > 0) return null;
    const entry = query.entry();
    if (!entry) return null;
    const direct = this.countedOtherwise(matches);
    if (entry.size >= 0 && entry.size - matches.count >= direct) return null;
    const { bits: scope, from, to } = query.bits(entry);
    if (entry.size - matches.count >= direct) return null;
    const eligible = new Set(counted.filter((name) => facetValueCount(this.index, name) <= SCOPE_TOTALS_MAX_VALUES));
    if (eligible.size === 0) return null;
    if (this.scopeSlots.length < this.index.capacity) this.scopeSlots = new Uint32Array(this.index.capacity);
    const slots = this.scopeSlots;
    let missing = [...eligible].filter((name) => !entry.totals.has(name));
    // Counting totals visits the whole scope: only where that is a few times this query's own count, so one query
    // never pays for a large scope (a group's) what a later change may make stale. Totals already kept still serve.
    if (missing.length > 0 && entry.size > SCOPE_TOTALS_BUILD_RATIO * direct) {
      for (const name of missing) eligible.delete(name);
      if (eligible.size === 0) return null;
      missing = [];
    }
    if (missing.length > 0) {
      const all: CountSource = { slots, count: collectSlots(scope, to, slots, from), complement: false };
      const spend = buildBudget(direct, eligible.size);
      for (const name of missing) {
        if (!spend(entry.size)) {
          eligible.delete(name);
          continue;
        }
        const tally = tallyFacet(this.index, name, all, this.facetScratch)!;
        const totals = new Uint32Array(facetValueCount(this.index, name));
        for (let i = 0; i < tally.length; i++) totals[tally.ids[i]] = tally.counts[i];
        query.store.keep(entry, name, totals);
      }
    }
    // The scope less the matches (the matches lie inside the scope).
    const count = collectSlots(scope, to, slots, from, matches.bits);
    const totals = entry.totals;
    return { source: { slots, count, complement: true, totals: (name) => totals.get(name)! }, holds: (name) => eligible.has(name) };
  }

  /**
   * The query's matches as a run of its base's value order of the one
   * numeric attribute its other clauses bound (`interval`, decision 0094),
   * counted from the running totals kept along that order, less the partial
   * blocks at the run's ends. Null when the query has text, its base is
   * not kept at this version, the running totals are not made yet (from the
   * RANGE_KEPT_FROM_ASK-th ask, within the query's build budget, never while
   * a change is applied in slices), or the partial blocks are no fewer than
   * the records counted otherwise.
   */
  private rangeSource(matches: Matches, counted: readonly string[], query: QueryScope, interval: NumericInterval): { source: CountSource; holds(name: string): boolean } | null {
    if (matches.plans.length > 0) return null;
    const entry = query.entry();
    if (!entry) return null;
    const eligible = new Set(counted.filter((name) => facetValueCount(this.index, name) <= SCOPE_TOTALS_MAX_VALUES));
    if (eligible.size === 0) return null;
    const direct = this.countedOtherwise(matches);
    const numeric = this.index.numbers.get(interval.attribute)!;
    const kept = entry.orders.get(interval.attribute);
    // Making the order passes over the whole index's sorted slots of the attribute: at most what one query may pay
    // for a value order (ORDER_BUILD_RATIO times its counting, a slot and a facet a unit), as decision 0083's.
    const affordable = (withOrder: boolean) => {
      if (this.changesUnderWay > 0) return false;
      query.bits(entry);
      if (withOrder && Math.min(ORDER_COST * numeric.sorted.length, SORT_COST * entry.size) > ORDER_BUILD_RATIO * direct * eligible.size) return false;
      return entry.size <= SCOPE_TOTALS_BUILD_RATIO * direct;
    };
    // What this query may spend on the order and the rows of its facets (the rest are counted as before, and added
    // by the queries after it).
    const spend = buildBudget(direct, eligible.size);
    let range = entry.ranges.get(interval.attribute);
    if (!range) {
      // Made from the RANGE_KEPT_FROM_ASK-th query at this version that would use it: a set's range asked once or
      // twice is not worth its order and rows.
      const asks = (entry.rangeAsks.get(interval.attribute) ?? 0) + 1;
      entry.rangeAsks.set(interval.attribute, asks);
      if (asks < RANGE_KEPT_FROM_ASK) return null;
      if (!affordable(kept === undefined)) return null;
      if (kept === undefined && !query.store.hasRoomFor(VALUE_ORDER_BYTES_PER_SLOT * entry.size)) return null;
      let order = kept;
      if (order === undefined) {
        // The set's slots sorted by value where that is cheaper than a pass over the whole index's sorted slots.
        const { bits, from: start, to: end } = query.bits(entry);
        if (SORT_COST * entry.size < ORDER_COST * numeric.sorted.length) {
          spend(SORT_COST * entry.size);
          const members = new Uint32Array(entry.size);
          collectSlots(bits, end, members, start);
          const values = numeric.values;
          const sorted = stableSortByKey(members, (slot) => values[slot]);
          let held = sorted.length;
          while (held > 0 && values[sorted[held - 1]] !== values[sorted[held - 1]]) held--;
          order = valueOrderOf(sorted, held, values, null);
        } else {
          spend(ORDER_COST * numeric.sorted.length);
          order = valueOrderOf(numeric.sorted.slots.data, numeric.sorted.length, numeric.values, bits, entry.size);
        }
      }
      range = new RangeTotals(order, kept === undefined);
      query.store.keepRange(entry, interval.attribute, range);
    }
    const missing = [...eligible].filter((name) => !range.counts.has(name));
    if (missing.length > 0) {
      if (affordable(false)) {
        for (const name of missing) {
          if (!query.store.hasRoomFor(range.rows * facetValueCount(this.index, name) * 4) || !spend(range.order.length)) {
            eligible.delete(name);
            continue;
          }
          query.store.keepRangeFacet(entry, range, name, facetValueCount(this.index, name), (slots, counts) =>
            addCounts(this.index, name, slots, slots.length, counts, this.facetScratch),
          );
        }
      } else {
        for (const name of missing) eligible.delete(name);
      }
      if (eligible.size === 0) return null;
    }
    const { from, to } = range.run(interval);
    // Only where it counts fewer records than the matches (or the index's complement) and the set less the matches.
    const cost = range.cost(from, to);
    if (cost >= direct || cost >= entry.size - matches.count) return null;
    if (this.rangeSlots.length < cost) this.rangeSlots = new Uint32Array(2 * range.block);
    return { source: range.source(from, to, this.rangeSlots), holds: (name) => eligible.has(name) };
  }

  /** The records a query counts without kept totals: its matches, or the index's others when those are fewer (countSource). */
  private countedOtherwise(matches: Matches): number {
    return matches.count * 2 <= this.index.size ? matches.count : this.index.size - matches.count;
  }

  /** The interval of one numeric attribute the clauses ask for (intervalOf), or null. */
  private intervalOf(clauses: FilterConjunction): NumericInterval | null {
    return intervalOf(clauses, (name) => {
      const attribute = this.schema.attribute(name)?.name;
      const numeric = attribute === undefined ? undefined : this.index.numbers.get(attribute);
      return numeric && !numeric.boolean ? attribute : undefined;
    });
  }

  /**
   * Where the query's clauses beyond its base (or its scope, when it refines
   * nothing) are one interval of a numeric facet's attribute, its matches lie
   * in one run of any value order of that attribute: the run's positions, and
   * whether every slot of it matches (the order is the query's own set's, as
   * also where it has no clause beyond its set: the whole order). Null
   * otherwise (text, other clauses, an unscoped query).
   */
  private runOfMatches(
    order: ValueOrder,
    attribute: string,
    matches: Matches,
    interval: NumericInterval | null,
    scope: QueryScope | null,
    base: QueryScope | null,
  ): { from: number; to: number; exact: boolean } | null {
    const set = base ?? scope;
    if (matches.plans.length > 0 || set === null) return null;
    const own = set.entry()?.orders.get(attribute) === order;
    if (matches.residual.length === 0) return own ? { from: 0, to: order.length, exact: true } : null;
    return interval && interval.attribute === attribute ? { ...runOf(order, interval), exact: own } : null;
  }

  /**
   * The query's scope as kept totals and orders use it: its entry in the
   * scope totals, asked for once a query (each ask counts toward keeping
   * them, ScopeTotals.entry), and its bitset, evaluated once when needed
   * (which also counts the scope's size into the entry). Null when unscoped.
   */
  private queryScope(matches: Matches): QueryScope | null {
    const scope = matches.scope;
    if (scope === null) return null;
    return this.keptSet(this.scopeTotals, () => this.scopeKey(scope), scope.clauses, scope.clauses.length, this.scopeBits);
  }

  /**
   * The query's refined base (decision 0093): its scope and its refinements,
   * every clause of its own but the numeric ones, as queryScope() gives the
   * scope. Shoppers who move a price or kilometre range over one refined
   * listing (a make, a body) ask the same base each time, and its totals
   * leave only the cars outside the range to count. Null when the query is
   * unscoped or refines nothing (the base is the scope then).
   */
  private queryBase(matches: Matches): QueryScope | null {
    const { scope, refinements } = matches;
    if (scope === null || refinements.length === 0) return null;
    const key = () => {
      const text = `${this.scopeKey(scope)}\u0000${formatFilters(refinements)}`;
      // The refinements are the shopper's input: a long key is not kept.
      return text.length <= MAX_BASE_KEY ? text : null;
    };
    return this.keptSet(this.baseTotals, key, [...scope.clauses, ...refinements], scope.clauses.length, this.baseBits);
  }

  /**
   * A set of records whose totals `store` keeps, under `key` (null: not
   * kept), evaluated from `clauses` (the first `scoped` of them the scope's)
   * into `scratch` (a holder of the bitset) when needed.
   */
  private keptSet(store: ScopeTotals, key: () => string | null, clauses: FilterConjunction, scoped: number, scratch: { bits: Uint32Array }): QueryScope {
    let entry: ScopeTotalsEntry | null | undefined;
    let range: { from: number; to: number } | null = null;
    return {
      store,
      entry: () => {
        if (entry === undefined) {
          const text = key();
          entry = text === null ? null : store.entry(text, this.versionOf(clauses));
        }
        return entry;
      },
      bits: (kept) => {
        if (range === null) {
          if (scratch.bits.length !== this.index.words) scratch.bits = new Uint32Array(this.index.words);
          range = this.evaluator.evaluate(clauses, scratch.bits, scoped);
        }
        if (kept.size < 0) kept.size = popcount(scratch.bits, range.to, range.from);
        return { bits: scratch.bits, ...range };
      },
    };
  }

  /**
   * A numeric facet with many distinct values over many matches is cheapest
   * walked in value order (decision 0083): the order to walk then (the
   * scope's, when the query has one and it is kept or worth keeping, else the
   * whole index's); null when counting by value ids is cheaper.
   */
  private walkable(name: string, p: NormalizedParams, matches: Matches, scope: QueryScope | null, base: QueryScope | null): ValueOrder | null {
    if (p.sortFacetValuesBy !== "count") return null;
    const spec = this.schema.attribute(name);
    const numeric = spec?.facet ? this.index.numbers.get(spec.name) : undefined;
    if (!numeric || numeric.boolean || !numeric.facet) return null;
    // Rough costs (facets.ts, numeric-facets.ts): counting the matches by
    // value id, or the non-matches and then every value, against a walk.
    const valueCount = numeric.facet.valueCount;
    const m = matches.count;
    const text = matches.plans.length > 0;
    const direct = countingCost(valueCount, m);
    // Text matches are counted directly (countSource); they do not ask for the scope's entry either (as 0079).
    const counting = text ? direct : Math.min(direct, countingCost(valueCount, this.index.size - m) + countingCost(valueCount, 0, true));
    const scoped = text ? null : ((base && this.scopeOrder(spec!.name, numeric, base, counting)) ?? (scope && this.scopeOrder(spec!.name, numeric, scope, counting)));
    if (scoped) return scoped;
    // The whole index's order (decision 0084). One not kept is made for the queries after it only when this is not
    // the first ask since its sorted order last moved: where every change moves it, no later query would walk it.
    const kept = numeric.hasValueOrder();
    let settled = false;
    if (!kept) {
      const version = numeric.sorted.version;
      settled = this.orderAsks.get(spec!.name) === version;
      this.orderAsks.set(spec!.name, version);
    }
    const walk = walksIndexOrder(numeric.sorted.length, counting, { kept, settled: settled && this.changesUnderWay === 0 });
    return walk ? numeric.valueOrder() : null;
  }

  /**
   * The scope's value order of a numeric facet when walking it beats
   * `counting`: kept in the scope's entry, made the first time a version
   * needs it. It is made only where making it (a pass over the whole index's
   * order, ORDER_COST a slot) is repaid within ORDER_PAYBACK queries
   * like this one and costs at most ORDER_BUILD_RATIO times this one's
   * counting, where it takes at most a quarter of the totals' bytes, and where the
   * scope is under half the index (else the whole index's order serves).
   */
  private scopeOrder(name: string, numeric: NumericAttributeIndex, scope: QueryScope, counting: number): ValueOrder | null {
    const entry = scope.entry();
    if (!entry) return null;
    const kept = entry.orders.get(name);
    if (kept) return WALK_COST * kept.length < counting ? kept : null;
    const indexed = numeric.sorted.length;
    const repaid = (size: number) =>
      size * 2 <= indexed && size * VALUE_ORDER_BYTES_PER_SLOT <= SCOPE_TOTALS_BYTES / 4 && orderRepaid(indexed, size, counting);
    if (entry.size >= 0 && !repaid(entry.size)) return null;
    // Not even an empty scope would repay it (the scope is not evaluated), or a change in slices is under way.
    if (!repaid(0) || this.changesUnderWay > 0) return null;
    const { bits } = scope.bits(entry);
    if (!repaid(entry.size)) return null;
    const order = valueOrderOf(numeric.sorted.slots.data, indexed, numeric.values, bits, entry.size);
    scope.store.keepOrder(entry, name, order);
    return order;
  }

  /** The matches as a bitset: the filter bitset, or (text queries) the candidates marked in a scratch bitset. */
  private matchBitset(matches: Matches): Uint32Array {
    if (matches.plans.length === 0) return matches.bits;
    if (this.candidateBits.length !== this.index.words) this.candidateBits = new Uint32Array(this.index.words);
    const { candidates } = this.textScratch;
    for (let i = 0; i < matches.count; i++) setBit(this.candidateBits, candidates[i]);
    this.candidateCount = matches.count;
    return this.candidateBits;
  }

  private clearCandidateBits(): void {
    const { candidates } = this.textScratch;
    for (let i = 0; i < this.candidateCount; i++) this.candidateBits[candidates[i] >>> 5] = 0;
    this.candidateCount = 0;
  }

  private skipped(indexName: string, params: Record<string, unknown>): SearchResponse<SearchHit<TDoc>> {
    const p = normalizeParams(params, this.schema);
    return { hits: [], ...responseFields(p, indexName, { nbHits: 0, page: p.page, nbPages: 0 }), processed: false };
  }
}

/** The fields every response carries, in Algolia's names (counts are always exact). */
function responseFields(p: NormalizedParams, indexName: string, counts: { nbHits: number; page: number; nbPages: number }): Omit<SearchResponse, "hits"> {
  return {
    ...counts,
    hitsPerPage: p.hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    processingTimeMS: 0,
    query: p.query,
    params: p.params,
    index: indexName,
  };
}

function project<TDoc extends BaseRecord>(doc: TDoc, retrieve: NormalizedParams["retrieve"]): SearchHit<TDoc> {
  // The record is a fresh copy already (the store decodes one per read).
  if (retrieve.all && retrieve.exclude.size === 0) return doc;
  const source = doc as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { objectID: doc.objectID };
  if (retrieve.all) {
    for (const key in source) if (!retrieve.exclude.has(key)) out[key] = source[key];
  } else {
    for (const key of retrieve.include) if (key in source && !retrieve.exclude.has(key)) out[key] = source[key];
  }
  return out as unknown as SearchHit<TDoc>;
}

/** The value with the query's words highlighted where they start a word, or null when a word finds no match. */
function highlightFacetValue(value: string, words: string[], pre: string, post: string): string | null {
  if (words.length === 0) return value;
  const tokens = tokensWithOffsets(value);
  const lit = new Map<number, number>(); // token index → letters to highlight
  for (const word of words) {
    const i = tokens.findIndex((token) => token.word.startsWith(word));
    if (i < 0) return null;
    const letters = tokens[i].end - tokens[i].start === tokens[i].word.length ? word.length : tokens[i].end - tokens[i].start;
    lit.set(i, Math.max(lit.get(i) ?? 0, letters));
  }
  let out = "";
  let last = 0;
  tokens.forEach((token, i) => {
    const letters = lit.get(i);
    if (letters === undefined) return;
    out += value.slice(last, token.start) + pre + value.slice(token.start, token.start + letters) + post;
    last = token.start + letters;
  });
  return out + value.slice(last);
}

function encodeCursor(cursor: BrowseCursor): string {
  return Buffer.from(JSON.stringify({ p: encodeParamsString(cursor.params), o: cursor.offset, r: cursor.position })).toString("base64url");
}

function decodeCursor(text: string): BrowseCursor {
  try {
    const raw = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as { p: unknown; o: unknown; r: unknown };
    if (typeof raw.p !== "string" || !Number.isInteger(raw.o) || !Number.isInteger(raw.r)) throw new Error("shape");
    if ((raw.o as number) < 0 || (raw.r as number) < 0) throw new Error("range");
    return { params: { params: raw.p }, offset: raw.o as number, position: raw.r as number };
  } catch {
    throw new SearchError("cursor: not a cursor returned by browse (start again without one)");
  }
}

