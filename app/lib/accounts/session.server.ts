// The signed-in shopper of a request, for loaders and actions: read from the
// session cookie through the account service, within the site's dealer group.
// Pages that read it are never shared-cached (PRIVATE_PAGE_CACHE): the page
// cache keeps only pages marked public, and those never look at the session.
import type { RouterContextProvider } from "react-router";
import { gateFor, signInUrl, type SignInReason } from "../../../domain/gating.ts";
import { currentSession, readSessionToken, sessionSetCookie, type AccountServices, type CurrentSession } from "../../../services/accounts/index.ts";
import { clientKey } from "../../../services/security/index.ts";
import type { Site } from "../../../sites/registry.ts";
import { clientAddressContext, servicesContext, siteContext } from "../../context.ts";
import { redirectWithinSite } from "../same-site-redirect.ts";

/** Pages and answers about one shopper: never stored by any cache. */
export const PRIVATE_PAGE_CACHE = "private, no-store";

export const accountServices = (context: Readonly<RouterContextProvider>): AccountServices => context.get(servicesContext).accounts;

/** The signed-in shopper, or null. */
export function signedInShopper(request: Request, context: Readonly<RouterContextProvider>): Promise<CurrentSession | null> {
  return currentSession(accountServices(context), context.get(siteContext), readSessionToken(request));
}

/** Set-Cookie that renews the session cookie's lifetime when the session was just touched (once a minute at most). */
export function renewedSessionCookie(request: Request, shopper: CurrentSession | null): string | null {
  const token = readSessionToken(request);
  return shopper?.touched && token ? sessionSetCookie(request, token) : null;
}

/** The path and query of the request: where the shopper comes back to after signing in. */
export const requestPath = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The options gateFor needs from a site. */
export const gateOptions = (site: Pick<Site, "features">) => ({
  checkoutGated: site.features.checkout.gated,
  personalisedFinance: site.features.personalisedFinance,
});

/**
 * detail §6: the signed-in shopper, or a redirect to sign-in for `reason`
 * that brings them back here (and Back to `back`).
 */
export async function requireShopper(
  request: Request,
  context: Readonly<RouterContextProvider>,
  reason: SignInReason,
  back = "/",
): Promise<CurrentSession> {
  const shopper = await signedInShopper(request, context);
  if (shopper) return shopper;
  throw redirectWithinSite(signInUrl(reason, requestPath(request), back), { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

/** For routes gated only on some sites: the shopper when the route is gated here (redirecting anonymous visitors), else null. */
export async function passGate(request: Request, context: Readonly<RouterContextProvider>, back = "/"): Promise<CurrentSession | null> {
  const reason = gateFor(requestPath(request), gateOptions(context.get(siteContext)));
  return reason ? requireShopper(request, context, reason, back) : null;
}

/** The client's key for per-client limits (the lead forms' rule). */
export function accountClient(request: Request, context: Readonly<RouterContextProvider>): string {
  return clientKey(context.get(clientAddressContext));
}
