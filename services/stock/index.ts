// Stock: the adapter that feeds cars from db/ into search/. The search
// index's read model (cars with their dealership and location, as search
// records), the sync that keeps every process's index fresh, and the same
// site scope checked on a database row (is this car one the site shows?).
export { carDocumentBatches, carDocumentCount, carDocumentFrom, loadCarDocuments, loadCarDocumentsByIds } from "./car-documents.ts";
export { startIndexSync } from "./sync.ts";
export { carMatchesSiteScope, type ScopedCar } from "./car-scope.ts";
export { createViewCounter, visitorCookieHeader, visitorCookieName, type ViewCounter } from "./view-counter.ts";
export {
  browseStock,
  isStockSort,
  matchingStockIds,
  readStoredFilter,
  scopedFilter,
  searchStock,
  STOCK_SORTS,
  StockScope,
  type CarField,
  type StockHit,
  type StockQuery,
  type StockResult,
  type StockSort,
} from "./search.ts";
