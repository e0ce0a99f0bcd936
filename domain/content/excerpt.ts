// A blog card's excerpt (issue #13: "cards with an 80-character excerpt"):
// the post's text cut to at most 80 characters at a word boundary, with an
// ellipsis when anything was cut.

export const EXCERPT_LENGTH = 80;

/** Collapses white space, then cuts at the last whole word that fits `max` characters (the ellipsis included). */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  // One very long word: cut inside it rather than show nothing.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:!?–—-]+$/, "")}…`;
}

/** Blog list pages hold this many cards. */
export const BLOG_PAGE_SIZE = 6;

/** The posts of one list page (1-based), and how many pages there are; null for a page past the last. */
export function blogPage<T>(posts: readonly T[], page: number, size = BLOG_PAGE_SIZE): { items: T[]; pageCount: number } | null {
  const pageCount = Math.max(1, Math.ceil(posts.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: posts.slice((page - 1) * size, page * size), pageCount };
}
