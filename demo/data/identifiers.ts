// Identifiers a vehicle carries: VIN, NVIC, number plate, stock number, slug.
import type { CarType } from "../../domain/entities.ts";
import type { Random } from "./random.ts";
import type { State } from "./reference/dealerships.ts";
import { slugify } from "../../domain/slug.ts";

/** World manufacturer identifiers (first three VIN characters) for common makes. */
const WMI: Record<string, string> = {
  Toyota: "JTM", Mazda: "JM0", Hyundai: "KMH", Ford: "MPB", Kia: "KNA", Nissan: "JN1", Mitsubishi: "MMC", Subaru: "JF1",
  Volkswagen: "WVW", Holden: "6G1", Honda: "JHM", "Mercedes-Benz": "WDD", BMW: "WBA", Audi: "WAU", Suzuki: "JS3",
  "Isuzu Ute": "MPA", Jeep: "1C4", "Land Rover": "SAL", Lexus: "JTH", Tesla: "LRW", MG: "LSJ", GWM: "LGW", Haval: "LGW",
  BYD: "LGX", Volvo: "YV1", Skoda: "TMB", Porsche: "WP1", LDV: "LSF", RAM: "1C6", Yamaha: "JYA", Kawasaki: "JKA",
  "Harley-Davidson": "1HD", Ducati: "ZDM", Triumph: "SMT", KTM: "VBK", "Royal Enfield": "ME3", Isuzu: "JAA", Hino: "JHD",
  Fuso: "JLF", UD: "JNC", Iveco: "ZCF",
};

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";
const PLATE_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

function chars(r: Random, alphabet: string, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += alphabet[r.int(0, alphabet.length - 1)];
  return out;
}

/** 17 characters; the serial section carries the car id, so VINs never collide. */
export function vin(r: Random, make: string, year: number, id: number): string {
  const wmi = WMI[make] ?? "6T1";
  const yearCode = year >= 2010 ? YEAR_CODES[(year - 2010) % 30] : String(year % 10);
  const serial = String(id % 10_000_000).padStart(7, "0");
  return `${wmi}${chars(r, VIN_CHARS, 5)}${r.int(0, 9)}${yearCode}${serial}`;
}

/** Glass's National Vehicle Identification Code: six characters. */
export function nvic(r: Random): string {
  return `${r.int(0, 9)}${chars(r, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 5)}`;
}

const PLATE_FORMATS: Record<State, (r: Random) => string> = {
  NSW: (r) => `${chars(r, PLATE_LETTERS, 3)}${r.int(10, 99)}${chars(r, PLATE_LETTERS, 1)}`,
  VIC: (r) => `${r.int(1, 9)}${chars(r, PLATE_LETTERS, 2)}${r.int(1, 9)}${chars(r, PLATE_LETTERS, 2)}`,
  QLD: (r) => `${r.int(100, 999)}${chars(r, PLATE_LETTERS, 3)}`,
  WA: (r) => `1${chars(r, PLATE_LETTERS, 3)}${r.int(100, 999)}`,
  SA: (r) => `S${r.int(100, 999)}${chars(r, PLATE_LETTERS, 3)}`,
};

export function regplate(r: Random, state: State): string {
  return PLATE_FORMATS[state](r);
}

const TYPE_LETTER: Record<CarType, string> = { new: "N", demo: "D", used: "U" };

/** Unique per dealership because it embeds the (globally unique) car id. */
export function stockNumber(dealershipCode: string, carType: CarType, id: number): string {
  return `${dealershipCode}${TYPE_LETTER[carType]}${String(id).padStart(6, "0")}`;
}

/** "Corolla" + "Ascent Sport" → "Corolla Ascent Sport"; "Rebel 500" + "Rebel 500 SE" → "Rebel 500 SE". */
export function modelAndBadge(model: string, badge: string | null): string {
  if (!badge) return model;
  return badge.startsWith(model) ? badge : `${model} ${badge}`;
}

/** e.g. 2021-toyota-corolla-ascent-sport-hatch-123: unique because it ends in the id. */
export function carSlug(parts: { year: number; make: string; model: string; badge: string | null; bodySlug: string }, id: number): string {
  return slugify(`${parts.year} ${parts.make} ${modelAndBadge(parts.model, parts.badge)} ${parts.bodySlug} ${id}`);
}
