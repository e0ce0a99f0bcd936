// objectID → slot. Records are mostly keyed by whole numbers written as text
// ("12345"): those live in a hash table on typed arrays (NumberIdMap), so a
// million keys are not a million strings and map entries for the garbage
// collector to trace. Any other objectID goes in a plain Map.
import { NumberIdMap } from "./number-id-map.ts";

const CANONICAL_INTEGER = /^(0|[1-9][0-9]{0,14})$/;

export class SlotMap {
  /** Whole-number objectIDs → slot + 1 (the table keeps 0 for "absent"). */
  private readonly numbers: NumberIdMap;
  private readonly others = new Map<string, number>();

  /** `capacity`: about how many keys it will hold (the table is sized once for them). */
  constructor(capacity = 64) {
    this.numbers = new NumberIdMap(capacity);
  }

  get size(): number {
    return this.numbers.size + this.others.size;
  }

  get(objectID: string): number | undefined {
    if (!CANONICAL_INTEGER.test(objectID)) return this.others.get(objectID);
    const id = this.numbers.get(Number(objectID));
    return id === 0 ? undefined : id - 1;
  }

  has(objectID: string): boolean {
    return this.get(objectID) !== undefined;
  }

  set(objectID: string, slot: number): void {
    if (CANONICAL_INTEGER.test(objectID)) this.numbers.put(Number(objectID), slot + 1);
    else this.others.set(objectID, slot);
  }

  /** Gives the objectID `slot` unless it has one; false when it had (and keeps) one. */
  setIfAbsent(objectID: string, slot: number): boolean {
    if (CANONICAL_INTEGER.test(objectID)) return this.numbers.putIfAbsent(Number(objectID), slot + 1) === 0;
    if (this.others.has(objectID)) return false;
    this.others.set(objectID, slot);
    return true;
  }

  delete(objectID: string): boolean {
    if (!CANONICAL_INTEGER.test(objectID)) return this.others.delete(objectID);
    return this.numbers.delete(Number(objectID));
  }

  /** After records moved slots: each key points where its record went. */
  moveSlots(destination: Uint32Array): void {
    this.numbers.mapIds((id) => destination[id - 1] + 1);
    for (const [objectID, slot] of this.others) this.others.set(objectID, destination[slot]);
  }

  /** Every objectID held. */
  keysList(): string[] {
    return [...this.numbers.keyList().map(String), ...this.others.keys()];
  }

  bytes(): number {
    return this.numbers.bytes() + this.others.size * 64;
  }
}
