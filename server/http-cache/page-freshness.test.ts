import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { CarSearchEngine } from "../../search/cars/index.ts";
import { makeCar } from "../../search/cars/testing/make-car.ts";
import { operatorBypass, siteDataVersion } from "./page-freshness.ts";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("page freshness", () => {
  it("keys a site's pages on its own dealerships: another dealership's stock change leaves them fresh", () => {
    const engine = new CarSearchEngine([makeCar(1, { dealership_id: 1 }), makeCar(2, { dealership_id: 2 })]);
    const sites = {
      resolve: (host: string) => ({ "toyota.localhost": { dealershipIds: [1] }, "group.localhost": { dealershipIds: [1, 2] } })[host] ?? null,
    };
    const version = siteDataVersion(sites, engine);
    const [toyota, group, unknown] = [version("toyota.localhost"), version("group.localhost"), version("nobody.localhost")];
    engine.upsert(makeCar(2, { dealership_id: 2, price: 9 }));
    expect(version("toyota.localhost")).toBe(toyota);
    expect(version("group.localhost")).toBeGreaterThan(group);
    expect(version("nobody.localhost")).toBeGreaterThan(unknown); // a host no site serves follows the whole index
  });

  it("lets only the operator's token bypass the cache, and nobody when no token is set", () => {
    const bypass = operatorBypass("a-long-operator-token");
    expect(bypass(request({ "x-cache-bypass": "a-long-operator-token" }))).toBe(true);
    expect(bypass(request({ "x-cache-bypass": "a-long-operator-tokeN" }))).toBe(false);
    expect(bypass(request({ "cache-control": "no-cache", pragma: "no-cache" }))).toBe(false);
    expect(operatorBypass(undefined)(request({ "x-cache-bypass": "" }))).toBe(false);
  });
});
