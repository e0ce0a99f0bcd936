import { testSite } from "../../../services/stock/testing/test-site.ts";
import { describe, expect, it } from "vitest";
import { CarSearchEngine } from "../../../search/cars/index.ts";
import { makeCar } from "../../../search/cars/testing/make-car.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { featuredCars } from "./featured.server.ts";

const site: Site = testSite([1], { slug: "featured-test" });

describe("featured cars", () => {
  it("never features a car without photos, and still fills the strip", () => {
    const photo = [{ url: "/img/car/suv/16171a/1.jpg", thumbUrl: "/img/car/suv/16171a/1.jpg?w=200" }];
    const docs = Array.from({ length: 12 }, (_, i) => makeCar(i + 1, { dealership_id: 1, images: i % 3 === 0 ? [] : photo }));
    const services = { search: new CarSearchEngine(docs) } as unknown as Services;
    const featured = featuredCars(services, site, { filter: [], limit: 6 });
    expect(featured).toHaveLength(6);
    expect(featured.every((car) => car.images.length > 0)).toBe(true);
  });
});
