// Facet counts over a site's whole scope, kept per index version, so that a
// query's facets can be counted over the scope's records it does NOT match and
// taken from these totals (decision 0079). A listing with no refinement then
// counts nothing at all; a refinement that keeps most of a dealer's stock
// counts the few cars it drops. Bounded in entries and bytes (least recently
// used first out); a facet with a large dictionary is never kept. Beside the
// totals, an entry keeps the scope's value order of a numeric facet with many
// values (kilometres), walked instead of the whole index's (decision 0083).
import { valueOrderBytes, type ValueOrder } from "../index/numeric-attribute.ts";
import type { RangeTotals, RunCounter } from "./range-totals.ts";

/** The counts of one scope at one index version. */
export class ScopeTotalsEntry {
  /** Facet name → count per value id (dense). */
  readonly totals = new Map<string, Uint32Array>();
  /** Facet name → the scope's slots in value order. */
  readonly orders = new Map<string, ValueOrder>();
  /** Numeric attribute name → running facet totals along the set's value order of it (decision 0094). */
  readonly ranges = new Map<string, RangeTotals>();
  /** Numeric attribute name → queries at `version` that would have used its running totals had they been kept. */
  readonly rangeAsks = new Map<string, number>();
  bytes = 0;
  /** Live records in the scope at `version`; -1 until counted. */
  size = -1;
  /** Asks at `askedAt` while not kept at it. */
  asks = 1;

  constructor(
    /** The index version the totals are of; -1 while none are kept. */
    public version: number,
    /** The version a stale entry was last asked at (see ScopeTotals.entry). */
    public askedAt: number,
  ) {}
}

export class ScopeTotals {
  private readonly entries = new Map<string, ScopeTotalsEntry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
    /** The ask at one version from which a set is kept (2: its second; a refined base's later, decision 0093). */
    private readonly keepFromAsk = 2,
  ) {}

  /**
   * The scope's entry at `version`, or null when it is not worth counting yet:
   * a scope seen for the first time, or whose totals are of an older version,
   * is counted from the second query that asks at the same version (or the
   * `keepFromAsk`-th). While a feed changes the index every few milliseconds,
   * no query pays for totals that the next change would make stale.
   */
  entry(key: string, version: number): ScopeTotalsEntry | null {
    const entry = this.entries.get(key);
    if (!entry) {
      this.entries.set(key, new ScopeTotalsEntry(-1, version));
      this.evict(null);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (entry.version === version) return entry;
    if (entry.askedAt !== version) {
      entry.askedAt = version;
      entry.asks = 1;
      return null;
    }
    if (++entry.asks < this.keepFromAsk) return null;
    this.bytes -= entry.bytes;
    entry.totals.clear();
    entry.orders.clear();
    entry.ranges.clear();
    entry.rangeAsks.clear();
    entry.bytes = 0;
    entry.size = -1;
    entry.version = version;
    return entry;
  }

  /** Keeps `counts` as the entry's totals of `facet`. */
  keep(entry: ScopeTotalsEntry, facet: string, counts: Uint32Array): void {
    this.hold(entry, entry.totals.get(facet)?.byteLength ?? 0, counts.byteLength);
    entry.totals.set(facet, counts);
    this.evict(entry);
  }

  /** Keeps `order` as the entry's value order of `facet` (its slots its own). */
  keepOrder(entry: ScopeTotalsEntry, facet: string, order: ValueOrder): void {
    const old = entry.orders.get(facet);
    this.hold(entry, old ? valueOrderBytes(old, true) : 0, valueOrderBytes(order, true));
    entry.orders.set(facet, order);
    this.evict(entry);
  }

  /** Keeps `range` as the entry's running totals along its attribute's value order (no facet added yet). */
  keepRange(entry: ScopeTotalsEntry, attribute: string, range: RangeTotals): void {
    this.hold(entry, 0, range.orderBytes());
    entry.ranges.set(attribute, range);
    this.evict(entry);
  }

  /** Adds a facet of `values` value ids to a range the entry keeps, counted block by block with `count`. */
  keepRangeFacet(entry: ScopeTotalsEntry, range: RangeTotals, facet: string, values: number, count: RunCounter): void {
    this.hold(entry, 0, range.addFacet(facet, values, count));
    this.evict(entry);
  }

  private hold(entry: ScopeTotalsEntry, released: number, held: number): void {
    entry.bytes += held - released;
    this.bytes += held - released;
  }

  /**
   * Whether `bytes` more fit within the bound without dropping any entry:
   * running totals of ranges (decision 0094) are kept only in room left
   * over, never at the cost of another set's totals.
   */
  hasRoomFor(bytes: number): boolean {
    return this.bytes + bytes <= this.maxBytes;
  }

  /** Bytes held by every entry's totals and orders. */
  get heldBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops least recently used entries (never `keep`) until within both bounds. */
  private evict(keep: ScopeTotalsEntry | null): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) return;
      if (entry === keep) continue;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
