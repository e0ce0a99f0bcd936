// The trail of pages a shopper opened before sending a lead
// (lead_attributes.visited_pages, detail §3). Kept by every page in the
// browser, so this module stays free of heavier imports.

/** The trail kept per lead; enough to see how the shopper got here without storing a whole session. */
export const MAX_VISITED_PAGES = 20;

/** Add a page to the visited trail: a reload does not count twice, and only the latest MAX_VISITED_PAGES stay. */
export function recordVisitedPage(pages: readonly string[], path: string): string[] {
  const next = pages.at(-1) === path ? [...pages] : [...pages, path];
  return next.slice(-MAX_VISITED_PAGES);
}
