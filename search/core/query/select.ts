// Picking the first K of many without sorting them all: quickselect on
// typed arrays, then a sort of the K kept.

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

/** Rearranges a[0..length) so that a[k] is the k-th smallest, smaller ones before it. */
export function quickselect(a: Float64Array, length: number, k: number): void {
  let lo = 0;
  let hi = length - 1;
  while (hi > lo) {
    // Median of three as the pivot keeps sorted input linear.
    const mid = (lo + hi) >>> 1;
    if (a[mid] < a[lo]) swap(a, mid, lo);
    if (a[hi] < a[lo]) swap(a, hi, lo);
    if (a[hi] < a[mid]) swap(a, hi, mid);
    const pivot = a[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/** The `k` smallest of keys[0..length), ascending (keys is reordered). */
export function smallestSorted(keys: Float64Array, length: number, k: number): Float64Array {
  const take = Math.min(k, length);
  if (take <= 0) return new Float64Array(0);
  if (length > 64 && take < length / 4) quickselect(keys, length, take - 1);
  else return keys.slice(0, length).sort().subarray(0, take);
  return keys.slice(0, take).sort();
}
