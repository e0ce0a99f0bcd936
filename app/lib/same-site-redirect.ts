// Every redirect the app answers goes through here (eslint forbids React
// Router's `redirect` elsewhere), so a Location header only ever names a path
// on the same site (docs/security.md, "Request handling").
import { redirect, replace } from "react-router";

const BASE = "http://same-site.invalid";

/**
 * `target` as a path on this site, or "/" when it would leave it. Parsing it as
 * a browser would (backslashes as slashes, tabs and line breaks dropped)
 * catches "/\evil.com" and "/\t/evil.com"; a leading run of slashes (from
 * "/%2F%2Fevil.com" once decoded, or "/.//evil.com") is folded to one, so the
 * result is never protocol-relative. The output is ASCII, percent-encoded.
 */
export function sameSitePath(target: string): string {
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE || !target.startsWith("/")) return "/";
  const path = `/${url.pathname.replace(/^[/\\]+/, "")}${url.search}${url.hash}`;
  // Encoded slashes and backslashes would be decoded by some proxies and clients: keep them out of the first segment.
  return /^\/(?:%2f|%5c)/i.test(path) ? "/" : path;
}

/** React Router's `redirect`, to a same-site path only. */
export function redirectWithinSite(target: string, init?: number | ResponseInit): Response {
  return redirect(sameSitePath(target), init);
}

/** React Router's `replace` (a redirect that takes the place of the current history entry), to a same-site path only. */
export function replaceWithinSite(target: string, init?: number | ResponseInit): Response {
  return replace(sameSitePath(target), init);
}
