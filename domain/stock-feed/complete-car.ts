// What a feed may leave out and the platform still needs: a display name, an
// address (slug), and the simple body, fuel and gearbox the listing facets
// use. A value the feed gives always wins.
import { slugify } from "../slug.ts";
import type { FeedCar } from "./parse-row.ts";

const SIMPLE_BODIES = ["Sedan", "Hatch", "SUV", "Ute", "Wagon", "Van", "Coupe", "Convertible", "People Mover", "Cab Chassis", "Motorcycle", "Truck", "Caravan"];

/** "Hatchback" → "Hatch", "Cab Chassis" → "Cab Chassis"; null when nothing fits. */
export function simpleBodyOf(body: string | null | undefined): string | null {
  if (!body) return null;
  const text = body.toLowerCase();
  if (/hatch/.test(text)) return "Hatch";
  if (/people|mpv/.test(text)) return "People Mover";
  if (/cab.?chassis/.test(text)) return "Cab Chassis";
  if (/utility|\bute\b|pick.?up/.test(text)) return "Ute";
  if (/wagon|estate/.test(text)) return "Wagon";
  if (/cabriolet|convertible|roadster/.test(text)) return "Convertible";
  return SIMPLE_BODIES.find((simple) => text.includes(simple.toLowerCase())) ?? null;
}

export function simpleTransmissionOf(transmission: string | null | undefined): string | null {
  if (!transmission) return null;
  return /manual/i.test(transmission) ? "Manual" : "Automatic";
}

/** "Corolla" + "Ascent Sport" → "Corolla Ascent Sport"; a badge that repeats the model is not doubled. */
function modelAndBadge(model: string, badge: unknown): string {
  if (typeof badge !== "string" || !badge) return model;
  return badge.startsWith(model) ? badge : `${model} ${badge}`;
}

/** A short, stable hash of a text (FNV-1a), so two stock numbers that slugify alike still get two addresses. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The fields a new or updated car gets from the rest when the feed leaves them
 * out. `address: false` leaves the address (slug) out: a known car keeps its
 * own, so the importer makes one only for a new car.
 */
export function completeFeedCar(car: FeedCar, dealershipSlug: string, options: { address?: boolean } = {}): FeedCar {
  const out: FeedCar = { ...car };
  const year = Number(car.year);
  const make = String(car.make);
  const model = String(car.model);
  if (!("name" in car) || !car.name) out.name = `${year} ${make} ${modelAndBadge(model, car.badge)}`;
  if (options.address !== false && (!("slug" in car) || !car.slug)) {
    out.slug = slugify(`${year} ${make} ${modelAndBadge(model, car.badge)} ${dealershipSlug} ${car.stocknum}`) + `-${shortHash(`${dealershipSlug}:${car.stocknum}`)}`;
  }
  if ("body" in car && !car.simpleBody) out.simpleBody = simpleBodyOf(car.body as string | null);
  if ("fuel" in car && !car.simpleFuel) out.simpleFuel = (car.fuel as string | null) ?? null;
  if ("transmission" in car && !car.simpleTransmission) out.simpleTransmission = simpleTransmissionOf(car.transmission as string | null);
  if (!car.status) out.status = "in_stock";
  return out;
}
