// Evaluates a filter (AND of OR clauses) into a bitset of matching slots.
// Facet values are bitset or slot-list lookups; numeric comparisons are
// ranges of the value-sorted slots. Clause results are cached by their text,
// and a site's scope (the same few clauses on every query) is cached as one
// conjunction, so it costs one AND; after the index changes, a cached clause
// or conjunction looks again at the slots that changed (the index's journal)
// instead of at every slot.
import type { FilterClause, FilterConjunction, FilterLiteral } from "../filters/ast.ts";
import { formatFilters, formatLiteral } from "../filters/format.ts";
import { parseFilterNumber } from "../filters/parse.ts";
import { andInto, andNotInto, clearBit, hasBit, orInto, setBit, setWords } from "../index/bitset.ts";
import type { RecordIndex } from "../index/record-index.ts";
import type { NumericAttributeIndex } from "../index/numeric-attribute.ts";

/**
 * Clauses and conjunctions kept, whichever bound comes first (least recently
 * used dropped; decision 0098): the bytes are the memory bound, the count
 * only bounds the bookkeeping. A bitset is an eighth of a byte a slot, so a
 * million slots hold 768 in the bytes, and smaller indexes more: a listing's
 * price and kilometre bounds alone are hundreds of clauses.
 */
export const CLAUSE_CACHE_ENTRIES = 1024;
export const CLAUSE_CACHE_BYTES = 96 * 1024 * 1024;

/**
 * A clause's matching slots as of an index version, all within words [from,
 * to); or a conjunction's (the live slots matching every clause).
 */
interface CachedClause {
  clauses: FilterConjunction;
  conjunction: boolean;
  bits: Uint32Array;
  version: number;
  from: number;
  to: number;
}

/** The number a facet-style value stands for on a numeric or boolean attribute. */
function numericValueOf(index: NumericAttributeIndex, value: string): number | null {
  if (index.boolean) {
    const lower = value.toLowerCase();
    if (lower === "true") return 1;
    if (lower === "false") return 0;
  }
  return parseFilterNumber(value);
}

export class FilterEvaluator {
  private cache = new Map<string, CachedClause>();
  private cacheWords = -1;
  private cacheBytes = 0;
  private temp = new Uint32Array(0);
  private changes: { since: number; at: number; slots: Uint32Array | null } = { since: -1, at: -1, slots: null };

  constructor(private readonly index: RecordIndex) {}

  /**
   * Writes alive ∧ every clause into `target` (at least index.words long) and
   * returns the words [from, to) outside which it is zero. A cached clause
   * knows the words its slots lie in (a tenant's records sit side by side, so
   * its scope spans a small share of a large index): every other step then
   * reads only those words. The first `together` clauses (a tenant's scope,
   * asked on every query) are taken as one cached conjunction when there are
   * two or more of them.
   */
  evaluate(clauses: FilterConjunction, target: Uint32Array, together = 0): { from: number; to: number } {
    const index = this.index;
    const words = index.words;
    this.syncCache();
    let from = 0;
    let to = words;
    // What the steps start from: the live slots, or a conjunction of the first clauses (live slots only).
    let start = index.alive;
    let rest = clauses;
    if (together > 1) {
      const entry = this.conjunctionEntry(clauses.slice(0, together));
      start = entry.bits;
      from = entry.from;
      to = entry.to;
      rest = clauses.slice(together);
    }
    const steps: { bits: Uint32Array; negated: boolean }[] = [];
    for (const clause of rest) {
      if (clause.length === 1) {
        const direct = this.directBits(clause[0]);
        if (direct) {
          steps.push({ bits: direct, negated: clause[0].negated });
          continue;
        }
      }
      const entry = this.clauseEntry(clause);
      from = Math.max(from, entry.from);
      to = Math.min(to, entry.to);
      steps.push({ bits: entry.bits, negated: false });
    }
    if (to < from) to = from;
    target.fill(0, 0, from);
    target.set(start.subarray(from, to), from);
    target.fill(0, to, words);
    for (const step of steps) {
      if (step.negated) andNotInto(target, step.bits, to, from);
      else andInto(target, step.bits, to, from);
    }
    return { from, to };
  }

  /** True when one slot satisfies every clause (used for single-record checks). */
  matchesSlot(clauses: FilterConjunction, slot: number): boolean {
    if (!hasBit(this.index.alive, slot)) return false;
    this.syncCache();
    return clauses.every((clause) => {
      if (clause.length === 1) {
        const direct = this.directBits(clause[0]);
        if (direct) return hasBit(direct, slot) !== clause[0].negated;
      }
      return hasBit(this.clauseBits(clause), slot);
    });
  }

  /** Cached bitsets are as long as the index's: when it grows they go. */
  private syncCache(): void {
    if (this.cacheWords === this.index.words) return;
    this.cache.clear();
    this.cacheBytes = 0;
    this.cacheWords = this.index.words;
    this.temp = new Uint32Array(this.index.words);
  }

  /** A facet value already stored as a bitset: usable without copying. */
  private directBits(literal: FilterLiteral): Uint32Array | null {
    if (literal.type !== "facet") return null;
    const strings = this.index.strings.get(this.index.schema.attribute(literal.attribute)?.name ?? "");
    if (!strings) return null;
    const id = strings.idOf(literal.value);
    return id === 0 ? null : strings.postings.bitsetOf(id);
  }

  private clauseBits(clause: FilterClause): Uint32Array {
    return this.clauseEntry(clause).bits;
  }

  /** The cached entry under `key` brought up to date (and made the last to be evicted), or null (dropped when it could not be). */
  private cached(key: string): CachedClause | null {
    const cached = this.cache.get(key);
    if (!cached) return null;
    this.cache.delete(key);
    if (!this.brought(cached)) {
      this.cacheBytes -= cached.bits.byteLength;
      return null;
    }
    // Back at the end of the eviction order.
    this.cache.set(key, cached);
    return cached;
  }

  /** The live slots matching every clause, from the cache (brought up to date) or evaluated afresh and cached. */
  private conjunctionEntry(clauses: FilterConjunction): CachedClause {
    // Written back as a filter (two conjunctions never share it), after a "(": no clause's key begins so (a clause's
    // key begins with its first literal written back: NOT, _tags, a quote or a bare word).
    const key = `(${formatFilters(clauses)}`;
    const cached = this.cached(key);
    if (cached) return cached;
    const bits = new Uint32Array(this.index.words);
    const entry = { clauses, conjunction: true, bits, version: this.index.version, ...this.evaluate(clauses, bits) };
    this.remember(key, entry);
    return entry;
  }

  /** The clause's bitset, from the cache (brought up to date) or evaluated afresh and cached. */
  private clauseEntry(clause: FilterClause): CachedClause {
    const key = clause.map(formatLiteral).join("\u0000");
    const cached = this.cached(key);
    if (cached) return cached;
    const words = this.index.words;
    const bits = new Uint32Array(words);
    const temp = this.temp;
    for (const literal of clause) {
      if (!literal.negated) {
        this.positiveInto(literal, bits);
        continue;
      }
      temp.fill(0);
      this.positiveInto(literal, temp);
      const alive = this.index.alive;
      for (let i = 0; i < words; i++) bits[i] |= alive[i] & ~temp[i];
    }
    const entry = { clauses: [clause], conjunction: false, bits, version: this.index.version, ...setWords(bits, words) };
    this.remember(key, entry);
    return entry;
  }

  /**
   * Brings a cached clause (or conjunction) up to the index's version by
   * evaluating it again on the slots changed since (each costs a look per
   * literal); false when those are no longer known or are so many that
   * evaluating afresh is cheaper.
   */
  private brought(entry: CachedClause): boolean {
    const index = this.index;
    if (entry.version === index.version) return true;
    const changed = this.changesSince(entry.version);
    const literals = entry.clauses.reduce((total, clause) => total + clause.length, 0);
    if (!changed || changed.length * literals > index.words) return false;
    const bits = entry.bits;
    const test = entry.conjunction ? this.conjunctionTest(entry.clauses) : this.clauseTest(entry.clauses[0]);
    for (let i = 0; i < changed.length; i++) {
      const slot = changed[i];
      if (test(slot)) {
        setBit(bits, slot);
        // The bounds only widen (a cleared bit may leave them loose, never wrong).
        const word = slot >>> 5;
        if (word < entry.from || entry.from === entry.to) entry.from = word;
        if (word >= entry.to) entry.to = word + 1;
      }
      else clearBit(bits, slot);
    }
    entry.version = index.version;
    return true;
  }

  /** The journal's slots changed since `version`, asked once for every clause cached at that version (null: too many, or forgotten). */
  private changesSince(version: number): Uint32Array | null {
    const memo = this.changes;
    if (memo.since !== version || memo.at !== this.index.version) {
      this.changes = { since: version, at: this.index.version, slots: this.index.changesSince(version, this.index.words) };
    }
    return this.changes.slots;
  }

  /** Whether one slot is live and satisfies every clause, as evaluate() decides it for every slot. */
  private conjunctionTest(clauses: FilterConjunction): (slot: number) => boolean {
    const alive = this.index.alive;
    const tests = clauses.map((clause) => this.clauseTest(clause));
    return (slot) => {
      if (!hasBit(alive, slot)) return false;
      for (const test of tests) if (!test(slot)) return false;
      return true;
    };
  }

  /** Whether one slot satisfies an OR clause, as clauseBits() decides it for every slot. */
  private clauseTest(clause: FilterClause): (slot: number) => boolean {
    const alive = this.index.alive;
    const tests = clause.map((literal) => {
      const positive = this.literalTest(literal);
      return literal.negated ? (slot: number) => hasBit(alive, slot) && !positive(slot) : positive;
    });
    if (tests.length === 1) return tests[0];
    return (slot) => {
      for (const test of tests) if (test(slot)) return true;
      return false;
    };
  }

  /** Whether a slot is among those positiveInto() writes for the literal (resolved once, asked per slot). */
  private literalTest(literal: FilterLiteral): (slot: number) => boolean {
    const index = this.index;
    const none = () => false;
    if (literal.type === "tag") {
      const tags = index.schema.tagsAttribute;
      const strings = tags === null ? undefined : index.strings.get(tags);
      if (!strings || tags === null) return none;
      const id = strings.idOf(literal.value);
      return id === 0 ? none : (slot) => strings.has(slot, id) && index.records.field(slot, tags) === literal.value;
    }
    const spec = index.schema.attribute(literal.attribute);
    if (!spec) return none;
    if (literal.type === "facet") {
      const strings = index.strings.get(spec.name);
      if (strings) {
        const id = strings.idOf(literal.value);
        return id === 0 ? none : (slot) => strings.has(slot, id);
      }
      const numeric = index.numbers.get(spec.name)!;
      const value = numericValueOf(numeric, literal.value);
      return value === null ? none : (slot) => numeric.values[slot] === value;
    }
    const numeric = index.numbers.get(spec.name);
    if (!numeric) return none;
    // A slot without a value holds NaN: each comparison below is false for it.
    const values = numeric.values;
    if (literal.type === "range") {
      const { low, high } = literal;
      return low <= high ? (slot) => values[slot] >= low && values[slot] <= high : none;
    }
    const value = literal.value;
    switch (literal.operator) {
      case "<":
        return (slot) => values[slot] < value;
      case "<=":
        return (slot) => values[slot] <= value;
      case "=":
        return (slot) => values[slot] === value;
      case ">=":
        return (slot) => values[slot] >= value;
      case ">":
        return (slot) => values[slot] > value;
      case "!=": {
        const alive = index.alive;
        return (slot) => hasBit(alive, slot) && values[slot] !== value;
      }
    }
  }

  private remember(key: string, entry: CachedClause): void {
    const bits = entry.bits;
    while (this.cache.size >= CLAUSE_CACHE_ENTRIES || (this.cache.size > 0 && this.cacheBytes + bits.byteLength > CLAUSE_CACHE_BYTES)) {
      const oldest = this.cache.keys().next().value as string;
      this.cacheBytes -= this.cache.get(oldest)!.bits.byteLength;
      this.cache.delete(oldest);
    }
    this.cache.set(key, entry);
    this.cacheBytes += bits.byteLength;
  }

  /** ORs the slots matching the literal, ignoring its negation, into `target`. */
  private positiveInto(literal: FilterLiteral, target: Uint32Array): void {
    const index = this.index;
    if (literal.type === "tag") {
      // Tags match case-sensitively: check the spelling of each candidate.
      const tags = index.schema.tagsAttribute;
      const strings = tags === null ? undefined : index.strings.get(tags);
      if (!strings || tags === null) return; // no tags in this schema: a tag filter matches nothing
      const id = strings.idOf(literal.value);
      if (id === 0) return;
      strings.postings.forEachSlot(id, (slot) => {
        if (index.records.field(slot, tags) === literal.value) setBit(target, slot);
      });
      return;
    }
    const spec = index.schema.attribute(literal.attribute);
    if (!spec) return; // unknown attributes match nothing, as in Algolia
    if (literal.type === "facet") {
      const strings = index.strings.get(spec.name);
      if (strings) {
        const id = strings.idOf(literal.value);
        if (id !== 0) strings.postings.orInto(id, target);
        return;
      }
      const numeric = index.numbers.get(spec.name)!;
      const value = numericValueOf(numeric, literal.value);
      if (value !== null) this.rangeInto(numeric, value, true, value, true, target);
      return;
    }
    const numeric = index.numbers.get(spec.name);
    if (!numeric) return; // numeric filters on text attributes match nothing
    if (literal.type === "range") {
      if (literal.low <= literal.high) this.rangeInto(numeric, literal.low, true, literal.high, true, target);
      return;
    }
    const v = literal.value;
    switch (literal.operator) {
      case "<":
        return this.rangeInto(numeric, -Infinity, true, v, false, target);
      case "<=":
        return this.rangeInto(numeric, -Infinity, true, v, true, target);
      case "=":
        return this.rangeInto(numeric, v, true, v, true, target);
      case ">=":
        return this.rangeInto(numeric, v, true, Infinity, true, target);
      case ">":
        return this.rangeInto(numeric, v, false, Infinity, true, target);
      case "!=": {
        // attr != v is NOT (attr = v): documents without the attribute match too.
        const equal = new Uint32Array(index.words);
        this.rangeInto(numeric, v, true, v, true, equal);
        const alive = index.alive;
        for (let i = 0; i < index.words; i++) target[i] |= alive[i] & ~equal[i];
        return;
      }
    }
  }

  private rangeInto(
    numeric: NumericAttributeIndex,
    low: number,
    lowInclusive: boolean,
    high: number,
    highInclusive: boolean,
    target: Uint32Array,
  ): void {
    const [from, to] = numeric.range(low, lowInclusive, high, highInclusive);
    const sorted = numeric.sorted.slots.data;
    const total = numeric.sorted.length;
    if (to - from <= total - (to - from) + this.index.words) {
      for (let i = from; i < to; i++) {
        const slot = sorted[i];
        target[slot >>> 5] |= 1 << (slot & 31);
      }
      return;
    }
    // Most documents match: start from every document with a value and
    // clear the few outside the range.
    const words = this.index.words;
    const inside = new Uint32Array(numeric.present.subarray(0, words));
    for (let i = 0; i < from; i++) {
      const slot = sorted[i];
      inside[slot >>> 5] &= ~(1 << (slot & 31));
    }
    for (let i = to; i < total; i++) {
      const slot = sorted[i];
      inside[slot >>> 5] &= ~(1 << (slot & 31));
    }
    orInto(target, inside, words);
  }
}
