// GET /cars/{slug}/autogauge (listing §7): the price comparison fields — fill,
// listing_price, market_range_min, market_range_max, confidence, description —
// from comparable stock across the platform (docs/decisions/0015-price-comparison.md).
import type { Route } from "./+types/cars.$slug.autogauge";
import { servicesContext, siteContext } from "../context.ts";
import { priceDisplay } from "../../domain/price-display.ts";
import { carView } from "../lib/detail/car-view.ts";
import { autogauge, comparedCar } from "../lib/detail/price-comparison.server.ts";
import { findVisibleCar, slugKey } from "../lib/detail/visible-car.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const found = await findVisibleCar(services, site, slugKey(params.slug));
  if (!found) return Response.json({ message: "Vehicle not found" }, { status: 404 });
  const car = carView(found.car, found.dealership, found.location);
  const shown = priceDisplay(car, { subscriptionOffer: site.features.subscriptionOffer, noPriceText: site.labels.noPrice });
  return Response.json(autogauge(services.search, comparedCar(car, shown)), {
    headers: { "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600" },
  });
}
