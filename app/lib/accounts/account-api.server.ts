// The private answers about the signed-in shopper that pages cached for
// everyone cannot carry: GET /api/account (who is signed in, their saved cars
// on this site, the CSRF token for their posts) and the watchlist calls
// (detail §7). Every answer is `Cache-Control: private, no-store`.
import type { RouterContextProvider } from "react-router";
import { changeWatchlist, clearSessionCookie, endSessionByToken, maskedMobile, readSessionToken, savedCarIds } from "../../../services/accounts/index.ts";
import { CSRF_FAILED_MESSAGE, CSRF_FIELD, issueCsrfToken, verifyCsrf } from "../../../services/security/index.ts";
import { WATCHLIST_MESSAGES } from "../../../domain/accounts/messages.ts";
import { servicesContext, siteContext } from "../../context.ts";
import { redirectWithinSite } from "../same-site-redirect.ts";
import type { AccountState } from "./account-state.ts";
import { accountServices, PRIVATE_PAGE_CACHE, renewedSessionCookie, signedInShopper } from "./session.server.ts";

function json(body: unknown, status: number, cookies: (string | null)[] = []): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": PRIVATE_PAGE_CACHE });
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

export async function accountState(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const site = context.get(siteContext);
  const shopper = await signedInShopper(request, context);
  // Only a signed-in shopper's calls (the watchlist, signing out) need a token. For anyone else this call,
  // made by every page as it hydrates, sets no cookie: it could answer after the next page the shopper opens
  // had set its own cookie for its form, and replace it, so that form's token would no longer match.
  const csrf = shopper ? issueCsrfToken(request, context.get(servicesContext).secret) : { token: "", setCookie: null };
  const state: AccountState = shopper
    ? {
        signedIn: true,
        phone: shopper.user.phone,
        shownPhone: maskedMobile(shopper.user.phone),
        savedCarIds: await savedCarIds(accountServices(context), site, shopper),
        csrf: csrf.token,
        savedDetails: Object.fromEntries(Object.entries(shopper.user.savedDetails).filter(([, v]) => typeof v === "string")) as Record<string, string>,
      }
    : { signedIn: false, phone: null, shownPhone: null, savedCarIds: [], csrf: csrf.token, savedDetails: {} };
  // A cookie that names no session is removed, so the next page does not ask again.
  const stale = !shopper && readSessionToken(request) ? clearSessionCookie(request) : null;
  return json(state, 200, [csrf.setCookie, renewedSessionCookie(request, shopper), stale]);
}

/** The body of a watchlist call: JSON or a form, with phone_number and car_id. */
async function watchlistBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = (await request.json()) as unknown;
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  } catch {
    return null;
  }
}

/** POST /api/watchlist/save-car and /remove-car: `{ success }`, or `{ success: false, message }` with a 4xx. */
export async function watchlistCall(request: Request, context: Readonly<RouterContextProvider>, change: "save" | "remove"): Promise<Response> {
  const body = await watchlistBody(request);
  if (!body) return json({ success: false, message: "Send phone_number and car_id as JSON or a form." }, 400);
  const token = typeof body[CSRF_FIELD] === "string" ? (body[CSRF_FIELD] as string) : null;
  const shopper = await signedInShopper(request, context);
  // Without a session nothing can change and the answer is "sign in" (401), token or not: an anonymous page holds none.
  if (shopper && !verifyCsrf(request, token, accountServices(context).secret).ok) return json({ success: false, message: CSRF_FAILED_MESSAGE }, 403);
  try {
    const answer = await changeWatchlist(accountServices(context), {
      site: context.get(siteContext),
      session: shopper,
      change,
      phoneNumber: body.phone_number,
      carId: body.car_id,
    });
    return json(answer.body, answer.status);
  } catch {
    return json({ success: false, message: WATCHLIST_MESSAGES.failed }, 503);
  }
}

/** POST /sign-out: the session ends, its cookie goes, and the shopper lands on the home page. */
export async function signOut(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const token = form?.get(CSRF_FIELD);
  if (!verifyCsrf(request, typeof token === "string" ? token : null, accountServices(context).secret).ok) {
    return new Response(CSRF_FAILED_MESSAGE, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_PAGE_CACHE } });
  }
  await endSessionByToken(accountServices(context), readSessionToken(request));
  throw redirectWithinSite("/", { status: 303, headers: { "Set-Cookie": clearSessionCookie(request), "Cache-Control": PRIVATE_PAGE_CACHE } });
}
