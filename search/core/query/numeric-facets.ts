// A numeric facet over many matches: walk the attribute's slots in value
// order, count the matching ones per distinct value, and keep the top values
// on the way. Values arrive in ascending order, so a value only displaces a
// kept one with a strictly higher count (ties go to the smaller value, which
// came first). Sequential reads only; no dictionary passes, no sort of ties.
import type { NumericAttributeIndex } from "../index/numeric-attribute.ts";
import type { FacetStats } from "../types.ts";

export interface NumericFacetResult {
  /** Top values, by count (desc) then value (asc). */
  top: { value: number; count: number }[];
  stats: FacetStats | null;
}

export function walkNumericFacet(numeric: NumericAttributeIndex, bits: Uint32Array, limit: number): NumericFacetResult {
  const slots = numeric.sorted.slots.data;
  const values = numeric.sortedValues();
  const n = values.length;
  // Kept values as a min-heap on (count, then larger value first): the root is the weakest.
  const heapValues = new Float64Array(Math.max(1, limit));
  const heapCounts = new Uint32Array(Math.max(1, limit));
  let size = 0;
  const weaker = (i: number, j: number) => heapCounts[i] < heapCounts[j] || (heapCounts[i] === heapCounts[j] && heapValues[i] > heapValues[j]);
  const swap = (i: number, j: number) => {
    const v = heapValues[i];
    heapValues[i] = heapValues[j];
    heapValues[j] = v;
    const c = heapCounts[i];
    heapCounts[i] = heapCounts[j];
    heapCounts[j] = c;
  };
  const offer = (value: number, count: number) => {
    if (limit <= 0) return;
    if (size < limit) {
      heapValues[size] = value;
      heapCounts[size] = count;
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!weaker(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
      return;
    }
    if (count <= heapCounts[0]) return; // equal counts: the kept value is smaller
    heapValues[0] = value;
    heapCounts[0] = count;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let weakest = i;
      if (l < size && weaker(l, weakest)) weakest = l;
      if (r < size && weaker(r, weakest)) weakest = r;
      if (weakest === i) return;
      swap(i, weakest);
      i = weakest;
    }
  };

  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let total = 0;
  let current = NaN;
  let count = 0;
  for (let p = 0; p < n; p++) {
    const slot = slots[p];
    if ((bits[slot >>> 5] & (1 << (slot & 31))) === 0) continue;
    const value = values[p];
    if (value !== current) {
      if (count > 0) offer(current, count);
      current = value;
      count = 0;
      if (value < min) min = value;
      max = value;
    }
    count++;
    sum += value;
    total++;
  }
  if (count > 0) offer(current, count);
  const top: { value: number; count: number }[] = [];
  for (let i = 0; i < size; i++) top.push({ value: heapValues[i], count: heapCounts[i] });
  top.sort((a, b) => b.count - a.count || a.value - b.value);
  return { top, stats: total > 0 ? { min, max, avg: sum / total, sum } : null };
}
