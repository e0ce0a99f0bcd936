// Words that fit the vehicle (issue #14 §2): the detail page's headings,
// icons, bullets and dealer promises follow the vehicle type (car, bike,
// truck, caravan) and its condition (new, demo, used). No wiper blades on a
// motorcycle, no fuel tank on a caravan, no service history on a new car, no
// runout pricing on a used one; and one guarantee per page.
import type { CarType, ItemType } from "./entities.ts";
import { formatNumber } from "./number-format.ts";

/** What the page calls the vehicle in its headings. */
export const VEHICLE_NOUN: Readonly<Record<ItemType, string>> = { car: "Car", motorcycle: "Bike", truck: "Truck", caravan: "Caravan" };

export const vehicleNoun = (itemType: ItemType | null | undefined): string => VEHICLE_NOUN[itemType ?? "car"] ?? "Car";

/** "Car Summary" / "Bike Summary" / "Caravan Summary", "… Details", "Protect Your …". */
export function sectionTitles(itemType: ItemType | null | undefined) {
  const noun = vehicleNoun(itemType);
  return { summary: `${noun} Summary`, details: `${noun} Details`, protect: `Protect Your ${noun}` };
}

/**
 * The words of the buttons, form titles, lead e-mails and success pages about one vehicle. The spec's own words
 * ("Reserve Car Now", "Car History Report", "book a test drive") are the car's; other types get their noun, and a
 * motorcycle is ridden: "Book a Test Ride". A caravan has no engine, so no test drive at all (`testDrive` null).
 */
export interface VehicleWords {
  /** "Car", "Bike", "Truck", "Caravan". */
  noun: string;
  /** "Reserve Car Now", "Reserve Bike Now" (the deposit is added by domain/reserve.ts). */
  reserve: string;
  /** "Car History Report", "Bike History Report". */
  historyReport: string;
  /** The button "Book a Test Drive" / "Book a Test Ride", the page title "Book a test drive", the lead name "Test Drive". */
  testDrive: { button: string; title: string; lead: string; thing: string } | null;
}

const TEST_DRIVE = { button: "Book a Test Drive", title: "Book a test drive", lead: "Test Drive", thing: "test drive" };
const TEST_RIDE = { button: "Book a Test Ride", title: "Book a test ride", lead: "Test Ride", thing: "test ride" };

export function vehicleWords(itemType: ItemType | null | undefined): VehicleWords {
  const noun = vehicleNoun(itemType);
  return {
    noun,
    reserve: `Reserve ${noun} Now`,
    historyReport: `${noun} History Report`,
    testDrive: itemType === "caravan" ? null : itemType === "motorcycle" ? TEST_RIDE : TEST_DRIVE,
  };
}

/**
 * A human-facing line about one vehicle (a lead e-mail's subject, a success page) in that vehicle's words: "Car" and
 * "car" become its noun, and on a motorcycle "Test Drive" becomes "Test Ride". CRM categories stay as they are; only
 * what a person reads changes.
 */
export function inVehicleWords(text: string, itemType: ItemType | null | undefined): string {
  if (!itemType || itemType === "car") return text;
  const noun = vehicleNoun(itemType);
  let out = text.replace(/\bCar\b/g, noun).replace(/\bcar\b/g, noun.toLowerCase());
  if (itemType === "motorcycle") out = out.replace(/\bTest Drive\b/g, "Test Ride").replace(/\btest drive\b/g, "test ride");
  return out;
}

/** A caravan has no engine: no fuel, no fuel tank, no fuel calculator, no kilometres. */
export const hasEngine = (itemType: ItemType | null | undefined) => itemType !== "caravan";

/**
 * The odometer as cards, the sidebar icons, the summary and the compare table show it: "12,345 km", or nothing
 * (null) for a vehicle without an engine (a caravan or trailer has no odometer: never "0 km") and for a reading of
 * 0 or none (a new vehicle's 0 km is what "New" already says; on a used one it means the dealer did not record it).
 * The spec names no wording for either, so the fact is left out rather than shown as a false "0 km".
 */
export function odometerText(itemType: ItemType | null | undefined, km: number | null | undefined): string | null {
  if (!hasEngine(itemType) || km == null || !Number.isFinite(km) || km <= 0) return null;
  return `${formatNumber(km)} km`;
}

/** Words that must never describe a vehicle of this type or condition. */
export const WORDS_THAT_DO_NOT_FIT: readonly { itemType?: ItemType; carType?: CarType; words: RegExp }[] = [
  { itemType: "motorcycle", words: /wiper|autonomous emergency braking|cabin|floor mats|Reserve Car\b|\bCar History|test drive|this car\b/i },
  { itemType: "caravan", words: /fuel|kilomet|\bkms?\b|test drive|wiper|autonomous|engine|driven|Reserve Car\b|\bCar History|this car\b/i },
  { carType: "new", words: /service history|150-point|previous owner|PPSR|history check|roadworthy/i },
  { carType: "used", words: /runout|new (car|bike|truck|caravan) warranty|pre-delivery/i },
];

// ------------------------------------------------------------ What's Included

const INCLUDED: Readonly<Record<ItemType, Readonly<Record<CarType, readonly string[]>>>> = {
  car: {
    new: ["Full manufacturer's new car warranty", "Pre-delivery inspection and a full tank of fuel", "Floor mats and a walk-through of every feature at handover"],
    demo: ["Balance of the manufacturer's new car warranty", "Fresh service and detail before delivery", "Low kilometres, driven only by our team"],
    used: [
      "Independent history check: not stolen, written off or under finance",
      "Multi-point mechanical inspection and a fresh service",
      "Roadworthy or safety certificate where your state requires one",
    ],
  },
  motorcycle: {
    new: ["Full manufacturer's new bike warranty", "Pre-delivery service and a full tank of fuel", "A walk-through of the controls and riding modes at handover"],
    demo: ["Balance of the manufacturer's new bike warranty", "Fresh service, chain adjustment and detail before delivery", "Low kilometres, ridden only by our team"],
    used: [
      "Independent history check: not stolen, written off or under finance",
      "Inspection of the tyres, brakes, chain and sprockets, and a fresh service",
      "Roadworthy or safety certificate where your state requires one",
    ],
  },
  truck: {
    new: ["Full manufacturer's new truck warranty", "Pre-delivery inspection and a full tank of fuel", "A walk-through of the cab, controls and load limits at handover"],
    demo: ["Balance of the manufacturer's new truck warranty", "Fresh service and detail before delivery", "Low kilometres, driven only by our team"],
    used: [
      "Independent history check: not stolen, written off or under finance",
      "Mechanical inspection of the driveline, brakes and chassis, and a fresh service",
      "Roadworthy or safety certificate where your state requires one",
    ],
  },
  caravan: {
    new: [
      "Full manufacturer's new caravan warranty",
      "Pre-delivery check of the gas, electrics, water and brakes",
      "A handover walk-through of hitching, the awning and every appliance",
    ],
    demo: [
      "Balance of the manufacturer's new caravan warranty",
      "Gas and electrical check and a full clean before delivery",
      "Barely used: shown at our yard and on display days",
    ],
    used: [
      "Independent history check: not stolen, written off or under finance",
      "Gas and electrical compliance check, bearings and brakes inspected",
      "Weighed before delivery: tare and ATM confirmed",
    ],
  },
};

/** detail §2 "What's Included": per vehicle type and condition. */
export const whatsIncluded = (itemType: ItemType | null | undefined, carType: CarType): readonly string[] => INCLUDED[itemType ?? "car"][carType];

// -------------------------------------------------------------- guarantees

export type Guarantee = "money-back" | "return";

export const GUARANTEE_TEXT: Readonly<Record<Guarantee, string>> = {
  /** detail §9: "One site offers a 48 hour money-back guarantee on used pre-owned." */
  "money-back": "48 hour money-back guarantee on pre-owned vehicles",
  /** detail §9: "Used-car return policy on one dealer: 14 days, no more than 500 km, at least a quarter tank of fuel." */
  return: "Changed your mind? Return it within 14 days, with no more than 500 km driven and at least a quarter tank of fuel",
};

/**
 * The one guarantee a used vehicle's page makes, if any: the dealer's 14-day return policy where the site names
 * that dealership (the dealer's own policy is the more specific promise), else the site's 48-hour money-back
 * guarantee. Never both. The return policy counts kilometres and fuel, so a caravan (no engine) never gets it.
 */
export function dealerGuarantee(options: {
  carType: CarType;
  itemType: ItemType | null | undefined;
  dealershipSlug: string;
  moneyBackGuarantee: boolean;
  returnPolicyDealerships: readonly string[];
}): Guarantee | null {
  if (options.carType !== "used") return null;
  if (options.returnPolicyDealerships.includes(options.dealershipSlug) && hasEngine(options.itemType)) return "return";
  if (options.moneyBackGuarantee) return "money-back";
  return null;
}

/** detail §2 "Why Buy From Us": the dealer's promises, in words that fit the vehicle and its condition. */
export function whyBuyReasons(options: { siteName: string; itemType: ItemType | null | undefined; carType: CarType; guarantee: Guarantee | null }): string[] {
  const inspected =
    options.carType === "new"
      ? `Every new vehicle at ${options.siteName} gets a pre-delivery inspection before handover`
      : `Every vehicle at ${options.siteName} is inspected before it goes on sale`;
  const reasons = [inspected, "Finance, insurance and trade-ins arranged in one visit", "Transparent drive-away pricing with no hidden fees"];
  if (options.guarantee === "money-back") reasons.unshift(GUARANTEE_TEXT["money-back"]);
  if (options.guarantee === "return") reasons.push(GUARANTEE_TEXT.return);
  return reasons;
}

// ------------------------------------------------------------------- icons

export type BodyIcon = "car" | "motorcycle" | "truck" | "caravan";

/** The sidebar's body icon: the vehicle type's own silhouette. */
export const bodyIcon = (itemType: ItemType | null | undefined): BodyIcon => itemType ?? "car";
