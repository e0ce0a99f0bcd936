// Saved searches (decision 0040): a signed-in shopper saves a listing address
// with a name and chooses email and SMS alerts; My Garage lists, renames,
// changes and deletes them; the watchlist has its own price-drop alert
// settings. Every change names the shopper and their dealer group, so one
// shopper cannot touch another's searches (the repository's WHERE says so).
import {
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  setWatchlistAlerts,
  turnOffAlerts,
  updateSavedSearch,
  userSavedSearches,
  type AlertChannel,
} from "../../db/repositories/alerts.ts";
import type { Database } from "../../db/client.ts";
import type { SavedSearchRow } from "../../db/schema.ts";
import {
  alertSettingsSchema,
  fieldErrorsOf,
  MAX_SAVED_SEARCHES,
  renameSchema,
  SAVED_SEARCH_MESSAGES,
  savedSearchSchema,
  type FieldErrors,
} from "../../domain/alerts/saved-search-form.ts";
import type { Site } from "../../sites/registry.ts";
import type { SecretInput } from "../security/index.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

export interface SavedSearchDeps {
  db: Database;
  clock: () => Date;
}

export interface Shopper {
  user: { id: number; phone: string };
}

/** What a listing address stands for, worked out by the listing code when the search is saved. */
export interface SearchCriteria {
  path: string;
  query: string;
  filters: string;
}

export type SaveResult = { ok: true; search: SavedSearchRow } | { ok: false; status: number; message: string; fieldErrors?: FieldErrors };

export async function saveSearch(
  deps: SavedSearchDeps,
  site: Site,
  shopper: Shopper,
  criteria: SearchCriteria,
  values: Record<string, unknown>,
): Promise<SaveResult> {
  const parsed = savedSearchSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, message: "Please check the form below.", fieldErrors: fieldErrorsOf(parsed.error) };
  const saved = await insertSavedSearch(
    deps.db,
    {
      dealerGroupId: site.dealerGroupId,
      userId: shopper.user.id,
      siteSlug: site.slug,
      name: parsed.data.name,
      path: criteria.path,
      query: criteria.query,
      filters: criteria.filters,
      email: parsed.data.email || null,
      emailAlerts: parsed.data.email_alerts,
      smsAlerts: parsed.data.sms_alerts,
    },
    MAX_SAVED_SEARCHES,
    deps.clock(),
  );
  if (saved === "limit") return { ok: false, status: 409, message: SAVED_SEARCH_MESSAGES.limit };
  return { ok: true, search: saved };
}

export const savedSearchesOf = (deps: Pick<SavedSearchDeps, "db">, site: Site, shopper: Shopper) =>
  userSavedSearches(deps.db, site.dealerGroupId, shopper.user.id);

export type ChangeResult = { ok: true } | { ok: false; status: number; message: string; fieldErrors?: FieldErrors };

const searchId = (value: unknown): number | null => (typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : null);
const notFound: ChangeResult = { ok: false, status: 404, message: SAVED_SEARCH_MESSAGES.notFound };

export async function renameSavedSearch(deps: SavedSearchDeps, site: Site, shopper: Shopper, id: unknown, values: Record<string, unknown>): Promise<ChangeResult> {
  const parsed = renameSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, message: SAVED_SEARCH_MESSAGES.name, fieldErrors: fieldErrorsOf(parsed.error) };
  const key = searchId(id);
  if (key === null) return notFound;
  return (await updateSavedSearch(deps.db, site.dealerGroupId, shopper.user.id, key, { name: parsed.data.name }, deps.clock())) ? { ok: true } : notFound;
}

export async function changeSearchAlerts(deps: SavedSearchDeps, site: Site, shopper: Shopper, id: unknown, values: Record<string, unknown>): Promise<ChangeResult> {
  const parsed = alertSettingsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, message: SAVED_SEARCH_MESSAGES.emailNeeded, fieldErrors: fieldErrorsOf(parsed.error) };
  const key = searchId(id);
  if (key === null) return notFound;
  const change = { email: parsed.data.email || null, emailAlerts: parsed.data.email_alerts, smsAlerts: parsed.data.sms_alerts };
  return (await updateSavedSearch(deps.db, site.dealerGroupId, shopper.user.id, key, change, deps.clock())) ? { ok: true } : notFound;
}

export async function removeSavedSearch(deps: SavedSearchDeps, site: Site, shopper: Shopper, id: unknown): Promise<ChangeResult> {
  const key = searchId(id);
  if (key === null) return notFound;
  return (await deleteSavedSearch(deps.db, site.dealerGroupId, shopper.user.id, key)) ? { ok: true } : notFound;
}

/** Price-drop alerts for the shopper's watchlist. */
export async function changeWatchlistAlerts(deps: SavedSearchDeps, site: Site, shopper: Shopper, values: Record<string, unknown>): Promise<ChangeResult> {
  const parsed = alertSettingsSchema.safeParse(values);
  if (!parsed.success) return { ok: false, status: 400, message: SAVED_SEARCH_MESSAGES.emailNeeded, fieldErrors: fieldErrorsOf(parsed.error) };
  await setWatchlistAlerts(
    deps.db,
    { dealerGroupId: site.dealerGroupId, userId: shopper.user.id, siteSlug: site.slug },
    { email: parsed.data.email || null, emailAlerts: parsed.data.email_alerts, smsAlerts: parsed.data.sms_alerts },
    deps.clock(),
  );
  return { ok: true };
}

export interface UnsubscribeTarget {
  id: number;
  channel: AlertChannel;
  name: string;
  watchlist: boolean;
  /** Already off for this channel. */
  off: boolean;
}

/**
 * What an unsubscribe token names, if it is genuine and the search is of this
 * site's dealer group. Reading it changes nothing (the page confirms with a POST).
 */
export async function unsubscribeTarget(deps: Pick<SavedSearchDeps, "db">, secret: SecretInput, site: Site, token: unknown): Promise<UnsubscribeTarget | null> {
  const read = readUnsubscribeToken(secret, token);
  if (!read) return null;
  const search = await findSavedSearch(deps.db, read.id);
  if (!search || search.dealerGroupId !== site.dealerGroupId) return null;
  return {
    id: search.id,
    channel: read.channel,
    name: search.name,
    watchlist: search.kind === "watchlist",
    off: read.channel === "email" ? !search.emailAlerts : !search.smsAlerts,
  };
}

export async function unsubscribe(deps: SavedSearchDeps, secret: SecretInput, site: Site, token: unknown): Promise<UnsubscribeTarget | null> {
  const target = await unsubscribeTarget(deps, secret, site, token);
  if (!target) return null;
  await turnOffAlerts(deps.db, target.id, target.channel, deps.clock());
  return { ...target, off: true };
}
