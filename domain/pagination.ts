// Page numbers in addresses (?page=2) and the page links under a result list.

/** Result pages are 1-based in addresses; anything that is not a whole number from 1 up means page 1. */
export function pageFromParam(raw: string | null | undefined): number {
  if (raw == null || !/^\s*\d{1,6}\s*$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export type PageLink = { page: number; current: boolean } | { gap: true };

/**
 * The pages to link to: the first, the last, and up to `around` pages either
 * side of the current one, with a gap where pages are left out.
 */
export function pageLinks(current: number, pageCount: number, around = 2): PageLink[] {
  if (pageCount <= 1) return [];
  const links: PageLink[] = [];
  let last = 0;
  for (let page = 1; page <= pageCount; page++) {
    const shown = page === 1 || page === pageCount || Math.abs(page - current) <= around;
    if (!shown) continue;
    if (page - last > 1) links.push({ gap: true });
    links.push({ page, current: page === current });
    last = page;
  }
  return links;
}
