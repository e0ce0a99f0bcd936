import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MONEY_QUICK_PICK_AMOUNTS, moneyQuickPicks, parseMoney } from "./money.ts";

describe("money quick picks", () => {
  it("runs from $5,000 to $70,000 in steps", () => {
    const picks = moneyQuickPicks();
    expect(picks[0]).toEqual({ value: 5000, label: "$5,000" });
    expect(picks.at(-1)).toEqual({ value: 70000, label: "$70,000" });
    expect(picks.map((p) => p.label)).toEqual([
      "$5,000", "$10,000", "$15,000", "$20,000", "$30,000", "$40,000", "$50,000", "$70,000",
    ]);
  });

  it("runs from $300,000 to $800,000 on the high configuration", () => {
    const picks = moneyQuickPicks("high");
    expect(picks[0].label).toBe("$300,000");
    expect(picks.at(-1)?.label).toBe("$800,000");
  });

  it("lists each set in increasing order", () => {
    for (const amounts of Object.values(MONEY_QUICK_PICK_AMOUNTS)) {
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    }
  });
});

describe("money field", () => {
  it("reads dollars as typed", () => {
    expect(parseMoney("$30,000")).toBe(30000);
    expect(parseMoney("30000")).toBe(30000);
    expect(parseMoney("912.25")).toBe(912.25);
    expect(parseMoney("$ 1,234,567.5")).toBe(1234567.5);
  });

  it("rejects what is not an amount", () => {
    for (const bad of ["", "$", "30,00", "-5", "1.234", "ten", "3e4"]) expect(parseMoney(bad), bad).toBeNull();
  });

  it("reads back any whole-dollar amount written with separators", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => parseMoney(`$${n.toLocaleString("en-AU")}`) === n),
    );
  });
});
