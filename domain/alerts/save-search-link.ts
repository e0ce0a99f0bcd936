// The listing's "Save this search" link (decision 0040): a plain link to the
// gated save page with the listing address, so it works on cached pages, with
// JavaScript off, and after signing in (the sign-in page returns to it).

export const SAVE_SEARCH_PATH = "/save-search";

export const saveSearchHref = (listingPath: string) => `${SAVE_SEARCH_PATH}?path=${encodeURIComponent(listingPath)}`;
