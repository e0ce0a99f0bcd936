// The demo data generator: pure and deterministic (same seed and `now`, same
// rows), no network. Reference data first, then any number of cars, lazily,
// so a million-car run never holds more than one car in memory here.
import { buildCar, carContext, type DemoCar } from "./build-car.ts";
import { buildReference, type DemoReference, type ReferenceOptions } from "./build-reference.ts";

export type { DemoReference } from "./build-reference.ts";
export type { DemoCar } from "./build-car.ts";
export { DEMO_GROUP } from "./build-reference.ts";

export const DEFAULT_SEED = 42;
export const DEFAULT_CAR_COUNT = 5000;

/** The group, makes, models, dealerships, locations and reviews, with explicit ids from 1. */
export function generateReference(seed: number, options: ReferenceOptions = {}): DemoReference {
  return buildReference(seed, options);
}

export interface CarOptions {
  count: number;
  seed: number;
  /** Dates (created, sold, rego) are relative to this. */
  now: Date;
  /** First id to produce (default 1): lets a caller resume or split the work. */
  firstId?: number;
}

/** Cars with ids firstId..count, one at a time. */
export function* generateCars(ref: DemoReference, options: CarOptions): Generator<DemoCar> {
  const ctx = carContext(ref, options.seed, options.now);
  for (let id = options.firstId ?? 1; id <= options.count; id++) yield buildCar(ctx, id);
}
