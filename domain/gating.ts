// Sign-in gating (detail §2, §4, §6): which routes need a signed-in user, the
// reason sent to the sign-in page, and a sign-in address that only ever
// sends the shopper back to a page of this site (no open redirect).

/** detail §2: "Reasons: watchlist, trade-in, checkout, finance, spin-to-win, car-finance, online-payment, my-garage." */
export const SIGN_IN_REASONS = [
  "watchlist",
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "car-finance",
  "online-payment",
  "my-garage",
] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export const isSignInReason = (value: unknown): value is SignInReason =>
  (SIGN_IN_REASONS as readonly unknown[]).includes(value);

/** detail §2: the dealer-branded garage pages, gated like /my-garage. */
export const GARAGE_PATHS = ["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"] as const;

export interface GateOptions {
  /** detail §6: "checkout is gated for certain dealer configurations" (sites: features.checkout.gated). */
  checkoutGated?: boolean;
  /** detail §6: "finance for dealers with the personalised flow" (sites: features.personalisedFinance). */
  personalisedFinance?: boolean;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The sign-in reason a route is gated by, or null when anyone may open it.
 * Always gated: /spin-to-win, /online-payment, /my-garage and the garage
 * pages. Checkout (reserve, buy online, online purchase) when the site gates
 * it; the personalised finance flow when the site has it ("car-finance" when
 * it is about a car). Trade-in and sell-my-car pages are never gated.
 */
export function gateFor(pathAndQuery: string, options: GateOptions = {}): SignInReason | null {
  const url = new URL(pathAndQuery, "https://forecourt.invalid");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (under(path, "/spin-to-win")) return "spin-to-win";
  if (under(path, "/online-payment")) return "online-payment";
  if (GARAGE_PATHS.some((garage) => under(path, garage))) return "my-garage";
  if (options.checkoutGated && (/^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path) || path === "/checkout-journey")) {
    return "checkout";
  }
  if (options.personalisedFinance && under(path, "/personalised/finance")) {
    return url.searchParams.get("car_id") ? "car-finance" : "finance";
  }
  return null;
}

/** detail §4: "a signed-in state means the user has an id". */
export const isSignedIn = (user: { id?: unknown } | null | undefined): boolean =>
  user?.id !== undefined && user.id !== null && user.id !== "";

const hasControlCharacter = (value: string) => {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
};

/**
 * A path of this site that is safe to send a browser to: starts with one "/",
 * has no backslash, whitespace or control character (browsers read "/\evil"
 * and "/\t/evil" as "//evil"), and stays on our origin with a single leading
 * slash when resolved.
 */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return false;
  if (/[\\\s]/.test(value) || hasControlCharacter(value)) return false;
  try {
    const base = "https://forecourt.invalid";
    const resolved = new URL(value, base);
    // "/..//evil.com" resolves to the path "//evil.com": harmless here, an open redirect if re-used as a path.
    return resolved.origin === base && !resolved.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/** The path itself when safe, else the fallback (the home page). */
export const safeRedirectPath = (value: unknown, fallback = "/"): string => (isSafeRedirectPath(value) ? value : fallback);

/**
 * detail §2: "/sign-in?type={reason}&redirect={path}&back={path}". Paths that
 * are not our own relative paths are replaced by "/", so a crafted link can
 * never bounce a shopper to another site after sign-in.
 */
export function signInUrl(reason: SignInReason, redirectPath: string, backPath: string = redirectPath): string {
  const params = new URLSearchParams({
    type: reason,
    redirect: safeRedirectPath(redirectPath),
    back: safeRedirectPath(backPath),
  });
  return `/sign-in?${params}`;
}

/** The sign-in page's own reading of its query: unknown reasons and unsafe paths dropped. */
export function parseSignInParams(search: URLSearchParams): { type: SignInReason | null; redirect: string; back: string } {
  const type = search.get("type");
  return {
    type: isSignInReason(type) ? type : null,
    redirect: safeRedirectPath(search.get("redirect")),
    back: safeRedirectPath(search.get("back")),
  };
}

/**
 * detail §6: "Saving to the watchlist needs a signed-in user with a phone
 * number; otherwise redirect to /sign-in with type=watchlist."
 */
export function watchlistAccess(
  user: { id?: unknown; phone?: string | null } | null | undefined,
  currentPath: string,
): { allowed: true; phone: string } | { allowed: false; signInUrl: string } {
  const phone = user?.phone?.trim();
  if (isSignedIn(user) && phone) return { allowed: true, phone };
  return { allowed: false, signInUrl: signInUrl("watchlist", currentPath) };
}
