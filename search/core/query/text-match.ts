// Matches query words against the text index. Every word must match (the
// last one also as a prefix), each within its typo budget. For each matching
// document it records the ranking criteria: total typos, the best attribute
// any word matched in, and how many words matched exactly.
import { identifierKey } from "../text/normalize.ts";
import { typoBudget } from "../text/typo.ts";
import type { RecordIndex } from "../index/record-index.ts";
import type { WordExpansion } from "../index/text-index.ts";

export interface WordPlan {
  word: string;
  isLast: boolean;
  expansion: WordExpansion;
  /** Identifier attributes: [rank, from, to, exactTo] ranges of their sorted slots. */
  identifierRanges: { rank: number; slots: Uint32Array; from: number; exactTo: number; to: number }[];
  cost: number;
}

/** Per-slot working arrays reused across queries (no allocation per query). */
export class TextScratch {
  stamp = new Uint32Array(0);
  wordTypos = new Uint8Array(0);
  wordAttribute = new Uint8Array(0);
  wordExact = new Uint8Array(0);
  typos = new Uint8Array(0);
  attribute = new Uint8Array(0);
  exact = new Uint8Array(0);
  candidates = new Uint32Array(0);
  private generation = 0;

  ensure(capacity: number): void {
    if (this.stamp.length >= capacity) return;
    this.stamp = new Uint32Array(capacity);
    this.wordTypos = new Uint8Array(capacity);
    this.wordAttribute = new Uint8Array(capacity);
    this.wordExact = new Uint8Array(capacity);
    this.typos = new Uint8Array(capacity);
    this.attribute = new Uint8Array(capacity);
    this.exact = new Uint8Array(capacity);
    this.candidates = new Uint32Array(capacity);
    this.generation = 0;
  }

  nextGeneration(): number {
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 0;
    }
    return ++this.generation;
  }
}

export function planWords(index: RecordIndex, words: readonly string[], typoTolerance: boolean): WordPlan[] {
  return words.map((word, i) => {
    const isLast = i === words.length - 1;
    const expansion = index.text.expand(word, isLast, typoTolerance ? typoBudget(word) : 0);
    let cost = 0;
    for (const id of expansion.termIds) cost += index.text.postings[id].length;
    const identifierRanges = index.text.identifiers.map((identifier) => {
      const [from, exactTo] = index.text.identifierRange(identifier, word, false);
      const to = isLast ? index.text.identifierRange(identifier, word, true)[1] : exactTo;
      cost += to - from;
      return { rank: identifier.rank, slots: identifier.sorted.slots.data, from, exactTo, to };
    });
    return { word, isLast, expansion, identifierRanges, cost };
  });
}

/**
 * Fills scratch.candidates with the slots (within `allowed`) matching every
 * word and scratch.typos/attribute/exact (indexed by slot) with their
 * criteria; returns how many candidates there are.
 */
export function matchWords(index: RecordIndex, plans: WordPlan[], allowed: Uint32Array, scratch: TextScratch): number {
  scratch.ensure(index.capacity);
  const ordered = [...plans].sort((a, b) => a.cost - b.cost);
  const { stamp, wordTypos, wordAttribute, wordExact, typos, attribute, exact, candidates } = scratch;
  let count = 0;
  ordered.forEach((plan, step) => {
    const generation = scratch.nextGeneration();
    const first = step === 0;
    const mark = (slot: number, typo: number, attr: number, isExact: number) => {
      if ((allowed[slot >>> 5] & (1 << (slot & 31))) === 0) return;
      if (stamp[slot] !== generation) {
        stamp[slot] = generation;
        wordTypos[slot] = typo;
        wordAttribute[slot] = attr;
        wordExact[slot] = isExact;
        if (first) candidates[count++] = slot;
      } else {
        if (typo < wordTypos[slot]) wordTypos[slot] = typo;
        if (attr < wordAttribute[slot]) wordAttribute[slot] = attr;
        if (isExact > wordExact[slot]) wordExact[slot] = isExact;
      }
    };
    const { termIds, typos: termTypos, exact: termExact } = plan.expansion;
    const bestAttributeOfMask = index.schema.bestAttributeOfMask;
    for (let t = 0; t < termIds.length; t++) {
      const list = index.text.postings[termIds[t]];
      const data = list.data;
      const typo = termTypos[t];
      const isExact = termExact[t] ? 1 : 0;
      for (let i = 0, n = list.length; i < n; i++) {
        const entry = data[i];
        mark(Math.floor(entry / 256), typo, bestAttributeOfMask[entry & 255], isExact);
      }
    }
    for (const range of plan.identifierRanges) {
      for (let i = range.from; i < range.to; i++) mark(range.slots[i], 0, range.rank, i < range.exactTo ? 1 : 0);
    }
    if (first) {
      for (let i = 0; i < count; i++) {
        const slot = candidates[i];
        typos[slot] = wordTypos[slot];
        attribute[slot] = wordAttribute[slot];
        exact[slot] = wordExact[slot];
      }
      return;
    }
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const slot = candidates[i];
      if (stamp[slot] !== generation) continue;
      candidates[kept++] = slot;
      typos[slot] += wordTypos[slot];
      if (wordAttribute[slot] < attribute[slot]) attribute[slot] = wordAttribute[slot];
      exact[slot] += wordExact[slot];
    }
    count = kept;
  });
  return count;
}

/** Exposed for highlighting: whether an identifier value matches a query word. */
export function identifierMatches(value: string, word: string, isLast: boolean): "exact" | "prefix" | null {
  const key = identifierKey(value);
  if (key === word) return "exact";
  if (isLast && key.startsWith(word)) return "prefix";
  return null;
}
