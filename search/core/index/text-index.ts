// Free text: a dictionary of words from the searchable attributes, each with
// the sorted list of documents holding it and, per document, which attributes
// hold it (entry = slot * 256 + attribute bits). Stock numbers and VINs are
// codes: each is kept whole in a sorted order for exact and prefix lookups.
import type { BaseRecord, IndexSchema, SearchableSpec } from "../schema.ts";
import { identifierKey, tokenize } from "../text/normalize.ts";
import { boundedDistance } from "../text/typo.ts";
import { GrowableU32 } from "./growable.ts";
import { IdMemo } from "./id-memo.ts";
import type { RecordStore } from "./record-store.ts";
import { compareFolded, sortTextsFolded } from "./key-sort.ts";
import type { SlotMoves } from "./move-slots.ts";
import { SortedSlots } from "./sorted-slots.ts";
import type { UpdateMode } from "./sorted-slots.ts";

/** The largest slot a text posting can encode (slot * 256 must fit 32 bits). */
export const MAX_TEXT_SLOT = 0xffffff;

/** Dictionary words one query word matches, with the typos each costs. */
export interface WordExpansion {
  termIds: number[];
  typos: number[];
  /** True where the dictionary word is the query word itself. */
  exact: boolean[];
}

export interface IdentifierIndex {
  spec: SearchableSpec;
  /** Ranking index of the attribute. */
  rank: number;
  sorted: SortedSlots;
}

const EXPANSION_CACHE_LIMIT = 4096;
/** A code of letters and digits only is its own key, as compared (sortTextsFolded folds the case). */
const PLAIN_CODE = /^[A-Za-z0-9]*$/;
const TOKEN_CACHE_LIMIT = 100_000;

export class TextIndex {
  private readonly termIds = new Map<string, number>();
  readonly terms: string[] = [];
  readonly postings: GrowableU32[] = [];
  readonly identifiers: IdentifierIndex[];
  private readonly expansions = new Map<string, WordExpansion>();

  /** The word attributes, in bit order (a posting's low byte has one bit per attribute). */
  private readonly wordAttributes: readonly SearchableSpec[];

  /** Per word attribute: the record field of its name (-1: none), whose strings the store has just given ids. */
  private readonly wordFields: number[];
  /** Per word attribute: an index into textTermLists by the store's dictionary id of the text. */
  private readonly wordMemos: IdMemo[];
  private readonly textTermLists: number[][] = [];

  constructor(
    schema: IndexSchema<BaseRecord>,
    /**
     * The records: identifiers are read from it one field at a time (not
     * whole records), and the texts it has just written are not hashed again
     * (RecordStore.recentId).
     */
    private readonly store: RecordStore<BaseRecord>,
  ) {
    this.wordAttributes = schema.wordAttributes.map((a) => a.spec);
    this.wordFields = this.wordAttributes.map((spec) => store.fieldNumber(spec.name));
    this.wordMemos = this.wordAttributes.map(() => new IdMemo());
    this.identifiers = schema.identifierAttributes.map(({ spec, rank }) => ({
      spec,
      rank,
      sorted: new SortedSlots((a, b) => this.compareIdentifier(spec, a, b)),
    }));
  }

  /** A slot's identifier (stock number, VIN), or null when it has none. */
  private identifierAt(spec: SearchableSpec, slot: number): string | null {
    const value = this.store.field(slot, spec.name);
    return typeof value === "string" && value !== "" ? value : null;
  }

  private compareIdentifier(spec: SearchableSpec, a: number, b: number): number {
    const ka = identifierKey(this.identifierAt(spec, a) ?? "");
    const kb = identifierKey(this.identifierAt(spec, b) ?? "");
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  }

  // Attribute texts repeat across thousands of cars ("Toyota", "Ascent Sport"):
  // tokenise each distinct text once, straight to word ids.
  private readonly textTerms = new Map<string, number[]>();
  /** Per word id: attribute bits for the document being processed (reset after each). */
  private maskByTerm = new Uint8Array(1024);
  private readonly docTerms: number[] = [];

  private termId(word: string): number {
    let id = this.termIds.get(word);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(word, id);
      this.terms.push(word);
      this.postings.push(new GrowableU32(2));
      this.expansions.clear(); // a new word may match cached query words
      if (id >= this.maskByTerm.length) {
        const next = new Uint8Array(this.maskByTerm.length * 2);
        next.set(this.maskByTerm);
        this.maskByTerm = next;
      }
    }
    return id;
  }

  private termsOfText(text: string): number[] {
    let ids = this.textTerms.get(text);
    if (!ids) {
      ids = tokenize(text).map((word) => this.termId(word));
      if (this.textTerms.size >= TOKEN_CACHE_LIMIT) this.textTerms.clear();
      this.textTerms.set(text, ids);
    }
    return ids;
  }

  /** termsOfText(), kept in textTermLists: where it is. */
  private readonly keepTermsOf = (text: string) => this.textTermLists.push(this.termsOfText(text)) - 1;

  /** termsOfText() of a word attribute's text, by the store's id of the same text when it has just written it. */
  private termsOfWritten(bit: number, text: string): number[] {
    const at = this.wordMemos[bit].derived(this.store, this.wordFields[bit], text, this.keepTermsOf);
    return at >= 0 ? this.textTermLists[at] : this.termsOfText(text);
  }

  /**
   * Calls fn(wordId, attributeBits) once per distinct word of the document.
   * (Reused buffers: not reentrant.)
   */
  private forEachWord(doc: BaseRecord, fn: (term: number, mask: number) => void): void {
    const masks = this.maskByTerm;
    const seen = this.docTerms;
    seen.length = 0;
    const attributes = this.wordAttributes;
    for (let bit = 0; bit < attributes.length; bit++) {
      const text = attributes[bit].read(doc);
      if (text === null) continue;
      for (const term of this.termsOfWritten(bit, text)) {
        if (masks[term] === 0) seen.push(term);
        masks[term] |= 1 << bit;
      }
    }
    for (const term of seen) {
      fn(term, masks[term]);
      masks[term] = 0;
    }
  }

  /** Replaces the slot's words (null for none); untouched when the word attributes are unchanged. */
  setWords(slot: number, old: BaseRecord | null, doc: BaseRecord | null, deferPostings = false): void {
    if (deferPostings) {
      // Initial load: collect (word, entry) pairs for buildPostings(), each document's together.
      if (doc) {
        this.pendingStarts.push(this.pendingTerms.length);
        this.forEachWord(doc, (term, mask) => {
          this.pendingTerms.push(term);
          this.pendingEntries.push(slot * 256 + mask);
        });
      }
      return;
    }
    if (old && doc && this.wordAttributes.every((spec) => spec.read(old) === spec.read(doc))) return;
    if (old) this.removeWords(slot, old);
    if (doc) this.addWords(slot, doc);
  }

  private pendingTerms = new GrowableU32(1024);
  private pendingEntries = new GrowableU32(1024);
  /** Per document of the initial load (in the order written): where its pairs start. */
  private pendingStarts = new GrowableU32(1024);

  /** Sizes the initial load's buffers once (growing them copies tens of megabytes). */
  reservePending(documents: number, wordsPerDocument = 16): void {
    const entries = documents * wordsPerDocument;
    if (this.pendingTerms.length === 0 && this.pendingTerms.data.length < entries) {
      this.pendingTerms = new GrowableU32(entries);
      this.pendingEntries = new GrowableU32(entries);
    }
    if (this.pendingStarts.length === 0 && this.pendingStarts.data.length < documents + 1) this.pendingStarts = new GrowableU32(documents + 1);
  }

  /**
   * After an initial load: every word's postings at their final size (a
   * counting sort by word). When the load's records moved slots since their
   * words were collected, the documents are read in the order of their new
   * slots, so each list fills in ascending order.
   */
  buildPostings(moves: SlotMoves | null = null): void {
    const terms = this.pendingTerms.data;
    const entries = this.pendingEntries.data;
    const n = this.pendingTerms.length;
    const counts = new Uint32Array(this.terms.length);
    for (let i = 0; i < n; i++) counts[terms[i]]++;
    const lists = this.postings.map((list, id) => (list.length === 0 && counts[id] > 0 ? new GrowableU32(counts[id]) : list));
    const add = (term: number, entry: number) => {
      const list = lists[term];
      if (list.length === 0 || list.data[list.length - 1] < entry) list.push(entry);
      else list.insertSorted(entry);
    };
    if (moves) {
      // Each document's pairs, by where its slot went (moves.to ascends). The load wrote one document here per record, in the same order.
      const starts = this.pendingStarts;
      starts.push(n);
      for (let j = 0; j < moves.to.length; j++) {
        const d = moves.arrivals[j];
        const slotBits = moves.to[j] * 256;
        for (let i = starts.data[d]; i < starts.data[d + 1]; i++) add(terms[i], slotBits + (entries[i] & 0xff));
      }
    } else {
      for (let i = 0; i < n; i++) add(terms[i], entries[i]);
    }
    this.postings.splice(0, this.postings.length, ...lists);
    this.pendingTerms = new GrowableU32(1024);
    this.pendingEntries = new GrowableU32(1024);
    this.pendingStarts = new GrowableU32(1024);
  }

  private addWords(slot: number, doc: BaseRecord): void {
    this.forEachWord(doc, (term, mask) => {
      const list = this.postings[term];
      const entry = slot * 256 + mask;
      if (list.length === 0 || list.data[list.length - 1] < entry) list.push(entry);
      else list.insertSorted(entry);
    });
  }

  private removeWords(slot: number, doc: BaseRecord): void {
    this.forEachWord(doc, (term) => {
      const list = this.postings[term];
      const i = list.lowerBound(slot * 256);
      if (i < list.length && Math.floor(list.data[i] / 256) === slot) list.removeAt(i);
    });
  }

  /** Identifier orders whose value differs between the two records. */
  changedIdentifiers(old: BaseRecord | null, doc: BaseRecord | null): IdentifierIndex[] {
    if (!old || !doc) return this.identifiers;
    return this.identifiers.filter(({ spec }) => spec.read(old) !== spec.read(doc));
  }

  /** Before the slot's record changes: take it out of the identifier orders it leaves. */
  leaveIdentifiers(slot: number, changed: IdentifierIndex[], old: BaseRecord | null, mode: UpdateMode): void {
    for (const identifier of changed) {
      if (mode === "batch") identifier.sorted.markDirty(slot);
      else if (mode === "single" && old && identifier.spec.read(old) !== null) identifier.sorted.remove(slot);
    }
  }

  /** After the slot's record changed: put it into the identifier orders it joins. */
  joinIdentifiers(slot: number, changed: IdentifierIndex[], doc: BaseRecord | null, mode: UpdateMode): void {
    if (mode !== "single" || !doc) return;
    for (const identifier of changed) if (identifier.spec.read(doc) !== null) identifier.sorted.insert(slot);
  }

  flushIdentifiers(capacity: number): void {
    for (const identifier of this.identifiers) {
      identifier.sorted.flush(capacity, (slot) => this.identifierAt(identifier.spec, slot) !== null);
    }
  }

  rebuildIdentifiers(live: Uint32Array, capacity: number): void {
    if (this.identifiers.length === 0) return;
    // The records are read in the order they lie in the store, each key put at its slot's place in `live`.
    const read = this.store.inStorageOrder(live);
    const place = new Uint32Array(capacity);
    for (let i = 0; i < live.length; i++) place[live[i]] = i;
    for (const identifier of this.identifiers) {
      // Sort on precomputed keys: computing them inside the comparator would
      // repeat the work n log n times.
      // Plain codes (letters and digits) compare without making key strings:
      // a million of them would be a million strings for the collector.
      const keys = new Array<string | null>(live.length).fill(null);
      for (let i = 0; i < read.length; i++) {
        const slot = read[i];
        const value = this.identifierAt(identifier.spec, slot);
        if (value !== null) keys[place[slot]] = PLAIN_CODE.test(value) ? value : identifierKey(value);
      }
      const members = new Uint32Array(live.length);
      let count = 0;
      const values: string[] = [];
      for (let i = 0; i < live.length; i++) {
        const key = keys[i];
        if (key === null) continue;
        members[count++] = live[i];
        values.push(key);
      }
      // Members come in slot order, so a stable sort breaks ties by slot, as compareIdentifier does.
      const order = sortTextsFolded(values) ?? Array.from({ length: count }, (_, i) => i).sort((a, b) => compareFolded(values[a], values[b]) || members[a] - members[b]);
      const sorted = new Uint32Array(count);
      for (let j = 0; j < count; j++) sorted[j] = members[order[j]];
      identifier.sorted.assignSorted(sorted);
    }
  }

  /** Positions [from, to) in an identifier order whose key equals `key` (or starts with it). */
  identifierRange(identifier: IdentifierIndex, key: string, prefix: boolean): [number, number] {
    const read = (slot: number) => identifierKey(this.identifierAt(identifier.spec, slot) ?? "");
    const from = identifier.sorted.search((slot) => read(slot) < key);
    const to = identifier.sorted.search((slot) => {
      const k = read(slot);
      return prefix ? k < key || k.startsWith(key) : k <= key;
    });
    return [from, Math.max(from, to)];
  }

  /** Dictionary words that `word` matches: itself, words it starts (last word only), and typo neighbours. */
  expand(word: string, isLast: boolean, maxTypos: number): WordExpansion {
    const cacheKey = `${isLast ? 1 : 0}${maxTypos}${word}`;
    const cached = this.expansions.get(cacheKey);
    if (cached) return cached;
    const expansion: WordExpansion = { termIds: [], typos: [], exact: [] };
    const terms = this.terms;
    for (let id = 0; id < terms.length; id++) {
      const term = terms[id];
      let typos: number;
      if (term === word) typos = 0;
      else if (isLast && term.startsWith(word)) typos = 0;
      else if (maxTypos === 0) continue;
      else typos = boundedDistance(word, term, maxTypos, isLast);
      if (typos > maxTypos) continue;
      expansion.termIds.push(id);
      expansion.typos.push(typos);
      expansion.exact.push(term === word);
    }
    if (this.expansions.size >= EXPANSION_CACHE_LIMIT) this.expansions.clear();
    this.expansions.set(cacheKey, expansion);
    return expansion;
  }

  bytes(): number {
    let total = this.termIds.size * 64 + this.postings.length * 48;
    for (const list of this.postings) total += list.data.byteLength;
    for (const identifier of this.identifiers) total += identifier.sorted.bytes();
    return total;
  }
}
