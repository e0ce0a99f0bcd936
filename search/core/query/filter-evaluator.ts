// Evaluates a filter (AND of OR clauses) into a bitset of matching slots.
// Facet values are bitset or slot-list lookups; numeric comparisons are
// ranges of the value-sorted slots. Clause results are cached by their text
// until the index changes, so a site's scope (the same few clauses on every
// query) costs one AND per clause.
import type { FilterClause, FilterConjunction, FilterLiteral } from "../filters/ast.ts";
import { formatLiteral } from "../filters/format.ts";
import { parseFilterNumber } from "../filters/parse.ts";
import { andInto, andNotInto, hasBit, orInto, setBit } from "../index/bitset.ts";
import type { RecordIndex } from "../index/record-index.ts";
import type { NumericAttributeIndex } from "../index/numeric-attribute.ts";

const CACHE_ENTRIES = 256;
const CACHE_BYTES = 96 * 1024 * 1024;

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
  private cache = new Map<string, Uint32Array>();
  private cacheVersion = -1;
  private cacheBytes = 0;
  private temp = new Uint32Array(0);

  constructor(private readonly index: RecordIndex) {}

  /** Writes alive ∧ every clause into `target` (at least index.words long). */
  evaluate(clauses: FilterConjunction, target: Uint32Array): void {
    const index = this.index;
    const words = index.words;
    this.syncCache();
    target.set(index.alive.subarray(0, words));
    for (const clause of clauses) {
      if (clause.length === 1) {
        const direct = this.directBits(clause[0]);
        if (direct) {
          if (clause[0].negated) andNotInto(target, direct, words);
          else andInto(target, direct, words);
          continue;
        }
      }
      andInto(target, this.clauseBits(clause), words);
    }
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

  private syncCache(): void {
    if (this.cacheVersion === this.index.version && this.temp.length === this.index.words) return;
    this.cache.clear();
    this.cacheBytes = 0;
    this.cacheVersion = this.index.version;
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
    const key = clause.map(formatLiteral).join("\u0000");
    const cached = this.cache.get(key);
    if (cached) {
      // Refresh its place in the eviction order.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
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
    this.remember(key, bits);
    return bits;
  }

  private remember(key: string, bits: Uint32Array): void {
    while (this.cache.size >= CACHE_ENTRIES || (this.cache.size > 0 && this.cacheBytes + bits.byteLength > CACHE_BYTES)) {
      const oldest = this.cache.keys().next().value as string;
      this.cacheBytes -= this.cache.get(oldest)!.byteLength;
      this.cache.delete(oldest);
    }
    this.cache.set(key, bits);
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
