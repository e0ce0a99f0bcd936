import { describe, expect, it } from "vitest";
import { calendarDay, isPromoCardLive, livePromoCards, withPromoSlots, type PromoCard } from "./promo-cards.ts";

const card = (overrides: Partial<PromoCard> = {}): PromoCard => ({
  title: "Finance offer",
  body: "",
  href: "/finance",
  position: 4,
  displayCarTypes: [],
  strictDisplay: false,
  ...overrides,
});

describe("promo cards", () => {
  it("shows a card from its start day through its expiry day", () => {
    const dated = card({ start: "2026-03-01", expiry: "2026-03-31" });
    expect(isPromoCardLive(dated, "2026-02-28", ["new"])).toBe(false);
    expect(isPromoCardLive(dated, "2026-03-01", ["new"])).toBe(true);
    expect(isPromoCardLive(dated, "2026-03-31", ["new"])).toBe(true);
    expect(isPromoCardLive(dated, "2026-04-01", ["new"])).toBe(false);
  });

  it("shows a card with display car types when the list shows one of them", () => {
    const usedOnly = card({ displayCarTypes: ["used"] });
    expect(isPromoCardLive(usedOnly, "2026-01-01", ["new", "used"])).toBe(true);
    expect(isPromoCardLive(usedOnly, "2026-01-01", ["new"])).toBe(false);
  });

  it("with strict display, only when every car type shown is one of them", () => {
    const strict = card({ displayCarTypes: ["used"], strictDisplay: true });
    expect(isPromoCardLive(strict, "2026-01-01", ["new", "used"])).toBe(false);
    expect(isPromoCardLive(strict, "2026-01-01", ["used"])).toBe(true);
  });

  it("keeps only the live cards", () => {
    expect(livePromoCards([card({ title: "a" }), card({ title: "b", expiry: "2020-01-01" })], "2026-01-01", ["new"]).map((c) => c.title)).toEqual(["a"]);
  });

  it("slots cards in at their 0-based positions and leaves out positions past the end", () => {
    const items = withPromoSlots(["c0", "c1", "c2"], [card({ title: "at1", position: 1 }), card({ title: "far", position: 9 })]);
    expect(items.map((item) => (item.kind === "car" ? item.car : item.promo.title))).toEqual(["c0", "at1", "c1", "c2"]);
    expect(withPromoSlots([], [card({ position: 0 })])).toEqual([]);
    const several = withPromoSlots(["a", "b"], [card({ title: "p", position: [0, 3] })]);
    expect(several.map((item) => (item.kind === "car" ? item.car : item.promo.title))).toEqual(["p", "a", "b", "p"]);
  });

  it("reads the calendar day in the dealer's time zone", () => {
    expect(calendarDay(new Date("2026-03-01T15:00:00Z"))).toBe("2026-03-02");
    expect(calendarDay(new Date("2026-03-01T15:00:00Z"), "UTC")).toBe("2026-03-01");
  });
});
