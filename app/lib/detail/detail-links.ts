// Where the detail page's links go (detail §2 Routes, §5 Forms and buttons):
// the breadcrumb, the action buttons and the find-similar prompt. Pure, so
// each button's address and when it shows is a unit test.
import { isTestDriveOnly } from "../../../domain/leads/analytics.ts";
import type { CarStatus, CarType, ItemType, PaymentProcessor } from "../../../domain/entities.ts";
import { vehicleWords } from "../../../domain/vehicle-words.ts";
import { signInUrl } from "../../../domain/gating.ts";
import { emptyListingState, listingHref, withRefinement, type ListingSite } from "../../../domain/listing/search-url.ts";
import { positiveAmount } from "../../../domain/money.ts";
import { carDeposit, reserveButtonLabel } from "../../../domain/reserve.ts";
import { isInStock } from "../../../domain/stock-status.ts";
import { showTradeInButton } from "../../../domain/trade-in.ts";

export interface LinkSite extends ListingSite {
  features: {
    financeLink: string;
    personalisedFinance: boolean;
    checkout: { enabled: boolean; route: "checkout" | "buy-online"; gated: boolean };
    /** detail §6 "Per-dealer switches restrict … test drive … by car type"; every type when absent. */
    testDriveCarTypes?: readonly CarType[];
    /** Request Photos on the detail page (per dealer); on when absent. */
    requestPhotos?: boolean;
  };
}

export interface LinkCar {
  id: number;
  slug: string;
  make: string;
  model: string;
  simple_body: string | null;
  car_type: CarType;
  status: CarStatus;
  reserved: boolean;
  price: number | null;
  vin: string | null;
  file: string | null;
  dealership_slug: string;
  payment_processors: PaymentProcessor[];
  tag?: string | null;
  /** The price the page shows (an offer price when there is one); the finance link's budget is this. */
  shown_price?: number | null;
  /** A caravan has no engine to test drive (issue #14 §2). */
  item_type?: ItemType;
}

export interface LinkDealership {
  checkoutEnabled: boolean;
  automatedValuation: boolean;
  paymentProcessors: PaymentProcessor[];
}

const listing = (site: ListingSite, refinements: Record<string, string[]>) => {
  let state = emptyListingState();
  for (const [param, values] of Object.entries(refinements)) state = withRefinement(state, param, values);
  return listingHref({ prefix: site.prefix, usedOnly: site.usedOnly, fixedPath: null }, state);
};

const ALL_CAR_TYPES: readonly CarType[] = ["new", "demo", "used"];

export const carPath = (slug: string) => `/cars/${encodeURIComponent(slug)}`;

export interface Crumb {
  label: string;
  /** null for the current page. */
  href: string | null;
}

const CAR_TYPE_CRUMBS: Record<CarType, string> = { new: "New Cars", demo: "Demo Cars", used: "Used Cars" };

/** detail §2: "Breadcrumb: Home, car type, make, model (only if known), body, then current page title." */
export function breadcrumb(car: LinkCar & { name: string }, site: ListingSite): Crumb[] {
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: CAR_TYPE_CRUMBS[car.car_type], href: listing(site, { car_type: [car.car_type] }) },
    { label: car.make, href: listing(site, { make: [car.make] }) },
  ];
  if (car.model.trim()) crumbs.push({ label: car.model, href: listing(site, { make: [car.make], model: [car.model] }) });
  if (car.simple_body?.trim()) crumbs.push({ label: car.simple_body, href: listing(site, { body: [car.simple_body] }) });
  crumbs.push({ label: car.name, href: null });
  return crumbs;
}

/** Find Me Something Similar: the same make and model in the site's stock. */
export const findSimilarHref = (car: Pick<LinkCar, "make" | "model">, site: ListingSite) =>
  listing(site, car.model.trim() ? { make: [car.make], model: [car.model] } : { make: [car.make] });

export interface ActionLink {
  label: string;
  href: string;
}

export interface ActionLinks {
  /** Decision (docs/decisions/0016-detail-page.md): the enquiry form is its own page, so the detail page stays cacheable. */
  enquire: ActionLink | null;
  historyReport: ActionLink | null;
  finance: ActionLink | null;
  tradeIn: ActionLink | null;
  reserve: ActionLink | null;
  onlinePurchase: ActionLink | null;
  /** detail §2 "book a test drive": /book-test-drive?car_id={id}, for the car types the site allows. */
  testDrive: ActionLink | null;
  /** detail §2 "request photos": /cars/{slug}/request-photos, where the site offers it. */
  requestPhotos: ActionLink | null;
}

/**
 * detail §2 Routes: "/finance, or the configured default finance link ... Query:
 * preferredDealership, vehiclePriceBudget, car_id, car_type, vin, with anchor
 * #finance-form"; "/personalised/finance?car_id={id} for dealers with the
 * personalised finance flow".
 */
export function financeHref(car: LinkCar, site: LinkSite): string {
  if (site.features.personalisedFinance) return `/personalised/finance?car_id=${car.id}`;
  const query = new URLSearchParams({
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: String(positiveAmount(car.shown_price ?? car.price) ?? ""),
    car_id: String(car.id),
    car_type: car.car_type,
    vin: car.vin ?? "",
  });
  return `${site.features.financeLink}?${query}#finance-form`;
}

/**
 * detail §5: "Reserve and online purchase require checkout enabled for the car (gated for some dealers)."
 * A coming-soon car counts as in stock (detail §4: "in_stock and coming_soon count as in stock and show action
 * buttons"), as the checkout itself takes it. A car tagged 'Test Drive Only' is not for sale yet: it offers neither.
 */
export function checkoutEnabled(car: LinkCar, dealership: LinkDealership, site: LinkSite): boolean {
  return (
    site.features.checkout.enabled &&
    dealership.checkoutEnabled &&
    isInStock(car.status) &&
    !car.reserved &&
    !isTestDriveOnly(car) &&
    positiveAmount(car.price) !== null
  );
}

/** The reserve deposit: the car's payment processor, else the dealership's, else $200 (detail §9, decision 0102). */
export function carReserveDeposit(car: LinkCar, dealership: LinkDealership): number | null {
  return carDeposit(car.payment_processors, dealership.paymentProcessors);
}

const gated = (site: LinkSite, path: string, back: string) => (site.features.checkout.gated ? signInUrl("checkout", path, back) : path);

/** The action buttons a car gets; null for a button that does not show. Cars not in stock get none. */
export function actionLinks(car: LinkCar, dealership: LinkDealership, site: LinkSite, labels: { enquire: string }): ActionLinks {
  const none: ActionLinks = { enquire: null, historyReport: null, finance: null, tradeIn: null, reserve: null, onlinePurchase: null, testDrive: null, requestPhotos: null };
  if (!isInStock(car.status)) return none;
  const page = carPath(car.slug);
  const checkout = checkoutEnabled(car, dealership, site);
  const words = vehicleWords(car.item_type);
  return {
    enquire: { label: labels.enquire, href: `${page}/enquire` },
    historyReport: car.file ? { label: words.historyReport, href: car.file } : null,
    finance: { label: "Get Finance Now", href: financeHref(car, site) },
    tradeIn: showTradeInButton(car, dealership) ? { label: "Trade-In", href: `/cars/trade-in?car_id=${car.id}` } : null,
    reserve: checkout
      ? { label: reserveButtonLabel(carReserveDeposit(car, dealership), words.reserve), href: gated(site, `${page}/${site.features.checkout.route}`, page) }
      : null,
    onlinePurchase: checkout
      ? { label: "Online Purchase", href: gated(site, `/checkout-journey?car_id=${encodeURIComponent(car.slug)}`, page) }
      : null,
    testDrive: words.testDrive && (site.features.testDriveCarTypes ?? ALL_CAR_TYPES).includes(car.car_type)
      ? { label: words.testDrive.button, href: `/book-test-drive?car_id=${car.id}` }
      : null,
    requestPhotos: site.features.requestPhotos === false ? null : { label: "Request Photos", href: `${page}/request-photos` },
  };
}
