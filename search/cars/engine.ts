// The search engine for cars: the generic engine (search/core) given the car
// schema. A dealership is the schema's partition, so a site's page cache can
// key on the version of its own dealerships' stock.
import type { CarDocument } from "../../domain/car-document.ts";
import { SearchEngine } from "../core/engine.ts";
import type { SearchEngineOptions } from "../core/engine.ts";
import { CAR_SCHEMA } from "./schema.ts";

export class CarSearchEngine extends SearchEngine<CarDocument> {
  constructor(documents: Iterable<CarDocument> = [], options: SearchEngineOptions = {}) {
    super(CAR_SCHEMA, documents, options);
  }

  /**
   * Moves only when a car of one of these dealerships is added, changed or
   * removed: what a cache of one site's pages keys on (the global version
   * would drop every site's pages for one dealership's change).
   */
  dealershipsVersion(dealershipIds: readonly number[]): number {
    return this.partitionsVersion(dealershipIds);
  }
}
