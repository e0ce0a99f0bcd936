import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CarType, ItemType } from "../../domain/entities.ts";
import { WORDS_THAT_DO_NOT_FIT as FORBIDDEN } from "../../domain/vehicle-words.ts";
import { commentKind, dealerComment } from "./comments.ts";
import { commentTemplates } from "./comment-templates.ts";
import { createRandom } from "./random.ts";

const ITEM_TYPES: ItemType[] = ["car", "motorcycle", "truck", "caravan"];
const CAR_TYPES: CarType[] = ["new", "demo", "used"];

describe("generated dealer comments fit the vehicle", () => {
  it("every type and condition has enough templates of each kind", () => {
    for (const itemType of ITEM_TYPES) {
      for (const carType of CAR_TYPES) {
        const t = commentTemplates({ itemType, carType });
        expect(t.middles.length, `${itemType} ${carType}`).toBeGreaterThanOrEqual(4);
        for (const list of [t.short, t.openings, t.closings, t.html]) expect(list.length, `${itemType} ${carType}`).toBeGreaterThan(0);
      }
    }
  });

  it("never says what does not fit the type or condition, and never makes a guarantee (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(...ITEM_TYPES), fc.constantFrom(...CAR_TYPES), (seed, itemType, carType) => {
        const r = createRandom(seed);
        const comment = dealerComment(r, commentKind(r), { year: 2024, make: "Jayco", model: "Journey", badge: null, body: "Caravan", colour: "White", itemType, carType }) ?? "";
        const rules = FORBIDDEN.filter((rule) => (!rule.itemType || rule.itemType === itemType) && (!rule.carType || rule.carType === carType));
        return rules.every((rule) => !rule.words.test(comment)) && !/money.back|guarantee/i.test(comment);
      }),
      { numRuns: 500 },
    );
  });
});
