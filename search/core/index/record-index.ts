// The in-memory read model of the records a schema describes. Every document lives in a slot
// (a small integer); each attribute is a column over slots, each facet value
// has its set of slots, numeric attributes keep their slots sorted by value,
// and each index name keeps all live slots in its sort order. Changes are
// applied in place; a large batch re-sorts once at the end instead.
import type { AttributeSpec, BaseRecord, IndexDefinition, IndexSchema } from "../schema.ts";
import { clearBit, collectSlots, resized, setBit, wordsFor } from "./bitset.ts";
import { ChangeJournal } from "./change-journal.ts";
import { FacetDependency } from "./facet-dependency.ts";
import { GrowableU32 } from "./growable.ts";
import type { IdColumn } from "./id-column.ts";
import { releaseSortScratch, stableSortByKey } from "./key-sort.ts";
import type { SlotMoves } from "./move-slots.ts";
import { NumericAttributeIndex } from "./numeric-attribute.ts";
import { RecordStore } from "./record-store.ts";
import { SlotMap } from "./slot-map.ts";
import { SortedSlots } from "./sorted-slots.ts";
import type { SlotOrder, UpdateMode } from "./sorted-slots.ts";
import { StringAttributeIndex } from "./string-attribute.ts";
import { MAX_TEXT_SLOT, TextIndex } from "./text-index.ts";
import type { IdentifierIndex } from "./text-index.ts";

export const MAX_DOCUMENTS = MAX_TEXT_SLOT + 1;

const NO_ORDERS: SortedSlots[] = [];
const NO_IDENTIFIERS: IdentifierIndex[] = [];

/** Up to this many records per call, sorted structures move slot by slot. */
const SINGLE_MAXIMUM = 4;
/** Batches this large (and this share of the index) re-sort everything once. */
const REBUILD_MINIMUM = 2_000;
const REBUILD_SHARE = 1 / 4;
/** upsertUntil() looks at the clock after this many records. */
const CLOCK_EVERY = 4;
/** The slots a bulk load wrote, in the order it wrote them, and each record's partition. */
interface LoadLog {
  slots: GrowableU32;
  partitions: number[];
}

/** Whether a numeric attribute's value changed (two missing values, NaN, are the same). */
function changed(before: number, after: number): boolean {
  return before !== after && (before === before || after === after);
}

/** Two slots by a numeric column: records without the value last, whichever the direction (as the bulk sort puts them); 0 when equal. */
function compareValues(values: Float64Array, a: number, b: number, desc: boolean): number {
  const va = values[a];
  const vb = values[b];
  const na = va !== va;
  const nb = vb !== vb;
  if (na || nb) return na === nb ? 0 : na ? 1 : -1;
  if (va === vb) return 0;
  return desc ? vb - va : va - vb;
}

export class RecordIndex<TDoc extends BaseRecord = BaseRecord> {
  capacity: number;
  words: number;
  /** The records themselves, compact (one run of bytes per slot). */
  readonly records: RecordStore<TDoc>;
  private readonly slotById: SlotMap;
  alive: Uint32Array;
  aliveCount = 0;
  private readonly freeSlots: number[] = [];
  private highWater = 0;
  readonly strings = new Map<string, StringAttributeIndex>();
  readonly numbers = new Map<string, NumericAttributeIndex>();
  /** The numeric and string attributes and the dependencies in schema order (arrays: a record's write walks them). */
  private readonly numberList: NumericAttributeIndex[];
  private readonly stringList: StringAttributeIndex[];
  private readonly dependencyList: FacetDependency[];
  /** Facets whose value follows from another facet's, by the facet decided (see FacetDependency). */
  readonly dependencies = new Map<string, FacetDependency>();
  readonly text: TextIndex;
  private readonly orders = new Map<string, SortedSlots>();
  private allOrders: SortedSlots[] = [];
  /** Every sorted structure a batch marks and settles: the sort orders, each numeric attribute's sorted slots, the identifier orders. */
  private readonly settled: SortedSlots[];
  private deferPostings = false;
  /** Bumped by every change: caches keyed on it never serve stale results. */
  version = 0;
  /** The slots each recent version changed (caches patch themselves from it). */
  private readonly journal = new ChangeJournal();
  /** The version at which each partition's records last changed, so a cache of one tenant's pages can ignore the others. */
  private readonly partitionVersions = new Map<number, number>();
  private readonly touchedPartitions = new Set<number>();
  private readonly partition: AttributeSpec<TDoc> | null;

  constructor(
    readonly schema: IndexSchema<TDoc>,
    capacity = 1024,
    /** About how many records a first load from a stream brings (0: unknown); an array says for itself. */
    private readonly expectedSize = 0,
  ) {
    this.capacity = Math.max(32, Math.ceil(capacity / 32) * 32);
    this.words = wordsFor(this.capacity);
    this.alive = new Uint32Array(this.words);
    this.slotById = new SlotMap(Math.max(64, expectedSize));
    this.records = new RecordStore<TDoc>(schema.fields, this.capacity);
    this.partition = schema.partition === null ? null : (schema.attribute(schema.partition) ?? null);
    for (const spec of schema.attributes) {
      if (spec.kind === "string" || spec.kind === "strings") {
        this.strings.set(spec.name, new StringAttributeIndex(spec, this.capacity, this.words, this.records.fieldNumber(spec.name), this.records));
      } else {
        this.numbers.set(spec.name, new NumericAttributeIndex(spec, this.capacity, this.words));
      }
    }
    for (const spec of schema.attributes) if (spec.determinedBy !== undefined) this.dependencies.set(spec.name, new FacetDependency(spec.determinedBy, spec.name));
    this.text = new TextIndex(schema, this.records);
    this.productionOrder = this.primaryOrder();
    for (const index of schema.indexes) this.orders.set(index.name, new SortedSlots(this.orderFor(index)));
    this.allOrders = [...this.orders.values()];
    this.numberList = [...this.numbers.values()];
    this.stringList = [...this.strings.values()];
    this.dependencyList = [...this.dependencies.values()];
    this.settled = [...this.allOrders, ...this.numberList.map((numeric) => numeric.sorted), ...this.text.identifiers.map((identifier) => identifier.sorted)];
  }

  /** The value id column of a single-valued facet. */
  facetColumn(name: string): IdColumn {
    return this.strings.get(name)?.column ?? this.numbers.get(name)!.facet!.column;
  }

  private numeric(name: string): NumericAttributeIndex {
    return this.numbers.get(name)!;
  }

  /** The primary index's order: the schema's ranking criteria in turn, then the slot. */
  private readonly productionOrder: SlotOrder;

  private primaryOrder(): SlotOrder {
    const criteria = this.schema.ranking.map((criterion) => ({ attribute: this.numeric(criterion.attribute), desc: criterion.direction === "desc" }));
    return (a, b) => {
      for (const { attribute, desc } of criteria) {
        const order = compareValues(attribute.values, a, b, desc);
        if (order !== 0) return order;
      }
      return a - b;
    };
  }

  private orderFor(index: IndexDefinition): SlotOrder {
    if (!index.sort) return this.productionOrder;
    const attribute = this.numeric(index.sort.attribute);
    const desc = index.sort.direction === "desc";
    return (a, b) => compareValues(attribute.values, a, b, desc) || this.productionOrder(a, b);
  }

  get size(): number {
    return this.aliveCount;
  }

  /** Every indexed objectID. */
  objectIDs(): string[] {
    return this.slotById.keysList();
  }

  /** The slot's record (a new object each time), or undefined for an empty slot. */
  doc(slot: number): TDoc | undefined {
    return this.records.get(slot);
  }

  objectIdAt(slot: number): string {
    return this.records.field(slot, "objectID") as string;
  }

  slotOf(objectID: string): number | undefined {
    return this.slotById.get(objectID);
  }

  order(indexName: string): SortedSlots {
    return this.orders.get(indexName)!;
  }

  /** Live slots in ascending order. */
  liveSlots(): Uint32Array {
    const out = new Uint32Array(this.aliveCount);
    collectSlots(this.alive, this.words, out);
    return out;
  }

  upsert(doc: TDoc): void {
    this.upsertMany([doc]);
  }

  /**
   * Adds or replaces records. Unchanged values cost nothing; sorted
   * structures move one slot at a time for a few records, merge once for a
   * batch, and re-sort for a large share of the index.
   */
  upsertMany(docs: readonly TDoc[]): void {
    if (docs.length === 0) return;
    // Filling an empty index: postings are built at their final size afterwards.
    if (this.aliveCount === 0 && docs.length >= REBUILD_MINIMUM) return this.load(docs);
    const mode: UpdateMode =
      docs.length >= REBUILD_MINIMUM && docs.length >= this.aliveCount * REBUILD_SHARE ? "rebuild" : docs.length > SINGLE_MAXIMUM ? "batch" : "single";
    let newOnes = 0;
    for (const doc of docs) if (!this.slotById.has(doc.objectID)) newOnes++;
    this.ensureCapacity(newOnes);
    for (const doc of docs) {
      let slot = this.slotById.get(doc.objectID);
      if (slot === undefined) slot = this.newSlot(doc.objectID);
      this.write(slot, doc, mode);
    }
    this.finish(mode);
  }

  /**
   * Writes records from `docs[from]` on until the clock passes `deadline`
   * (looked at every few records; at least one record is written), then
   * settles the sorted structures once. Returns where the next call starts.
   */
  upsertUntil(docs: readonly TDoc[], from: number, deadline: number): number {
    let next = from;
    while (next < docs.length) {
      const doc = docs[next++];
      let slot = this.slotById.get(doc.objectID);
      if (slot === undefined) {
        this.ensureCapacity(1);
        slot = this.newSlot(doc.objectID);
      }
      this.write(slot, doc, "batch");
      if ((next - from) % CLOCK_EVERY === 0 && performance.now() + this.settleEstimate() >= deadline) break;
    }
    const marked = this.settled.filter((sorted) => sorted.pending > 0);
    let moved = 0;
    let pending = 0;
    for (const sorted of marked) {
      moved += sorted.length;
      pending += sorted.pending;
    }
    const settling = performance.now();
    this.finish("batch");
    const settleMs = performance.now() - settling;
    let movesMs = 0;
    for (const sorted of marked) movesMs += sorted.lastFlush.movesMs;
    this.lastMovesMs = movesMs;
    if (pending > 0) this.settleCost = { perMovedMs: moved > 0 ? movesMs / moved : 0, perPendingMs: Math.max(0, settleMs - movesMs) / pending };
    return next;
  }

  /**
   * What settling the slots marked so far would take, by what the last
   * slice's settling cost: its block moves per slot of each order it moved,
   * the rest (finding places, sorting the marked slots) per marked slot. A
   * sale marks every sort order, a price change two: the estimate follows.
   */
  private settleEstimate(): number {
    let moved = 0;
    let pending = 0;
    for (const sorted of this.settled) {
      if (sorted.pending === 0) continue;
      moved += sorted.length;
      pending += sorted.pending;
    }
    return moved * this.settleCost.perMovedMs + pending * this.settleCost.perPendingMs;
  }

  /**
   * The records of a change in an order for upsertUntil() that settles fewer
   * sorted structures per slice: each slice merges every sorted structure one
   * of its records moved (all the sort orders, for a sale that changes the
   * ranking), so records whose numeric attributes change alike (price
   * changes, kilometre readings, sales; new records last) go side by side,
   * each kind in the order given. (A changed stock number or VIN also moves
   * an identifier order; such changes are rare and not told apart.) A record
   * given more than once is written once, as last given, where it was last given.
   */
  settlingOrder(docs: readonly TDoc[], kinds: readonly number[] = docs.map((doc) => this.changeKind(doc))): TDoc[] {
    const last = new Map<string, number>();
    for (let i = 0; i < docs.length; i++) last.set(docs[i].objectID, i);
    const byKind = new Map<number, TDoc[]>();
    for (let i = 0; i < docs.length; i++) {
      if (last.get(docs[i].objectID) !== i) continue;
      const list = byKind.get(kinds[i]);
      if (list) list.push(docs[i]);
      else byKind.set(kinds[i], [docs[i]]);
    }
    return [...byKind.keys()].sort((a, b) => a - b).flatMap((kind) => byKind.get(kind)!);
  }

  /**
   * The kind of change a record makes, for settlingOrder(): a bit for each
   * numeric attribute whose value it changes (from the 31st on, they share a
   * bit); a new record, which joins every structure, has them all.
   */
  changeKind(doc: TDoc): number {
    const slot = this.slotById.get(doc.objectID);
    if (slot === undefined) return 0xffffffff;
    let kind = 0;
    for (let a = 0; a < this.numberList.length; a++) {
      const numeric = this.numberList[a];
      if (changed(numeric.values[slot], numeric.read(doc))) kind |= 1 << Math.min(a, 30);
    }
    return kind >>> 0;
  }

  /**
   * How long the block moves of the last upsertUntil()'s settling took: they
   * grow with the index, not with the records the slice wrote.
   */
  lastMovesMs = 0;
  /** What settling cost in the last slice that settled anything (see settleEstimate). */
  private settleCost = { perMovedMs: 0, perPendingMs: 0 };

  /**
   * Fills an empty index from a stream of records. Each record is written
   * once, compact, as it arrives, and can be dropped by the caller's stream
   * straight away: a million records never live as objects at once, and none
   * outlives the young generation of the garbage collector (but a record
   * repeated in the stream, held for a second pass). At the end the
   * records of each partition are brought side by side (one pass over the
   * columns), then postings and orders are built at their final size. A
   * record repeated in the stream: the last one wins.
   */
  load(docs: Iterable<TDoc>): void {
    if (this.aliveCount !== 0) {
      this.upsertMany(Array.isArray(docs) ? (docs as TDoc[]) : [...docs]);
      return;
    }
    const log = this.beginLoad(Array.isArray(docs) ? docs.length : this.expectedSize);
    const repeats = new Map<string, TDoc>();
    for (const doc of docs) this.loadOne(doc, log, repeats);
    this.endLoad(log, repeats);
  }

  /** load() for records that arrive in batches over time (read from a database, say). */
  async loadBatches(batches: AsyncIterable<readonly TDoc[]>, expectedSize = this.expectedSize): Promise<void> {
    if (this.aliveCount !== 0) {
      for await (const batch of batches) this.upsertMany(batch);
      return;
    }
    const log = this.beginLoad(expectedSize);
    const repeats = new Map<string, TDoc>();
    for await (const batch of batches) for (const doc of batch) this.loadOne(doc, log, repeats);
    this.endLoad(log, repeats);
  }

  /** `expected`: the records an array holds, or the caller's estimate for a stream (0: unknown). */
  private beginLoad(expected: number): LoadLog {
    this.deferPostings = true;
    if (expected > 0) this.text.reservePending(expected);
    return { slots: new GrowableU32(Math.max(1024, expected)), partitions: [] };
  }

  private loadOne(doc: TDoc, log: LoadLog, repeats: Map<string, TDoc>): void {
    // While postings are deferred a slot is written once: a record seen before waits for a second pass (the last one wins).
    this.ensureCapacity(1);
    const slot = this.nextSlot();
    if (!this.slotById.setIfAbsent(doc.objectID, slot)) {
      repeats.set(doc.objectID, doc);
      return;
    }
    this.takeSlot(slot);
    this.write(slot, doc, "rebuild");
    log.slots.push(slot);
    if (this.partition) log.partitions.push(Number(this.partition.read(doc)));
  }

  private endLoad(log: LoadLog, repeats: Map<string, TDoc>): void {
    this.records.trim();
    this.finish("rebuild", this.groupByPartition(log));
    if (repeats.size > 0) this.upsertMany([...repeats.values()]);
  }

  /**
   * Records of one partition (a dealership, say) side by side, in the order
   * they arrived: a tenant's queries then read neighbouring slots, so each
   * cache line of a column serves many matches. The loaded records keep the
   * slots they were given, shared out anew (slot order shows in results only
   * between records that tie on every ranking criterion). Null when nothing
   * moves.
   */
  private groupByPartition(log: LoadLog): SlotMoves | null {
    const n = log.slots.length;
    if (!this.partition || n < 2) return null;
    const written = log.slots.data.subarray(0, n);
    const partitions = log.partitions;
    const arrivals = new Uint32Array(n);
    for (let k = 0; k < n; k++) arrivals[k] = k;
    const grouped = stableSortByKey(arrivals, (k) => partitions[k]);
    const to = written.slice().sort();
    const from = new Uint32Array(n);
    let moved = false;
    for (let j = 0; j < n; j++) {
      from[j] = written[grouped[j]];
      if (from[j] !== to[j]) moved = true;
    }
    if (!moved) return null;
    const destination = new Uint32Array(this.capacity);
    for (let slot = 0; slot < destination.length; slot++) destination[slot] = slot;
    for (let j = 0; j < n; j++) destination[from[j]] = to[j];
    const moves: SlotMoves = { from, to, arrivals: grouped, destination };
    this.records.moveSlots(moves);
    this.slotById.moveSlots(destination);
    for (const numeric of this.numbers.values()) numeric.moveSlots(moves);
    for (const strings of this.strings.values()) strings.moveSlots(moves);
    return moves;
  }

  private newSlot(objectID: string): number {
    const slot = this.nextSlot();
    this.slotById.set(objectID, slot);
    this.takeSlot(slot);
    return slot;
  }

  /** The slot a new record gets: the last freed, else the high-water mark (takeSlot() marks it taken). */
  private nextSlot(): number {
    return this.freeSlots.length > 0 ? this.freeSlots[this.freeSlots.length - 1] : this.highWater;
  }

  /** Marks nextSlot() live. */
  private takeSlot(slot: number): void {
    if (this.freeSlots.length > 0) this.freeSlots.pop();
    else this.highWater++;
    setBit(this.alive, slot);
    this.aliveCount++;
  }

  /** Removes records by objectID; returns how many were indexed. */
  removeMany(objectIDs: readonly string[]): number {
    const slots = objectIDs.map((id) => this.slotById.get(id)).filter((slot): slot is number => slot !== undefined);
    const unique = [...new Set(slots)];
    if (unique.length === 0) return 0;
    const mode: UpdateMode = unique.length > SINGLE_MAXIMUM ? "batch" : "single";
    for (const slot of unique) {
      const objectID = this.objectIdAt(slot);
      this.write(slot, null, mode);
      this.slotById.delete(objectID);
      clearBit(this.alive, slot);
      this.aliveCount--;
      this.freeSlots.push(slot);
    }
    this.finish(mode);
    return unique.length;
  }

  /** Removes a record; false when it was not indexed. */
  remove(objectID: string): boolean {
    return this.removeMany([objectID]) === 1;
  }

  /** Moves one slot from its current record to `doc` (null: empty it), touching only what changed. */
  private write(slot: number, doc: TDoc | null, mode: UpdateMode): void {
    const old = this.records.has(slot) ? this.records.get(slot)! : null;
    if (!this.deferPostings) this.journal.note(slot);
    const partition = this.partition;
    if (partition) {
      if (old) this.touchedPartitions.add(Number(partition.read(old)));
      if (doc) this.touchedPartitions.add(Number(partition.read(doc)));
    }
    // A rebuild re-sorts everything at the end: no need to know what moved.
    const orders = mode === "rebuild" ? NO_ORDERS : this.changedOrders(old, doc);
    const identifiers = mode === "rebuild" ? NO_IDENTIFIERS : this.text.changedIdentifiers(old, doc);
    // Orders and identifier orders compare by the current record: leave them before it changes.
    for (const order of orders) {
      if (mode === "batch") order.markDirty(slot);
      else if (mode === "single" && old) order.remove(slot);
    }
    this.text.leaveIdentifiers(slot, identifiers, old, mode);

    this.records.set(slot, doc);
    const numbers = this.numberList;
    const defer = this.deferPostings;
    for (let a = 0; a < numbers.length; a++) numbers[a].setValue(slot, doc ? numbers[a].read(doc) : NaN, mode, defer);
    const strings = this.stringList;
    for (let a = 0; a < strings.length; a++) strings[a].setDoc(slot, doc, defer);
    // A bulk load's numeric facets get their ids at the end: its records' pairs are seen then (seeDependencies).
    if (doc && !defer) for (const dependency of this.dependencyList) dependency.see(this.facetColumn(dependency.source)[slot], this.facetColumn(dependency.target)[slot]);
    this.text.setWords(slot, old, doc, this.deferPostings);

    if (mode === "single" && doc) for (const order of orders) order.insert(slot);
    this.text.joinIdentifiers(slot, identifiers, doc, mode);
  }

  /** The sort orders whose keys differ between two records (all of them when one is missing). */
  private changedOrders(old: TDoc | null, doc: TDoc | null): SortedSlots[] {
    if (!old || !doc) return this.allOrders;
    const differs = (name: string) => {
      const numeric = this.numeric(name);
      return changed(numeric.read(old), numeric.read(doc));
    };
    const production = this.schema.ranking.some((criterion) => differs(criterion.attribute));
    return this.schema.indexes.filter((index) => production || (index.sort !== null && differs(index.sort.attribute))).map((index) => this.orders.get(index.name)!);
  }

  /** Settles what the writes left for later; `moves`: a bulk load's records moved slots since they were written. */
  private finish(mode: UpdateMode, moves: SlotMoves | null = null): void {
    const live = mode === "rebuild" || this.deferPostings ? this.liveSlots() : null;
    const loaded = this.deferPostings;
    if (this.deferPostings) {
      for (const strings of this.strings.values()) strings.buildPostings(live!);
      this.text.buildPostings(moves);
      this.deferPostings = false;
    }
    if (mode === "rebuild") {
      this.rebuildSorted(live!);
      if (loaded) {
        for (const numeric of this.numberList) numeric.fillFacetFromSorted();
        this.seeDependencies(live!);
      }
    } else if (mode === "batch") {
      for (const numeric of this.numbers.values()) numeric.flush(this.capacity);
      this.text.flushIdentifiers(this.capacity);
      const alive = this.alive;
      for (const order of this.orders.values()) order.flush(this.capacity, (slot) => (alive[slot >>> 5] & (1 << (slot & 31))) !== 0);
    }
    this.version++;
    // A bulk load writes slots it then moves: nothing before it can be patched.
    if (loaded) this.journal.forget(this.version);
    else this.journal.commit(this.version);
    for (const id of this.touchedPartitions) this.partitionVersions.set(id, this.version);
    this.touchedPartitions.clear();
  }

  /** Every live record's pair of value ids, for each facet dependency (after a bulk load). */
  private seeDependencies(live: Uint32Array): void {
    for (const dependency of this.dependencyList) {
      const from = this.facetColumn(dependency.source);
      const to = this.facetColumn(dependency.target);
      for (let i = 0; i < live.length; i++) dependency.see(from[live[i]], to[live[i]]);
    }
  }

  /** The slots changed since `version` (a slot may repeat), or null when no longer known or more than `limit`: then rebuild what was derived at it. */
  changesSince(version: number, limit = Infinity): Uint32Array | null {
    return this.journal.changesSince(version, limit);
  }

  /** The latest version at which any of these partitions' records changed (0: never). */
  partitionsVersion(partitions: readonly number[]): number {
    let latest = 0;
    for (const id of partitions) latest = Math.max(latest, this.partitionVersions.get(id) ?? 0);
    return latest;
  }

  private rebuildSorted(live: Uint32Array): void {
    for (const numeric of this.numbers.values()) numeric.rebuildSorted(live);
    this.text.rebuildIdentifiers(live, this.capacity);
    // Stable sorts, each fed the previous order as its tie-break: by the last
    // ranking criterion (ties by slot), then the one before, and so on, gives
    // the primary order; each replica sorts the primary order by its attribute.
    let production: Uint32Array = live;
    for (const criterion of [...this.schema.ranking].reverse()) {
      const values = this.numeric(criterion.attribute).values;
      const sign = criterion.direction === "desc" ? -1 : 1;
      production = stableSortByKey(production, (s) => sign * values[s]);
    }
    for (const index of this.schema.indexes) {
      const order = this.orders.get(index.name)!;
      if (!index.sort) {
        order.assignSorted(production);
        continue;
      }
      const values = this.numeric(index.sort.attribute).values;
      const sign = index.sort.direction === "desc" ? -1 : 1;
      order.assignSorted(stableSortByKey(production, (s) => sign * values[s]));
    }
    releaseSortScratch();
  }

  private ensureCapacity(newDocuments: number): void {
    const slotsNeeded = this.highWater + Math.max(0, newDocuments - this.freeSlots.length);
    if (slotsNeeded <= this.capacity) return;
    if (slotsNeeded > MAX_DOCUMENTS) throw new RangeError(`The search index holds at most ${MAX_DOCUMENTS} documents`);
    const capacity = Math.min(MAX_DOCUMENTS, Math.ceil(Math.max(slotsNeeded, this.capacity * 1.5) / 32) * 32);
    this.capacity = capacity;
    this.words = wordsFor(capacity);
    this.alive = resized(this.alive, this.words);
    for (const numeric of this.numbers.values()) numeric.grow(capacity, this.words);
    for (const strings of this.strings.values()) strings.grow(capacity, this.words);
    this.records.grow(capacity);
  }

  /** Approximate bytes held by the index structures (records excluded). */
  bytes(): number {
    let total = this.alive.byteLength + this.slotById.bytes();
    for (const numeric of this.numbers.values()) total += numeric.bytes();
    for (const strings of this.strings.values()) total += strings.bytes();
    for (const order of this.orders.values()) total += order.bytes();
    return total + this.text.bytes() + this.journal.bytes();
  }
}
