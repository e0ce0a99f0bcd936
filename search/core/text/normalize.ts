// How text is cut into words for indexing, querying and highlighting. The same
// functions serve all three so a word always matches itself.

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case without accents: "Škoda" → "skoda". */
export function normalizeWord(word: string): string {
  // Most words are plain ASCII: skip the Unicode decomposition for them.
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize("NFD").replace(MARKS, "").toLowerCase();
}

/** The normalised words of a text, in order. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word !== "") out.push(word);
  }
  return out;
}

export interface TextToken {
  /** Normalised word. */
  word: string;
  start: number;
  end: number;
}

/** Words with their place in the original text (for highlighting). */
export function tokensWithOffsets(text: string): TextToken[] {
  const out: TextToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = normalizeWord(match[0]);
    if (word !== "") out.push({ word, start: match.index, end: match.index + match[0].length });
  }
  return out;
}

/** A code such as a stock number or VIN as one key: "HT-1234/a" → "ht1234a". */
export function identifierKey(value: string): string {
  // ASCII codes (nearly all): the letters and digits, lower-cased, is what the words joined give.
  if (ASCII.test(value)) return value.replace(/[^A-Za-z0-9]+/g, "").toLowerCase();
  return tokenize(value).join("");
}

/** Facet values compare without regard to case, as in Algolia. */
export function facetKey(value: string): string {
  return value.toLowerCase();
}
