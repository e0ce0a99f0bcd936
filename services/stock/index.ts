// Stock: the adapter that feeds cars from db/ into search/. The search
// index's read model (cars with their dealership and location, as search
// records) and the sync that keeps every process's index fresh.
export { carDocumentFrom, loadCarDocuments } from "./car-documents.ts";
export { startIndexSync } from "./sync.ts";
