// How deep a JSON text nests, found by one pass over its characters (no
// recursion, no parsing): checked before JSON.parse, so a 100,000-deep body
// is a 400 naming where it went too deep, not a stack overflow later on.

/** Nesting any request body or field of ours needs is far below this. */
export const MAX_JSON_DEPTH = 32;

/** The 0-based position of the bracket that opens level `max + 1`, or null when `text` nests no deeper than `max`. */
export function jsonTooDeepAt(text: string, max = MAX_JSON_DEPTH): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return i;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return null;
}

/** The message for a text that nests too deep. */
export function jsonTooDeepMessage(what: string, position: number, max = MAX_JSON_DEPTH): string {
  return `${what} nests deeper than ${max} levels (at character ${position + 1})`;
}
