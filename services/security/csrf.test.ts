import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CSRF_COOKIE, SECURE_CSRF_COOKIE, issueCsrfToken, isSameOrigin, readCookie, verifyCsrf } from "./csrf.ts";

const SECRET = "csrf-test-secret-1234";
const PAGE = "http://harbour-toyota.localhost:3000/cars/a-car";

function pageRequest(cookie?: string) {
  return new Request(PAGE, { headers: { Host: "harbour-toyota.localhost:3000", ...(cookie ? { Cookie: cookie } : {}) } });
}

/** A browser's POST from our own page: cookie from the page response, token from the hidden field. */
function session() {
  const issued = issueCsrfToken(pageRequest(), SECRET);
  const cookie = issued.setCookie!.split(";")[0];
  return { cookie, token: issued.token };
}

function post(headers: Record<string, string>) {
  return new Request(PAGE, { method: "POST", headers: { Host: "harbour-toyota.localhost:3000", ...headers } });
}

describe("CSRF tokens", () => {
  it("names the cookie __Host-… and marks it Secure when the site is served over https, and reads it back only there", () => {
    // Behind a TLS-terminating proxy the server makes the request's URL https (server/request-client.ts).
    const HTTPS_PAGE = PAGE.replace(/^http:/, "https:");
    const https = (headers: Record<string, string> = {}) => new Request(HTTPS_PAGE, { headers: { Host: "harbour-toyota.localhost:3000", ...headers } });
    const issued = issueCsrfToken(https(), SECRET);
    expect(issued.setCookie).toMatch(new RegExp(`^${SECURE_CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Secure$`));
    const value = issued.setCookie!.split(";")[0].split("=")[1];
    const posted = { Origin: "https://harbour-toyota.localhost:3000" };
    const post = (cookie: string) => new Request(HTTPS_PAGE, { method: "POST", headers: { Host: "harbour-toyota.localhost:3000", ...posted, Cookie: cookie } });
    expect(verifyCsrf(post(`${SECURE_CSRF_COOKIE}=${value}`), issued.token, SECRET)).toEqual({ ok: true });
    // A cookie without the prefix (one a sibling subdomain could have planted) does not count over https.
    expect(verifyCsrf(post(`${CSRF_COOKIE}=${value}`), issued.token, SECRET)).toEqual({ ok: false, failure: "missing-cookie" });
  });

  it("sets an HttpOnly, SameSite=Lax cookie the first time and reuses it afterwards", () => {
    const first = issueCsrfToken(pageRequest(), SECRET);
    expect(first.setCookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`));
    const again = issueCsrfToken(pageRequest(first.setCookie!.split(";")[0]), SECRET);
    expect(again).toEqual({ token: first.token, setCookie: null });
  });

  it("marks the cookie Secure on https", () => {
    const issued = issueCsrfToken(new Request("https://harbourtoyota.example.com.au/"), SECRET);
    expect(issued.setCookie).toContain("; Secure");
  });

  it("accepts a same-origin POST with the cookie and the matching token", () => {
    const { cookie, token } = session();
    expect(verifyCsrf(post({ Cookie: cookie, Origin: "http://harbour-toyota.localhost:3000" }), token, SECRET)).toEqual({ ok: true });
    // fetch() callers send the token as a header instead of a field
    expect(verifyCsrf(post({ Cookie: cookie, "X-CSRF-Token": token }), null, SECRET)).toEqual({ ok: true });
  });

  it("refuses a POST without the cookie, without the token, or with a token of another cookie", () => {
    const { cookie, token } = session();
    const other = session();
    expect(verifyCsrf(post({}), token, SECRET)).toEqual({ ok: false, failure: "missing-cookie" });
    expect(verifyCsrf(post({ Cookie: cookie }), null, SECRET)).toEqual({ ok: false, failure: "missing-token" });
    expect(verifyCsrf(post({ Cookie: cookie }), other.token, SECRET)).toEqual({ ok: false, failure: "bad-token" });
    expect(verifyCsrf(post({ Cookie: cookie }), token, "another-secret-xyz")).toEqual({ ok: false, failure: "bad-token" });
  });

  it("refuses a POST from another origin even with a valid cookie and token", () => {
    const { cookie, token } = session();
    expect(verifyCsrf(post({ Cookie: cookie, Origin: "https://evil.example" }), token, SECRET)).toEqual({ ok: false, failure: "cross-origin" });
    expect(verifyCsrf(post({ Cookie: cookie, Origin: "null" }), token, SECRET)).toEqual({ ok: false, failure: "cross-origin" });
    expect(verifyCsrf(post({ Cookie: cookie, Referer: "https://evil.example/page" }), token, SECRET)).toEqual({ ok: false, failure: "cross-origin" });
    expect(verifyCsrf(post({ Cookie: cookie, "Sec-Fetch-Site": "cross-site" }), token, SECRET)).toEqual({ ok: false, failure: "cross-origin" });
    // a sibling site on the same platform is another origin too
    expect(verifyCsrf(post({ Cookie: cookie, Origin: "http://harbour-used.localhost:3000" }), token, SECRET)).toEqual({
      ok: false,
      failure: "cross-origin",
    });
  });

  it("never accepts a made-up token (property)", () => {
    const { cookie, token } = session();
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (guess) => {
        fc.pre(guess !== token);
        return verifyCsrf(post({ Cookie: cookie }), guess, SECRET).ok === false;
      }),
    );
  });

  it("reads cookies among others and ignores malformed parts", () => {
    const request = new Request(PAGE, { headers: { Cookie: `a=1; broken; ${CSRF_COOKIE}=abc%20d; z=2` } });
    expect(readCookie(request, CSRF_COOKIE)).toBe("abc d");
    expect(readCookie(request, "missing")).toBeNull();
  });

  it("reads a cookie that is not valid percent-encoding as no cookie (the fuzz test's GET /finance with forecourt_csrf=%zz was a 500)", () => {
    const request = new Request(PAGE, { headers: { Cookie: `${CSRF_COOKIE}=%zz; forecourt_session=%E0%A4%A` } });
    expect(readCookie(request, CSRF_COOKIE)).toBeNull();
    expect(readCookie(request, "forecourt_session")).toBeNull();
  });

  it("treats a request with no Origin or Referer as same-origin (the token still decides)", () => {
    expect(isSameOrigin(post({}))).toBe(true);
  });
});
