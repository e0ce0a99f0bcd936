// Typo tolerance like Algolia's defaults: words of 4+ letters allow one typo,
// words of 8+ letters two. A typo is an insertion, deletion, substitution or a
// swap of two neighbouring letters (optimal string alignment distance).

export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

export function typoBudget(word: string): number {
  const length = [...word].length;
  if (length >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  if (length >= MIN_WORD_SIZE_FOR_1_TYPO) return 1;
  return 0;
}

// Reused DP rows: distance is computed thousands of times per new query word.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

function ensureRows(size: number): void {
  if (rowA.length >= size) return;
  rowA = new Int32Array(size * 2);
  rowB = new Int32Array(size * 2);
  rowC = new Int32Array(size * 2);
}

/**
 * Edit distance between `word` and `term` (or between `word` and the closest
 * prefix of `term` when `prefix` is true), or max + 1 when it exceeds `max`.
 */
export function boundedDistance(word: string, term: string, max: number, prefix = false): number {
  const n = word.length;
  const m = term.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  if (prefix && m < n - max) return max + 1;
  ensureRows(m + 2);
  // prev2 = row i-2, prev = row i-1, cur = row i (rows over the term's letters).
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    const wc = word.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const tc = term.charCodeAt(j - 1);
      const cost = wc === tc ? 0 : 1;
      let best = prev[j - 1] + cost;
      const del = prev[j] + 1;
      if (del < best) best = del;
      const ins = cur[j - 1] + 1;
      if (ins < best) best = ins;
      if (i > 1 && j > 1 && wc === term.charCodeAt(j - 2) && word.charCodeAt(i - 2) === tc) {
        const swap = prev2[j - 2] + 1;
        if (swap < best) best = swap;
      }
      cur[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  let result: number;
  if (prefix) {
    result = prev[0];
    for (let j = 1; j <= m; j++) if (prev[j] < result) result = prev[j];
  } else {
    result = prev[m];
  }
  return result > max ? max + 1 : result;
}
