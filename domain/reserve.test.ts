import { describe, expect, it } from "vitest";
import { carDeposit, reserveButtonLabel, reserveDeposit } from "./reserve.ts";

describe("reserve button (detail §5, §9)", () => {
  it("puts the amount in the label", () => {
    expect(reserveButtonLabel(200)).toBe("Reserve Car Now for $200");
    expect(reserveButtonLabel(1000, "Reserve Online")).toBe("Reserve Online for $1,000");
  });

  it("omits a reserve amount of null or $0 from the label", () => {
    expect(reserveButtonLabel(null)).toBe("Reserve Car Now");
    expect(reserveButtonLabel(0)).toBe("Reserve Car Now");
  });

  it("takes the deposit from the car's payment processor when present, else $200", () => {
    expect(reserveDeposit([{ name: "Stripe", reserveAmount: 500 }])).toBe(500);
    expect(reserveDeposit([{ name: "Stripe", reserveAmount: null }])).toBeNull();
    expect(reserveDeposit([])).toBe(200);
    expect(reserveDeposit(null)).toBe(200);
  });

  it("takes a car without a processor of its own its dealership's deposit (decision 0102)", () => {
    const dealership = [{ name: "Stripe", reserveAmount: 500 }];
    expect(carDeposit([], dealership)).toBe(500);
    expect(carDeposit(null, dealership)).toBe(500);
    expect(carDeposit([{ name: "Stripe", reserveAmount: 300 }], dealership)).toBe(300);
    expect(carDeposit([{ name: "Stripe", reserveAmount: null }], dealership)).toBeNull();
    expect(carDeposit([], [])).toBe(200);
  });
});
