// My Garage (/my-garage, or the site's branded garage path): the page's data
// and its posts — remove a saved car, keep details, end a session, delete the
// account. Gated (detail §6): an anonymous visitor is sent to sign in first.
import { data, type RouterContextProvider } from "react-router";
import { GARAGE_PATHS } from "../../../domain/gating.ts";
import {
  changeWatchlist,
  clearSessionCookie,
  deleteAccount,
  endOwnSession,
  garageFor,
  saveDetails,
} from "../../../services/accounts/index.ts";
import { CSRF_FAILED_MESSAGE, CSRF_FIELD, issueCsrfToken, verifyCsrf } from "../../../services/security/index.ts";
import { servicesContext, siteContext } from "../../context.ts";
import { redirectWithinSite } from "../same-site-redirect.ts";
import { garageView, type GarageView } from "./garage-view.ts";
import { accountServices, PRIVATE_PAGE_CACHE, requireShopper } from "./session.server.ts";
import { isSavedSearchIntent, savedGarageSearchAnswer, savedSearchesView, type SavedSearchesView } from "./saved-searches.server.ts";

export interface GaragePage {
  title: string;
  siteName: string;
  path: string;
  csrf: string;
  confirmDelete: boolean;
  garage: GarageView;
  /** Saved searches and watchlist price-drop alerts (decision 0040). */
  savedSearches: SavedSearchesView;
}

export interface GarageAnswer {
  ok: boolean;
  /** What happened, or what went wrong. */
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** The saved search a post was about ("watchlist" for the watchlist's alerts), so its errors show beside it. */
  searchId?: string;
}

const privateHeaders = (setCookie?: string | null) => {
  const headers = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return headers;
};

const isGaragePath = (path: string) => (GARAGE_PATHS as readonly string[]).includes(path);

export async function garagePageData(request: Request, context: Readonly<RouterContextProvider>) {
  const shopper = await requireShopper(request, context, "my-garage");
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, "");
  // Every garage path is gated; a signed-in shopper is taken to this site's own.
  if (isGaragePath(path) && path !== site.features.garage.path) throw redirectWithinSite(`${site.features.garage.path}${url.search}`, { headers: privateHeaders() });
  const services = context.get(servicesContext);
  const garage = await garageFor(accountServices(context), site, shopper);
  const csrf = issueCsrfToken(request, services.secret);
  const page: GaragePage = {
    title: site.features.garage.title,
    siteName: site.name,
    path: site.features.garage.path,
    csrf: csrf.token,
    confirmDelete: url.searchParams.get("delete") === "confirm",
    garage: garageView(garage, new Map(services.sites.all.map((s) => [s.slug, s.name]))),
    savedSearches: await savedSearchesView(context, site, shopper),
  };
  return data(page, { headers: privateHeaders(csrf.setCookie) });
}

const text = (value: FormDataEntryValue | null | undefined) => (typeof value === "string" ? value : "");

export async function garageAction(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const accounts = accountServices(context);
  const form = await request.formData().catch(() => null);
  const reply = (status: number, body: GarageAnswer) => data(body, { status, headers: privateHeaders() });
  if (!form) return reply(400, { ok: false, message: "Please send the form again." });
  if (!verifyCsrf(request, text(form.get(CSRF_FIELD)) || null, accounts.secret).ok) return reply(403, { ok: false, message: CSRF_FAILED_MESSAGE });
  const shopper = await requireShopper(request, context, "my-garage");
  const intent = text(form.get("intent"));
  if (isSavedSearchIntent(intent)) return savedGarageSearchAnswer(context, shopper, intent, form, reply);
  switch (intent) {
    case "remove-car": {
      const answer = await changeWatchlist(accounts, { site, session: shopper, change: "remove", phoneNumber: shopper.user.phone, carId: text(form.get("car_id")) });
      return answer.body.success ? reply(200, { ok: true, message: "Car Removed" }) : reply(answer.status, { ok: false, message: answer.body.message });
    }
    case "save-details": {
      const values = Object.fromEntries(["name", "last_name", "email", "postcode"].map((name) => [name, text(form.get(name)).slice(0, 300)]));
      const saved = await saveDetails(accounts, site, shopper, values);
      if (!saved.ok) return reply(400, { ok: false, message: "Please check the details below.", fieldErrors: saved.fieldErrors, values });
      return reply(200, { ok: true, message: "Your details are saved. We'll fill them in on our forms for you." });
    }
    case "end-session": {
      const id = Number(text(form.get("session_id")));
      if (!Number.isSafeInteger(id) || !(await endOwnSession(accounts, site, shopper.user.id, id))) {
        return reply(404, { ok: false, message: "That session has already ended." });
      }
      if (id === shopper.session.id) throw redirectWithinSite("/", { status: 303, headers: privateHeaders(clearSessionCookie(request)) });
      return reply(200, { ok: true, message: "That session has ended: the browser is signed out." });
    }
    case "delete-account": {
      await deleteAccount(accounts, site, shopper);
      throw redirectWithinSite("/sign-in?deleted=1", { status: 303, headers: privateHeaders(clearSessionCookie(request)) });
    }
    default:
      return reply(400, { ok: false, message: "Unknown action." });
  }
}
