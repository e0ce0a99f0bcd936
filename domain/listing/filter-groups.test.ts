import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ALL_FILTER_GROUPS, REPEATING_FILTER_GROUPS, showsFilter, showsRange } from "./filter-groups.ts";
import { LISTING_FACETS } from "./url-table.ts";

describe("filter groups that repeat each other", () => {
  const toyota = { vehicle: ["body"], place: ["location"] } as const;

  it("shows only the chosen filter of each group, and every other filter", () => {
    expect(showsFilter("body", toyota, false)).toBe(true);
    expect(showsFilter("body_style", toyota, false)).toBe(false);
    expect(showsFilter("item_type", toyota, false)).toBe(false);
    expect(showsFilter("location", toyota, false)).toBe(true);
    expect(showsFilter("dealership", toyota, false)).toBe(false);
    expect(showsFilter("state", toyota, false)).toBe(false);
    expect(showsFilter("make", toyota, false)).toBe(true);
  });

  it("keeps a filter the address already refines by, so it can be undone", () => {
    expect(showsFilter("dealership", toyota, true)).toBe(true);
  });

  it("shows everything by default, and every grouped parameter is a real filter (property)", () => {
    const params = LISTING_FACETS.map((facet) => facet.param);
    for (const param of [...REPEATING_FILTER_GROUPS.vehicle, ...REPEATING_FILTER_GROUPS.place]) expect(params).toContain(param);
    fc.assert(fc.property(fc.constantFrom(...params), fc.boolean(), (param, refined) => showsFilter(param, ALL_FILTER_GROUPS, refined)));
  });

  it("offers the subscription price slider only with a subscription offer", () => {
    expect(showsRange("subscription_price", false)).toBe(false);
    expect(showsRange("subscription_price", true)).toBe(true);
    expect(showsRange("price", false)).toBe(true);
  });
});
