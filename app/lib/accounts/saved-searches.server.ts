// Saved searches on the web (decision 0040): the gated "Save this search" page
// (/save-search?path=…), the saved-search part of My Garage (its view and its
// posts), and the unsubscribe page (/pages/unsubscribe?token=…), which needs
// no sign-in: GET shows what the link turns off, a POST confirms it.
import { data, type RouterContextProvider } from "react-router";
import { SAVE_SEARCH_PATH } from "../../../domain/alerts/save-search-link.ts";
import { SAVED_SEARCH_PATH_MAX } from "../../../domain/alerts/saved-search-form.ts";
import {
  changeSearchAlerts,
  changeWatchlistAlerts,
  removeSavedSearch,
  renameSavedSearch,
  savedSearchesOf,
  saveSearch,
  unsubscribe,
  unsubscribeTarget,
  type ChangeResult,
  type UnsubscribeTarget,
} from "../../../services/alerts/index.ts";
import type { CurrentSession } from "../../../services/accounts/index.ts";
import { CSRF_FAILED_MESSAGE, CSRF_FIELD, issueCsrfToken, verifyCsrf } from "../../../services/security/index.ts";
import type { Site } from "../../../sites/registry.ts";
import { servicesContext, siteContext } from "../../context.ts";
import { listingCriteria } from "../listing/listing.server.ts";
import { redirectWithinSite } from "../same-site-redirect.ts";
import { PRIVATE_PAGE_CACHE, requireShopper } from "./session.server.ts";

const TIME_ZONE = "Australia/Sydney";
const day = (date: Date) => date.toLocaleDateString("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const text = (value: FormDataEntryValue | null | undefined) => (typeof value === "string" ? value.slice(0, 2000) : "");

const privateHeaders = (setCookie?: string | null) => {
  const headers = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return headers;
};

const deps = (context: Readonly<RouterContextProvider>) => {
  const services = context.get(servicesContext);
  return { db: services.db, clock: () => new Date() };
};

// --- My Garage -------------------------------------------------------------------

export interface SavedSearchView {
  id: number;
  name: string;
  href: string;
  email: string;
  emailAlerts: boolean;
  smsAlerts: boolean;
  savedOn: string;
  lastAlertOn: string | null;
}

export interface SavedSearchesView {
  searches: SavedSearchView[];
  watchlistAlerts: { email: string; emailAlerts: boolean; smsAlerts: boolean };
  /** Saved details' email, offered when a search has none. */
  defaultEmail: string;
}

export async function savedSearchesView(context: Readonly<RouterContextProvider>, site: Site, shopper: CurrentSession): Promise<SavedSearchesView> {
  const rows = await savedSearchesOf(deps(context), site, shopper);
  const watchlist = rows.find((row) => row.kind === "watchlist");
  const defaultEmail = shopper.user.savedDetails.email ?? "";
  return {
    searches: rows
      .filter((row) => row.kind === "search")
      .map((row) => ({
        id: row.id,
        name: row.name,
        // Saved on a sister site of the group: its path is still a listing address, shown on this site.
        href: row.path,
        email: row.email ?? "",
        emailAlerts: row.emailAlerts,
        smsAlerts: row.smsAlerts,
        savedOn: day(row.createdAt),
        lastAlertOn: row.lastDigestAt ? day(row.lastDigestAt) : null,
      })),
    watchlistAlerts: { email: watchlist?.email ?? defaultEmail, emailAlerts: watchlist?.emailAlerts ?? false, smsAlerts: watchlist?.smsAlerts ?? false },
    defaultEmail,
  };
}

export interface SavedSearchAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
}

const SEARCH_INTENTS = ["rename-search", "search-alerts", "delete-search", "watchlist-alerts"] as const;
export const isSavedSearchIntent = (intent: string): boolean => (SEARCH_INTENTS as readonly string[]).includes(intent);

const answered = (result: ChangeResult, done: string): { status: number; body: SavedSearchAnswer } =>
  result.ok ? { status: 200, body: { ok: true, message: done } } : { status: result.status, body: { ok: false, message: result.message, fieldErrors: result.fieldErrors } };

/** My Garage's saved-search posts (the garage action has checked the CSRF token and the session). */
export async function savedSearchGarageAction(
  context: Readonly<RouterContextProvider>,
  shopper: CurrentSession,
  intent: string,
  form: FormData,
): Promise<{ status: number; body: SavedSearchAnswer }> {
  const site = context.get(siteContext);
  const d = deps(context);
  const values = { name: text(form.get("name")), email: text(form.get("email")), email_alerts: text(form.get("email_alerts")), sms_alerts: text(form.get("sms_alerts")) };
  const id = text(form.get("search_id"));
  switch (intent) {
    case "rename-search":
      return answered(await renameSavedSearch(d, site, shopper, id, values), "The search is renamed.");
    case "search-alerts":
      return answered(await changeSearchAlerts(d, site, shopper, id, values), "Your alert choices for that search are saved.");
    case "delete-search":
      return answered(await removeSavedSearch(d, site, shopper, id), "The saved search is deleted. We won't send alerts for it any more.");
    default:
      return answered(await changeWatchlistAlerts(d, site, shopper, values), "Your watchlist price-drop alerts are saved.");
  }
}

/** The garage action's reply for a saved-search post. */
export async function savedGarageSearchAnswer<T>(
  context: Readonly<RouterContextProvider>,
  shopper: CurrentSession,
  intent: string,
  form: FormData,
  reply: (status: number, body: SavedSearchAnswer & { searchId?: string }) => T,
): Promise<T> {
  const answer = await savedSearchGarageAction(context, shopper, intent, form);
  return reply(answer.status, { ...answer.body, searchId: intent === "watchlist-alerts" ? "watchlist" : text(form.get("search_id")) });
}

// --- /save-search ----------------------------------------------------------------

export interface SaveSearchPage {
  siteName: string;
  csrf: string;
  path: string;
  /** null: the address is not a listing of this site. */
  suggestedName: string | null;
  email: string;
  garagePath: string;
  garageTitle: string;
}

export interface SaveSearchAnswer {
  ok: false;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

const requestedPath = (url: URL) => url.searchParams.get("path") ?? "";

/** A listing address of this site, read as its page reads it (addresses longer than any listing's are not). */
const criteriaFor = (services: Parameters<typeof listingCriteria>[0], site: Site, path: string) =>
  path.length <= SAVED_SEARCH_PATH_MAX ? listingCriteria(services, site, path) : null;

export async function saveSearchPageData(request: Request, context: Readonly<RouterContextProvider>) {
  const shopper = await requireShopper(request, context, "my-garage");
  const site = context.get(siteContext);
  const services = context.get(servicesContext);
  const criteria = criteriaFor(services, site, requestedPath(new URL(request.url)));
  const csrf = issueCsrfToken(request, services.secret);
  const page: SaveSearchPage = {
    siteName: site.name,
    csrf: csrf.token,
    path: criteria?.path ?? "",
    suggestedName: criteria ? criteria.heading.slice(0, 80) : null,
    email: shopper.user.savedDetails.email ?? "",
    garagePath: site.features.garage.path,
    garageTitle: site.features.garage.title,
  };
  return data(page, { status: criteria ? 200 : 400, headers: privateHeaders(csrf.setCookie) });
}

export async function saveSearchAction(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const services = context.get(servicesContext);
  const reply = (status: number, body: SaveSearchAnswer) => data(body, { status, headers: privateHeaders() });
  const form = await request.formData().catch(() => null);
  if (!form) return reply(400, { ok: false, message: "Please send the form again." });
  if (!verifyCsrf(request, text(form.get(CSRF_FIELD)) || null, services.secret).ok) return reply(403, { ok: false, message: CSRF_FAILED_MESSAGE });
  const shopper = await requireShopper(request, context, "my-garage");
  const criteria = criteriaFor(services, site, String(form.get("path") ?? ""));
  const values = { name: text(form.get("name")), email: text(form.get("email")), email_alerts: text(form.get("email_alerts")), sms_alerts: text(form.get("sms_alerts")) };
  if (!criteria) return reply(400, { ok: false, message: "Only a search of our cars can be saved. Please search again and save from the results." });
  const saved = await saveSearch(deps(context), site, shopper, criteria, values);
  if (!saved.ok) return reply(saved.status, { ok: false, message: saved.message, fieldErrors: saved.fieldErrors, values });
  throw redirectWithinSite(`${site.features.garage.path}?saved-search=${saved.search.id}#saved-searches`, { status: 303, headers: privateHeaders() });
}

export { SAVE_SEARCH_PATH };

// --- /pages/unsubscribe --------------------------------------------------------------

export interface UnsubscribePage {
  siteName: string;
  csrf: string;
  token: string;
  target: UnsubscribeTarget | null;
  done: boolean;
  garagePath: string;
  garageTitle: string;
}

function unsubscribePage(site: Site, csrf: string, token: string, target: UnsubscribeTarget | null, done: boolean): UnsubscribePage {
  return { siteName: site.name, csrf, token, target, done, garagePath: site.features.garage.path, garageTitle: site.features.garage.title };
}

/** GET: says what the link turns off. Never changes anything. */
export async function unsubscribePageData(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await unsubscribeTarget(services, services.secret, site, token);
  const csrf = issueCsrfToken(request, services.secret);
  return data(unsubscribePage(site, csrf.token, token, target, false), { status: target ? 200 : 400, headers: privateHeaders(csrf.setCookie) });
}

/** POST: the shopper confirmed; the token (signed) names the search and channel. */
export async function unsubscribeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const services = context.get(servicesContext);
  const form = await request.formData().catch(() => null);
  const token = text(form?.get("token"));
  if (!form || !verifyCsrf(request, text(form.get(CSRF_FIELD)) || null, services.secret).ok) {
    return data({ ...unsubscribePage(site, "", token, null, false), error: CSRF_FAILED_MESSAGE }, { status: 403, headers: privateHeaders() });
  }
  const target = await unsubscribe(deps(context), services.secret, site, token);
  return data({ ...unsubscribePage(site, "", token, target, target !== null), error: target ? null : "This unsubscribe link isn't valid." }, { status: target ? 200 : 400, headers: privateHeaders() });
}
