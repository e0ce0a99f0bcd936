import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { featureList, hasSpecValue, keyInformation, keyInformationRows, specificationRows, type SpecCar } from "./specifications.ts";

const car: SpecCar = {
  item_type: "car",
  km: 45_210,
  transmission: "Automatic",
  body: "SUV",
  fuel: "Petrol",
  engine_size: "2.5L",
  drive: "AWD",
  colour: "White",
  seats: 5,
  doors: 4,
  stocknum: "U1234",
  vin: "null",
  regplate: "",
  build_date: "2021-05-01",
  variant: { cylinders: 4, torque: 252, ancaprating: "5", fuelconsumptioncombined: "7.3", towingcapacitybraked: 2000, induction: null, geartype: "null" },
};

const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

describe("specifications (detail §5, §9)", () => {
  it("hides spec rows with empty, null or 'null' values", () => {
    expect(hasSpecValue(null)).toBe(false);
    expect(hasSpecValue(undefined)).toBe(false);
    expect(hasSpecValue("")).toBe(false);
    expect(hasSpecValue("  ")).toBe(false);
    expect(hasSpecValue("null")).toBe(false);
    expect(hasSpecValue("NULL")).toBe(false);
    expect(hasSpecValue(0)).toBe(true);
    expect(hasSpecValue("Automatic")).toBe(true);
    const shown = labels(keyInformationRows(car));
    expect(shown).not.toContain("VIN");
    expect(shown).not.toContain("Rego");
    expect(labels(specificationRows(car))).not.toContain("Induction");
    expect(labels(specificationRows(car))).not.toContain("Gear Type");
  });

  it("never shows a row whose value is empty or 'null'", () => {
    const value = fc.oneof(fc.constantFrom(null, undefined, "", " ", "null", "Null"), fc.string(), fc.integer());
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("cylinders", "torque", "induction", "geartype", "fuelcapacity"), value), (variant) => {
        for (const row of specificationRows({ item_type: "car", variant })) {
          expect(row.value.trim()).not.toBe("");
          expect(row.value.toLowerCase()).not.toBe("null");
        }
      }),
    );
  });

  it("shows 4 key information rows first, the rest after Show More", () => {
    const collapsed = keyInformation(car, false);
    expect(collapsed.shown).toEqual([
      { key: "km", label: "Kilometres", value: "45,210 km" },
      { key: "transmission", label: "Transmission", value: "Automatic" },
      { key: "body", label: "Body", value: "SUV" },
      { key: "fuel", label: "Fuel", value: "Petrol" },
    ]);
    expect(collapsed).toMatchObject({ canToggle: true, toggleLabel: "Show More" });
    const expanded = keyInformation(car, true);
    expect(expanded.shown.length).toBe(expanded.total);
    expect(expanded.toggleLabel).toBe("Show Less");
    expect(expanded.shown.find((row) => row.key === "build_date")?.value).toBe("05/2021");
  });

  it("shows the variant's specifications with their units", () => {
    expect(specificationRows(car)).toEqual(
      expect.arrayContaining([
        { key: "torque", label: "Torque", value: "252 Nm" },
        { key: "towingcapacitybraked", label: "Towing Capacity (Braked)", value: "2,000 kg" },
        { key: "fuelconsumptioncombined", label: "Fuel Consumption (Combined)", value: "7.3 L/100km" },
        { key: "ancaprating", label: "ANCAP Rating", value: "5" },
      ]),
    );
  });

  it("labels caravan specifications: body width and length, tare, axle type, sleeps, ATM", () => {
    const van: SpecCar = {
      item_type: "caravan",
      km: 0,
      transmission: "Automatic",
      specifications: { body_width: 2400, body_length: 6500, tare_weight: 2150, axle_type: "Tandem", sleeps: 4, aggregate_trailer_mass: 2800 },
    };
    expect(specificationRows(van)).toEqual([
      { key: "body_length", label: "Body Length", value: "6,500 mm" },
      { key: "body_width", label: "Body Width", value: "2,400 mm" },
      { key: "tare_weight", label: "Tare", value: "2,150 kg" },
      { key: "aggregate_trailer_mass", label: "ATM", value: "2,800 kg" },
      { key: "axle_type", label: "Axle Type", value: "Tandem" },
      { key: "sleeps", label: "Sleeps", value: "4" },
    ]);
    expect(labels(keyInformation(van, false).shown)).toEqual(["Body Length", "Sleeps", "Tare", "ATM"]);
    expect(labels(keyInformationRows(van))).not.toContain("Kilometres");
  });

  it("shows a motorcycle what applies: no doors, seats, body, towing or ANCAP", () => {
    const bike: SpecCar = { ...car, item_type: "motorcycle" };
    expect(labels(keyInformation(bike, false).shown)).toEqual(["Kilometres", "Transmission", "Fuel", "Engine"]);
    const all = [...labels(keyInformationRows(bike)), ...labels(specificationRows(bike))];
    for (const missing of ["Doors", "Seats", "Body", "Drive", "Towing Capacity (Braked)", "ANCAP Rating"]) expect(all).not.toContain(missing);
    expect(all).toContain("Torque");
  });

  it("shows a truck its mass and towing but no ANCAP rating", () => {
    const truck: SpecCar = { ...car, item_type: "truck", variant: { grossvehiclemass: 4495, towingcapacitybraked: 3500, ancaprating: "5" } };
    expect(labels(specificationRows(truck))).toEqual(["Gross Vehicle Mass", "Towing Capacity (Braked)"]);
  });
});

describe("features list (detail §2)", () => {
  const equipment = Array.from({ length: 11 }, (_, i) => `Feature ${i + 1}`);

  it("shows 8 features before Show All", () => {
    expect(featureList(equipment, false)).toEqual({ shown: equipment.slice(0, 8), total: 11, canToggle: true, toggleLabel: "Show All" });
    expect(featureList(equipment, true)).toMatchObject({ shown: equipment, toggleLabel: "Hide" });
  });

  it("has no toggle for 8 features or fewer", () => {
    expect(featureList(equipment.slice(0, 8), false)?.canToggle).toBe(false);
  });

  it("is hidden when the car has no standard equipment", () => {
    expect(featureList([], false)).toBeNull();
    expect(featureList(null, false)).toBeNull();
    expect(featureList(["", "null"], false)).toBeNull();
  });
});
