import { describe, expect, it } from "vitest";
import { CarSearchEngine } from "../../../search/cars/index.ts";
import { makeCar } from "../../../search/cars/testing/make-car.ts";
import { autogaugePanel } from "./autogauge.ts";
import { autogauge, comparableStock } from "./price-comparison.server.ts";

const listing = { id: 1, make: "Mazda", model: "CX-5", car_type: "used" as const, year: 2020, km: 60000, price: 30000 };

function market(prices: number[], overrides: Parameters<typeof makeCar>[1] = {}) {
  return prices.map((price, i) =>
    makeCar(100 + i, { make: "Mazda", model: "CX-5", car_type: "used", year: 2020, km: 60000, price, dealer_group_id: 1 + (i % 3), dealership_id: 10 + i, ...overrides }),
  );
}

describe("comparable stock", () => {
  it("reads every dealer group's advertised cars of the same make, model and type within the windows", () => {
    const engine = new CarSearchEngine([
      makeCar(1, { make: "Mazda", model: "CX-5", car_type: "used", year: 2020, km: 60000, price: 30000 }),
      ...market([28000, 29000, 31000]),
      makeCar(200, { make: "Mazda", model: "CX-5", car_type: "new", year: 2020, km: 60000, price: 30000 }),
      makeCar(201, { make: "Mazda", model: "CX-5", car_type: "used", year: 2016, km: 60000, price: 30000 }),
      makeCar(202, { make: "Mazda", model: "CX-5", car_type: "used", year: 2020, km: 150000, price: 30000 }),
      makeCar(203, { make: "Mazda", model: "CX-5", car_type: "used", year: 2020, km: 60000, price: 30000, status: "sold" }),
      makeCar(204, { make: "Mazda", model: "CX-5", car_type: "used", year: 2020, km: 60000, price: 30000, show_on_dealer_website: false }),
      makeCar(205, { make: "Mazda", model: "CX-5", car_type: "used", year: 2020, km: 60000, price: 0 }),
    ]);
    expect(comparableStock(engine, listing).map((car) => car.id).sort()).toEqual([100, 101, 102]);
  });
});

describe("the autogauge answer", () => {
  it("gives every figure of the price comparison response for a well-supplied market", () => {
    const engine = new CarSearchEngine(market([26000, 27000, 28000, 29000, 30000, 31000, 32000, 33000, 34000, 35000, 36000]));
    const answer = autogauge(engine, listing);
    expect(answer).toMatchObject({ listing_price: 30000 });
    for (const field of ["fill", "market_range_min", "market_range_max", "confidence"] as const) expect(answer[field]).toEqual(expect.any(Number));
    expect(answer.market_range_min!).toBeLessThan(answer.market_range_max!);
    expect(autogaugePanel(answer)).not.toBeNull();
  });

  it("has no figures when nothing is comparable, so the panel hides", () => {
    const answer = autogauge(new CarSearchEngine([]), listing);
    expect(answer.fill).toBeNull();
    expect(autogaugePanel(answer)).toBeNull();
  });

  it("has no figures for a car without a price", () => {
    expect(autogauge(new CarSearchEngine(market([28000, 29000, 31000])), { ...listing, price: null }).listing_price).toBeNull();
  });

  it("hides the panel when confidence is 0.2 or lower (too few comparables)", () => {
    const answer = autogauge(new CarSearchEngine(market([28000, 31000])), listing);
    expect(answer.confidence).toBe(0);
    expect(autogaugePanel(answer)).toBeNull();
  });

  it("hides the panel when the market maximum is below the listing price", () => {
    const answer = autogauge(new CarSearchEngine(market([20000, 20500, 21000, 21500, 22000, 22500, 23000, 23500, 24000, 24500])), listing);
    expect(answer.market_range_max!).toBeLessThan(30000);
    expect(autogaugePanel(answer)).toBeNull();
  });
});
