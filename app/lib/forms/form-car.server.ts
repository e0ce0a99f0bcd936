// The car a form page is about, found only among the cars the site shows
// (another site's car is a 404, app/lib/detail/visible-car.server.ts), and
// reduced to what the form page displays.
import type { RouterContextProvider } from "react-router";
import type { CarKey, CarWithDealer } from "../../../db/repositories/cars.ts";
import { positiveAmount } from "../../../domain/money.ts";
import { priceDisplay, SUBSCRIPTION_UNIT_TEXT } from "../../../domain/price-display.ts";
import type { Site } from "../../../sites/registry.ts";
import { servicesContext, siteContext } from "../../context.ts";
import { findVisibleCar, requireVisibleCar } from "../detail/visible-car.server.ts";
import type { FormCar } from "./form-setup.ts";

export function formCar({ car, dealership, location }: CarWithDealer, site: Site): FormCar {
  const price = priceDisplay(car, { subscriptionOffer: site.features.subscriptionOffer, noPriceText: site.labels.noPrice });
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    car_type: car.carType as FormCar["car_type"],
    item_type: car.itemType as FormCar["item_type"],
    tag: car.tag,
    priceText: price.kind === "subscription" ? `${price.text} ${SUBSCRIPTION_UNIT_TEXT}` : price.text,
    priceType: price.priceType,
    price: positiveAmount(price.carPrice),
    stocknum: car.stocknum,
    km: car.km,
    image: car.images[0]?.url ?? null,
    dealershipName: dealership.name,
    locationName: location?.name ?? null,
  };
}

/** The site's car by slug or id, or a thrown 404. */
export function requireFormCar(context: Readonly<RouterContextProvider>, key: CarKey | null): Promise<CarWithDealer> {
  return requireVisibleCar(context.get(servicesContext), context.get(siteContext), key);
}

/** The site's car when the key names one it shows, else null (an optional car_id). */
export function findFormCar(context: Readonly<RouterContextProvider>, key: CarKey | null): Promise<CarWithDealer | null> {
  return findVisibleCar(context.get(servicesContext), context.get(siteContext), key);
}

/** `car_id` from a query: the number, or null when absent or not a positive whole number. */
export function carIdFromQuery(url: URL, name = "car_id"): number | null {
  const value = url.searchParams.get(name);
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}
