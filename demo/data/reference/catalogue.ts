// The models the group sells new and sees as trade-ins: Australian nameplates,
// series codes and badges. Each entry is one model line; its badges climb in
// price by `step`.
import type { ItemType } from "../../../domain/entities.ts";
import type { PowertrainKey } from "./powertrains.ts";

export type SimpleBody =
  | "SUV"
  | "Sedan"
  | "Hatch"
  | "Ute"
  | "Wagon"
  | "Van"
  | "Coupe"
  | "Convertible"
  | "People Mover"
  | "Cab Chassis"
  | "Motorcycle"
  | "Truck"
  | "Bus"
  | "Caravan";

export type Drive = "FWD" | "RWD" | "AWD" | "4WD";

export interface CaravanSpec {
  /** External body, metres */
  length: number;
  width: number;
  tare: number;
  atm: number;
  sleeps: number;
  axle: "Single" | "Tandem";
}

export interface ModelSpec {
  make: string;
  name: string;
  itemType: ItemType;
  simpleBody: SimpleBody;
  /** The detailed body, e.g. "5D Hatchback", "Naked", "Pop Top". */
  body: string;
  bodyConfigurations: string[];
  series: string;
  badges: string[];
  /** Price of the first badge when new, in dollars. */
  price: number;
  step: number;
  /** First and last model years on sale in Australia (until: null while current). */
  from: number;
  until: number | null;
  powertrains: PowertrainKey[];
  drives: Drive[];
  /** Share of cars built with a manual gearbox (0 when none was offered). */
  manual: number;
  seats: number | null;
  doors: number | null;
  ancap: number | null;
  /** length, width, height in mm */
  size: [number, number, number];
  gvm: number;
  towing: number | null;
  /**
   * Only a scenario's car is built from it (demo/data/scenarios.ts `model`): it is in no yard's random pool, so
   * adding it changed no other demo vehicle.
   */
  scenarioOnly?: boolean;
  caravan?: CaravanSpec;
}

type Options = Partial<Omit<ModelSpec, "make" | "name" | "simpleBody" | "series" | "price" | "badges" | "powertrains">>;

const BODY_DEFAULTS: Record<SimpleBody, Omit<ModelSpec, "make" | "name" | "simpleBody" | "series" | "price" | "badges" | "powertrains">> = {
  Hatch: { itemType: "car", body: "5D Hatchback", bodyConfigurations: [], step: 3500, from: 2008, until: null, drives: ["FWD"], manual: 0, seats: 5, doors: 5, ancap: 5, size: [4370, 1790, 1440], gvm: 1800, towing: 1000 },
  Sedan: { itemType: "car", body: "4D Sedan", bodyConfigurations: [], step: 4000, from: 2008, until: null, drives: ["FWD"], manual: 0, seats: 5, doors: 4, ancap: 5, size: [4660, 1800, 1440], gvm: 1950, towing: 1200 },
  SUV: { itemType: "car", body: "4D Wagon", bodyConfigurations: [], step: 4500, from: 2008, until: null, drives: ["FWD", "AWD"], manual: 0, seats: 5, doors: 5, ancap: 5, size: [4600, 1860, 1680], gvm: 2300, towing: 1800 },
  Ute: { itemType: "car", body: "4D Double Cab Pick Up", bodyConfigurations: ["Double Cab", "Extra Cab"], step: 6000, from: 2008, until: null, drives: ["4WD"], manual: 0.1, seats: 5, doors: 4, ancap: 5, size: [5370, 1920, 1810], gvm: 3100, towing: 3500 },
  "Cab Chassis": { itemType: "car", body: "2D Cab Chassis", bodyConfigurations: ["Single Cab", "Double Cab"], step: 5000, from: 2008, until: null, drives: ["4WD", "RWD"], manual: 0.3, seats: 3, doors: 2, ancap: 5, size: [5330, 1855, 1800], gvm: 3000, towing: 3500 },
  Wagon: { itemType: "car", body: "4D Wagon", bodyConfigurations: [], step: 4000, from: 2008, until: null, drives: ["AWD"], manual: 0, seats: 5, doors: 5, ancap: 5, size: [4870, 1875, 1675], gvm: 2200, towing: 2000 },
  Van: { itemType: "car", body: "4D Van", bodyConfigurations: ["Low Roof", "Mid Roof", "High Roof"], step: 4000, from: 2008, until: null, drives: ["RWD"], manual: 0.1, seats: 3, doors: 4, ancap: 5, size: [5265, 1950, 1990], gvm: 3300, towing: 1500 },
  Coupe: { itemType: "car", body: "2D Coupe", bodyConfigurations: [], step: 5000, from: 2008, until: null, drives: ["RWD"], manual: 0.3, seats: 4, doors: 2, ancap: null, size: [4265, 1775, 1310], gvm: 1700, towing: null },
  Convertible: { itemType: "car", body: "2D Convertible", bodyConfigurations: [], step: 5000, from: 2008, until: null, drives: ["RWD"], manual: 0.3, seats: 2, doors: 2, ancap: null, size: [3915, 1735, 1235], gvm: 1350, towing: null },
  "People Mover": { itemType: "car", body: "4D Wagon", bodyConfigurations: [], step: 6000, from: 2008, until: null, drives: ["FWD"], manual: 0, seats: 8, doors: 5, ancap: 5, size: [5155, 1995, 1775], gvm: 2850, towing: 2000 },
  Motorcycle: { itemType: "motorcycle", body: "Naked", bodyConfigurations: [], step: 1500, from: 2008, until: null, drives: ["RWD"], manual: 0, seats: 2, doors: null, ancap: null, size: [2085, 780, 1105], gvm: 370, towing: null },
  Truck: { itemType: "truck", body: "Cab Chassis", bodyConfigurations: ["Standard Cab", "Wide Cab", "Crew Cab"], step: 6000, from: 2008, until: null, drives: ["RWD"], manual: 0.2, seats: 3, doors: 2, ancap: null, size: [6200, 2000, 2300], gvm: 7500, towing: 6000 },
  // A light bus is sold by the truck yard: a truck-type vehicle with the bus silhouette (issue #14 §7).
  Bus: { itemType: "truck", body: "Bus", bodyConfigurations: [], step: 8000, from: 2008, until: null, drives: ["RWD"], manual: 0, seats: 25, doors: 2, ancap: null, size: [7000, 2010, 2700], gvm: 8000, towing: 3500 },
  Caravan: { itemType: "caravan", body: "Full Height Caravan", bodyConfigurations: [], step: 6000, from: 2008, until: null, drives: [], manual: 0, seats: null, doors: 1, ancap: null, size: [7000, 2400, 3000], gvm: 3000, towing: null },
};

function model(make: string, name: string, simpleBody: SimpleBody, series: string, price: number, badges: string[], powertrains: PowertrainKey[], options: Options = {}): ModelSpec {
  return { ...BODY_DEFAULTS[simpleBody], make, name, simpleBody, series, price, badges, powertrains, ...options };
}

const bike = (make: string, name: string, body: string, price: number, badges: string[], engine: PowertrainKey, options: Options = {}) =>
  model(make, name, "Motorcycle", "MY24", price, badges, [engine], { body, ...options });

const truck = (make: string, name: string, series: string, price: number, badges: string[], engine: PowertrainKey, gvm: number, options: Options = {}) =>
  model(make, name, "Truck", series, price, badges, [engine], { gvm, towing: Math.round(gvm * 0.8), ...options });

const caravan = (make: string, name: string, body: string, price: number, badges: string[], caravanSpec: CaravanSpec, options: Options = {}) =>
  model(make, name, "Caravan", "MY25", price, badges, [], {
    body,
    caravan: caravanSpec,
    size: [Math.round(caravanSpec.length * 1000), Math.round(caravanSpec.width * 1000), body === "Pop Top" ? 2650 : 3050],
    gvm: caravanSpec.atm,
    ...options,
  });

export const CATALOGUE: readonly ModelSpec[] = [
  // Toyota
  model("Toyota", "Corolla", "Hatch", "ZWE219R", 30990, ["Ascent Sport", "SX", "ZR"], ["h18", "p20"], { from: 2008 }),
  model("Toyota", "Corolla", "Sedan", "ZWE211R", 31990, ["Ascent Sport", "SX", "ZR"], ["h18", "p20"]),
  model("Toyota", "Camry", "Sedan", "AXVH71R", 39990, ["Ascent", "Ascent Sport", "SL"], ["h25"], { size: [4885, 1840, 1445] }),
  model("Toyota", "RAV4", "SUV", "AXAH54R", 41990, ["GX", "GXL", "XSE", "Cruiser", "Edge"], ["h25", "p25"], { drives: ["FWD", "AWD"] }),
  model("Toyota", "Yaris Cross", "SUV", "MXPJ10R", 30990, ["GX", "GXL", "Urban"], ["h15"], { from: 2020, size: [4180, 1765, 1590], towing: 400 }),
  model("Toyota", "Corolla Cross", "SUV", "MXGH10R", 36990, ["GX", "GXL", "Atmos"], ["h20"], { from: 2022 }),
  model("Toyota", "C-HR", "SUV", "ZYX10R", 39990, ["GXL", "Koba", "GR Sport"], ["h20"], { from: 2017 }),
  model("Toyota", "HiLux", "Ute", "GUN126R", 52990, ["Workmate", "SR", "SR5", "Rogue", "Rugged X"], ["d28"], { manual: 0.15 }),
  model("Toyota", "HiLux", "Cab Chassis", "GUN126R", 44990, ["Workmate", "SR"], ["d28"]),
  model("Toyota", "LandCruiser 300", "SUV", "FJA300R", 91990, ["GX", "GXL", "VX", "Sahara", "GR Sport"], ["d33v6"], { step: 12000, drives: ["4WD"], seats: 7, from: 2021, size: [4980, 1980, 1945], gvm: 3280, towing: 3500 }),
  model("Toyota", "LandCruiser 70", "Cab Chassis", "GDJ79R", 78990, ["Workmate", "GX", "GXL"], ["d28"], { drives: ["4WD"], ancap: null }),
  model("Toyota", "Prado", "SUV", "TJA250R", 74990, ["GX", "GXL", "VX", "Kakadu"], ["d28"], { step: 9000, drives: ["4WD"], seats: 7, size: [4925, 1980, 1870], gvm: 3100, towing: 3500 }),
  model("Toyota", "Kluger", "SUV", "AXUH78R", 57990, ["GX", "GXL", "Grande"], ["h25", "v35"], { step: 8000, seats: 7, drives: ["FWD", "AWD"], size: [4966, 1930, 1755] }),
  model("Toyota", "Fortuner", "SUV", "GUN156R", 54990, ["GX", "GXL", "Crusade"], ["d28"], { drives: ["4WD"], seats: 7 }),
  model("Toyota", "HiAce", "Van", "GDH300R", 49990, ["LWB", "SLWB"], ["d28"]),
  model("Toyota", "GR86", "Coupe", "ZN8R", 44990, ["GT", "GTS"], ["p24b"], { from: 2022, manual: 0.5 }),
  model("Toyota", "bZ4X", "SUV", "XEAM10R", 59990, ["FWD", "AWD"], ["e150"], { from: 2022 }),
  model("Toyota", "Granvia", "People Mover", "GDH303R", 74990, ["VX", "Premium"], ["d28"], { from: 2019, until: 2024 }),
  // Mazda
  model("Mazda", "Mazda2", "Hatch", "DJ", 24990, ["G15 Pure", "G15 Evolve", "G15 GT"], ["p15"], { step: 2500, size: [4080, 1695, 1495], manual: 0.1 }),
  model("Mazda", "Mazda3", "Hatch", "BP", 33990, ["G20 Pure", "G20 Evolve", "G25 GT", "G25 Astina"], ["p20s", "p25"], { manual: 0.05 }),
  model("Mazda", "Mazda3", "Sedan", "BP", 33990, ["G20 Pure", "G20 Evolve", "G25 Astina"], ["p20s", "p25"]),
  model("Mazda", "CX-3", "SUV", "DK", 28990, ["G20 Pure", "G20 Evolve", "Akari LE"], ["p20s"], { from: 2015, drives: ["FWD"] }),
  model("Mazda", "CX-30", "SUV", "DM", 35990, ["G20 Pure", "G20 Evolve", "G25 Astina"], ["p20s", "p25"], { from: 2019 }),
  model("Mazda", "CX-5", "SUV", "KF", 37990, ["Maxx", "Maxx Sport", "Touring", "GT SP", "Akera"], ["p25", "t25"]),
  model("Mazda", "CX-60", "SUV", "KH", 59990, ["G40e Evolve", "D50e GT", "P50e Azami"], ["x25", "t25"], { step: 8000, from: 2022, drives: ["AWD"] }),
  model("Mazda", "CX-90", "SUV", "KK", 76990, ["G50e Touring", "D50e GT", "G50e Azami"], ["v30tt"], { step: 9000, from: 2023, drives: ["AWD"], seats: 8 }),
  model("Mazda", "BT-50", "Ute", "TF", 50990, ["XT", "XTR", "GT", "SP", "Thunder"], ["d30"]),
  model("Mazda", "MX-5", "Convertible", "ND", 44990, ["Roadster", "Roadster GT", "RF GT"], ["p20s"], { manual: 0.5 }),
  model("Mazda", "CX-8", "SUV", "KG", 49990, ["Touring", "GT", "Asaki"], ["p25", "d22"], { from: 2018, until: 2024, seats: 7 }),
  // Hyundai
  model("Hyundai", "i30", "Hatch", "PD", 28990, ["i30", "Active", "Elite", "N Line Premium"], ["p20", "t16"], { manual: 0.05 }),
  model("Hyundai", "i30", "Sedan", "CN7", 29990, ["i30", "Active", "Elite", "N Line Premium"], ["p20", "h16t"], { from: 2021 }),
  model("Hyundai", "Tucson", "SUV", "NX4", 37990, ["Tucson", "Elite", "Highlander", "N Line"], ["p20", "h16t", "d22"]),
  model("Hyundai", "Santa Fe", "SUV", "MX5", 55990, ["Santa Fe", "Elite", "Calligraphy"], ["h16t", "d22"], { step: 8000, seats: 7, drives: ["FWD", "AWD"] }),
  model("Hyundai", "Kona", "SUV", "SX2", 32990, ["Kona", "Premium", "N Line Premium", "Electric Extended Range"], ["p20", "h16t", "e160"], { from: 2017 }),
  model("Hyundai", "Venue", "SUV", "QX", 25990, ["Venue", "Active", "Elite"], ["p16"], { step: 2500, from: 2019, drives: ["FWD"], manual: 0.1 }),
  model("Hyundai", "IONIQ 5", "SUV", "NE", 69990, ["Dynamiq", "Techniq", "Epiq"], ["e168", "e239"], { step: 6000, from: 2021, drives: ["RWD", "AWD"] }),
  model("Hyundai", "IONIQ 6", "Sedan", "CE", 72990, ["Dynamiq", "Techniq", "Epiq"], ["e168", "e239"], { from: 2023, drives: ["RWD", "AWD"] }),
  model("Hyundai", "Staria", "People Mover", "US4", 52990, ["Staria", "Elite", "Highlander"], ["d22", "v35"]),
  model("Hyundai", "Staria Load", "Van", "US4", 47990, ["Staria Load", "Crew Cab"], ["d22"], { from: 2021 }),
  model("Hyundai", "Palisade", "SUV", "LX2", 62990, ["Elite", "Highlander", "Calligraphy"], ["d22", "v35"], { seats: 8, from: 2020, drives: ["FWD", "AWD"] }),
  // Ford
  model("Ford", "Ranger", "Ute", "PY", 54990, ["XL", "XLS", "XLT", "Sport", "Wildtrak", "Platinum", "Raptor"], ["d20", "d30v6"], { manual: 0.05 }),
  model("Ford", "Ranger", "Cab Chassis", "PY", 44990, ["XL", "XLT"], ["d20"], { drives: ["4WD", "RWD"] }),
  model("Ford", "Everest", "SUV", "UB", 59990, ["Ambiente", "Trend", "Sport", "Platinum"], ["d20", "d30v6"], { step: 7000, drives: ["4WD"], seats: 7, from: 2015, towing: 3500 }),
  model("Ford", "Mustang", "Coupe", "S650", 72990, ["GT Fastback", "Dark Horse"], ["v50"], { step: 20000, manual: 0.3, from: 2016 }),
  model("Ford", "Mustang", "Convertible", "S650", 79990, ["GT Convertible"], ["v50"], { from: 2016, seats: 4 }),
  model("Ford", "Puma", "SUV", "JK", 33990, ["Puma", "ST-Line", "ST-Line V"], ["t14"], { from: 2020, drives: ["FWD"] }),
  model("Ford", "Escape", "SUV", "ZH", 40990, ["Escape", "ST-Line", "Vignale", "PHEV"], ["t20", "x25"], { from: 2008, until: 2025 }),
  model("Ford", "Transit Custom", "Van", "VN", 52990, ["Van", "Trail", "Sport"], ["d20"], { drives: ["FWD"] }),
  model("Ford", "Mustang Mach-E", "SUV", "CX727", 79990, ["Select", "Premium", "GT"], ["e208", "e258"], { from: 2023, drives: ["RWD", "AWD"] }),
  model("Ford", "Falcon", "Sedan", "FG X", 38990, ["XR6", "XR8", "G6E"], ["v35"], { until: 2016, drives: ["RWD"] }),
  model("Ford", "Territory", "SUV", "SZ MkII", 45990, ["TX", "TS", "Titanium"], ["v35", "d22"], { until: 2016, seats: 7, drives: ["RWD", "AWD"] }),
  // Kia
  model("Kia", "Picanto", "Hatch", "JA", 18990, ["S", "GT-Line"], ["p12"], { step: 2000, size: [3595, 1595, 1485], manual: 0.2 }),
  model("Kia", "Cerato", "Hatch", "BD", 27990, ["S", "Sport", "Sport+", "GT"], ["p20", "t16"], { until: 2024 }),
  model("Kia", "Cerato", "Sedan", "BD", 27990, ["S", "Sport", "Sport+"], ["p20"], { until: 2024 }),
  model("Kia", "Seltos", "SUV", "SP2", 30990, ["S", "Sport", "Sport+", "GT-Line"], ["p20", "t16"], { from: 2020 }),
  model("Kia", "Sportage", "SUV", "NQ5", 36990, ["S", "SX", "SX+", "GT-Line"], ["p20", "h16t", "d22"]),
  model("Kia", "Sorento", "SUV", "MQ4", 52990, ["S", "Sport", "Sport+", "GT-Line", "GT-Line PHEV"], ["d22", "h16t", "x16"], { seats: 7 }),
  model("Kia", "Carnival", "People Mover", "KA4", 52990, ["S", "Sport", "Sport+", "GT-Line", "Hybrid GT-Line"], ["d22", "v35", "h16t"], { seats: 8 }),
  model("Kia", "EV6", "SUV", "CV", 72990, ["Air", "Earth", "GT-Line", "GT"], ["e168", "e239"], { from: 2022, drives: ["RWD", "AWD"] }),
  model("Kia", "EV9", "SUV", "MV", 99990, ["Air", "Earth", "GT-Line"], ["e150", "e239"], { from: 2023, seats: 7, drives: ["RWD", "AWD"] }),
  model("Kia", "EV5", "SUV", "OV", 56990, ["Air", "Earth", "GT-Line"], ["e160", "e239"], { from: 2024 }),
  model("Kia", "Tasman", "Ute", "TK", 57990, ["S", "SX", "SX+", "X-Line", "X-Pro"], ["d22"], { from: 2025 }),
  // Nissan
  model("Nissan", "X-Trail", "SUV", "T33", 40990, ["ST", "ST-L", "Ti", "Ti-L", "N-Trek"], ["p25", "h15e"], { seats: 7, drives: ["FWD", "AWD"] }),
  model("Nissan", "Qashqai", "SUV", "J12", 35990, ["ST", "ST+", "Ti", "e-POWER Ti"], ["t14", "h15e"], { drives: ["FWD"] }),
  model("Nissan", "Navara", "Ute", "D23", 47990, ["SL", "ST", "ST-X", "PRO-4X", "Warrior"], ["d23"], { manual: 0.1, until: 2025 }),
  model("Nissan", "Navara", "Cab Chassis", "D23", 39990, ["SL", "RX"], ["d23"], { until: 2025 }),
  model("Nissan", "Patrol", "SUV", "Y62", 84990, ["Ti", "Ti-L", "Warrior"], ["v56"], { step: 10000, seats: 8, drives: ["4WD"], towing: 3500, size: [5175, 1995, 1940] }),
  model("Nissan", "Pathfinder", "SUV", "R53", 54990, ["ST", "ST-L", "Ti", "Ti-L"], ["v35"], { seats: 7 }),
  model("Nissan", "Juke", "SUV", "F16", 30990, ["ST", "ST+", "Ti"], ["t14"], { from: 2020, drives: ["FWD"] }),
  model("Nissan", "LEAF", "Hatch", "ZE1", 50990, ["LEAF", "e+"], ["e160"], { from: 2012 }),
  model("Nissan", "Z", "Coupe", "RZ34", 73990, ["Z", "Z NISMO"], ["v30tt"], { from: 2023, manual: 0.4 }),
  model("Nissan", "Ariya", "SUV", "FE0", 60990, ["Engage", "Evolve", "Evolve e-4ORCE"], ["e160", "e239"], { from: 2024 }),
  // Mitsubishi
  model("Mitsubishi", "Triton", "Ute", "MV", 48990, ["GLX", "GLX+", "GLS", "GSR"], ["d24"], { manual: 0.15 }),
  model("Mitsubishi", "Triton", "Cab Chassis", "MV", 37990, ["GLX"], ["d24"], { drives: ["4WD", "RWD"] }),
  model("Mitsubishi", "Outlander", "SUV", "ZM", 38990, ["ES", "LS", "Aspire", "Exceed", "Exceed Tourer PHEV"], ["p25", "x24"], { seats: 7 }),
  model("Mitsubishi", "Eclipse Cross", "SUV", "YB", 33990, ["ES", "LS", "Aspire", "PHEV Exceed"], ["t14", "x24"], { from: 2018 }),
  model("Mitsubishi", "ASX", "SUV", "XD", 29990, ["MR", "LS", "Exceed"], ["p20", "p16"], { drives: ["FWD"] }),
  model("Mitsubishi", "Pajero Sport", "SUV", "QF", 52990, ["GLX", "GLS", "Exceed"], ["d24"], { drives: ["4WD"], seats: 7 }),
  model("Mitsubishi", "Pajero", "SUV", "NX", 52990, ["GLX", "GLS", "Exceed"], ["d30"], { until: 2021, drives: ["4WD"], seats: 7 }),
  model("Mitsubishi", "Mirage", "Hatch", "LB", 17990, ["ES", "LS"], ["p12"], { until: 2023, manual: 0.2 }),
  // Subaru
  model("Subaru", "Forester", "SUV", "S6", 38990, ["2.5i", "2.5i-L", "2.5i Premium", "Hybrid S", "Sport"], ["p25", "h20"], { drives: ["AWD"] }),
  model("Subaru", "Outback", "Wagon", "BT", 44990, ["AWD", "AWD Sport", "AWD Touring", "AWD XT"], ["p25", "t24"], { drives: ["AWD"] }),
  model("Subaru", "Crosstrek", "SUV", "G6", 34990, ["2.0R", "2.0S", "Hybrid L", "Hybrid S"], ["p20", "h20"], { drives: ["AWD"], from: 2023 }),
  model("Subaru", "XV", "SUV", "G5", 32990, ["2.0i", "2.0i-L", "2.0i Premium", "2.0i-S"], ["p20"], { drives: ["AWD"], until: 2022, from: 2012 }),
  model("Subaru", "Impreza", "Hatch", "G6", 32990, ["2.0R", "2.0S"], ["p20"], { drives: ["AWD"] }),
  model("Subaru", "WRX", "Sedan", "VB", 46990, ["WRX", "RS", "tS"], ["t24"], { drives: ["AWD"], manual: 0.4 }),
  model("Subaru", "WRX", "Wagon", "VN", 50990, ["Sportswagon GT", "Sportswagon tS"], ["t24"], { drives: ["AWD"], from: 2022 }),
  model("Subaru", "BRZ", "Coupe", "ZD8", 43990, ["BRZ", "BRZ S"], ["p24b"], { manual: 0.5 }),
  model("Subaru", "Solterra", "SUV", "XEAM15R", 69990, ["AWD", "AWD Touring"], ["e150"], { from: 2023, drives: ["AWD"] }),
  // Volkswagen
  model("Volkswagen", "Golf", "Hatch", "8", 38990, ["110TSI Life", "R-Line", "GTI", "R"], ["t14", "t20", "t20r"], { step: 8000 }),
  model("Volkswagen", "Golf", "Wagon", "8", 42990, ["110TSI Life", "R-Line", "R Wagon"], ["t14", "t20r"]),
  model("Volkswagen", "Polo", "Hatch", "AW", 27990, ["Life", "Style", "GTI"], ["t14", "t20"], { step: 5000 }),
  model("Volkswagen", "T-Roc", "SUV", "A1", 38990, ["CityLife", "R-Line", "R"], ["t14", "t20r"], { from: 2020 }),
  model("Volkswagen", "Tiguan", "SUV", "CT", 44990, ["110TSI Life", "162TSI Elegance", "162TSI R-Line", "Allspace 162TSI"], ["t14", "t20", "d20"], { step: 6000 }),
  model("Volkswagen", "Amarok", "Ute", "NW", 56990, ["Core", "Life", "Style", "PanAmericana", "Aventura"], ["d20", "d30v6"], { step: 7000 }),
  model("Volkswagen", "Touareg", "SUV", "CR", 89990, ["170TDI", "210TDI Elegance", "210TDI R-Line"], ["d30v6"], { step: 10000, drives: ["AWD"], towing: 3500 }),
  model("Volkswagen", "ID.4", "SUV", "E21", 64990, ["Pro", "GTX"], ["e150", "e239"], { from: 2024 }),
  model("Volkswagen", "ID.5", "SUV", "E39", 71990, ["Pro", "GTX"], ["e150", "e239"], { from: 2024 }),
  model("Volkswagen", "Multivan", "People Mover", "T7", 76990, ["Life", "Energetic"], ["t20", "x16"], { seats: 7, from: 2022 }),
  model("Volkswagen", "Transporter", "Van", "T6.1", 49990, ["TDI340 SWB", "TDI340 LWB", "TDI450 Cruise"], ["d20"], { drives: ["FWD"] }),
  model("Volkswagen", "Crafter", "Van", "SY", 62990, ["35 MWB", "50 LWB"], ["d20"], { gvm: 4490 }),
  // Makes seen only as trade-ins (used stock)
  model("Holden", "Commodore", "Sedan", "VF II", 39990, ["Evoke", "SV6", "SS-V Redline", "Calais V"], ["v35", "v50"], { until: 2017, drives: ["RWD"], manual: 0.15 }),
  model("Holden", "Commodore", "Wagon", "VF II", 41990, ["Evoke Sportwagon", "SV6 Sportwagon"], ["v35"], { until: 2017, drives: ["RWD"] }),
  model("Holden", "Colorado", "Ute", "RG", 47990, ["LS", "LT", "LTZ", "Z71"], ["d28"], { until: 2020, manual: 0.2 }),
  model("Holden", "Captiva", "SUV", "CG", 34990, ["LS", "LTZ"], ["p25", "d22"], { until: 2018, seats: 7 }),
  model("Holden", "Cruze", "Hatch", "JH", 22990, ["Equipe", "SRi-V"], ["p16"], { until: 2016, manual: 0.2 }),
  model("Honda", "Civic", "Hatch", "FL", 47200, ["VTi-LX", "e:HEV LX", "Type R"], ["t16", "h20"]),
  model("Honda", "CR-V", "SUV", "RS", 44500, ["VTi", "VTi L7", "e:HEV RS"], ["t16", "h20"], { seats: 7 }),
  model("Honda", "HR-V", "SUV", "RV", 36700, ["Vi X", "e:HEV L"], ["p15", "h15"]),
  model("Honda", "Jazz", "Hatch", "GK", 19990, ["VTi", "VTi-S"], ["p15"], { until: 2020 }),
  model("Honda", "Accord", "Sedan", "CV", 46990, ["VTi", "VTi-LX"], ["h20"], { until: 2022 }),
  model("Mercedes-Benz", "C-Class", "Sedan", "W206", 78900, ["C200", "C300"], ["t20"], { drives: ["RWD"] }),
  model("Mercedes-Benz", "GLC", "SUV", "X254", 92900, ["GLC300 4MATIC", "GLC43 AMG"], ["t20"], { drives: ["AWD"] }),
  model("Mercedes-Benz", "A-Class", "Hatch", "W177", 57400, ["A180", "A250 4MATIC", "A35 AMG"], ["t14", "t20"]),
  model("Mercedes-Benz", "Sprinter", "Van", "VS30", 68990, ["315CDI", "319CDI"], ["d22"], { gvm: 3550 }),
  model("BMW", "3 Series", "Sedan", "G20", 73900, ["320i M Sport", "330i M Sport", "M340i xDrive"], ["t20"], { drives: ["RWD", "AWD"] }),
  model("BMW", "X5", "SUV", "G05", 124900, ["xDrive30d", "xDrive50e", "M60i"], ["d30v6", "x25"], { drives: ["AWD"], step: 15000 }),
  model("BMW", "X3", "SUV", "G45", 84900, ["20 xDrive", "30e xDrive", "M50 xDrive"], ["t20", "x25"], { drives: ["AWD"] }),
  model("BMW", "1 Series", "Hatch", "F40", 49900, ["118i", "M135i xDrive"], ["t14", "t20"]),
  model("Audi", "A3", "Hatch", "8Y", 49500, ["35 TFSI", "40 TFSI quattro S line", "S3"], ["t14", "t20"]),
  model("Audi", "Q5", "SUV", "FY", 74400, ["40 TDI quattro", "45 TFSI quattro S line", "SQ5"], ["t20", "d30v6"], { drives: ["AWD"] }),
  model("Audi", "Q3", "SUV", "F3", 54400, ["35 TFSI", "40 TFSI quattro S line"], ["t14", "t20"]),
  model("Suzuki", "Swift", "Hatch", "AZ", 22490, ["GL", "GLX", "Sport"], ["p12", "t14"], { manual: 0.3 }),
  model("Suzuki", "Vitara", "SUV", "LY", 31990, ["Vitara", "Turbo", "Turbo ALLGRIP"], ["p16", "t14"]),
  model("Suzuki", "Jimny", "SUV", "GJ", 34990, ["Lite", "Jimny", "XL"], ["p15"], { drives: ["4WD"], manual: 0.5, seats: 4, from: 2018 }),
  model("Isuzu Ute", "D-MAX", "Ute", "RG", 51990, ["SX", "LS-U", "X-TERRAIN", "Blade"], ["d30"], { manual: 0.1 }),
  model("Isuzu Ute", "MU-X", "SUV", "RJ", 53990, ["LS-M", "LS-U", "LS-T"], ["d30"], { seats: 7, drives: ["RWD", "4WD"] }),
  model("Jeep", "Grand Cherokee", "SUV", "WL", 82950, ["Night Eagle", "Limited", "Summit Reserve"], ["v35", "x25"], { drives: ["4WD"] }),
  model("Jeep", "Wrangler", "SUV", "JL", 84950, ["Unlimited Overland", "Unlimited Rubicon"], ["v35"], { drives: ["4WD"] }),
  model("Jeep", "Compass", "SUV", "M6", 44990, ["Night Eagle", "Limited", "Trailhawk"], ["p25"]),
  model("Land Rover", "Range Rover Evoque", "SUV", "L551", 75000, ["P250 S", "P300e R-Dynamic"], ["t20", "x16"], { drives: ["AWD"] }),
  model("Land Rover", "Defender", "SUV", "L663", 96000, ["110 D300 SE", "110 P400 X-Dynamic", "130 D300 X"], ["d30v6", "v30tt"], { drives: ["4WD"], step: 20000, towing: 3500 }),
  model("Lexus", "RX", "SUV", "ALH10R", 94900, ["RX350 Luxury", "RX350h Sports Luxury", "RX500h F Sport"], ["v35", "h25"], { drives: ["AWD"] }),
  model("Lexus", "NX", "SUV", "AAZH20R", 69900, ["NX250 Luxury", "NX350h F Sport", "NX450h+"], ["p25", "h25", "x25"]),
  model("Lexus", "IS", "Sedan", "AVE30R", 64900, ["IS300 Luxury", "IS300h F Sport", "IS500 F Sport Performance"], ["t20", "h25"], { drives: ["RWD"] }),
  model("Tesla", "Model 3", "Sedan", "MY24", 54990, ["Rear-Wheel Drive", "Long Range", "Performance"], ["e208", "e258"], { from: 2019, drives: ["RWD", "AWD"], step: 10000 }),
  model("Tesla", "Model Y", "SUV", "MY25", 58900, ["Rear-Wheel Drive", "Long Range", "Performance"], ["e208", "e258"], { from: 2022, drives: ["RWD", "AWD"], step: 10000 }),
  model("MG", "ZS", "SUV", "AZS1", 24990, ["Vibe", "Excite", "Essence", "EV Excite"], ["p15", "e150"], { step: 2500 }),
  model("MG", "MG3", "Hatch", "SZP1", 23990, ["Vibe", "Excite", "Hybrid+ Excite"], ["p15", "h15"], { step: 2500 }),
  model("MG", "HS", "SUV", "AS23", 34990, ["Vibe", "Excite", "Essence", "PHEV Essence"], ["t14", "x16"]),
  model("MG", "MG4", "Hatch", "EH32", 39990, ["Excite 51", "Essence 64", "XPOWER"], ["e150", "e258"], { from: 2023, drives: ["RWD", "AWD"] }),
  model("GWM", "Cannon", "Ute", "NPW", 42990, ["Cannon", "Cannon-L", "Cannon-X", "Cannon Alpha"], ["d20"], { from: 2021 }),
  model("Haval", "H6", "SUV", "B01", 36990, ["Lux", "Ultra", "Hybrid Ultra", "GT"], ["t20", "h15e"], { from: 2021 }),
  model("Haval", "Jolion", "SUV", "A01", 28990, ["Premium", "Lux", "Ultra", "Hybrid Ultra"], ["t14", "h15"], { step: 2500, from: 2021 }),
  model("BYD", "Atto 3", "SUV", "EAUS", 44499, ["Standard Range", "Extended Range"], ["e150"], { from: 2022 }),
  model("BYD", "Seal", "Sedan", "EAUS", 49888, ["Dynamic", "Premium", "Performance"], ["e208", "e258"], { from: 2023, drives: ["RWD", "AWD"] }),
  model("BYD", "Dolphin", "Hatch", "EAUS", 29990, ["Dynamic", "Premium"], ["e150"], { from: 2023 }),
  model("BYD", "Shark 6", "Ute", "MY25", 57900, ["Premium"], ["x15"], { from: 2024 }),
  model("Volvo", "XC60", "SUV", "UZ", 71990, ["B5 Plus", "T8 Ultra"], ["t20", "x25"], { drives: ["AWD"] }),
  model("Volvo", "XC40", "SUV", "XZ", 56990, ["B4 Plus", "B5 Ultra", "Recharge Pure Electric"], ["t20", "e168"]),
  model("Skoda", "Octavia", "Wagon", "NX", 42990, ["110TSI Style", "RS"], ["t14", "t20"]),
  model("Skoda", "Kodiaq", "SUV", "NS", 55990, ["Style", "Sportline", "RS"], ["t20"], { seats: 7, drives: ["AWD"] }),
  model("Porsche", "Macan", "SUV", "95B", 89500, ["Macan", "Macan S", "Macan GTS"], ["t20", "v30tt"], { drives: ["AWD"], step: 25000 }),
  model("LDV", "T60", "Ute", "SK8C", 39990, ["Pro", "Max Plus", "Max Ultra"], ["d20"]),
  model("LDV", "Deliver 9", "Van", "SV7C", 49990, ["LWB Mid Roof", "LWB High Roof"], ["d20"], { drives: ["FWD"] }),
  model("RAM", "1500", "Ute", "DT", 129950, ["Express", "Laramie", "Limited"], ["v56"], { drives: ["4WD"], step: 15000, seats: 5, towing: 4500, gvm: 3450 }),
  // Motorcycles
  bike("Yamaha", "MT-07", "Naked", 12999, ["MT-07", "MT-07 LAMS"], "m700"),
  bike("Yamaha", "MT-09", "Naked", 17499, ["MT-09", "MT-09 SP"], "m900"),
  bike("Yamaha", "YZF-R3", "Sports", 8499, ["YZF-R3"], "m300"),
  bike("Yamaha", "Tenere 700", "Adventure", 18999, ["Tenere 700", "Tenere 700 World Raid"], "m700"),
  bike("Yamaha", "XMAX 300", "Scooter", 8999, ["XMAX 300", "Tech MAX"], "mscooter"),
  bike("Yamaha", "WR250F", "Dirt", 12599, ["WR250F"], "mdirt", { seats: 1 }),
  bike("Honda", "CB650R", "Naked", 14999, ["CB650R", "CB650R E-Clutch"], "m650"),
  bike("Honda", "CBR500R", "Sports", 9999, ["CBR500R"], "m400"),
  bike("Honda", "Africa Twin", "Adventure", 24999, ["CRF1100L", "CRF1100L Adventure Sports ES"], "m1100"),
  bike("Honda", "Rebel 500", "Cruiser", 9499, ["Rebel 500", "Rebel 500 SE"], "m400"),
  bike("Honda", "PCX160", "Scooter", 4999, ["PCX160"], "mscooter"),
  bike("Kawasaki", "Ninja 400", "Sports", 8490, ["Ninja 400", "Ninja 400 KRT"], "m400"),
  bike("Kawasaki", "Z900", "Naked", 15990, ["Z900", "Z900 SE"], "m900"),
  bike("Kawasaki", "Versys 650", "Adventure", 13990, ["Versys 650", "Versys 650 LT"], "m650"),
  bike("Kawasaki", "Vulcan S", "Cruiser", 11490, ["Vulcan S", "Vulcan S Cafe"], "m650"),
  bike("Harley-Davidson", "Street Glide", "Touring", 48995, ["Street Glide", "Street Glide Special"], "m1900"),
  bike("Harley-Davidson", "Fat Boy 114", "Cruiser", 37995, ["Fat Boy 114"], "m1900"),
  bike("Harley-Davidson", "Sportster S", "Cruiser", 27995, ["Sportster S"], "m1100"),
  bike("Harley-Davidson", "Nightster", "Cruiser", 22995, ["Nightster", "Nightster Special"], "m900"),
  bike("Ducati", "Monster", "Naked", 21990, ["Monster", "Monster +", "Monster SP"], "m900"),
  bike("Triumph", "Street Triple", "Naked", 17990, ["765 R", "765 RS"], "m900"),
  bike("KTM", "390 Duke", "Naked", 8495, ["390 Duke"], "m400"),
  bike("Royal Enfield", "Himalayan", "Adventure", 8990, ["Himalayan 450"], "m400"),
  // Trucks
  truck("Isuzu", "N Series", "NLR 45-150", 72990, ["AMT Traypack", "AMT Tipper", "Crew Cab"], "k30", 4500),
  truck("Isuzu", "N Series", "NPR 75-190", 94990, ["AMT", "Premium Auto", "Crew Cab"], "k52", 7500),
  truck("Isuzu", "F Series", "FRR 110-260", 139990, ["AMT", "Auto"], "k79", 11000),
  truck("Isuzu", "F Series", "FVZ 260-300", 189990, ["Auto", "Tipper"], "k79", 26000, { drives: ["RWD"] }),
  truck("Hino", "300 Series", "616 Standard Cab", 76990, ["616 AMT", "616 Hybrid", "917 Wide Cab"], "k40", 6500),
  truck("Hino", "500 Series", "FC 1124", 139990, ["FC 1124 Standard Cab", "FD 1128 Wide Cab"], "k80", 11000),
  truck("Fuso", "Canter", "515 Wide Cab", 74990, ["515 Wide Cab", "615 Wide Cab", "918 Wide Cab"], "k30", 6000),
  truck("Fuso", "Fighter", "1627", 159990, ["1627 Cab Chassis", "1627 Crew Cab"], "k80", 16000),
  truck("UD", "Croner", "PKE 250", 129990, ["PKE 250 Auto", "PDE 250 Auto"], "k80", 16000),
  truck("Iveco", "Daily", "70C21", 109990, ["70C21 Cab Chassis", "50C21 Van"], "k30", 7000),
  // Caravans
  caravan("Jayco", "Journey", "Full Height Caravan", 84990, ["19.61-3", "21.66-4 Outback"], { length: 6.9, width: 2.4, tare: 2480, atm: 3080, sleeps: 4, axle: "Tandem" }),
  caravan("Jayco", "Silverline", "Full Height Caravan", 104990, ["21.66-3", "23.68-4 Outback"], { length: 7.8, width: 2.45, tare: 2890, atm: 3490, sleeps: 4, axle: "Tandem" }),
  caravan("Jayco", "Swan", "Camper Trailer", 39990, ["Touring", "Outback"], { length: 4.9, width: 2.1, tare: 1240, atm: 1600, sleeps: 4, axle: "Single" }),
  caravan("Jayco", "Crosstrak", "Camper Trailer", 44990, ["Crosstrak"], { length: 4.6, width: 2.0, tare: 1350, atm: 1750, sleeps: 3, axle: "Single" }),
  caravan("Jayco", "Journey Pop Top", "Pop Top", 69990, ["17.55-3 Outback"], { length: 6.0, width: 2.35, tare: 1990, atm: 2500, sleeps: 3, axle: "Single" }),
  caravan("Coromal", "Element", "Full Height Caravan", 79990, ["E606", "E636 Off Road"], { length: 7.2, width: 2.4, tare: 2450, atm: 3100, sleeps: 2, axle: "Tandem" }),
  caravan("Avan", "Aspire", "Pop Top", 59990, ["495", "503"], { length: 5.6, width: 2.3, tare: 1480, atm: 1900, sleeps: 2, axle: "Single" }),
  caravan("Lotus Caravans", "Trooper", "Hybrid Van", 129990, ["18'6\" Dual Axle"], { length: 7.4, width: 2.45, tare: 2780, atm: 3500, sleeps: 4, axle: "Tandem" }),
  caravan("New Age", "Manta Ray", "Full Height Caravan", 89990, ["19E", "21ES"], { length: 7.5, width: 2.45, tare: 2600, atm: 3300, sleeps: 2, axle: "Tandem" }),
  caravan("Zone RV", "Z-4", "Hybrid Van", 119990, ["Z-4 Touring", "Z-4 Off Road"], { length: 6.4, width: 2.35, tare: 2100, atm: 2800, sleeps: 4, axle: "Single" }),
  // Appended last, so every model before it keeps its index (and id).
  model("Fuso", "Rosa", "Bus", "BE64", 169990, ["Deluxe 25 Seat", "Standard 22 Seat"], ["k30"], { from: 2018, scenarioOnly: true }),
];
