import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { priceDisplay, priceTypeLabel, type PricedCar } from "./price-display.ts";

const off = { subscriptionOffer: false };
const car = (over: Partial<PricedCar> = {}): PricedCar => ({ price: 25990, ...over });

describe("price display order (detail §4)", () => {
  it("shows the subscription price when the subscription offer is on and the price is above 0", () => {
    const shown = priceDisplay(car({ subscription_price: 189 }), { subscriptionOffer: true });
    expect(shown).toMatchObject({ kind: "subscription", amount: 189, text: "$189", period: "week" });
  });

  it("keeps the car's own price beside a subscription figure: finance and budgets never use the subscription amount", () => {
    expect(priceDisplay(car({ subscription_price: 189 }), { subscriptionOffer: true }).carPrice).toBe(25990);
    expect(priceDisplay(car({ subscription_price: 189, offer_price: 23990 }), { subscriptionOffer: true }).carPrice).toBe(23990);
    expect(priceDisplay(car({ price: null, subscription_price: 189 }), { subscriptionOffer: true })).toMatchObject({ kind: "subscription", carPrice: null });
    expect(priceDisplay(car({ price: 30000, offer_price: 27500 }), off).carPrice).toBe(27500);
    expect(priceDisplay(car({ price: 5 }), off).carPrice).toBeNull();
  });

  it("falls back to the car price when the subscription price is 0 or the offer is off", () => {
    expect(priceDisplay(car({ subscription_price: 0 }), { subscriptionOffer: true }).kind).toBe("price");
    expect(priceDisplay(car({ subscription_price: 189 }), off).text).toBe("$25,990");
  });

  it("shows the normal price in AUD when it is above 10", () => {
    expect(priceDisplay(car({ price: 12345 }), off)).toMatchObject({ kind: "price", amount: 12345, text: "$12,345", wasPrice: null });
    expect(priceDisplay(car({ price: 11 }), off).text).toBe("$11");
  });

  it("treats a price of 10 or less as no price", () => {
    expect(priceDisplay(car({ price: 10 }), off).kind).toBe("no_price");
    expect(priceDisplay(car({ price: 1 }), off).kind).toBe("no_price");
  });

  it("shows the reduced (offer) price with the normal price as the was-price", () => {
    const shown = priceDisplay(car({ price: 30000, offer_price: 27500 }), off);
    expect(shown).toMatchObject({ kind: "price", amount: 27500, text: "$27,500", wasPrice: { amount: 30000, text: "$30,000" } });
  });

  it("ignores an offer price that is not below the normal price", () => {
    expect(priceDisplay(car({ price: 30000, offer_price: 31000 }), off)).toMatchObject({ amount: 30000, wasPrice: null });
  });

  it("shows an offer price alone when the car has no normal price", () => {
    expect(priceDisplay(car({ price: null, offer_price: 19990 }), off)).toMatchObject({ amount: 19990, wasPrice: null });
  });

  it("shows the was-price only when the earlier price exceeds the current price", () => {
    expect(priceDisplay(car({ price: 25000, before_price: 27000 }), off).wasPrice).toEqual({ amount: 27000, text: "$27,000" });
    expect(priceDisplay(car({ price: 25000, before_price: 25000 }), off).wasPrice).toBeNull();
    expect(priceDisplay(car({ price: 25000, before_price: 20000 }), off).wasPrice).toBeNull();
  });

  it("shows PREORDER when there is no price and preorder is set", () => {
    expect(priceDisplay(car({ price: 0, preorder: true }), off)).toMatchObject({ kind: "preorder", text: "PREORDER" });
  });

  it("shows the site's no-price text, 'Enquire for price.' by default", () => {
    expect(priceDisplay(car({ price: null }), off).text).toBe("Enquire for price.");
    expect(priceDisplay(car({ price: null }), { subscriptionOffer: false, noPriceText: "no-price" }).text).toBe("no-price");
  });

  it("carries the price type with the price", () => {
    expect(priceDisplay(car({ price_type: "driveaway" }), off).priceType).toBe("Drive Away");
    expect(priceDisplay(car({ price: null, price_type: "driveaway" }), off).priceType).toBeNull();
  });

  it("never shows a was-price that is not above the shown price", () => {
    const amount = fc.option(fc.integer({ min: -10, max: 200_000 }));
    fc.assert(
      fc.property(amount, amount, amount, (price, before_price, offer_price) => {
        const shown = priceDisplay({ price, before_price, offer_price }, off);
        if (shown.kind === "price") {
          expect(shown.amount).toBeGreaterThan(10);
          if (shown.wasPrice) expect(shown.wasPrice.amount).toBeGreaterThan(shown.amount);
        } else {
          expect(shown.kind).toBe("no_price");
        }
      }),
    );
  });
});

describe("price type label", () => {
  it("names known price types and keeps the dealer's own wording otherwise", () => {
    expect(priceTypeLabel("DRIVEAWAY")).toBe("Drive Away");
    expect(priceTypeLabel("egc")).toBe("Excl. Govt. Charges");
    expect(priceTypeLabel("Nationally Advertised")).toBe("Nationally Advertised");
    expect(priceTypeLabel("  ")).toBeNull();
  });
});
