import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { makeCar } from "../../search/cars/testing/make-car.ts";
import { siteSchema } from "../../sites/schema.ts";
import type { Site } from "../../sites/registry.ts";
import type { Services } from "../../services/services.ts";
import { servicesContext, siteContext } from "../context.ts";
import { loader as sitemapLoader } from "../routes/sitemap[.]xml.ts";
import { loader as robotsLoader } from "../routes/robots[.]txt.ts";
import { sitePagePaths, siteVehicleEntries } from "./sitemap.server.ts";

function site(overrides: Record<string, unknown> = {}, dealershipIds = [1]): Site {
  const file = siteSchema.parse({
    slug: "test-motors",
    name: "Test Motors",
    template: "franchise",
    hosts: ["www.testmotors.example"],
    siteUrl: "https://www.testmotors.example",
    group: "test-group",
    dealerships: ["test-motors"],
    stockVisibilityLevel: 0,
    logo: { src: "/logo.svg", alt: "Test Motors" },
    theme: { colorPrimary: "#000000", colorAccent: "#111111", colorHeader: "#222222", colorFooter: "#333333" },
    ...overrides,
  });
  return { ...file, dealerGroupId: 1, dealershipIds, searchPrefix: file.usedOnly ? "/used-car" : "/search" };
}

const servicesWith = (docs: ReturnType<typeof makeCar>[]) => ({ search: new CarSearchEngine(docs) }) as unknown as Services;

function cars(count: number, from = 1, overrides: Parameters<typeof makeCar>[1] = {}) {
  return Array.from({ length: count }, (_, i) => makeCar(from + i, { make: i % 3 === 0 ? "Mazda" : "Toyota", ...overrides }));
}

async function get(loader: typeof sitemapLoader | typeof robotsLoader, services: Services, s: Site, url: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(siteContext, s);
  return (await loader({ request: new Request(url), context, params: {} } as never)) as Response;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("the sitemap's addresses", () => {
  it("lists the home page, the listings, the content pages, the brand pages and each make's listing", () => {
    const services = servicesWith(cars(3));
    expect(sitePagePaths(services, site())).toEqual([
      "/",
      "/search/new-used-and-demo-cars",
      "/search/new-cars",
      "/search/demo-cars",
      "/search/used-cars",
      "/brands",
      "/special-offers",
      "/about-us",
      "/dealer-locator",
      "/privacy-policy",
      "/terms-and-conditions",
      "/mazda/overview",
      "/toyota/overview",
      "/search/mazda",
      "/search/toyota",
    ]);
  });

  it("lists the site's Markdown pages, its blog and posts, and its model range where it has them", () => {
    const services = servicesWith(cars(3));
    const withContent = {
      ...site({ features: { modelRange: ["toyota"] } }),
      pages: [{ path: "/fleet" }, { path: "/pages/home-drive" }] as unknown as Site["pages"],
      posts: [
        { path: "/blog/a", category: "news" },
        { path: "/blog/b", category: "vehicle-reviews" },
      ] as unknown as Site["posts"],
    };
    const paths = sitePagePaths(services, withContent);
    expect(paths).toEqual(expect.arrayContaining(["/fleet", "/pages/home-drive", "/blog", "/blog/vehicle-reviews", "/blog/a", "/blog/b", "/models"]));
    expect(sitePagePaths(services, site())).not.toContain("/blog");
  });

  it("uses the used-car prefix and leaves out tiles that skip their page", () => {
    const services = servicesWith(cars(3));
    const paths = sitePagePaths(
      services,
      site({
        usedOnly: true,
        brandTiles: [
          { title: "Toyota", slug: "toyota", category: "car" },
          { title: "Neotek", slug: "neotek", category: "own", skipPage: true, href: "/neotek" },
        ],
      }),
    );
    expect(paths).toContain("/used-car/used-cars");
    expect(paths).toContain("/toyota/overview");
    expect(paths.some((p) => p.startsWith("/search/") || p.includes("neotek"))).toBe(false);
  });

  it("walks every vehicle the site shows, past the engine's 1000-hit page limit, and nothing else", () => {
    const services = servicesWith([
      ...cars(2500),
      makeCar(9001, { show_on_dealer_website: false }),
      makeCar(9002, { dealership_id: 2 }),
      makeCar(9003, { status: "sold", sold_at_timestamp: 1 }),
    ]);
    const entries = [...siteVehicleEntries(services, site(), "https://a.example")];
    expect(entries).toHaveLength(2500);
    expect(new Set(entries.map((e) => e.loc)).size).toBe(2500);
    expect(entries[0]).toEqual({ loc: expect.stringMatching(/^https:\/\/a\.example\/cars\/\d{4}-/), lastmod: new Date(1_767_225_600_000) });
    expect(entries.some((e) => /-(9001|9002|9003)$/.test(e.loc))).toBe(false);
  });
});

describe("sitemap.xml", () => {
  it("is one sitemap with absolute addresses on the site's configured origin, cacheable", async () => {
    const response = await get(sitemapLoader, servicesWith(cars(5)), site(), "http://test-motors.localhost:3000/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("s-maxage=");
    const addresses = locs(await response.text());
    expect(addresses).toHaveLength(15 + 5);
    expect(addresses.every((a) => a.startsWith("https://www.testmotors.example/"))).toBe(true);
  });

  it("uses the configured address on the site's public host", async () => {
    const response = await get(sitemapLoader, servicesWith(cars(1)), site(), "http://www.testmotors.example/sitemap.xml");
    expect(locs(await response.text())[0]).toBe("https://www.testmotors.example/");
  });

  it("becomes an index of parts of at most 50,000 addresses when the site has more", async () => {
    const services = servicesWith(cars(50_000));
    const origin = "http://test-motors.localhost";
    const index = await (await get(sitemapLoader, services, site(), `${origin}/sitemap.xml`)).text();
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual(["https://www.testmotors.example/sitemap.xml?part=1", "https://www.testmotors.example/sitemap.xml?part=2"]);
    const part1 = locs(await (await get(sitemapLoader, services, site(), `${origin}/sitemap.xml?part=1`)).text());
    const part2 = locs(await (await get(sitemapLoader, services, site(), `${origin}/sitemap.xml?part=2`)).text());
    expect(part1).toHaveLength(50_000);
    expect(part2).toHaveLength(15);
    expect(new Set([...part1, ...part2]).size).toBe(50_015);
    expect((await get(sitemapLoader, services, site(), `${origin}/sitemap.xml?part=3`)).status).toBe(404);
    expect((await get(sitemapLoader, services, site(), `${origin}/sitemap.xml?part=x`)).status).toBe(404);
  }, 60_000);
});

describe("robots.txt", () => {
  it("names the sitemap on the site's configured origin, not the one it was fetched from", async () => {
    const response = await get(robotsLoader, servicesWith([]), site(), "http://evil.example/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("Sitemap: https://www.testmotors.example/sitemap.xml");
  });
});
