// A Uint32Array with a length that grows by doubling: sorted slot lists,
// text postings and the value pool of multi-valued attributes.

export class GrowableU32 {
  data: Uint32Array;
  length = 0;

  constructor(initialCapacity = 4) {
    this.data = new Uint32Array(Math.max(1, initialCapacity));
  }

  private reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.data.length) return;
    let size = this.data.length * 2;
    while (size < needed) size *= 2;
    const next = new Uint32Array(size);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }

  push(value: number): void {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = value;
  }

  insertAt(index: number, value: number): void {
    this.reserve(1);
    this.data.copyWithin(index + 1, index, this.length);
    this.data[index] = value;
    this.length++;
  }

  removeAt(index: number): void {
    this.data.copyWithin(index, index + 1, this.length);
    this.length--;
  }

  /** First index whose value is >= `value` (the list must be sorted ascending). */
  lowerBound(value: number): number {
    let lo = 0;
    let hi = this.length;
    const data = this.data;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (data[mid] < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insertSorted(value: number): void {
    this.insertAt(this.lowerBound(value), value);
  }

  /** Removes `value` from a sorted list; returns false when absent. */
  removeSorted(value: number): boolean {
    const i = this.lowerBound(value);
    if (i >= this.length || this.data[i] !== value) return false;
    this.removeAt(i);
    return true;
  }

  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}
