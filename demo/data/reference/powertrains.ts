// Engines and drivetrains the catalogue refers to by key. Figures are typical
// Australian-market numbers for the engine family, close enough for demo data.

export type SimpleFuel = "Petrol" | "Diesel" | "Hybrid" | "Plug-in Hybrid" | "Electric";

export interface Powertrain {
  simpleFuel: SimpleFuel;
  /** The fuel label shown in specifications: the grade for petrol, else the same word as simpleFuel. */
  fuel: string;
  litres: number | null;
  cylinders: number | null;
  induction: "Aspirated" | "Turbo" | "Twin Turbo" | "Electric";
  kw: number;
  nm: number;
  /** Combined cycle, L/100km; null for electric. */
  consumption: number | null;
  gears: number;
  /** Gearbox type: Automatic, CVT, Dual Clutch, Reduction Gear, Automated Manual. */
  gearbox: string;
  /** Litres; null for electric. */
  tank: number | null;
}

const petrol = (litres: number, cylinders: number, kw: number, nm: number, consumption: number, gears: number, gearbox: string, tank: number, induction: Powertrain["induction"] = "Aspirated", fuel = "Unleaded Petrol"): Powertrain => ({
  simpleFuel: "Petrol", fuel, litres, cylinders, induction, kw, nm, consumption, gears, gearbox, tank,
});
const diesel = (litres: number, cylinders: number, kw: number, nm: number, consumption: number, gears: number, gearbox: string, tank: number, induction: Powertrain["induction"] = "Turbo"): Powertrain => ({
  simpleFuel: "Diesel", fuel: "Diesel", litres, cylinders, induction, kw, nm, consumption, gears, gearbox, tank,
});
const hybrid = (litres: number, cylinders: number, kw: number, nm: number, consumption: number, gearbox: string, tank: number, induction: Powertrain["induction"] = "Aspirated", gears = 1): Powertrain => ({
  simpleFuel: "Hybrid", fuel: "Hybrid", litres, cylinders, induction, kw, nm, consumption, gears, gearbox, tank,
});
const plugIn = (litres: number, cylinders: number, kw: number, nm: number, consumption: number, gears: number, gearbox: string, tank: number, induction: Powertrain["induction"] = "Aspirated"): Powertrain => ({
  simpleFuel: "Plug-in Hybrid", fuel: "Plug-in Hybrid", litres, cylinders, induction, kw, nm, consumption, gears, gearbox, tank,
});
const electric = (kw: number, nm: number): Powertrain => ({
  simpleFuel: "Electric", fuel: "Electric", litres: null, cylinders: null, induction: "Electric", kw, nm, consumption: null, gears: 1, gearbox: "Reduction Gear", tank: null,
});

export const POWERTRAINS = {
  p12: petrol(1.2, 3, 57, 102, 4.9, 1, "CVT", 35),
  p15: petrol(1.5, 4, 82, 144, 5.7, 6, "Automatic", 44),
  p16: petrol(1.6, 4, 90, 151, 6.5, 6, "Automatic", 50),
  p20: petrol(2.0, 4, 126, 202, 6.0, 1, "CVT", 50),
  p20s: petrol(2.0, 4, 114, 200, 6.2, 6, "Automatic", 51),
  p25: petrol(2.5, 4, 140, 252, 7.4, 6, "Automatic", 56),
  p24b: petrol(2.4, 4, 174, 250, 8.8, 6, "Automatic", 50, "Aspirated", "Premium Unleaded Petrol"),
  t14: petrol(1.4, 4, 110, 250, 5.8, 8, "Automatic", 50, "Turbo", "Premium Unleaded Petrol"),
  t16: petrol(1.6, 4, 150, 265, 7.1, 7, "Dual Clutch", 54, "Turbo"),
  t20: petrol(2.0, 4, 195, 370, 7.0, 7, "Dual Clutch", 50, "Turbo", "Premium Unleaded Petrol"),
  t20r: petrol(2.0, 4, 235, 400, 7.9, 7, "Dual Clutch", 55, "Turbo", "Premium Unleaded Petrol"),
  t24: petrol(2.4, 4, 202, 350, 8.5, 1, "CVT", 63, "Turbo", "Premium Unleaded Petrol"),
  t25: petrol(2.5, 4, 170, 420, 8.6, 8, "Automatic", 74, "Turbo", "Premium Unleaded Petrol"),
  v35: petrol(3.5, 6, 202, 340, 10.5, 9, "Automatic", 73),
  v50: petrol(5.0, 8, 341, 550, 12.4, 10, "Automatic", 61, "Aspirated", "Premium Unleaded Petrol"),
  v56: petrol(5.6, 8, 298, 560, 14.4, 7, "Automatic", 140),
  v30tt: petrol(3.0, 6, 280, 475, 9.5, 8, "Automatic", 66, "Twin Turbo", "Premium Unleaded Petrol"),
  d20: diesel(2.0, 4, 154, 500, 7.5, 10, "Automatic", 80, "Twin Turbo"),
  d22: diesel(2.2, 4, 147, 440, 7.3, 8, "Automatic", 71),
  d23: diesel(2.3, 4, 140, 450, 7.5, 7, "Automatic", 80, "Twin Turbo"),
  d24: diesel(2.4, 4, 150, 470, 7.7, 6, "Automatic", 75),
  d28: diesel(2.8, 4, 150, 500, 8.4, 6, "Automatic", 80),
  d30: diesel(3.0, 4, 140, 450, 8.0, 6, "Automatic", 76),
  d30v6: diesel(3.0, 6, 184, 600, 8.4, 10, "Automatic", 80),
  d33v6: diesel(3.3, 6, 227, 700, 8.9, 10, "Automatic", 110, "Twin Turbo"),
  h15: hybrid(1.5, 3, 85, 141, 3.8, "CVT", 36),
  h18: hybrid(1.8, 4, 103, 142, 3.9, "CVT", 43),
  h20: hybrid(2.0, 4, 146, 188, 4.3, "CVT", 43),
  h25: hybrid(2.5, 4, 163, 221, 4.8, "CVT", 55),
  h16t: hybrid(1.6, 4, 172, 367, 5.7, "Automatic", 52, "Turbo", 6),
  h15e: hybrid(1.5, 3, 157, 330, 6.1, "Reduction Gear", 55, "Turbo"),
  x24: plugIn(2.4, 4, 185, 450, 1.9, 1, "Reduction Gear", 56),
  x25: plugIn(2.5, 4, 241, 500, 2.1, 8, "Automatic", 50),
  x16: plugIn(1.6, 4, 195, 350, 1.6, 6, "Automatic", 47, "Turbo"),
  x15: plugIn(1.5, 4, 321, 650, 2.0, 1, "Reduction Gear", 60, "Turbo"),
  e150: electric(150, 266),
  e168: electric(168, 350),
  e239: electric(239, 605),
  e208: electric(208, 420),
  e160: electric(160, 310),
  e258: electric(258, 493),
  // Motorcycles
  m300: petrol(0.3, 2, 30, 29, 3.8, 6, "Manual", 14),
  m400: petrol(0.4, 2, 33, 37, 3.9, 6, "Manual", 14),
  m650: petrol(0.65, 2, 50, 64, 4.2, 6, "Manual", 15),
  m700: petrol(0.69, 2, 54, 67, 4.3, 6, "Manual", 16),
  m900: petrol(0.89, 3, 87, 93, 5.0, 6, "Manual", 14),
  m1100: petrol(1.08, 2, 75, 105, 5.3, 6, "Dual Clutch", 24),
  m1900: petrol(1.87, 2, 69, 155, 5.6, 6, "Manual", 19),
  mscooter: petrol(0.29, 1, 21, 29, 3.0, 1, "CVT", 13),
  mdirt: petrol(0.25, 1, 17, 23, 3.5, 6, "Manual", 8),
  // Trucks
  k30: diesel(3.0, 4, 110, 375, 11.5, 6, "Automated Manual", 100),
  k40: diesel(4.0, 4, 110, 420, 13.0, 6, "Automated Manual", 100),
  k52: diesel(5.2, 4, 140, 513, 15.0, 6, "Automatic", 140),
  k79: diesel(7.8, 6, 191, 761, 22.0, 6, "Automated Manual", 200),
  k80: diesel(8.0, 6, 206, 794, 23.0, 9, "Automated Manual", 200),
} satisfies Record<string, Powertrain>;

export type PowertrainKey = keyof typeof POWERTRAINS;
