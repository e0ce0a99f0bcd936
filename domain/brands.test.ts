import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { brandSlug, resolveBrandPage, tilesFromStock, type BrandTileRef } from "./brands.ts";

const tiles: BrandTileRef[] = [
  { title: "Toyota", slug: "toyota", category: "car", skipPage: false },
  { title: "Honda Motorcycles", slug: "honda", category: "motorcycle", skipPage: false },
  { title: "Isuzu Trucks", slug: "isuzu", category: "truck", skipPage: false },
  { title: "Neotek", slug: "neotek", category: "own", skipPage: true },
];
const makes = ["Toyota", "Honda", "Isuzu", "Harley-Davidson", "Mazda"];

describe("brand slugs", () => {
  it("writes make names as lowercase words joined by hyphens", () => {
    expect(brandSlug("Toyota")).toBe("toyota");
    expect(brandSlug("Harley-Davidson")).toBe("harley-davidson");
    expect(brandSlug("Mercedes-Benz")).toBe("mercedes-benz");
    expect(brandSlug("Alfa Romeo")).toBe("alfa-romeo");
    expect(brandSlug("Citroën")).toBe("citroen");
    expect(brandSlug("A & B ")).toBe("a-and-b");
  });

  it("always gives a slug that is safe in a path", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(brandSlug(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe("which brand a slug names", () => {
  it("uses the tile's title and the make from the stock, limited to the tile's kind of vehicle", () => {
    expect(resolveBrandPage("honda", tiles, makes)).toEqual({ slug: "honda", title: "Honda Motorcycles", make: "Honda", itemType: "motorcycle" });
    expect(resolveBrandPage("isuzu", tiles, makes)).toEqual({ slug: "isuzu", title: "Isuzu Trucks", make: "Isuzu", itemType: "truck" });
  });

  it("has no page for a tile that skips its page", () => {
    expect(resolveBrandPage("neotek", tiles, ["Neotek"])).toBeNull();
  });

  it("gives any make in the site's stock a page, for every kind of vehicle", () => {
    expect(resolveBrandPage("harley-davidson", tiles, makes)).toEqual({
      slug: "harley-davidson",
      title: "Harley-Davidson",
      make: "Harley-Davidson",
      itemType: null,
    });
  });

  it("keeps a tile's page when its make has no stock, so the tile's link never breaks", () => {
    expect(resolveBrandPage("toyota", tiles, [])).toEqual({ slug: "toyota", title: "Toyota", make: "Toyota", itemType: "car" });
  });

  it("is a 404 for a slug that is neither a tile nor a make in stock", () => {
    expect(resolveBrandPage("lada", tiles, makes)).toBeNull();
    expect(resolveBrandPage("", tiles, makes)).toBeNull();
  });
});

describe("tiles from stock", () => {
  it("lists each make once per kind of vehicle, alphabetically, cars first", () => {
    expect(tilesFromStock({ motorcycle: ["Yamaha", "Honda"], car: ["Toyota", "Honda", "Toyota"] })).toEqual([
      { title: "Honda", slug: "honda", category: "car" },
      { title: "Toyota", slug: "toyota", category: "car" },
      { title: "Honda", slug: "honda", category: "motorcycle" },
      { title: "Yamaha", slug: "yamaha", category: "motorcycle" },
    ]);
  });
});
