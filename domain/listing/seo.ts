// Words for a listing page: its heading, <title> and meta description, from
// the search state (listing brief: "a real title, description and canonical
// URL per listing").
import { matchingBodySegment, type ListingState } from "./search-url.ts";
import { CAR_TYPE_ORDER, type BodySegment } from "./url-table.ts";
import { formatNumber } from "../number-format.ts";

const TYPE_WORDS: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };
const ITEM_NOUNS: Record<string, string> = { car: "Cars", motorcycle: "Motorcycles", truck: "Trucks", caravan: "Caravans" };

export interface ListingWordsInput {
  state: ListingState;
  usedOnly: boolean;
  /** The body segment of the address, when the page is one (/search/suv). */
  body: BodySegment | null;
  /** The dealership of a /search/{dealership_slug} page. */
  dealershipName?: string | null;
  specialOffers?: boolean;
  /** The item types among the results (their facet): when it is one, the page is named by it (a truck dealer's "Trucks"). */
  resultItemTypes?: readonly string[];
}

/** [new, demo] → "New and Demo"; [new, used, demo] → "New, Used and Demo". */
export function carTypeWords(types: readonly string[]): string {
  const words = CAR_TYPE_ORDER.filter((type) => types.includes(type)).map((type) => TYPE_WORDS[type]);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const single = (values: readonly string[] | undefined) => (values?.length === 1 ? values[0] : null);

/** "Used Toyota Corolla Cars for Sale", "SUVs for Sale", "New, Used and Demo Cars for Sale". */
export function listingHeading(input: ListingWordsInput): string {
  if (input.specialOffers) return "Special Offers";
  const { refinements } = input.state;
  const make = single(refinements.make);
  const model = make ? single(refinements.model) : null;
  const itemType = single(refinements.item_type);
  const body = input.body ?? matchingBodySegment(refinements) ?? null;
  const named = itemType ?? single(input.resultItemTypes);
  const noun = body?.title ?? (named ? ITEM_NOUNS[named] ?? "Vehicles" : "Cars");
  const types = refinements.car_type ?? (input.usedOnly ? ["used"] : []);
  const typeWords = types.length > 0 ? carTypeWords(types) : make || itemType || body || input.dealershipName ? "" : carTypeWords(CAR_TYPE_ORDER);
  const words = [typeWords, make, model, noun, "for Sale"].filter(Boolean).join(" ");
  return input.dealershipName ? `${words} at ${input.dealershipName}` : words;
}

export function listingTitle(heading: string, siteName: string, page: number): string {
  return page > 1 ? `${heading} – Page ${page} | ${siteName}` : `${heading} | ${siteName}`;
}


export function listingDescription(input: ListingWordsInput & { siteName: string; nbHits: number }): string {
  if (input.specialOffers) {
    return `Special offers on ${formatNumber(input.nbHits)} vehicles at ${input.siteName}: runout, clearance and reduced prices on new, demo and used stock.`;
  }
  const heading = listingHeading({ ...input, dealershipName: null });
  const subject = heading.replace(/ for Sale$/, "").replace(/\b(New|Used|Demo|Cars|Vehicles|Motorcycles|Trucks|Caravans)\b/g, (word) => word.toLowerCase());
  const where = input.dealershipName ?? input.siteName;
  return `Browse ${formatNumber(input.nbHits)} ${subject} for sale at ${where}. Compare prices and filter by make, model, price, year and kilometres.`;
}
