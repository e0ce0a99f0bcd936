// Saved searches and alerts (issue 12; decision 0040): the shopper's saved
// listing addresses with email and SMS opt-ins, the worker that matches car
// changes against them and sends at most one digest a day per search through
// the alerts outbox, and the signed unsubscribe links. docs/accounts.md, "Alerts".
export {
  changeSearchAlerts,
  changeWatchlistAlerts,
  removeSavedSearch,
  renameSavedSearch,
  savedSearchesOf,
  saveSearch,
  unsubscribe,
  unsubscribeTarget,
  type ChangeResult,
  type SaveResult,
  type SavedSearchDeps,
  type SearchCriteria,
  type UnsubscribeTarget,
} from "./saved-searches.ts";
export { createAlertWorker, DIGEST_INTERVAL_MS, type AlertWorker, type AlertWorkerOptions } from "./worker.ts";
export { matchSavedSearches, ALERT_FILTER, type MatchableSearch } from "./match.ts";
export { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.ts";
