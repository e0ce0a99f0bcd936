/** The canonical address of a location's page. */
export const locationPath = (slug: string) => `/locations/${encodeURIComponent(slug)}`;
