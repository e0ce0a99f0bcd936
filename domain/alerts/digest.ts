// What an alert digest says (decision 0040): one message per saved search and
// channel, at most one a day, listing the cars that arrived (or the watched
// cars whose price dropped) with their prices and absolute links on the
// site's own host, and an unsubscribe link that works without signing in.
import { formatAud } from "../number-format.ts";

export interface DigestCar {
  kind: "arrived" | "price_drop";
  title: string;
  /** The car's current price (null or 0: "Enquire for price"). */
  price: number | null;
  /** For a price drop: the price before. */
  oldPrice: number | null;
  url: string;
}

export interface DigestInput {
  siteName: string;
  /** The saved search's name ("Price drops on my watchlist" for the watchlist). */
  searchName: string;
  watchlist: boolean;
  /** The saved listing address (absolute), or the garage for the watchlist. */
  searchUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  cars: readonly DigestCar[];
}

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
}

/** The most cars one digest lists; the rest are behind the search link. */
export const DIGEST_CAR_LIMIT = 20;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const html = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
/** One line of the shopper's own words (the search name) in a subject or an SMS: no line breaks or control characters. */
export const oneLine = (value: string, max = 80) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim().slice(0, max);

export const priceText = (price: number | null) => (price && price > 0 ? formatAud(price) : "Enquire for price");

function carLine(car: DigestCar): string {
  if (car.kind === "price_drop" && car.oldPrice) return `${car.title}: now ${priceText(car.price)} (was ${priceText(car.oldPrice)})`;
  return `${car.title}: ${priceText(car.price)}`;
}

function headline(input: DigestInput): string {
  const n = input.cars.length;
  const cars = n === 1 ? "car" : "cars";
  if (input.watchlist) return `${n} ${cars} on your watchlist dropped in price`;
  return `${n} new ${cars} for "${oneLine(input.searchName)}"`;
}

export function digestEmail(input: DigestInput): DigestEmail {
  const shown = input.cars.slice(0, DIGEST_CAR_LIMIT);
  const more = input.cars.length - shown.length;
  const title = headline(input);
  const subject = `${title} at ${oneLine(input.siteName)}`;
  const text = [
    `${title} at ${input.siteName}:`,
    "",
    ...shown.flatMap((car) => [carLine(car), car.url, ""]),
    ...(more > 0 ? [`…and ${more} more.`, ""] : []),
    input.watchlist ? `Your watchlist: ${input.searchUrl}` : `See every match: ${input.searchUrl}`,
    `Change your alerts: ${input.manageUrl}`,
    "",
    "You get at most one of these emails a day for each saved search.",
    `Stop these emails: ${input.unsubscribeUrl}`,
  ].join("\n");
  const items = shown
    .map((car) => {
      const was = car.kind === "price_drop" && car.oldPrice ? ` <s style="color:#5f6368">${html(priceText(car.oldPrice))}</s>` : "";
      return `<li style="margin:0 0 12px"><a href="${html(car.url)}">${html(car.title)}</a><br><strong>${html(priceText(car.price))}</strong>${was}</li>`;
    })
    .join("");
  const body = [
    `<h1 style="font-size:20px">${html(title)}</h1>`,
    `<ul style="padding-left:18px">${items}</ul>`,
    more > 0 ? `<p>…and ${more} more.</p>` : "",
    `<p><a href="${html(input.searchUrl)}">${input.watchlist ? "Your watchlist" : "See every match"}</a> · <a href="${html(input.manageUrl)}">Change your alerts</a></p>`,
    `<p style="color:#5f6368;font-size:13px">You get at most one of these emails a day for each saved search. <a href="${html(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
  ].join("");
  return {
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a1a">${body}</body></html>`,
  };
}

/** The SMS: one short message with the count, the first car and two links. */
export function digestSms(input: DigestInput): string {
  const first = input.cars[0];
  const rest = input.cars.length > 1 ? ` and ${input.cars.length - 1} more` : "";
  return [
    `${oneLine(input.siteName, 40)}: ${headline(input)}.`,
    first ? `${carLine(first)}${rest}.` : "",
    `See: ${input.searchUrl}`,
    `Stop: ${input.unsubscribeUrl}`,
  ]
    .filter(Boolean)
    .join("\n");
}
