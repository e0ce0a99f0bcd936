// The index names clients may query. They all share one read model; each is
// a pre-sorted order of the same documents. Car_production ranks by relevance
// then desc(custom_rank); each replica sorts by one attribute first (cars
// without the attribute last), then relevance, then desc(custom_rank).

export type SortAttribute = "created_at_timestamp" | "price" | "year" | "km";

export interface IndexDefinition {
  name: string;
  sort: { attribute: SortAttribute; direction: "asc" | "desc" } | null;
  description: string;
}

export const PRIMARY_INDEX = "Car_production";

export const INDEXES: readonly IndexDefinition[] = [
  { name: PRIMARY_INDEX, sort: null, description: "Most relevant: relevance, then desc(custom_rank)" },
  { name: "Car_production_latest", sort: { attribute: "created_at_timestamp", direction: "desc" }, description: "Latest: newest listings first" },
  { name: "Car_production_price_desc", sort: { attribute: "price", direction: "desc" }, description: "Price, highest first" },
  { name: "Car_production_price_asc", sort: { attribute: "price", direction: "asc" }, description: "Price, lowest first" },
  { name: "Car_production_year_desc", sort: { attribute: "year", direction: "desc" }, description: "Year, newest first" },
  { name: "Car_production_year_asc", sort: { attribute: "year", direction: "asc" }, description: "Year, oldest first" },
  { name: "Car_production_km_asc", sort: { attribute: "km", direction: "asc" }, description: "Kilometres, lowest first" },
  { name: "Car_production_km_desc", sort: { attribute: "km", direction: "desc" }, description: "Kilometres, highest first" },
];

const byName = new Map(INDEXES.map((index) => [index.name, index]));

export function indexDefinition(name: string): IndexDefinition | undefined {
  return byName.get(name);
}
