// detail §4 "Dealer comments": truncated to 400 characters with Show More /
// Show Less; empty comments show a pending message. This works on text: the
// app sanitises (sanitize-html) and, for the collapsed view, strips tags
// before calling in.

export const DEALER_COMMENTS_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
/** Back up to a word boundary only if one lies within this many characters of the cut (else cut mid-word). */
const WORD_BOUNDARY_REACH = 40;

export type DealerComments =
  | { kind: "pending"; message: typeof DEALER_COMMENTS_PENDING }
  | { kind: "comments"; full: string; collapsed: string; truncated: boolean };

/** The first 400 characters, ending at a word boundary when one is near, with an ellipsis. */
export function truncateAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const cutEndsAWord = /\s/.test(text[limit]);
  const lastSpace = cut.search(/\s\S*$/);
  const end = !cutEndsAWord && lastSpace >= limit - WORD_BOUNDARY_REACH ? lastSpace : limit;
  return `${cut.slice(0, end).trimEnd()}…`;
}

export function dealerComments(text: string | null | undefined): DealerComments {
  const full = (text ?? "").trim();
  if (full === "") return { kind: "pending", message: DEALER_COMMENTS_PENDING };
  const truncated = full.length > DEALER_COMMENTS_LIMIT;
  return { kind: "comments", full, collapsed: truncated ? truncateAtWord(full, DEALER_COMMENTS_LIMIT) : full, truncated };
}

export function showMoreLabel(expanded: boolean): "Show More" | "Show Less" {
  return expanded ? "Show Less" : "Show More";
}
