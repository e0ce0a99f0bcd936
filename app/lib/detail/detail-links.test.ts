import { describe, expect, it } from "vitest";
import { actionLinks, breadcrumb, financeHref, findSimilarHref, type LinkCar, type LinkDealership, type LinkSite } from "./detail-links.ts";

const car: LinkCar & { name: string } = {
  id: 42,
  slug: "2023-toyota-corolla-ascent-sport-hatch-42",
  name: "2023 Toyota Corolla Ascent Sport",
  make: "Toyota",
  model: "Corolla",
  simple_body: "Hatch",
  car_type: "used",
  status: "in_stock",
  reserved: false,
  price: 28990,
  vin: "JTNK12345",
  file: null,
  dealership_slug: "harbour-toyota",
  payment_processors: [],
};

const dealership: LinkDealership = { checkoutEnabled: true, automatedValuation: true, paymentProcessors: [{ name: "Stripe", reserveAmount: 200 }] };

const site = (overrides: Partial<LinkSite["features"]> = {}, usedOnly = false): LinkSite => ({
  prefix: usedOnly ? "/used-car" : "/search",
  usedOnly,
  features: {
    financeLink: "/finance",
    personalisedFinance: false,
    checkout: { enabled: true, route: "checkout", gated: false },
    ...overrides,
  },
});

describe("breadcrumb", () => {
  it("reads Home, car type, make, model, body, then the car", () => {
    expect(breadcrumb(car, site())).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "Corolla", href: "/search/toyota/corolla" },
      { label: "Hatch", href: "/search/hatch" },
      { label: "2023 Toyota Corolla Ascent Sport", href: null },
    ]);
  });

  it("leaves the model out when it is not known", () => {
    const labels = breadcrumb({ ...car, model: "" }, site()).map((crumb) => crumb.label);
    expect(labels).toEqual(["Home", "Used Cars", "Toyota", "Hatch", "2023 Toyota Corolla Ascent Sport"]);
  });

  it("uses the /used-car/ prefix on used-only sites", () => {
    expect(breadcrumb(car, site({}, true))[1].href).toBe("/used-car/used-cars");
  });
});

describe("find me something similar", () => {
  it("searches the same make and model", () => {
    expect(findSimilarHref(car, site())).toBe("/search/toyota/corolla");
  });
});

describe("action buttons", () => {
  const labels = { enquire: "Enquire Now" };

  it("offers a test drive for the car types the site allows, and photo requests where it offers them", () => {
    const all = actionLinks(car, dealership, site(), labels);
    expect(all.testDrive).toEqual({ label: "Book a Test Drive", href: "/book-test-drive?car_id=42" });
    expect(all.requestPhotos).toEqual({ label: "Request Photos", href: "/cars/2023-toyota-corolla-ascent-sport-hatch-42/request-photos" });
    const restricted = actionLinks(car, dealership, site({ testDriveCarTypes: ["new", "demo"], requestPhotos: false }), labels);
    expect(restricted.testDrive).toBeNull();
    expect(restricted.requestPhotos).toBeNull();
    expect(actionLinks({ ...car, car_type: "new" }, dealership, site({ testDriveCarTypes: ["new", "demo"] }), labels).testDrive).not.toBeNull();
    // A caravan has no engine to test drive.
    expect(actionLinks({ ...car, item_type: "caravan" }, dealership, site(), labels).testDrive).toBeNull();
  });

  it("words the buttons for the vehicle: a bike is reserved and test ridden, a caravan reserved", () => {
    const bike = actionLinks({ ...car, item_type: "motorcycle", file: "/history.pdf" }, dealership, site(), labels);
    expect(bike.reserve?.label).toBe("Reserve Bike Now for $200");
    expect(bike.testDrive?.label).toBe("Book a Test Ride");
    expect(bike.historyReport?.label).toBe("Bike History Report");
    expect(actionLinks({ ...car, item_type: "caravan" }, dealership, site(), labels).reserve?.label).toBe("Reserve Caravan Now for $200");
    expect(actionLinks({ ...car, item_type: "truck" }, dealership, site(), labels).testDrive?.label).toBe("Book a Test Drive");
  });

  it("links every action with the car's parameters", () => {
    const links = actionLinks(car, dealership, site(), labels);
    expect(links.enquire).toEqual({ label: "Enquire Now", href: `/cars/${car.slug}/enquire` });
    expect(links.tradeIn).toEqual({ label: "Trade-In", href: "/cars/trade-in?car_id=42" });
    expect(links.reserve).toEqual({ label: "Reserve Car Now for $200", href: `/cars/${car.slug}/checkout` });
    expect(links.onlinePurchase).toEqual({ label: "Online Purchase", href: `/checkout-journey?car_id=${car.slug}` });
    expect(links.historyReport).toBeNull();
  });

  it("builds the finance link with the dealership, budget, id, type and VIN, anchored on the form", () => {
    expect(financeHref(car, site())).toBe(
      "/finance?preferredDealership=harbour-toyota&vehiclePriceBudget=28990&car_id=42&car_type=used&vin=JTNK12345#finance-form",
    );
    expect(financeHref(car, site({ financeLink: "/apply-for-finance" }))).toMatch(/^\/apply-for-finance\?/);
    expect(financeHref(car, site({ personalisedFinance: true }))).toBe("/personalised/finance?car_id=42");
  });

  it("budgets the finance link at the price the shopper sees (an offer price when there is one)", () => {
    expect(financeHref({ ...car, shown_price: 26990 }, site())).toContain("vehiclePriceBudget=26990&");
  });

  it("offers no reserve or online purchase for a 'Test Drive Only' car", () => {
    const links = actionLinks({ ...car, tag: "Test Drive Only" }, dealership, site(), labels);
    expect([links.reserve, links.onlinePurchase]).toEqual([null, null]);
    expect(links.enquire).not.toBeNull();
  });

  it("shows the history report only when the car has a file", () => {
    expect(actionLinks({ ...car, file: "/media/report.pdf" }, dealership, site(), labels).historyReport).toEqual({
      label: "Car History Report",
      href: "/media/report.pdf",
    });
  });

  it("sends reserve and online purchase through sign-in on gated sites", () => {
    const links = actionLinks(car, dealership, site({ checkout: { enabled: true, route: "buy-online", gated: true } }), labels);
    const reserve = new URL(links.reserve!.href, "https://x.test");
    expect(reserve.pathname).toBe("/sign-in");
    expect(reserve.searchParams.get("type")).toBe("checkout");
    expect(reserve.searchParams.get("redirect")).toBe(`/cars/${car.slug}/buy-online`);
    expect(reserve.searchParams.get("back")).toBe(`/cars/${car.slug}`);
    expect(new URL(links.onlinePurchase!.href, "https://x.test").searchParams.get("redirect")).toBe(`/checkout-journey?car_id=${car.slug}`);
  });

  it("has no reserve or online purchase when checkout is off for the site or the dealership, or the car is reserved", () => {
    expect(actionLinks(car, dealership, site({ checkout: { enabled: false, route: "checkout", gated: false } }), labels).reserve).toBeNull();
    expect(actionLinks(car, { ...dealership, checkoutEnabled: false }, site(), labels).reserve).toBeNull();
    expect(actionLinks({ ...car, reserved: true }, dealership, site(), labels).onlinePurchase).toBeNull();
  });

  it("offers reserve and online purchase for a coming-soon car, as in stock (detail §4), and not for a sold one", () => {
    const soon = actionLinks({ ...car, status: "coming_soon" }, dealership, site(), labels);
    expect([soon.reserve?.label, soon.onlinePurchase?.label]).toEqual(["Reserve Car Now for $200", "Online Purchase"]);
    expect(actionLinks({ ...car, status: "sold" }, dealership, site(), labels).reserve).toBeNull();
  });

  it("takes the reserve amount from the car's payment processor, leaving out a $0 amount", () => {
    expect(actionLinks({ ...car, payment_processors: [{ name: "Stripe", reserveAmount: 1000 }] }, dealership, site(), labels).reserve?.label).toBe(
      "Reserve Car Now for $1,000",
    );
    expect(actionLinks({ ...car, payment_processors: [{ name: "Stripe", reserveAmount: 0 }] }, dealership, site(), labels).reserve?.label).toBe(
      "Reserve Car Now",
    );
  });

  it("has no trade-in button without the dealer's automated valuation", () => {
    expect(actionLinks(car, { ...dealership, automatedValuation: false }, site(), labels).tradeIn).toBeNull();
  });

  it("gives a sold car no price, enquiry, reserve or finance actions", () => {
    expect(actionLinks({ ...car, status: "sold" }, dealership, site(), labels)).toEqual({
      enquire: null,
      historyReport: null,
      finance: null,
      tradeIn: null,
      reserve: null,
      onlinePurchase: null,
      testDrive: null,
      requestPhotos: null,
    });
  });
});
