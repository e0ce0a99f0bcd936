// Behind a proxy (decision 0032). The security server runs with
// TRUST_PROXY=127.0.0.1 (playwright.config.ts): a request from 127.0.0.1 comes
// from "our proxy", whose X-Forwarded-For and X-Forwarded-Proto / Forwarded are
// believed; from any other loopback address it is a client, whose forwarding
// headers are ignored. The proxy here terminates TLS: the shopper is on
// https://…, the app is reached over http.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { searchSite } from "../e2e/detail-helpers.ts";
import { firstChoice, generalEnquiry, PORT, raw, type RawResponse } from "./support.ts";
import { actionAnswer } from "../e2e/forms-helpers.ts";
import { Shopper } from "./support/shopper.ts";

const PROXY = "127.0.0.1";
const STRANGER = "127.0.14.1";
const SITE = "harbour-used";
const HTTPS_ORIGIN = `https://${SITE}.localhost:${PORT}`;
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const header = (response: RawResponse, name: string) => ([] as string[]).concat(response.headers[name] ?? []).join(", ");
const cookieOf = (response: RawResponse, name: string) =>
  ([] as string[]).concat(response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith(`${name}=`));

test("the scheme comes from our proxy's X-Forwarded-Proto or Forwarded, never from a client's", async () => {
  const ways: Record<string, string>[] = [{ "X-Forwarded-Proto": "https" }, { Forwarded: "for=198.51.100.7;proto=https" }];
  for (const forwarded of ways) {
    const proxied = await raw(SITE, "/contact", { from: PROXY, headers: forwarded });
    expect(header(proxied, "strict-transport-security")).toMatch(/^max-age=/);
    expect(header(proxied, "set-cookie")).toMatch(/^__Host-forecourt_csrf=.*; Secure$/);
    const spoofed = await raw(SITE, "/contact", { from: STRANGER, headers: forwarded });
    expect(header(spoofed, "strict-transport-security")).toBe("");
    expect(header(spoofed, "set-cookie")).toMatch(/^forecourt_csrf=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
  }
});

test("the session cookie's name and Secure flag follow the scheme as the door resolves it, never a client's X-Forwarded-Proto", async () => {
  const shopper = new Shopper("127.0.14.3");
  const { done } = await shopper.signIn();
  const set = ([] as string[]).concat(done.headers["set-cookie"] ?? []).find((c) => c.startsWith("forecourt_session="));
  expect(set).toBeDefined();
  expect(set).not.toContain("Secure");
  const token = shopper.cookies.get("forecourt_session")!;
  const account = async (cookie: string) =>
    JSON.parse((await raw("harbour-toyota", "/api/account", { from: "127.0.14.3", headers: { Cookie: cookie, "X-Forwarded-Proto": "https" } })).body) as { signedIn: boolean };
  // A client's header does not make the request https: the plain cookie still signs in, the __Host- one does not.
  expect(await account(`forecourt_session=${token}`)).toMatchObject({ signedIn: true });
  expect(await account(`__Host-forecourt_session=${token}`)).toMatchObject({ signedIn: false });
});

/** The contact form opened and posted by a browser on https://…, through the TLS-terminating proxy. */
async function postThroughTlsProxy(path: string, enhanced: boolean, message: string) {
  const page = await raw(SITE, "/contact", { from: PROXY, headers: { "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.20" } });
  expect(page.status).toBe(200);
  const cookie = cookieOf(page, "__Host-forecourt_csrf");
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
  expect(cookie && csrf).toBeTruthy();
  const values = { csrf: csrf!, ...generalEnquiry(message), dealership_slug: firstChoice(page.body, "dealership_slug"), ...(enhanced ? { _enhanced: "1" } : {}) };
  return raw(SITE, path, {
    from: PROXY,
    method: "POST",
    body: new URLSearchParams(values).toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: HTTPS_ORIGIN,
      Cookie: cookie!,
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "198.51.100.20",
    },
  });
}

test("a form posted from the https site through the TLS-terminating proxy is taken (React Router's and our Origin checks)", async () => {
  const plain = await postThroughTlsProxy("/contact", false, "Behind the proxy, without JavaScript");
  expect(plain.status, plain.body.slice(0, 300)).toBe(303);
  expect(plain.headers.location).toMatch(/^\/success\?form=/);
  const enhanced = await postThroughTlsProxy("/contact.data", true, "Behind the proxy, enhanced");
  expect(enhanced.status, enhanced.body.slice(0, 300)).toBe(200);
  expect(await actionAnswer(enhanced.body)).toMatchObject({ ok: true, next: "/success?form=general" });
});

test("a form posted from another origin through the proxy is still refused", async () => {
  const page = await raw(SITE, "/contact", { from: PROXY, headers: { "X-Forwarded-Proto": "https" } });
  const cookie = cookieOf(page, "__Host-forecourt_csrf")!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
  const answer = await raw(SITE, "/contact", {
    from: PROXY,
    method: "POST",
    body: new URLSearchParams({ csrf, ...generalEnquiry("cross-site") }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", Cookie: cookie, "X-Forwarded-Proto": "https" },
  });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
});

async function carNumber(request: APIRequestContext, index: number): Promise<string> {
  const hits = await searchSite(request, SITE, { filters: "status:in_stock", hitsPerPage: 40 });
  return hits[30 + index]!.slug;
}
const views = (response: RawResponse) => (JSON.parse(response.body) as { views: number }).views;

test("the client behind our proxy is X-Forwarded-For's; a client's own X-Forwarded-For is ignored", async ({ request }) => {
  const slug = await carNumber(request, 0);
  const view = (from: string, forwardedFor?: string) =>
    raw(SITE, `/cars/${slug}/view.json`, { from, headers: { "User-Agent": BROWSER_UA, ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}) } });
  const before = views(await raw(SITE, `/cars/${slug}/view.json`, { headers: { "User-Agent": "Googlebot/2.1" } }));
  // Two shoppers behind our proxy: two visitors, though both reach us from 127.0.0.1.
  await view(PROXY, "198.51.100.31");
  await view(PROXY, "203.0.113.5, 198.51.100.32");
  // A stranger sending made-up addresses stays one visitor.
  await view(STRANGER, "198.51.100.33");
  await view(STRANGER, "198.51.100.34");
  const after = views(await raw(SITE, `/cars/${slug}/view.json`, { headers: { "User-Agent": "Googlebot/2.1" } }));
  expect(after - before).toBe(3);
});

test("the search API's rate limit is per client behind the proxy, and not escaped with a made-up X-Forwarded-For", async ({ request }) => {
  test.setTimeout(60_000);
  const config = await (await request.get(`http://127.0.0.1:${PORT}/api/search-config`, { headers: { Host: `${SITE}.localhost:${PORT}` } })).json();
  const multi = (from: string, forwardedFor: string) =>
    raw(SITE, "/1/indexes/*/queries", {
      from,
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Algolia-Application-Id": config.appId, "X-Algolia-API-Key": config.apiKey, "X-Forwarded-For": forwardedFor },
      body: JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: "Car_production", params: "hitsPerPage=1&attributesToRetrieve=%5B%22slug%22%5D" })) }),
    });
  // SEARCH_RATE_LIMIT is 1,200 queries a minute: the 25th request of 50 queries is over it.
  const spoofing: number[] = [];
  for (let i = 0; i < 25; i++) spoofing.push((await multi(STRANGER, `198.51.100.${100 + i}`)).status);
  expect(spoofing.slice(0, 24).every((s) => s === 200)).toBe(true);
  expect(spoofing[24]).toBe(429);
  const proxied: number[] = [];
  for (let i = 0; i < 25; i++) proxied.push((await multi(PROXY, "198.51.100.200")).status);
  expect(proxied[24]).toBe(429);
  // Another shopper behind the same proxy has their own allowance.
  expect((await multi(PROXY, "198.51.100.201")).status).toBe(200);
});
