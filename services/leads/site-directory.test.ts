import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import type { Site } from "../../sites/registry.ts";
import { SiteDirectoryCache, type SiteDirectory } from "./site-directory.ts";

const site = { slug: "harbour-toyota", dealershipIds: [1] } as unknown as Site;
const directory = (name: string): SiteDirectory => ({
  dealerships: [{ id: 1, slug: "harbour-toyota", name }],
  locations: [{ id: 7, dealershipId: 1, name: "Sales", locationType: "sales", phone: null, email: null, state: "NSW", lat: -33.86, lng: 151.2, openingHours: [], specialHours: [] }],
});

function cacheWith(loads: (() => Promise<SiteDirectory>)[]) {
  let clock = 0;
  let calls = 0;
  const cache = new SiteDirectoryCache({} as Database, 60_000, () => clock, () => loads[Math.min(calls++, loads.length - 1)]());
  return { cache, advance: (ms: number) => (clock += ms), calls: () => calls };
}

const unreachable = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));

describe("the site directory while the database is away", () => {
  it("keeps serving the last directory it loaded when a reload fails, and tries again on the next request", async () => {
    const { cache, advance, calls } = cacheWith([() => Promise.resolve(directory("Harbour Toyota")), unreachable, () => Promise.resolve(directory("Harbour Toyota Renamed"))]);
    expect((await cache.get(site)).dealerships[0].name).toBe("Harbour Toyota");
    advance(61_000);
    expect((await cache.get(site)).dealerships[0].name).toBe("Harbour Toyota");
    // The failure was not kept: the next request loads again, and gets the new one.
    expect((await cache.get(site)).dealerships[0].name).toBe("Harbour Toyota Renamed");
    expect(calls()).toBe(3);
  });

  it("fails when it never loaded one (the page then answers the outage page)", async () => {
    const { cache } = cacheWith([unreachable]);
    await expect(cache.get(site)).rejects.toThrow("ECONNREFUSED");
  });

  it("preload fills it for every site and swallows failures", async () => {
    const { cache, calls } = cacheWith([unreachable, () => Promise.resolve(directory("Harbour Toyota"))]);
    await cache.preload([site]);
    await cache.preload([site]);
    expect(calls()).toBe(2);
    expect((await cache.get(site)).locations[0].state).toBe("NSW");
  });
});
