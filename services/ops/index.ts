// Operating the lead outbox: list, show and retry leads, straight from the
// database or through a running server's loopback endpoint (the leads CLI,
// server/cli/leads.ts).
export { databaseLeadAdmin, type LeadAdmin } from "./lead-admin.ts";
export { createOpsHandler, OPS_PREFIX } from "./ops-handler.ts";
export { httpLeadAdmin, OpsRequestError } from "./ops-client.ts";
export { opsTokenPath, readOpsToken, writeOpsToken } from "./ops-token.ts";
export { formatLeadDetail, formatLeadList, formatRetry } from "./format-leads.ts";
export { databaseStockAdmin, type StockAdmin } from "./stock-admin.ts";
