// Facet counts over a kept set of records (a site's scope, or a refined base:
// decisions 0079, 0093) cut by a numeric range, from running totals along
// the set's value order of that number (decision 0094). A shopper who moves
// the price slider of one listing asks the same set each time with another
// range; the range's matches are one run of the set's value order, and each
// facet's counts over a run are the difference of two running totals. The
// totals are kept every `block` positions, so a query counts at most the two
// partial blocks at the run's ends (subtracted, as a complement) instead of
// every record of the set the range drops (or keeps).
import type { FilterConjunction } from "../filters/ast.ts";
import { valueOrderBytes, type ValueOrder } from "../index/numeric-attribute.ts";
import type { CountSource } from "./facets.ts";

/** Running totals are kept at about this many positions along a set's value order, at the most. */
const RANGE_ROWS = 64;
/** ... and at least this many records apart. */
const RANGE_MIN_BLOCK = 512;

/** A closed or open interval of one numeric attribute: what a query's clauses beyond its set ask. */
export interface NumericInterval {
  attribute: string;
  low: number;
  lowInclusive: boolean;
  high: number;
  highInclusive: boolean;
}

/**
 * The interval the clauses ask for when each of them is a single comparison
 * (or `low TO high`) of the same attribute, none negated and none `!=`;
 * null for anything else (and for no clause at all). `canonical` gives an
 * attribute's own name (aliases) or undefined when it is not numeric.
 */
export function intervalOf(clauses: FilterConjunction, canonical: (name: string) => string | undefined): NumericInterval | null {
  if (clauses.length === 0) return null;
  const interval: NumericInterval = { attribute: "", low: -Infinity, lowInclusive: true, high: Infinity, highInclusive: true };
  const raise = (value: number, inclusive: boolean) => {
    if (value > interval.low || (value === interval.low && !inclusive)) {
      interval.low = value;
      interval.lowInclusive = inclusive;
    }
  };
  const lower = (value: number, inclusive: boolean) => {
    if (value < interval.high || (value === interval.high && !inclusive)) {
      interval.high = value;
      interval.highInclusive = inclusive;
    }
  };
  for (const clause of clauses) {
    if (clause.length !== 1) return null;
    const literal = clause[0];
    if (literal.negated || (literal.type !== "numeric" && literal.type !== "range")) return null;
    const attribute = canonical(literal.attribute);
    if (attribute === undefined || (interval.attribute !== "" && attribute !== interval.attribute)) return null;
    interval.attribute = attribute;
    if (literal.type === "range") {
      raise(literal.low, true);
      lower(literal.high, true);
      continue;
    }
    const { operator, value } = literal;
    if (operator === "!=") return null;
    if (operator === ">=" || operator === ">" || operator === "=") raise(value, operator !== ">");
    if (operator === "<=" || operator === "<" || operator === "=") lower(value, operator !== "<");
  }
  return interval;
}

/** Position in a value order of the first slot whose value is at least (above, when not inclusive) `value`. */
function positionOf(order: ValueOrder, value: number, inclusive: boolean): number {
  const { runValues, runEnds, runs } = order;
  let low = 0;
  let high = runs;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (runValues[mid] < value || (!inclusive && runValues[mid] === value)) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? 0 : runEnds[low - 1];
}

/** The run [from, to) of a value order (of the interval's attribute) whose values the interval holds. */
export function runOf(order: ValueOrder, interval: NumericInterval): { from: number; to: number } {
  const from = positionOf(order, interval.low, interval.lowInclusive);
  const to = Math.max(from, positionOf(order, interval.high, !interval.highInclusive));
  return { from, to };
}

/** Adds one facet's count per value id over `slots` (any order) to `counts` (facets.ts' addCounts). */
export type RunCounter = (slots: Uint32Array, counts: Uint32Array) => void;

/**
 * Running totals of facets along one set's value order of one numeric
 * attribute: row r holds each value's count over the order's first
 * min(r × block, length) slots.
 */
export class RangeTotals {
  readonly block: number;
  readonly rows: number;
  /** Facet name → rows × value count (dense), and a row's room for a source's totals (reused: a source is read before the next is made). */
  readonly counts = new Map<string, { values: number; rows: Uint32Array; difference: Uint32Array }>();

  constructor(
    readonly order: ValueOrder,
    /** Whether the order's arrays are this structure's own (else the entry's value order of the same attribute). */
    readonly ownOrder: boolean,
  ) {
    this.block = Math.max(RANGE_MIN_BLOCK, Math.ceil(order.length / RANGE_ROWS));
    this.rows = Math.ceil(order.length / this.block) + 1;
  }

  /** The running totals of a facet of `values` value ids, by `count` over each block in turn; returns their bytes. */
  addFacet(name: string, values: number, count: RunCounter): number {
    const { block, rows, order } = this;
    const table = new Uint32Array(rows * values);
    for (let r = 1; r < rows; r++) {
      table.copyWithin(r * values, (r - 1) * values, r * values);
      count(order.slots.subarray((r - 1) * block, Math.min(r * block, order.length)), table.subarray(r * values, (r + 1) * values));
    }
    const difference = new Uint32Array(values);
    this.counts.set(name, { values, rows: table, difference });
    return table.byteLength + difference.byteLength;
  }

  /** The run [from, to) of the order the interval holds. */
  run(interval: NumericInterval): { from: number; to: number } {
    return runOf(this.order, interval);
  }

  /** The partial blocks around the run [from, to): where they start and end, and how many slots they hold. */
  private partial(from: number, to: number): { first: number; last: number; start: number; end: number; count: number } {
    const { block, order } = this;
    const first = Math.floor(from / block);
    const last = Math.ceil(to / block);
    const start = first * block;
    const end = Math.min(last * block, order.length);
    return { first, last, start, end, count: from - start + (end - to) };
  }

  /** The slots a source for the run [from, to) counts: its partial blocks'. */
  cost(from: number, to: number): number {
    return this.partial(from, to).count;
  }

  /**
   * A count source for the run [from, to): the partial blocks at its ends
   * (copied into `scratch`, at least two blocks long) as a complement against
   * the difference of the rows around the run. (Where the run is shorter, the
   * matches themselves are fewer to count: the engine counts them as before.)
   * `totals(name)` is valid only for facets added.
   */
  source(from: number, to: number, scratch: Uint32Array): CountSource {
    const { order } = this;
    const { first, last, start, end, count: partial } = this.partial(from, to);
    scratch.set(order.slots.subarray(start, from), 0);
    scratch.set(order.slots.subarray(to, end), from - start);
    const made = new Set<string>();
    const totals = (name: string): Uint32Array => {
      const { values, rows, difference } = this.counts.get(name)!;
      if (!made.has(name)) {
        const below = first * values;
        const above = last * values;
        for (let id = 0; id < values; id++) difference[id] = rows[above + id] - rows[below + id];
        made.add(name);
      }
      return difference;
    };
    return { slots: scratch, count: partial, complement: true, totals };
  }

  /** Bytes of the order this structure holds of its own. */
  orderBytes(): number {
    return this.ownOrder ? valueOrderBytes(this.order, true) : 0;
  }
}
