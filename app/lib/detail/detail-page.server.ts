// Everything the vehicle detail page shows, worked out on the server from the
// car, its dealership and location, and the site's rules (the critical data),
// plus the slower panels as promises the page streams in (similar cars, the
// price comparison, a finance quote), each failing on its own.
import type { CarWithDealer } from "../../../db/repositories/cars.ts";
import { australianState, stateTimeZone } from "../../../domain/australian-states.ts";
import { cardTag, showsCertifiedBadge, type CardTag } from "../../../domain/card-tag.ts";
import { deliveryEstimate, type DeliveryEstimate } from "../../../domain/delivery.ts";
import { LENDER_INTEREST_BOUNDS } from "../../../domain/finance/calculator.ts";
import { LENDER_AMOUNT_MINIMUM, LENDER_COMPARISON_RATE_RANGE, requestsQuote, roundingRule } from "../../../domain/finance/variants.ts";
import { estimateProvider, financeEstimate, type FinanceEstimate } from "../../../domain/finance/estimate.ts";
import { financeProviderName } from "../../../domain/entities.ts";
import { fuelConsumptionFigure, showsFuelCalculator } from "../../../domain/fuel-calculator.ts";
import { showsMarketPriceIndicator } from "../../../domain/market-indicator.ts";
import { formatPhone, maskPhone, selectPhone, telHref } from "../../../domain/phone.ts";
import { priceDisplay, SUBSCRIPTION_UNIT_TEXT, type PriceDisplay } from "../../../domain/price-display.ts";
import { formatAud } from "../../../domain/money.ts";
import { regoExpiryText } from "../../../domain/rego-expiry.ts";
import { reservationTerms } from "../../../domain/reservation.ts";
import { featureList, keyInformationRows, specificationRows, type SpecRow } from "../../../domain/specifications.ts";
import { isInStock } from "../../../domain/stock-status.ts";
import { zonedClock } from "../../../domain/zoned-time.ts";
import type { CardCar } from "../card-car.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { StockScope } from "../../../services/stock/index.ts";
import { canonicalUrl, siteOrigin } from "../site-origin.ts";
import {
  financeCalculatorSetup,
  readFinanceInput,
  readFuelInput,
  standaloneCalculator,
  type FinanceCalculatorSetup,
  type FinanceInputValues,
  type FuelInputValues,
} from "./calculator-input.ts";
import { readExpanded, type Expandable } from "./expanded-sections.ts";
import { carView, type CarView } from "./car-view.ts";
import { dealerCommentsView, type DealerCommentsView } from "./dealer-comments.server.ts";
import { actionLinks, breadcrumb, carPath, carReserveDeposit, checkoutEnabled, findSimilarHref, type ActionLinks, type Crumb } from "./detail-links.ts";
import { breadcrumbJsonLd, carJsonLd, serializeJsonLd } from "./json-ld.ts";
import { autogauge, comparedCar, type AutogaugeResponse } from "./price-comparison.server.ts";
import { needsQuote, pageQuoteRequest, type Quote } from "../../../domain/finance/quote-provider.ts";
import { quoteProviderFor } from "./quote-providers.server.ts";
import { findSimilarCars } from "./similar-cars.server.ts";
import { carMessage, smsHref, whatsappHref } from "../../../domain/message-links.ts";
import { dealerGuarantee, hasEngine, odometerText, vehicleNoun, whatsIncluded, whyBuyReasons } from "../../../domain/vehicle-words.ts";

export interface DealerPhone {
  /** '02 9412 5500' */
  display: string;
  /** '02 94** ****' until revealed; null where the site shows numbers straight away. */
  masked: string | null;
  tel: string;
}

export interface DetailPage {
  car: CarView;
  dealershipName: string;
  siteName: string;
  siteSlug: string;
  inStock: boolean;
  price: PriceDisplay;
  tag: CardTag | null;
  certifiedBadge: string | null;
  marketIndicator: boolean;
  regoText: string | null;
  phone: DealerPhone | null;
  /** detail §2 "sms:, a WhatsApp link": where the site configures a mobile; null links hide. */
  messages: { sms: string | null; whatsapp: string | null };
  finance: FinanceEstimate | null;
  calculator: { setup: FinanceCalculatorSetup; input: FinanceInputValues };
  /**
   * The modal calculator (site option `financeModalCalculator`): up to $250,000 at 8.5%, opened from a button by
   * the estimate. It starts on the car's price where the site says so. `open` when the address asks for it
   * (`?calculator=open`, the button's link without JavaScript); only then does it read its figures from the address.
   */
  modalCalculator: { setup: FinanceCalculatorSetup; input: FinanceInputValues; open: boolean } | null;
  /** "Request a Quote" instead of the finance calculator (site option `financeRequestQuoteDealerships`). */
  requestQuote: boolean;
  /** `assumed`: the vehicle has no consumption figure of its own, so the calculator uses the default and says so. */
  fuel: { consumption: number; assumed: boolean; input: FuelInputValues } | null;
  delivery: { postcode: string; result: DeliveryEstimate | null } | null;
  comments: DealerCommentsView;
  keyInformation: SpecRow[];
  specifications: SpecRow[];
  features: string[];
  breadcrumb: Crumb[];
  actions: ActionLinks;
  reserveTerms: string | null;
  findSimilarHref: string;
  /** "See more from this dealer": the listing of the car's dealership, /search/{dealership_slug}. */
  dealerStockHref: string;
  /** The page's public address for sharing; null without a configured site URL (share links hide). */
  shareUrl: string | null;
  canonical: string;
  /** Absolute image address for link previews. */
  ogImage: string | null;
  jsonLd: string[];
  expanded: Expandable[];
  /** "What's Included", per vehicle type and condition (worked out here: the words stay out of the browser bundle). */
  whatsIncluded: readonly string[];
  /** "Why Buy From Us": the dealer's promises, at most one guarantee. */
  whyBuy: string[];
  /** The Car Summary paragraph. */
  summary: string;
  /** The meta description. */
  description: string;
  /** When the page was worked out (ms): tags that count days use it, so server and browser agree. */
  renderedAt: number;
}

function consumptionOf(variant: string | number | null | undefined) {
  const { value, assumed } = fuelConsumptionFigure(variant);
  return { consumption: value, assumed };
}

/** detail §2: a location's state written as its abbreviation ("NSW"). */
const stateAbbreviation = (state: string | null | undefined) => australianState(state)?.abbreviation ?? state ?? "";

function carSummary(car: CarView, price: PriceDisplay): string {
  const facts = [
    car.car_type === "new" ? "new" : car.car_type === "demo" ? "demonstrator" : "used",
    car.simple_body?.toLowerCase(),
    odometerText(car.item_type, car.km) === null ? null : `with ${odometerText(car.item_type, car.km)}`,
  ]
    .filter(Boolean)
    .join(" ");
  const drivetrain = [car.simple_transmission?.toLowerCase(), car.simple_fuel?.toLowerCase()].filter(Boolean).join(", ");
  const where = car.location ? ` at ${car.location.name} in ${car.location.city} ${stateAbbreviation(car.location.state)}` : "";
  const inStock = isInStock(car.status);
  const priced = inStock && price.carPrice !== null ? ` for ${formatAud(price.carPrice)}` : "";
  return `This ${car.name} is a ${facts}${drivetrain ? ` (${drivetrain})` : ""}${car.colour ? ` in ${car.colour}` : ""}, ${inStock ? "for sale" : "sold"}${where}${priced}.`;
}

/** "… for sale at Harbour Toyota Artarmon. $32,990 Drive Away. This 2023 …": the meta description. */
function metaDescription(car: CarView, dealershipName: string, price: PriceDisplay, inStock: boolean, summary: string): string {
  const shown = !inStock
    ? "Sold"
    : price.kind === "price"
      ? [price.text, price.priceType].filter(Boolean).join(" ")
      : price.kind === "subscription"
        ? `${price.text} ${SUBSCRIPTION_UNIT_TEXT}`
        : price.text;
  const verb = inStock ? "for sale" : "sold";
  return `${car.name} ${verb} at ${car.location?.name ?? dealershipName}. ${shown}. ${summary}`.slice(0, 300);
}

function modalCalculator(url: URL, site: Site, carPrice: number | null): NonNullable<DetailPage["modalCalculator"]> {
  const open = url.searchParams.get("calculator") === "open";
  const { setup, input } = standaloneCalculator("modal", open ? url.searchParams : new URLSearchParams(), site.features, { price: carPrice });
  return { setup, input, open };
}

export function buildDetailPage(found: CarWithDealer, site: Site, request: Request, now: Date = new Date()): DetailPage {
  const { dealership, location } = found;
  const car = carView(found.car, dealership, location);
  const url = new URL(request.url);
  const inStock = isInStock(car.status);
  const price = priceDisplay(car, { subscriptionOffer: site.features.subscriptionOffer, noPriceText: site.labels.noPrice });
  const today = zonedClock(now, stateTimeZone(location?.state)).date;

  const phoneNumber = selectPhone(dealership.phoneNumbers, car.car_type, location?.phone);
  const display = phoneNumber ? formatPhone(phoneNumber) : null;
  const tel = phoneNumber ? telHref(phoneNumber) : null;
  const phone = display && tel ? { display, tel, masked: site.features.maskPhone ? maskPhone(display) : null } : null;

  const estimateCar = { ...car, dealership_finance_provider: financeProviderName(dealership.financeProvider) };
  const estimateSite = { financeProvider: site.financeProvider, financeExcludedDealerships: site.financeExcludedDealerships };
  const provider = estimateProvider(estimateCar, estimateSite);
  const lender = provider ? (car.finance_lenders[provider] ?? null) : null;
  const finance = financeEstimate(estimateCar, estimateSite, now);
  const calculatorSetup = financeCalculatorSetup({
    setup: {
      calculator: "detail",
      carPrice: price.carPrice,
      higherAmountMinimum: provider ? LENDER_AMOUNT_MINIMUM[provider] != null : false,
      amountUpToCarPrice: site.features.financeAmountUpToCarPrice,
      defaultAmountIsCarPrice: site.features.financeDefaultAmountIsPrice,
      maxTermYears: site.features.financeMaxTermYears,
      lenderInterest: lender?.interestRate ?? null,
      interestBounds: provider ? LENDER_INTEREST_BOUNDS[provider] : undefined,
      headline: finance ? { deposit: finance.deposit, residual: finance.finalPayment, termYears: finance.termYears } : null,
    },
    interestMode: site.features.financeInterest,
    establishmentFee: site.features.financeEstablishmentFee,
    dealerFixedFees: site.features.financeFixedFeeDealerships.includes(car.dealership_slug),
    rounding: roundingRule({ provider, lender, siteRoundUp: site.features.financeRoundUp }),
    roundUp: site.features.financeRoundUp,
    comparisonRange: provider ? (LENDER_COMPARISON_RATE_RANGE[provider] ?? null) : null,
    lender,
  });

  const linkSite = { prefix: site.searchPrefix, usedOnly: site.usedOnly, features: site.features };
  const dealer = { checkoutEnabled: dealership.checkoutEnabled, automatedValuation: dealership.automatedValuation, paymentProcessors: dealership.paymentProcessors };
  const crumbs = breadcrumb(car, linkSite);
  const origin = siteOrigin(site);
  const path = carPath(car.slug);
  const postcode = (url.searchParams.get("postcode") ?? "").trim().slice(0, 10);
  const tag = cardTag(
    { ...car, created_at_timestamp: Math.floor(Date.parse(car.created_at) / 1000) },
    {
      fuelTypeTag: site.features.fuelTypeTag,
      certifiedBadgeMake: site.features.certifiedBadgeMake,
      greenTag: site.features.greenTag,
      justArrivedDays: site.justArrivedDays,
      labels: site.labels,
    },
    now,
  );

  const summary = carSummary(car, price);
  const requestQuote = requestsQuote(car.dealership_slug, site.features.financeRequestQuoteDealerships);
  const actions = actionLinks({ ...car, shown_price: price.carPrice }, dealer, linkSite, site.labels);
  // "Finance calculator or Request a Quote": a quote dealership's Finance button asks for a quote instead.
  if (requestQuote && actions.finance) actions.finance = { label: "Request a Quote", href: `${path}/enquire?quote=1` };
  return {
    car,
    dealershipName: dealership.name,
    siteName: site.name,
    siteSlug: site.slug,
    inStock,
    price,
    tag,
    certifiedBadge:
      showsCertifiedBadge(car, site.features.certifiedBadgeMake) && tag?.kind !== "certified" ? `${car.make} Certified Pre-Owned` : null,
    marketIndicator: inStock && showsMarketPriceIndicator(price.carPrice, car.autograb_data),
    regoText: regoExpiryText(car.rego_expiry, today, { showUnregistered: site.features.showUnregistered }),
    phone,
    messages: {
      sms: smsHref(site.features.smsNumber, carMessage(car)),
      whatsapp: whatsappHref(site.features.whatsappNumber, carMessage(car)),
    },
    finance: requestQuote ? null : finance,
    calculator: { setup: calculatorSetup, input: readFinanceInput(url.searchParams, calculatorSetup) },
    modalCalculator: site.features.financeModalCalculator && inStock && !requestQuote ? modalCalculator(url, site, price.carPrice) : null,
    requestQuote,
    // A caravan has no engine: no fuel calculator (and never an assumed 10 L/100km as its own figure).
    fuel:
      hasEngine(car.item_type) && showsFuelCalculator(car.fuel, site.features.fuelCalculator)
        ? { ...consumptionOf(car.variant?.fuelconsumptioncombined), input: readFuelInput(url.searchParams) }
        : null,
    delivery:
      inStock && dealership.deliveryPrices.length > 0
        ? { postcode, result: url.searchParams.has("postcode") ? deliveryEstimate(postcode, dealership.deliveryPrices) : null }
        : null,
    comments: dealerCommentsView(car.dealercomments),
    keyInformation: keyInformationRows(car),
    specifications: specificationRows(car),
    features: featureList(car.standardEquipment, true)?.shown ?? [],
    breadcrumb: crumbs,
    actions,
    reserveTerms: checkoutEnabled(car, dealer, linkSite)
      ? reservationTerms({
          deposit: carReserveDeposit(car, dealer),
          holdHours: site.features.checkout.holdHours,
          refundableWording: site.features.checkout.refundableWording,
          noun: vehicleNoun(car.item_type).toLowerCase(),
        })
      : null,
    findSimilarHref: findSimilarHref(car, linkSite),
    dealerStockHref: `${site.searchPrefix}/${car.dealership_slug}`,
    shareUrl: site.siteUrl ? `${new URL(site.siteUrl).origin}${path}` : null,
    canonical: canonicalUrl(site, path),
    ogImage: car.images[0] ? `${origin}${car.images[0].url}` : null,
    jsonLd: [
      serializeJsonLd(carJsonLd(car, price, origin, { name: dealership.name, phone: display })),
      serializeJsonLd(breadcrumbJsonLd(crumbs, origin, path)),
    ],
    expanded: readExpanded(url.searchParams),
    whatsIncluded: whatsIncluded(car.item_type, car.car_type),
    whyBuy: whyBuyReasons({
      siteName: site.name,
      itemType: car.item_type,
      carType: car.car_type,
      guarantee: dealerGuarantee({
        carType: car.car_type,
        itemType: car.item_type,
        dealershipSlug: car.dealership_slug,
        moneyBackGuarantee: site.features.moneyBackGuarantee,
        returnPolicyDealerships: site.features.returnPolicyDealerships,
      }),
    }),
    summary,
    description: metaDescription(car, dealership.name, price, inStock, summary),
    renderedAt: now.getTime(),
  };
}

export interface DeferredPanels {
  similar: Promise<CardCar[]>;
  comparison: Promise<AutogaugeResponse>;
  /** The car's own quote, a fresh one from the site's quote provider, or null when the site does not quote. */
  quote: Promise<Quote | null>;
}

/** The streamed panels. Each promise settles on its own; a rejection only hides its panel. */
export function deferredPanels(services: Pick<Services, "search">, site: Site, page: DetailPage): DeferredPanels {
  const { car, price } = page;
  // Started after the critical data, on the next turn, so a throw becomes this panel's rejection.
  const later = <T>(work: () => T | Promise<T>) => Promise.resolve().then(work);
  const quoteRequest = pageQuoteRequest({ ...car, price: price.carPrice });
  return {
    similar: later(() => (page.inStock || car.status === "sold" ? findSimilarCars(services.search, StockScope.site(site), { ...car, price: price.carPrice }) : [])),
    comparison: later(() => autogauge(services.search, comparedCar(car, price))),
    quote: later(() => {
      if (!page.inStock) return null;
      if (car.youxQuote) return car.youxQuote;
      if (!needsQuote(site.features.youxQuote, { price: price.carPrice, youxQuote: car.youxQuote }) || !quoteRequest) return null;
      return quoteProviderFor(site).quote(quoteRequest, AbortSignal.timeout(3000));
    }),
  };
}

/** How long the page waits for a panel before streaming it instead (the engine answers in microseconds). */
export const INLINE_PANEL_BUDGET_MS = 50;

type Settled<T> = { ready: true; value: T } | { ready: false };

async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Settled<T>>((resolve) => (timer = setTimeout(() => resolve({ ready: false }), ms)));
  const settled = promise.then(
    (value): Settled<T> => ({ ready: true, value }),
    (): Settled<T> => ({ ready: false }),
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

export type StreamedPanels = { [K in keyof DeferredPanels]: Awaited<DeferredPanels[K]> | DeferredPanels[K] };

/**
 * A panel that is ready within a few milliseconds goes into the first HTML as
 * a plain value — no placeholder, no layout shift, and it shows without
 * JavaScript. A slow or failing one stays a promise and streams in (its
 * <Await> shows the placeholder, then the panel or its error element).
 */
export async function inlineReadyPanels(panels: DeferredPanels, budgetMs: number = INLINE_PANEL_BUDGET_MS): Promise<StreamedPanels> {
  const entries = await Promise.all(
    (Object.keys(panels) as (keyof DeferredPanels)[]).map(async (name) => {
      const settled = await settledWithin<unknown>(panels[name], budgetMs);
      return [name, settled.ready ? settled.value : panels[name]] as const;
    }),
  );
  return Object.fromEntries(entries) as StreamedPanels;
}
