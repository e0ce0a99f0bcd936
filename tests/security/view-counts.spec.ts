// Finding 13: 500 scripted GETs of /cars/{slug}/view.json added 500 views. A
// view now counts once per visitor per car per day, a known bot never
// (services/stock/view-counter.ts, decision 0032). Each test takes its own car,
// so specs running beside it do not move its count.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { searchSite } from "../e2e/detail-helpers.ts";
import { raw, type RawResponse } from "./support.ts";

const SITE = "harbour-used";
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function carNumber(request: APIRequestContext, index: number): Promise<string> {
  const hits = await searchSite(request, SITE, { filters: "status:in_stock", hitsPerPage: 40 });
  const hit = hits[20 + index];
  if (!hit) throw new Error("not enough demo cars");
  return hit.slug;
}

const views = (response: RawResponse) => (JSON.parse(response.body) as { views: number }).views;
const view = (slug: string, options: { from?: string; ua?: string; cookie?: string } = {}) =>
  raw(SITE, `/cars/${slug}/view.json`, {
    from: options.from,
    headers: { "User-Agent": options.ua ?? BROWSER_UA, Accept: "application/json", ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });

test("500 scripted GETs from one client add at most one view", async ({ request }) => {
  const slug = await carNumber(request, 0);
  const before = views(await view(slug, { ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" }));
  for (let batch = 0; batch < 10; batch++) {
    const answers = await Promise.all(Array.from({ length: 50 }, () => view(slug, { from: "127.0.13.1" })));
    for (const answer of answers) expect(answer.status).toBe(200);
  }
  const after = views(await view(slug, { ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" }));
  expect(after - before).toBeLessThanOrEqual(1);
  expect(after - before).toBeGreaterThanOrEqual(0);
});

test("a script minting fresh visitor cookies adds at most the per-address daily cap", async ({ request }) => {
  const slug = await carNumber(request, 1);
  const before = views(await view(slug, { ua: "Googlebot/2.1" }));
  for (let i = 0; i < 60; i++) {
    const cookie = `forecourt_visitor=${`minted${String(i).padStart(4, "0")}`.padEnd(22, "x")}`;
    expect((await view(slug, { from: "127.0.13.2", cookie })).status).toBe(200);
  }
  const after = views(await view(slug, { ua: "Googlebot/2.1" }));
  expect(after - before).toBeLessThanOrEqual(10);
});

test("a known bot adds no view", async ({ request }) => {
  const slug = await carNumber(request, 2);
  const before = views(await view(slug, { ua: "Googlebot/2.1" }));
  for (const ua of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", "curl/8.5.0", "python-requests/2.32"]) {
    const answer = await view(slug, { from: "127.0.13.3", ua });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  }
  expect(views(await view(slug, { ua: "Googlebot/2.1" }))).toBe(before);
});

test("two visitors add two views; each one's reloads add none", async ({ request }) => {
  const slug = await carNumber(request, 3);
  const before = views(await view(slug, { ua: "Googlebot/2.1" }));
  // The first view from a browser sets the visitor cookie; its next views send it back.
  const first = await view(slug, { from: "127.0.13.4" });
  const cookie = ([] as string[]).concat(first.headers["set-cookie"] ?? [])[0]?.split(";")[0];
  expect(cookie).toMatch(/^forecourt_visitor=[A-Za-z0-9_-]{22}$/);
  expect(views(first)).toBe(before + 1);
  expect(views(await view(slug, { from: "127.0.13.4", cookie }))).toBe(before + 1);
  // Same visitor from another network (a phone moving from Wi-Fi to mobile): the cookie says who it is.
  expect(views(await view(slug, { from: "127.0.13.5", cookie }))).toBe(before + 1);
  // A second person, in another place.
  expect(views(await view(slug, { from: "127.0.13.6" }))).toBe(before + 2);
  expect(views(await view(slug, { from: "127.0.13.6" }))).toBe(before + 2);
});
