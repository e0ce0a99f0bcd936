import { describe, expect, it } from "vitest";
import { emptyListingState, type ListingState } from "../../../domain/listing/search-url.ts";
import { listingFacet } from "../../../domain/listing/url-table.ts";
import { facetView, modelCounts, rangeViews } from "./facet-views.ts";

const options = { context: { certifiedOnly: false, justSoldLabel: "Just Sold" }, popularMakesCount: 7, nbHits: 1000 };
const state = (refinements: ListingState["refinements"] = {}): ListingState => ({ ...emptyListingState(), refinements });
const makes = Object.fromEntries(["Toyota", "Mazda", "Kia", "Ford", "Hyundai", "Nissan", "Subaru", "Audi", "BMW", "Volvo"].map((m, i) => [m, 100 - i]));

describe("facet views", () => {
  it("shows 7 makes by count, then folds the rest alphabetically under Show all makes", () => {
    const view = facetView(listingFacet("make")!, makes, state(), options)!;
    expect(view.shown).toBe(7);
    expect(view.moreLabel).toBe("Show all makes");
    expect(view.values.map((v) => v.value)).toEqual(["Toyota", "Mazda", "Kia", "Ford", "Hyundai", "Nissan", "Subaru", "Audi", "BMW", "Volvo"]);
    expect(facetView(listingFacet("make")!, makes, state(), { ...options, popularMakesCount: 3 })!.shown).toBe(3);
  });

  it("keeps a ticked value in view even when it would fold, and shows a ticked value with no cars", () => {
    const view = facetView(listingFacet("make")!, makes, state({ make: ["Volvo", "Tesla"] }), options)!;
    expect(view.values.slice(0, view.shown).map((v) => v.value)).toEqual(["Toyota", "Mazda", "Kia", "Ford", "Hyundai", "Nissan", "Subaru", "Volvo", "Tesla"]);
    expect(view.values.find((v) => v.value === "Tesla")).toMatchObject({ count: 0, selected: true });
    expect(view.open).toBe(true);
  });

  it("keeps the known order for car types and labels them", () => {
    const view = facetView(listingFacet("car_type")!, { used: 50, new: 10, demo: 5 }, state(), options)!;
    expect(view.values.map((v) => v.label)).toEqual(["New", "Demo", "Used"]);
  });

  it("hides a control whose one value every car has", () => {
    expect(facetView(listingFacet("item_type")!, { car: 1000 }, state(), options)).toBeNull();
    expect(facetView(listingFacet("tag")!, { "Runout Sale": 12 }, state(), options)).not.toBeNull();
    expect(facetView(listingFacet("colour")!, {}, state(), options)).toBeNull();
  });

  it("hides the certified false value on certified-only sites", () => {
    const view = facetView(listingFacet("certified")!, { true: 10, false: 20 }, state(), { ...options, context: { ...options.context, certifiedOnly: true } });
    expect(view!.values.map((v) => v.value)).toEqual(["true"]);
  });

  it("counts the chosen makes' models, at most 30", () => {
    expect(modelCounts({ "Toyota > Corolla": 3, "Mazda > CX-5": 2, "Kia > Rio": 1 }, ["Toyota", "Mazda"])).toEqual({ Corolla: 3, "CX-5": 2 });
    expect(modelCounts({ "Toyota > constructor": 2, "Mazda > constructor": 1, "Toyota > __proto__": 4 }, ["Toyota", "Mazda"])).toEqual(
      Object.fromEntries([["constructor", 3], ["__proto__", 4]]),
    );
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`Toyota > M${i}`, 100 - i]));
    const view = facetView(listingFacet("model")!, many, state({ make: ["Toyota"], model: ["M39"] }), options)!;
    expect(view.values).toHaveLength(31); // 30 plus the ticked one beyond them
    expect(view.values.some((v) => v.value === "M39" && v.selected)).toBe(true);
  });

  it("limits the models within each chosen make to 30, not the chosen makes together", () => {
    // Before, Mazda's models took none of the 30 places Toyota's busier models filled.
    const toyota = Array.from({ length: 40 }, (_, i) => [`Toyota > T${i}`, 100 - i]);
    const mazda = Array.from({ length: 35 }, (_, i) => [`Mazda > M${i}`, 50 - i]);
    const pairs = Object.fromEntries([...toyota, ...mazda, ["Mazda > T0", 1]]);
    const view = facetView(listingFacet("model")!, pairs, state({ make: ["Toyota", "Mazda"] }), options)!;
    const shown = new Set(view.values.map((v) => v.value));
    expect(shown.size).toBe(60);
    for (let i = 0; i < 30; i++) expect(shown.has(`T${i}`) && shown.has(`M${i}`)).toBe(true);
    expect(shown.has("T30") || shown.has("M30")).toBe(false);
    // A model both makes have counts once, with both counts.
    expect(view.values.find((v) => v.value === "T0")?.count).toBe(101);
  });

  it("lists at most 20 cities and 40 dealerships and locations, the busiest first, keeping a ticked one beyond them", () => {
    const values = (prefix: string, n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, 200 - i]));
    const cities = facetView(listingFacet("city")!, values("City ", 30), state({ city: ["City 29"] }), options)!;
    expect(cities.values.map((v) => v.value).sort()).toEqual([...Array.from({ length: 20 }, (_, i) => `City ${i}`), "City 29"].sort());
    expect(cities.values.find((v) => v.value === "City 29")).toMatchObject({ selected: true });
    expect(facetView(listingFacet("dealership")!, values("Dealer ", 60), state(), options)!.values).toHaveLength(40);
    expect(facetView(listingFacet("location")!, values("Location ", 60), state(), options)!.values).toHaveLength(40);
  });

  it("builds sliders from stats with the default maximum, and leaves out sliders with nothing to slide", () => {
    const views = rangeViews(state(), { price: { min: 5000, max: 50000, avg: 1, sum: 1 }, year: { min: 2020, max: 2020, avg: 1, sum: 1 } });
    expect(views.map((v) => v.attribute)).toEqual(["price"]);
    expect(views[0].bounds).toEqual({ min: 5000, max: 50000, step: 450 });
    const refined = rangeViews({ ...state(), ranges: { subscription_price: { max: 300 } } }, {});
    expect(refined[0]).toMatchObject({ attribute: "subscription_price", bounds: { min: 0, max: 100000 }, current: { max: 300 } });
  });
});
