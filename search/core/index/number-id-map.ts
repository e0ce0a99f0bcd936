// number → id hash table on typed arrays (open addressing, linear probing).
// A Map<number, number> boxes every key that is not a small integer — Unix
// timestamps, prices with cents — as a heap object: a million of them cost
// memory and garbage-collection time. Ids are positive; 0 means absent.

const scratch = new Float64Array(1);
const halves = new Uint32Array(scratch.buffer);

function hash(key: number): number {
  scratch[0] = key;
  return Math.imul(halves[0] ^ Math.imul(halves[1], 0x9e3779b1), 0x85ebca6b) ^ (halves[1] >>> 7);
}

export class NumberIdMap {
  private keys: Float64Array;
  private ids: Uint32Array;
  private mask: number;
  size = 0;

  constructor(capacity = 64) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.keys = new Float64Array(size);
    this.ids = new Uint32Array(size);
    this.mask = size - 1;
  }

  get(key: number): number {
    const { keys, ids, mask } = this;
    let i = hash(key) & mask;
    for (;;) {
      const id = ids[i];
      if (id === 0) return 0;
      if (keys[i] === key) return id;
      i = (i + 1) & mask;
    }
  }

  /** Adds a key that is not present yet. */
  set(key: number, id: number): void {
    if ((this.size + 1) * 2 > this.ids.length) this.grow();
    const { keys, ids, mask } = this;
    let i = hash(key) & mask;
    while (ids[i] !== 0) i = (i + 1) & mask;
    keys[i] = key;
    ids[i] = id;
    this.size++;
  }

  /** Removes a key; false when it was not present. Later cells of its run shift back into the hole (no tombstones). */
  delete(key: number): boolean {
    const { keys, ids, mask } = this;
    let i = hash(key) & mask;
    for (;;) {
      if (ids[i] === 0) return false;
      if (keys[i] === key) break;
      i = (i + 1) & mask;
    }
    let j = i;
    for (;;) {
      j = (j + 1) & mask;
      if (ids[j] === 0) break;
      const home = hash(keys[j]) & mask;
      const between = i <= j ? i < home && home <= j : i < home || home <= j;
      if (between) continue;
      keys[i] = keys[j];
      ids[i] = ids[j];
      i = j;
    }
    ids[i] = 0;
    this.size--;
    return true;
  }

  /** Adds the key with `id` unless it is present; returns the id it had (0: none, now `id`). */
  putIfAbsent(key: number, id: number): number {
    if ((this.size + 1) * 2 > this.ids.length) this.grow();
    const { keys, ids, mask } = this;
    let i = hash(key) & mask;
    for (;;) {
      const found = ids[i];
      if (found === 0) break;
      if (keys[i] === key) return found;
      i = (i + 1) & mask;
    }
    keys[i] = key;
    ids[i] = id;
    this.size++;
    return 0;
  }

  /** Replaces the id of a present key, or adds it. */
  put(key: number, id: number): void {
    const { keys, ids, mask } = this;
    let i = hash(key) & mask;
    for (;;) {
      if (ids[i] === 0) break;
      if (keys[i] === key) {
        ids[i] = id;
        return;
      }
      i = (i + 1) & mask;
    }
    this.set(key, id);
  }

  /** Replaces every id by map(id). */
  mapIds(map: (id: number) => number): void {
    const ids = this.ids;
    for (let i = 0; i < ids.length; i++) if (ids[i] !== 0) ids[i] = map(ids[i]);
  }

  /** Every key, in table order. */
  keyList(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.ids.length; i++) if (this.ids[i] !== 0) out.push(this.keys[i]);
    return out;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldIds = this.ids;
    this.keys = new Float64Array(oldKeys.length * 2);
    this.ids = new Uint32Array(oldIds.length * 2);
    this.mask = this.ids.length - 1;
    this.size = 0;
    for (let i = 0; i < oldIds.length; i++) if (oldIds[i] !== 0) this.set(oldKeys[i], oldIds[i]);
  }

  bytes(): number {
    return this.keys.byteLength + this.ids.byteLength;
  }
}
