// objectID → slot. Records are mostly keyed by whole numbers written as text
// ("12345"): those live in a hash table on typed arrays (open addressing,
// linear probing, deletion by backward shift), so a million keys are not a
// million strings and map entries for the garbage collector to trace. Any
// other objectID goes in a plain Map.

const CANONICAL_INTEGER = /^(0|[1-9][0-9]{0,14})$/;

function hash(key: number): number {
  const low = key >>> 0;
  const high = Math.floor(key / 4294967296) >>> 0;
  return Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) ^ (low >>> 15);
}

export class SlotMap {
  private keys = new Float64Array(16);
  /** slot + 1 per cell; 0: empty. */
  private cells = new Uint32Array(16);
  private mask = 15;
  private numeric = 0;
  private readonly others = new Map<string, number>();

  get size(): number {
    return this.numeric + this.others.size;
  }

  get(objectID: string): number | undefined {
    if (!CANONICAL_INTEGER.test(objectID)) return this.others.get(objectID);
    const i = this.find(Number(objectID));
    return i < 0 ? undefined : this.cells[i] - 1;
  }

  has(objectID: string): boolean {
    return this.get(objectID) !== undefined;
  }

  set(objectID: string, slot: number): void {
    if (!CANONICAL_INTEGER.test(objectID)) {
      this.others.set(objectID, slot);
      return;
    }
    const key = Number(objectID);
    const found = this.find(key);
    if (found >= 0) {
      this.cells[found] = slot + 1;
      return;
    }
    if ((this.numeric + 1) * 2 > this.cells.length) this.grow();
    let i = hash(key) & this.mask;
    while (this.cells[i] !== 0) i = (i + 1) & this.mask;
    this.keys[i] = key;
    this.cells[i] = slot + 1;
    this.numeric++;
  }

  delete(objectID: string): boolean {
    if (!CANONICAL_INTEGER.test(objectID)) return this.others.delete(objectID);
    let i = this.find(Number(objectID));
    if (i < 0) return false;
    const { keys, cells, mask } = this;
    // Backward shift: pull later cells of the run into the hole when their home allows it.
    let j = i;
    for (;;) {
      j = (j + 1) & mask;
      if (cells[j] === 0) break;
      const home = hash(keys[j]) & mask;
      const between = i <= j ? i < home && home <= j : i < home || home <= j;
      if (between) continue;
      keys[i] = keys[j];
      cells[i] = cells[j];
      i = j;
    }
    cells[i] = 0;
    this.numeric--;
    return true;
  }

  /** Every objectID held. */
  keysList(): string[] {
    const out: string[] = [];
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] !== 0) out.push(String(this.keys[i]));
    for (const key of this.others.keys()) out.push(key);
    return out;
  }

  bytes(): number {
    return this.keys.byteLength + this.cells.byteLength + this.others.size * 64;
  }

  private find(key: number): number {
    const { keys, cells, mask } = this;
    let i = hash(key) & mask;
    for (;;) {
      if (cells[i] === 0) return -1;
      if (keys[i] === key) return i;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldCells = this.cells;
    this.keys = new Float64Array(oldKeys.length * 2);
    this.cells = new Uint32Array(oldCells.length * 2);
    this.mask = this.cells.length - 1;
    for (let c = 0; c < oldCells.length; c++) {
      if (oldCells[c] === 0) continue;
      let i = hash(oldKeys[c]) & this.mask;
      while (this.cells[i] !== 0) i = (i + 1) & this.mask;
      this.keys[i] = oldKeys[c];
      this.cells[i] = oldCells[c];
    }
  }
}
