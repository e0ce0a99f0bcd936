// A demo car as a dealer feed row (the platform's column names, JSON values),
// so the demo stock goes in through the same import as a dealer's feed
// (services/stock-import seedDemoStock). What no feed carries (the car's
// id, view count, last change, make and model ids) travels beside the row.
import { FEED_COLUMNS } from "../../domain/stock-feed/feed-columns.ts";
import type { DemoCar } from "./build-car.ts";
import type { DemoReference } from "./build-reference.ts";

export interface DemoFeedRow {
  record: Record<string, unknown>;
  system: Record<string, unknown>;
}

const COLUMNS = FEED_COLUMNS.filter((column) => column.name !== "dealership" && column.name !== "location");

export function demoFeedRows(ref: DemoReference) {
  const dealershipSlugs = new Map(ref.dealerships.map((d) => [d.id, d.slug]));
  const locationSlugs = new Map(ref.locations.map((l) => [l.id, l.slug]));
  return (car: DemoCar): DemoFeedRow => {
    const record: Record<string, unknown> = { dealership: dealershipSlugs.get(car.dealershipId) };
    if (car.locationId != null) record.location = locationSlugs.get(car.locationId);
    const source = car as unknown as Record<string, unknown>;
    for (const column of COLUMNS) {
      const value = source[column.field];
      if (value === undefined) continue;
      if (column.kind === "images") record[column.name] = (car.images ?? []).map((image) => image.url);
      else record[column.name] = value instanceof Date ? value.toISOString() : value;
    }
    return {
      record,
      system: { id: car.id, views: car.views ?? 0, updatedAt: car.updatedAt, manufacturerId: car.manufacturerId ?? null, modelId: car.modelId ?? null, locationId: car.locationId ?? null },
    };
  };
}
