import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { collapseSoldCards } from "./sold-cards.ts";

type Card = { id: number; status: "in_stock" | "coming_soon" | "sold" };
const cards = (statuses: string): Card[] =>
  [...statuses].map((s, id) => ({ id, status: s === "s" ? "sold" : s === "c" ? "coming_soon" : "in_stock" }));
const shape = (slots: ReturnType<typeof collapseSoldCards<Card>>) => slots.map((s) => [s.car.id, ...s.collapsed.map((c) => c.id)]);

describe("sold cards collapse (listing §4)", () => {
  it("collapses consecutive sold cards into one where enabled", () => {
    expect(shape(collapseSoldCards(cards("issscs"), true))).toEqual([[0], [1, 2, 3], [4], [5]]);
  });

  it("leaves the list alone where the site does not enable it", () => {
    expect(shape(collapseSoldCards(cards("iss"), false))).toEqual([[0], [1], [2]]);
  });

  it("does not collapse when all cards are sold", () => {
    expect(shape(collapseSoldCards(cards("sss"), true))).toEqual([[0], [1], [2]]);
  });

  it("keeps every card exactly once, in order, and never puts two sold slots side by side", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("i", "c", "s"), { maxLength: 30 }), (letters) => {
        const input = cards(letters.join(""));
        const slots = collapseSoldCards(input, true);
        expect(slots.flatMap((s) => [s.car, ...s.collapsed])).toEqual(input);
        const allSold = input.every((c) => c.status === "sold");
        if (!allSold) {
          for (let i = 1; i < slots.length; i++) {
            expect(slots[i].car.status === "sold" && slots[i - 1].car.status === "sold").toBe(false);
          }
        }
      }),
    );
  });
});
