// Sections of the detail page a shopper opened without JavaScript (Show More,
// Show All, disclaimers): they live in the address, so the page works and can
// be shared with them open.

/** Sections the shopper opened (Show More, Show All): `?expand=comments,features`. */
export const EXPANDABLE = ["keyinfo", "comments", "features", "specs", "disclaimer", "finance-disclaimer"] as const;
export type Expandable = (typeof EXPANDABLE)[number];

export function readExpanded(params: URLSearchParams): Expandable[] {
  const wanted = (params.get("expand") ?? "").split(",");
  return EXPANDABLE.filter((name) => wanted.includes(name));
}

/** The address that opens (or closes) one section and keeps the others as they are. */
export function toggleExpandedHref(expanded: readonly Expandable[], name: Expandable, anchor: string): string {
  const next = expanded.includes(name) ? expanded.filter((n) => n !== name) : [...expanded, name];
  return `${next.length ? `?expand=${next.join(",")}` : "?"}#${anchor}`;
}
