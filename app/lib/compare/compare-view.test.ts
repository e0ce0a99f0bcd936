import { describe, expect, it } from "vitest";
import { compareTable } from "./compare-view.ts";

type Page = Parameters<typeof compareTable>[0][number];
const page = (id: number, car: Record<string, unknown>): Page =>
  ({
    inStock: true,
    finance: null,
    price: { text: "$30,000", priceType: "Drive Away" },
    car: { id, name: `Car ${id}`, slug: `car-${id}`, status: "in_stock", item_type: "car", year: 2022, km: 1000, images: [], standardEquipment: [], variant: null, ...car },
  }) as unknown as Page;

describe("the compare table", () => {
  it("marks a row as differing only when the cars' values are not all the same", () => {
    const table = compareTable([page(1, { body: "SUV", year: 2022 }), page(2, { body: "SUV", year: 2023 })]);
    const row = (key: string) => table.rows.find((r) => r.key === key)!;
    expect(row("body")).toMatchObject({ values: ["SUV", "SUV"], differs: false });
    expect(row("year")).toMatchObject({ values: ["2022", "2023"], differs: true });
    expect(compareTable([page(1, { year: 2020 })]).rows.every((r) => !r.differs)).toBe(true);
  });

  it("hides rows no car fills, and counts a missing value as a difference", () => {
    const table = compareTable([page(1, { drive: "AWD", seats: null }), page(2, { drive: null, seats: null })]);
    expect(table.rows.find((r) => r.key === "seats")).toBeUndefined();
    expect(table.rows.find((r) => r.key === "drive")).toMatchObject({ values: ["AWD", null], differs: true });
  });

  it("lists every feature any car has, with Yes where a car has it", () => {
    const table = compareTable([page(1, { standardEquipment: ["Cruise control", "Sunroof"] }), page(2, { standardEquipment: ["Cruise control"] })]);
    expect(table.features).toEqual([
      { key: "feature:Cruise control", label: "Cruise control", values: ["Yes", "Yes"], differs: false },
      { key: "feature:Sunroof", label: "Sunroof", values: ["Yes", null], differs: true },
    ]);
  });

  it("shows safety, towing and consumption from the variant with units", () => {
    const table = compareTable([page(1, { variant: { ancaprating: 5, towingcapacitybraked: 3500, fuelconsumptioncombined: 7.6 } })]);
    const values = Object.fromEntries(table.rows.map((r) => [r.key, r.values[0]]));
    expect(values).toMatchObject({ safety: "5 stars", towing: "3,500 kg", consumption: "7.6 L/100km" });
  });
});
