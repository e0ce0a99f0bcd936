// The reserve or buy button of each card (listing brief: "only when checkout is
// enabled ... with a null or $0 reserve amount left out of its label"). The
// rule and the label are the detail page's (app/lib/detail/detail-links.ts);
// this fetches what the search record does not carry: the dealership's
// checkout switch and payment processors, and each car's own processors.
import type { PaymentProcessor } from "../../../domain/entities.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { actionLinks, type LinkDealership } from "../detail/detail-links.ts";
import type { CardAction, CardCar } from "../card-car.ts";
import { ResultCache } from "./result-cache.ts";
import { isDatabaseUnavailable, unavailableReason } from "../../../db/availability.ts";
import { log } from "../../../services/log.ts";

interface DealershipRow {
  id: number;
  checkout_enabled: boolean;
  automated_valuation: boolean;
  payment_processors: PaymentProcessor[] | null;
}

// Dealership settings change rarely; five minutes of staleness is fine for a card.
const dealershipCache = new ResultCache<Promise<Map<number, LinkDealership>>>(1, 5 * 60_000);

function dealerships(services: Services): Promise<Map<number, LinkDealership>> {
  const cached = dealershipCache.get("all");
  if (cached) return cached;
  const loading = services.db
    .query<DealershipRow>("select id, checkout_enabled, automated_valuation, payment_processors from dealerships")
    .then(
      (rows) =>
        new Map(
          rows.map((row) => [
            Number(row.id),
            { checkoutEnabled: row.checkout_enabled, automatedValuation: row.automated_valuation, paymentProcessors: row.payment_processors ?? [] },
          ]),
        ),
    );
  dealershipCache.set("all", loading);
  loading.catch(() => dealershipCache.clear());
  return loading;
}

/**
 * Reserve buttons by car id, for the cars on a page that have one. While the
 * database is away the cards come without them (reserving needs it anyway):
 * the listing itself is the search index's, and keeps serving.
 */
export async function reserveActions(services: Services, site: Site, cars: readonly CardCar[]): Promise<Record<string, CardAction>> {
  if (!site.features.checkout.enabled) return {};
  try {
    return await reserveActionsFromDatabase(services, site, cars);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn(`Listing without reserve buttons: ${unavailableReason(error)}`);
    return {};
  }
}

async function reserveActionsFromDatabase(services: Services, site: Site, cars: readonly CardCar[]): Promise<Record<string, CardAction>> {
  const byDealership = await dealerships(services);
  const candidates = cars.filter((car) => byDealership.get(car.dealership_id)?.checkoutEnabled && car.status === "in_stock" && !car.reserved);
  if (candidates.length === 0) return {};
  const rows = await services.db.query<{ id: number; payment_processors: PaymentProcessor[] | null }>(
    "select id, payment_processors from cars where id = any($1::int[])",
    [candidates.map((car) => car.id)],
  );
  const processors = new Map(rows.map((row) => [Number(row.id), row.payment_processors ?? []]));
  const linkSite = { prefix: site.searchPrefix, usedOnly: site.usedOnly, features: site.features };
  const actions: Record<string, CardAction> = {};
  for (const car of candidates) {
    const dealership = byDealership.get(car.dealership_id)!;
    // Only the reserve link is read; the fields the other buttons need are not on a card.
    const linkCar = { ...car, vin: null, file: null, dealership_slug: "", payment_processors: processors.get(car.id) ?? [] };
    const reserve = actionLinks(linkCar, dealership, linkSite, { enquire: site.labels.enquire }).reserve;
    if (reserve) actions[car.id] = reserve;
  }
  return actions;
}
