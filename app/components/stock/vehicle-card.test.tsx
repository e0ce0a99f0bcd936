import { beforeAll, describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { siteSchema } from "../../../sites/schema.ts";
import { publicSite } from "../../lib/site-public.ts";
import { makeCar } from "../../../search/cars/testing/make-car.ts";
import type { CarDocument } from "../../../domain/car-document.ts";
import { similarCarsHref, VehicleCard, type VehicleCardProps } from "./vehicle-card.tsx";

const NOW = Date.UTC(2026, 2, 1);
const DAY = 86_400;

function site(overrides: Record<string, unknown> = {}) {
  const file = siteSchema.parse({
    slug: "test",
    name: "Test Toyota",
    template: "franchise",
    group: "g",
    dealerships: "all",
    stockVisibilityLevel: 0,
    logo: { src: "/l.svg", alt: "Test" },
    theme: { colorPrimary: "#000000", colorAccent: "#111111", colorHeader: "#222222", colorFooter: "#333333" },
    features: { fuelTypeTag: true, certifiedBadgeMake: "Toyota", greenTag: "Runout Sale" },
    ...overrides,
  });
  return publicSite({ ...file, dealerGroupId: 1, dealershipIds: [1], searchPrefix: file.usedOnly ? "/used-car" : "/search" });
}

function render(car: CarDocument, props: Partial<VehicleCardProps> = {}, overrides: Record<string, unknown> = {}, at = "/"): string {
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => <VehicleCard car={car} now={NOW} {...props} /> }]);
  return renderToString(<Stub initialEntries={[at]} hydrationData={{ loaderData: { root: { site: site(overrides) } } }} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const tagOf = (html: string) => /data-tag="([a-z_]+)"[^>]*>([^<]*)</.exec(html)?.slice(1) ?? null;
const car = (o: Partial<CarDocument>) => makeCar(1, { price: 30_000, created_at_timestamp: NOW / 1000 - 60 * DAY, ...o });

describe("VehicleCard", () => {
  it("shows name, price display, key facts and links the whole card to the car", () => {
    const html = render(car({ km: 12345, simple_transmission: "Automatic", simple_fuel: "Petrol", simple_body: "Hatch", price_type: "driveaway" }));
    expect(text(html)).toContain("2020 Toyota Corolla");
    expect(text(html)).toContain("$30,000 Drive Away");
    expect(text(html)).toContain("Used");
    expect(text(html)).toContain("12,345 km");
    expect(html).toContain('href="/cars/2020-toyota-corolla-1"');
    expect(tagOf(html)).toBeNull();
  });

  it("shows no odometer for a caravan, nor a 0 km reading on a new car (never '0 km')", () => {
    const caravan = text(render(car({ item_type: "caravan", km: 0, car_type: "new", simple_transmission: null, simple_fuel: null })));
    expect(caravan).not.toMatch(/\bkm\b/);
    const newCar = text(render(car({ car_type: "new", km: 0 })));
    expect(newCar).toContain("New");
    expect(newCar).not.toContain("0 km");
    expect(text(render(car({ car_type: "new", km: 12 })))).toContain("12 km");
    expect(text(render(car({ item_type: "motorcycle", km: 4200 })))).toContain("4,200 km");
  });

  it("shows the offer price the detail page shows, with the normal price as the was-price", () => {
    const shown = text(render(car({ price: 30_000, offer_price: 27_500 })));
    expect(shown).toContain("Was $30,000");
    expect(shown).toContain("$27,500");
  });

  it("says a generated picture is an illustration in its alt text; a real photo stays decoration beside the title", () => {
    expect(render(car({ images: [{ url: "/img/car/suv/112233/1.jpg", thumbUrl: "" }] as CarDocument["images"] }))).toContain('alt="Illustration: 2020 Toyota Corolla');
    expect(render(car({ images: [{ url: "https://cdn.dealer.example/1.jpg", thumbUrl: "" }] as CarDocument["images"] }))).not.toContain("Illustration");
  });

  it("labels a subscription figure as a weekly subscription where the site has the offer, and shows the price elsewhere", () => {
    const subscribed = car({ price: 36_000, subscription_price: 200 });
    expect(text(render(subscribed, {}, { features: { subscriptionOffer: true } }))).toContain("$200 per week subscription");
    expect(text(render(subscribed))).toContain("$36,000");
    expect(text(render(subscribed))).not.toContain("subscription");
  });

  it("tags in-stock cars by the first matching rule", () => {
    expect(tagOf(render(car({ simple_fuel: "Hybrid", reserved: true })))).toEqual(["fuel", "Hybrid"]);
    expect(tagOf(render(car({ reserved: true, certified: true })))).toEqual(["reserved", "Reserved"]);
    expect(tagOf(render(car({ certified: true, tag: "Low Kms" })))).toEqual(["certified", "Toyota Certified Pre-Owned"]);
    expect(render(car({ tag: "Runout Sale" }))).toContain("card-tag--success");
    expect(render(car({ tag: "Test Drive Only" }))).toContain("card-tag--danger");
    expect(tagOf(render(car({ status: "coming_soon" })))).toEqual(["coming_soon", "Coming Soon"]);
    expect(tagOf(render(car({ created_at_timestamp: NOW / 1000 - 2 * DAY })))).toEqual(["new_arrival", "New Arrival"]);
  });

  it("shows a 'Photos coming soon' tile for a car without photos", () => {
    const html = render(car({ images: [] }));
    expect(html).toContain('aria-label="Photos coming soon"');
    expect(html).not.toContain("not-found.jpg");
  });

  it("still says Reserved when a fuel tag wins the card's tag, and only once otherwise", () => {
    const tags = (html: string) => [...html.matchAll(/data-tag="([a-z_]+)"[^>]*>([^<]*)</g)].map((m) => m.slice(1));
    expect(tags(render(car({ simple_fuel: "Hybrid", reserved: true })))).toEqual([["fuel", "Hybrid"], ["reserved", "Reserved"]]);
    expect(tags(render(car({ reserved: true })))).toEqual([["reserved", "Reserved"]]);
    expect(tags(render(car({ simple_fuel: "Hybrid" })))).toEqual([["fuel", "Hybrid"]]);
  });

  it("shows the site's Just Sold tag and Find Me Something Similar instead of price and buy actions on sold cars", () => {
    const html = render(car({ status: "sold", simple_body: "Hatch", tag: "Runout Sale" }), { reserve: { label: "Reserve Car Now", href: "/x" } }, { labels: { justSold: "Sold" } });
    expect(tagOf(html)).toEqual(["just_sold", "Sold"]);
    expect(text(html)).toContain("Find Me Something Similar");
    expect(html).toContain('href="/search/toyota/corolla?body=Hatch"');
    expect(text(html)).not.toContain("$30,000");
    expect(text(html)).not.toContain("Reserve Car Now");
  });

  it("shows the reserve button it is given, and no button without one", () => {
    expect(text(render(car({}), { reserve: { label: "Reserve Car Now for $200", href: "/cars/x/checkout" } }))).toContain("Reserve Car Now for $200");
    expect(text(render(car({})))).not.toContain("Reserve");
  });

  it("says how many sold cars a collapsed card stands for", () => {
    expect(text(render(car({ status: "sold" }), { collapsedCount: 2 }))).toContain("and 2 more recently sold vehicles");
  });

  it("links similar cars through the listing address of the same make, model and body", () => {
    expect(similarCarsHref({ make: "Land Rover", model: "Defender", simple_body: "SUV" }, { searchPrefix: "/used-car", usedOnly: true })).toBe(
      "/used-car/land-rover/defender?body=SUV",
    );
  });

  describe("the watchlist button and the favourite and compare toggles (detail §5, §6)", () => {
    // Their working half is a lazy part: render once to start loading it, then it renders in line.
    beforeAll(async () => {
      render(car({}));
      await import("../accounts/account-live.tsx");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const button = (html: string) => /<button[^>]*class="watchlist-button[^"]*"[^>]*>/.exec(html)?.[0] ?? null;
    const toggle = (html: string, kind: "favourite" | "compare") => new RegExp(`<button[^>]*class="${kind}-toggle[^"]*"[^>]*>`).exec(html)?.[0] ?? null;

    it("is in the page for a car in stock, un-pressed, and without JavaScript it asks for the watchlist's sign-in with the way back", () => {
      const html = render(car({ status: "in_stock" }), {}, {}, "/search/used-cars?make=Toyota&page=2");
      const found = button(html);
      expect(found).toContain('aria-pressed="false"');
      expect(found).toContain('type="submit"');
      expect(found).not.toContain("disabled");
      const form = /<form[^>]*class="watchlist-form"[^>]*>([\s\S]*?)<\/form>/.exec(html);
      expect(form?.[0]).toMatch(/^<form [^>]*action="\/sign-in"/);
      expect(form?.[0]).toMatch(/^<form [^>]*method="get"/);
      const fields = Object.fromEntries([...(form?.[1] ?? "").matchAll(/<input type="hidden" name="([a-z]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, "&")]));
      expect(fields).toEqual({ type: "watchlist", redirect: "/search/used-cars?make=Toyota&page=2", back: "/search/used-cars?make=Toyota&page=2" });
    });

    it("the favourite toggle sits beside Compare, un-pressed and disabled until the browser can keep it", () => {
      const html = render(car({ status: "in_stock" }));
      for (const kind of ["favourite", "compare"] as const) {
        expect(toggle(html, kind)).toContain('aria-pressed="false"');
        expect(toggle(html, kind)).toContain("disabled");
      }
      expect(html).toMatch(/class="vehicle-card__toggles"><button[^>]*class="favourite-toggle[^>]*>[\s\S]*?Favourite<[\s\S]*?class="compare-toggle/);
    });

    it("the favourite and compare toggles follow the same rules as the watchlist button", () => {
      const strict = { features: { strictFavouriteButton: true } };
      for (const kind of ["favourite", "compare"] as const) {
        expect(toggle(render(car({ status: "sold" })), kind)).toBeNull();
        expect(toggle(render(car({ status: "coming_soon" })), kind)).not.toBeNull();
        expect(toggle(render(car({ car_type: "new" }), {}, { usedOnly: true }), kind)).toBeNull();
        expect(toggle(render(car({ price: 0 }), {}, strict), kind)).toBeNull();
        expect(toggle(render(car({ images: [] }), {}, strict), kind)).toBeNull();
        expect(toggle(render(car({ price: 0, images: [] })), kind)).not.toBeNull();
      }
    });

    it("is not there for a sold car, nor for non-used cars on used-only sites", () => {
      expect(button(render(car({ status: "sold" })))).toBeNull();
      expect(button(render(car({ car_type: "new" }), {}, { usedOnly: true }))).toBeNull();
      expect(button(render(car({ car_type: "used" }), {}, { usedOnly: true }))).not.toBeNull();
    });

    it("in the strict mode is not there for a car priced 0 or without images", () => {
      const strict = { features: { strictFavouriteButton: true } };
      expect(button(render(car({ price: 0 }), {}, strict))).toBeNull();
      expect(button(render(car({ images: [] }), {}, strict))).toBeNull();
      expect(button(render(car({ images: [{ url: "/img/a.jpg", thumbUrl: "/img/a-t.jpg" }] }), {}, strict))).not.toBeNull();
    });
  });
});
