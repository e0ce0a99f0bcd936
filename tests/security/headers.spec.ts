// Finding 8: no security headers on HTML, so the checkout page with its card
// fields could be framed (clickjacking) and nothing limited what scripts a page
// runs. Every route a demo site offers is walked here, with a 404 and error
// pages; a browser then opens the pages and reports any CSP violation
// (docs/decisions/0029-security-headers.md).
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { firstCar, siteOrigin } from "../e2e/detail-helpers.ts";
import { raw, type RawResponse } from "./support.ts";

const SITE = "harbour-motor-group";

const header = (response: RawResponse, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** What is wrong with one response's headers; empty when nothing is. */
function problems(response: RawResponse, https: boolean): string[] {
  const found: string[] = [];
  if (header(response, "x-content-type-options") !== "nosniff") found.push("no X-Content-Type-Options: nosniff");
  if (header(response, "referrer-policy") !== "strict-origin-when-cross-origin") found.push("no Referrer-Policy");
  if (https !== header(response, "strict-transport-security").startsWith("max-age=")) found.push(`HSTS ${https ? "missing" : "over http"}`);
  for (const cookie of ([] as string[]).concat(response.headers["set-cookie"] ?? [])) {
    if (!/;\s*HttpOnly/i.test(cookie) || !/;\s*SameSite=(Lax|Strict)/i.test(cookie)) found.push(`cookie without HttpOnly/SameSite: ${cookie}`);
    if (https && (!cookie.startsWith("__Host-") || !/;\s*Secure/i.test(cookie))) found.push(`https cookie without __Host-/Secure: ${cookie}`);
  }
  if (!/^text\/html/.test(header(response, "content-type"))) return found;
  const policy = header(response, "content-security-policy");
  if (header(response, "content-type") !== "text/html; charset=utf-8") found.push(`Content-Type ${header(response, "content-type")}`);
  if (!policy.includes("frame-ancestors 'none'")) found.push("CSP without frame-ancestors 'none'");
  if (!/script-src 'self'( '(nonce|sha256)-[A-Za-z0-9+/=]+')+(;|$)/.test(policy)) found.push(`script-src not by nonce or hash: ${policy}`);
  if (!policy.includes("object-src 'none'") || !policy.includes("base-uri 'none'")) found.push("CSP without object-src/base-uri 'none'");
  if (header(response, "x-frame-options") !== "DENY") found.push("no X-Frame-Options: DENY");
  if (!header(response, "permissions-policy").includes("camera=()")) found.push("no Permissions-Policy");
  return found;
}

/** Every route in app/routes.ts, with real demo values, and the pages the sitemap lists. */
async function everyRoute(request: Parameters<typeof firstCar>[0]): Promise<{ path: string; method?: string; site?: string }[]> {
  const car = await firstCar(request, SITE, "status:in_stock AND reserved:false AND price > 1000");
  const sitemap = (await raw(SITE, "/sitemap.xml")).body;
  const listed = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]).filter((p) => !p.startsWith("/cars/"));
  const paths = [
    "/", "/healthz", "/api/search-config", "/brands", "/toyota/overview", "/sitemap.xml", "/robots.txt", "/about-us",
    "/dealer-locator", "/privacy-policy", "/terms-and-conditions", "/cars", `/cars/${car.slug}`, `/cars/${car.slug}/view.json`,
    `/cars/${car.slug}/autogauge`, `/cars/${car.slug}/pdf`, `/print?ids=${car.id}`, "/api/youx/quote", "/api/phone-reveal", "/api/delivery",
    "/search/used-cars", "/special-offers", `/cars/${car.slug}/enquire`, `/cars/${car.slug}/request-photos`, "/book-test-drive",
    "/contact", "/contact-us", "/careers", "/finance", "/finance-enquiry", "/apply-for-finance", "/personalised/finance",
    "/cars/trade-in", "/trade-in", "/sell-my-car", "/sell-your-car", "/success", "/sign-in",
    "/sign-out", "/api/account", "/api/watchlist/save-car", "/api/watchlist/remove-car", "/my-garage", "/mymotorama", "/mybigboxcars",
    "/myblinkr", "/myservco", "/spin-to-win", "/online-payment",
    "/api/analytics", `/cars/${car.slug}/checkout`, `/cars/${car.slug}/buy-online`, "/checkout-journey",
    "/favicon.svg", "/no-such-page", "/cars/no-such-car",
  ];
  return [
    ...[...new Set([...paths, ...listed])].map((path) => ({ path })),
    { path: "/used-car", site: "harbour-used" },
    { path: "/about-us", method: "POST" }, // the error page (405)
    { path: "/cars/%E0%A4%A" }, // a server error
  ];
}

test("every route answers with the security headers, over http and over https", async ({ request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  let pages = 0;
  for (const route of await everyRoute(request)) {
    for (const https of [false, true]) {
      const response = await raw(route.site ?? SITE, route.path, { method: route.method, headers: https ? { "X-Forwarded-Proto": "https" } : {} });
      if (/^text\/html/.test(header(response, "content-type"))) pages++;
      for (const problem of problems(response, https)) failures.push(`${route.method ?? "GET"} ${route.path}${https ? " (https)" : ""} ${response.status}: ${problem}`);
    }
  }
  expect(failures).toEqual([]);
  expect(pages).toBeGreaterThan(60);
});

test("over https the form cookie is __Host- prefixed and Secure", async () => {
  const page = await raw(SITE, "/contact", { headers: { "X-Forwarded-Proto": "https" } });
  expect(header(page, "set-cookie")).toMatch(/^__Host-forecourt_csrf=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  const plain = await raw(SITE, "/contact");
  expect(header(plain, "set-cookie")).toMatch(/^forecourt_csrf=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax$/);
});

test("a page from the shared cache replays no nonce: its inline code is allowed by hash", async () => {
  const path = `/special-offers?cache-test=${Date.now()}`;
  const rendered = await raw(SITE, path);
  const nonce = /'nonce-([^']+)'/.exec(header(rendered, "content-security-policy"))?.[1];
  expect(nonce).toBeTruthy();
  const kept = await raw(SITE, path);
  expect(header(kept, "x-cache")).toBe("HIT");
  const policy = header(kept, "content-security-policy");
  expect(policy).not.toContain("'nonce-");
  expect(kept.body).not.toContain(nonce!);
  expect(kept.body).not.toMatch(/\snonce="/);
  // Each inline script and style the page runs is allowed by its own hash, and nothing else is.
  const inline = [...kept.body.matchAll(/<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)].filter(
    ([, tag, attributes = ""]) => tag === "style" || (!/\ssrc=/.test(attributes) && !/application\/(ld\+)?json/.test(attributes)),
  );
  expect(inline.length).toBeGreaterThan(2);
  for (const [, , , text] of inline) expect(policy).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  // Two renders never share a nonce.
  const again = await raw(SITE, path, { headers: { "Cache-Control": "no-cache" } });
  expect(/'nonce-([^']+)'/.exec(header(again, "content-security-policy"))?.[1]).not.toBe(nonce);
});

/** Collects CSP violations the page reports, from the page's own events and the console. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

test("the pages run under their policy without a single violation, from the cache too", async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  const car = await firstCar(request, SITE, "status:in_stock AND reserved:false AND price > 1000");
  const origin = siteOrigin(SITE);
  for (const path of [
    "/", "/", "/search/used-cars", "/search/used-cars", `/cars/${car.slug}`, "/brands", "/toyota/overview", "/dealer-locator",
    "/contact", "/trade-in", "/finance", `/cars/${car.slug}/enquire`, `/cars/${car.slug}/checkout`, "/special-offers", "/no-such-page",
  ]) {
    await page.goto(`${origin}${path}`);
    await page.locator("html[data-hydrated]").waitFor({ timeout: 15_000 });
  }
  expect(violations).toEqual([]);
});

test("a YouTube video is allowed in its frame on the detail page", async ({ page }) => {
  const violations = watchViolations(page);
  // A demo car with a YouTube embed (the demo generator gives some cars one), through the site's own search key.
  const config = JSON.parse((await raw("harbour-toyota", "/api/search-config")).body) as { appId: string; apiKey: string };
  const found = await raw("harbour-toyota", "/1/indexes/Car_production/query", {
    method: "POST",
    headers: { "X-Algolia-Application-Id": config.appId, "X-Algolia-API-Key": config.apiKey, "Content-Type": "application/json" },
    body: JSON.stringify({ hitsPerPage: 1000, attributesToRetrieve: ["slug", "video_url"] }),
  });
  const hits = JSON.parse(found.body).hits as { slug: string; video_url?: string | null }[];
  const hit = hits.find((h) => h.video_url?.startsWith("https://www.youtube.com/embed/"));
  expect(hit, "a demo car with a YouTube video").toBeTruthy();
  await page.goto(`${siteOrigin("harbour-toyota")}/cars/${hit!.slug}`);
  await page.locator("html[data-hydrated]").waitFor();
  const frame = page.locator('iframe[src^="https://www.youtube.com/embed/"]');
  if ((await frame.count()) === 0) await page.getByRole("button", { name: /video/i }).first().click().catch(() => {});
  expect(violations).toEqual([]);
});

test("another site cannot frame the checkout page (clickjacking)", async ({ page, request }) => {
  const car = await firstCar(request, SITE, "status:in_stock AND reserved:false AND price > 1000");
  const checkout = `${siteOrigin(SITE)}/cars/${car.slug}/checkout`;
  // The attacker's page, on another origin of this machine (a public page may not frame local ones at all).
  const attacker = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<iframe id="victim" src="${checkout}" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((listening) => attacker.listen(0, "127.0.0.1", listening));
  try {
    const { port } = attacker.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const frame = await (await page.$("#victim"))!.contentFrame();
    await frame!.waitForLoadState();
    // Blocked by frame-ancestors: the frame holds no page of ours (every page has the skip link).
    expect(await frame!.locator("a.skip-link").count()).toBe(0);
  } finally {
    attacker.close();
  }
});
