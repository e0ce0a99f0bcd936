import { describe, expect, it } from "vitest";
import { generateCars, generateReference, type DemoCar } from "./generate.ts";

const now = new Date("2026-11-21T03:00:00Z");
const DAY = 86_400_000;
const ref = generateReference(42, { now });
const cars: DemoCar[] = [...generateCars(ref, { count: 300, seed: 42, now })];
const dealershipSlug = new Map(ref.dealerships.map((d) => [d.id, d.slug]));
const providerOf = new Map(ref.dealerships.map((d) => [d.id, d.financeProvider]));
const some = (predicate: (car: DemoCar) => boolean) => cars.filter(predicate).length;
const age = (date: Date | null | undefined) => (now.getTime() - (date as Date).getTime()) / DAY;

describe("generateCars determinism", () => {
  it("yields the same rows for the same seed and now", () => {
    const again = [...generateCars(generateReference(42, { now }), { count: 60, seed: 42, now })];
    expect(again).toEqual(cars.slice(0, 60));
  });

  it("yields other rows for another seed", () => {
    const other = [...generateCars(ref, { count: 60, seed: 7, now })];
    expect(other.map((c) => c.slug)).not.toEqual(cars.slice(0, 60).map((c) => c.slug));
  });

  it("gives the same first cars whatever the count", () => {
    expect([...generateCars(ref, { count: 40, seed: 42, now })]).toEqual(cars.slice(0, 40));
  });

  it("can resume from a given id", () => {
    expect([...generateCars(ref, { count: 120, seed: 42, now, firstId: 101 })]).toEqual(cars.slice(100, 120));
  });

  it("produces cars lazily", () => {
    const iterator = generateCars(ref, { count: 1_000_000, seed: 42, now });
    expect(iterator.next().value).toEqual(cars[0]);
  });
});

describe("generateCars identities", () => {
  it("numbers cars 1..count", () => {
    expect(cars.map((c) => c.id)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  });

  it("gives every car a unique slug in the year-make-model-badge-body-id form", () => {
    expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length);
    for (const car of cars) expect(car.slug).toMatch(new RegExp(`^${car.year}-[a-z0-9-]+-${car.id}$`));
  });

  it("keeps stock numbers unique within each dealership", () => {
    expect(new Set(cars.map((c) => `${c.dealershipId}/${c.stocknum}`)).size).toBe(cars.length);
  });

  it("gives 17-character VINs that do not repeat", () => {
    for (const car of cars) expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(new Set(cars.map((c) => c.vin)).size).toBe(cars.length);
  });

  it("places each car at a visible sales location of its own dealership", () => {
    for (const car of cars) {
      const location = ref.locations.find((l) => l.id === car.locationId);
      expect(location?.dealershipId).toBe(car.dealershipId);
      expect(location?.locationType).toBe("sales");
      expect(location?.visible).not.toBe(false);
    }
  });

  it("points make and model at the reference rows", () => {
    for (const car of cars) {
      expect(ref.manufacturers.find((m) => m.id === car.manufacturerId)?.name).toBe(car.make);
      expect(ref.models.find((m) => m.id === car.modelId)?.name).toBe(car.model);
    }
  });
});

describe("generateCars covers every case in 300 cars", () => {
  it("is mostly cars, with motorcycles, trucks and caravans", () => {
    expect(some((c) => c.itemType === "car")).toBeGreaterThan(150);
    expect(some((c) => c.itemType === "motorcycle")).toBeGreaterThan(0);
    expect(some((c) => c.itemType === "truck")).toBeGreaterThan(0);
    expect(some((c) => c.itemType === "caravan")).toBeGreaterThan(0);
  });

  it("gives caravans their specifications", () => {
    const caravans = cars.filter((c) => c.itemType === "caravan");
    for (const caravan of caravans) {
      expect(Object.keys(caravan.specifications ?? {}).sort()).toEqual(
        ["aggregate_trailer_mass", "axle_type", "body_length", "body_width", "sleeps", "tare_weight"],
      );
    }
  });

  it("has new, demo and used cars", () => {
    for (const type of ["new", "demo", "used"]) expect(some((c) => c.carType === type)).toBeGreaterThan(0);
  });

  it("has mostly in-stock cars, some coming soon", () => {
    expect(some((c) => c.status === "in_stock")).toBeGreaterThan(cars.length / 2);
    expect(some((c) => c.status === "coming_soon")).toBeGreaterThan(0);
  });

  it("has cars sold within the last 3 days", () => {
    expect(some((c) => c.status === "sold" && age(c.soldAt) < 3)).toBeGreaterThan(0);
  });

  it("has cars sold longer ago", () => {
    expect(some((c) => c.status === "sold" && age(c.soldAt) > 3)).toBeGreaterThan(0);
  });

  it("sets sold_at on sold cars only", () => {
    for (const car of cars) expect(car.soldAt != null).toBe(car.status === "sold");
  });

  it("has reserved cars", () => {
    expect(some((c) => c.reserved === true)).toBeGreaterThan(0);
  });

  it("has certified used Toyotas at harbour-toyota and harbour-used-cars", () => {
    for (const slug of ["harbour-toyota", "harbour-used-cars"]) {
      expect(some((c) => c.certified === true && c.carType === "used" && c.make === "Toyota" && dealershipSlug.get(c.dealershipId) === slug)).toBeGreaterThan(0);
    }
  });

  it("has the Test Drive Only, Runout Sale and Special Offer tags", () => {
    for (const tag of ["Test Drive Only", "Runout Sale", "Special Offer"]) expect(some((c) => c.tag === tag)).toBeGreaterThan(0);
  });

  it("has electric, hybrid, plug-in hybrid, petrol and diesel cars", () => {
    for (const fuel of ["Electric", "Hybrid", "Plug-in Hybrid", "Petrol", "Diesel"]) expect(some((c) => c.simpleFuel === fuel)).toBeGreaterThan(0);
  });

  it("labels electric, hybrid and plug-in hybrid alike in fuel and simple_fuel", () => {
    for (const car of cars.filter((c) => ["Electric", "Hybrid", "Plug-in Hybrid"].includes(c.simpleFuel ?? ""))) expect(car.fuel).toBe(car.simpleFuel);
  });

  it("has a price of 0 on some and no price on some", () => {
    expect(some((c) => c.price === 0)).toBeGreaterThan(0);
    expect(some((c) => c.price === null)).toBeGreaterThan(0);
  });

  it("has preorder cars", () => {
    expect(some((c) => c.preorder === true)).toBeGreaterThan(0);
  });

  it("keeps new cars under 50 km", () => {
    for (const car of cars.filter((c) => c.carType === "new")) expect(car.km).toBeLessThan(50);
  });

  it("keeps used cars between 2008 and today with up to 250,000 km", () => {
    const used = cars.filter((c) => c.carType === "used");
    for (const car of used) {
      expect(car.year).toBeGreaterThanOrEqual(2008);
      expect(car.year).toBeLessThanOrEqual(2026);
      expect(car.km).toBeLessThanOrEqual(250_000);
    }
    expect(Math.min(...used.map((c) => c.year))).toBeLessThanOrEqual(2013);
    expect(Math.max(...used.map((c) => c.km ?? 0))).toBeGreaterThan(150_000);
  });

  it("prices by type: trucks and new four-wheel drives above small used cars", () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const priced = (p: (c: DemoCar) => boolean) => cars.filter((c) => p(c) && (c.price ?? 0) > 0).map((c) => c.price as number);
    expect(median(priced((c) => c.carType === "new" && c.itemType === "car"))).toBeGreaterThan(median(priced((c) => c.carType === "used" && c.itemType === "car")));
    for (const price of priced(() => true)) expect(price).toBeGreaterThan(1000);
  });

  it("uses only the listed simple bodies", () => {
    const allowed = ["SUV", "Sedan", "Hatch", "Ute", "Wagon", "Van", "Coupe", "Convertible", "People Mover", "Cab Chassis", "Motorcycle", "Truck", "Bus", "Caravan"];
    for (const car of cars) expect(allowed).toContain(car.simpleBody);
  });

  it("puts one light bus at the truck yard (the bus silhouette is in use), and no other bus (no yard draws it at random)", async () => {
    const { SCENARIOS, SCENARIO_SPACING } = await import("./scenarios.ts");
    const busId = SCENARIOS.findIndex((w) => w.model === "Rosa") * SCENARIO_SPACING + 1;
    const [bus] = [...generateCars(ref, { count: busId, seed: 42, now, firstId: busId })];
    expect(bus).toMatchObject({ make: "Fuso", model: "Rosa", simpleBody: "Bus", itemType: "truck", status: "in_stock" });
    expect(dealershipSlug.get(bus.dealershipId)).toBe("harbour-trucks");
    expect(bus.images?.[0]?.url).toMatch(/^\/img\/car\/bus\//);
    expect(some((c) => c.simpleBody === "Bus")).toBe(1);
  });

  it("has automatic and manual transmissions", () => {
    expect(some((c) => c.simpleTransmission === "Automatic")).toBeGreaterThan(0);
    expect(some((c) => c.simpleTransmission === "Manual")).toBeGreaterThan(0);
  });

  it("uses FWD, RWD, AWD and 4WD drives", () => {
    for (const car of cars) if (car.drive !== null) expect(["FWD", "RWD", "AWD", "4WD"]).toContain(car.drive);
    expect(new Set(cars.map((c) => c.drive).filter(Boolean)).size).toBe(4);
  });

  it("gives seats and colours", () => {
    expect(some((c) => (c.seats ?? 0) >= 7)).toBeGreaterThan(0);
    expect(new Set(cars.map((c) => c.colour)).size).toBeGreaterThan(5);
  });

  it("spreads created_at over the last 120 days, some within 8 days", () => {
    for (const car of cars) {
      expect(age(car.createdAt)).toBeGreaterThanOrEqual(0);
      expect(age(car.createdAt)).toBeLessThanOrEqual(120);
      expect((car.updatedAt as Date).getTime()).toBeGreaterThanOrEqual((car.createdAt as Date).getTime());
      expect((car.updatedAt as Date).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(some((c) => c.status === "in_stock" && age(c.createdAt) < 8)).toBeGreaterThan(0);
    expect(some((c) => age(c.createdAt) > 90)).toBeGreaterThan(0);
  });

  it("hides about 3% from dealer websites", () => {
    const hidden = some((c) => c.showOnDealerWebsite === false);
    expect(hidden).toBeGreaterThan(0);
    expect(hidden).toBeLessThan(cars.length * 0.08);
  });

  it("gives custom ranks and views", () => {
    expect(new Set(cars.map((c) => c.customRank)).size).toBeGreaterThan(100);
    expect(some((c) => (c.views ?? 0) > 100)).toBeGreaterThan(0);
  });

  it("has rego expiry dates in the past and in the future", () => {
    const today = now.toISOString().slice(0, 10);
    expect(some((c) => c.regoExpiry != null && c.regoExpiry < today)).toBeGreaterThan(0);
    expect(some((c) => c.regoExpiry != null && c.regoExpiry > today)).toBeGreaterThan(0);
    expect(some((c) => c.regplate != null && c.nvic != null)).toBeGreaterThan(0);
  });

  it("has cars with no photos, and galleries of 3 to 8 generated frames, never more (issue #14 §7)", () => {
    const counts = cars.map((c) => c.images?.length ?? 0);
    expect(counts).toContain(0);
    expect(counts).toContain(3);
    expect(counts).toContain(8);
    expect(counts.every((n) => n === 0 || (n >= 3 && n <= 8))).toBe(true);
  });

  it("addresses photos under /img/car with a 200px thumbnail", () => {
    for (const image of cars.flatMap((c) => c.images ?? [])) {
      expect(image.url).toMatch(/^\/img\/car\/[a-z-]+\/[0-9a-f]{6}\/\d+\.jpg$/);
      expect(image.thumbUrl).toBe(`${image.url}?w=200`);
    }
  });

  it("has 24-frame spins, some with hotspots", () => {
    const spins = cars.filter((c) => (c.spinImages ?? []).length > 0);
    expect(spins.length).toBeGreaterThan(0);
    for (const car of spins) expect(car.spinImages).toHaveLength(24);
    expect(spins.some((c) => (c.hotspots ?? []).length > 0)).toBe(true);
  });

  it("has YouTube embed videos and plain mp4 videos", () => {
    expect(some((c) => c.videoUrl?.startsWith("https://www.youtube.com/embed/") === true)).toBeGreaterThan(0);
    expect(some((c) => c.videoUrl === "/media/walkaround.mp4")).toBeGreaterThan(0);
  });

  it("has dealer comments null, empty, short and over 400 characters", () => {
    expect(some((c) => c.dealercomments === null)).toBeGreaterThan(0);
    expect(some((c) => c.dealercomments === "")).toBeGreaterThan(0);
    expect(some((c) => c.dealercomments != null && c.dealercomments.length > 0 && c.dealercomments.length < 100)).toBeGreaterThan(0);
    expect(some((c) => (c.dealercomments ?? "").length > 400)).toBeGreaterThan(0);
  });

  it("has dealer comments with HTML paragraphs, bold and lists", () => {
    expect(some((c) => /<p>/.test(c.dealercomments ?? "") && /<b>/.test(c.dealercomments ?? "") && /<ul>/.test(c.dealercomments ?? ""))).toBeGreaterThan(0);
  });

  it("has dealer comments carrying a script and an onerror image", () => {
    expect(some((c) => (c.dealercomments ?? "").includes("<script>alert(1)</script>"))).toBeGreaterThan(0);
    expect(some((c) => (c.dealercomments ?? "").includes("<img src=x onerror=alert(1)>"))).toBeGreaterThan(0);
  });

  it("has standard equipment lists from 0 to 40 items", () => {
    const lengths = cars.map((c) => (c.standardEquipment ?? []).length);
    expect(lengths).toContain(0);
    expect(lengths).toContain(40);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(40);
  });

  it("gives engined vehicles a full variant", () => {
    const keys = ["ancaprating", "bodyconfiguration", "cylinders", "enginesize", "enginesize_litres", "fuelcapacity", "fuelconsumptioncombined", "geartype", "grossvehiclemass", "induction", "torque", "towingcapacitybraked", "vehicleheight", "vehiclelength", "vehiclewidth"];
    for (const car of cars.filter((c) => c.itemType !== "caravan")) expect(Object.keys(car.variant ?? {}).sort()).toEqual(keys);
  });

  it("leaves fuel consumption null on some engines that burn fuel", () => {
    expect(some((c) => c.simpleFuel !== "Electric" && c.variant != null && c.variant.fuelconsumptioncombined === null)).toBeGreaterThan(0);
  });

  it("gives most used cars market data, some priced more than 499 below it", () => {
    const used = cars.filter((c) => c.carType === "used" && (c.price ?? 0) > 0);
    expect(used.filter((c) => c.autograbData).length).toBeGreaterThan(used.length * 0.7);
    expect(
      used.some((c) => {
        const market = c.autograbData;
        return market && (c.price as number) < (market.state_average_market_price ?? 0) - 499 && (c.price as number) < (market.average_market_price ?? 0) - 499;
      }),
    ).toBe(true);
  });

  it("keys finance by the dealership's provider, sometimes others too", () => {
    const financed = cars.filter((c) => Object.keys(c.financeLenders ?? {}).length > 0);
    for (const car of financed) expect(Object.keys(car.financeLenders ?? {})).toContain(providerOf.get(car.dealershipId));
    expect(financed.some((c) => Object.keys(c.financeLenders ?? {}).length > 1)).toBe(true);
  });

  it("covers every finance provider", () => {
    const providers = new Set(cars.flatMap((c) => Object.keys(c.financeLenders ?? {})));
    for (const name of ["Taurus", "Powertorque", "AusLoans", "Angle", "360 Finance", "Nissan Finance", "Manual", "Car Clarity"]) expect(providers).toContain(name);
  });

  it("gives lender data with every figure, comparison rate null on a few", () => {
    const lenders = cars.flatMap((c) => Object.values(c.financeLenders ?? {}));
    for (const lender of lenders) {
      for (const key of ["interestRate", "paymentWeek", "paymentMonth", "totalPayable", "balloon", "deposit", "termYears", "termMonths", "establishmentFees", "financeProvider", "disclaimer"]) {
        expect(lender).toHaveProperty(key);
      }
      expect(lender.paymentWeek).toBeCloseTo(((lender.paymentMonth as number) * 12) / 52, 1);
    }
    expect(lenders.some((l) => l.comparisonRate === null)).toBe(true);
  });

  it("has finance disclaimers longer than 197 characters", () => {
    expect(cars.flatMap((c) => Object.values(c.financeLenders ?? {})).some((l) => (l.disclaimer ?? "").length > 197)).toBe(true);
  });

  it("has YouX quotes on some", () => {
    expect(some((c) => c.youxQuote != null && c.youxQuote.weeklyRepaymentAmount > 0)).toBeGreaterThan(0);
  });

  it("has history reports on some used cars only", () => {
    expect(some((c) => c.fileUrl != null)).toBeGreaterThan(0);
    for (const car of cars.filter((c) => c.fileUrl != null)) expect(car.carType).toBe("used");
  });

  it("has categories and filtered features", () => {
    expect(some((c) => (c.categories ?? []).length > 0)).toBeGreaterThan(0);
    expect(some((c) => (c.filteredFeatures ?? []).length > 0)).toBeGreaterThan(0);
  });

  it("uses both price types", () => {
    expect(some((c) => c.priceType === "driveaway")).toBeGreaterThan(0);
    expect(some((c) => c.priceType === "excl. govt. charges")).toBeGreaterThan(0);
  });

  it("has subscription prices on some", () => {
    expect(some((c) => (c.subscriptionPrice ?? 0) > 0)).toBeGreaterThan(0);
  });

  it("has a was-price above the price on some", () => {
    expect(some((c) => c.beforePrice != null && c.price != null && c.beforePrice > c.price)).toBeGreaterThan(0);
  });

  it("holds stock at every dealership", () => {
    expect(new Set(cars.map((c) => c.dealershipId)).size).toBe(ref.dealerships.length);
  });

  it("keeps used-only stock at harbour-used-cars", () => {
    for (const car of cars.filter((c) => dealershipSlug.get(c.dealershipId) === "harbour-used-cars")) expect(car.carType).toBe("used");
  });
});

describe("generateReference", () => {
  it("is Harbour Motor Group, established 1994", () => {
    expect(ref.group).toMatchObject({ id: 1, name: "Harbour Motor Group", establishedYear: 1994 });
  });

  it("lists about 150 makes of every category with logo addresses", () => {
    expect(ref.manufacturers.length).toBeGreaterThanOrEqual(140);
    expect(new Set(ref.manufacturers.map((m) => m.category))).toEqual(new Set(["car", "motorcycle", "truck", "caravan"]));
    for (const m of ref.manufacturers) expect(m.logoUrl).toBe(`/img/logos/${m.slug}.svg`);
    expect(new Set(ref.manufacturers.map((m) => m.slug)).size).toBe(ref.manufacturers.length);
  });

  it("gives models unique slugs within their make", () => {
    expect(new Set(ref.models.map((m) => `${m.manufacturerId}/${m.slug}`)).size).toBe(ref.models.length);
  });

  it("has exactly the thirteen dealerships in their states", () => {
    const states = new Map(ref.dealerships.map((d) => [d.slug, ref.locations.find((l) => l.dealershipId === d.id)?.state]));
    expect(Object.fromEntries(states)).toEqual({
      "harbour-toyota": "NSW", "harbour-mazda": "NSW", "harbour-hyundai": "VIC", "harbour-ford": "VIC", "harbour-kia": "QLD",
      "harbour-nissan": "QLD", "harbour-mitsubishi": "WA", "harbour-subaru": "WA", "harbour-volkswagen": "SA",
      "harbour-motorcycles": "QLD", "harbour-trucks": "NSW", "harbour-caravans": "VIC", "harbour-used-cars": "NSW",
    });
  });

  it("spreads dealerships over every finance provider, Nissan Finance at harbour-nissan", () => {
    expect(new Set(ref.dealerships.map((d) => d.financeProvider)).size).toBe(8);
    expect(ref.dealerships.find((d) => d.slug === "harbour-nissan")?.financeProvider).toBe("Nissan Finance");
  });

  it("has reserve amounts of 200 on some, 500, null and 0 on one each", () => {
    const amounts = ref.dealerships.flatMap((d) => (d.paymentProcessors ?? []).map((p) => p.reserveAmount));
    expect(amounts.filter((a) => a === 200).length).toBeGreaterThan(1);
    for (const single of [500, null, 0]) expect(amounts.filter((a) => a === single)).toHaveLength(1);
  });

  it("has delivery price tables by postcode range", () => {
    for (const d of ref.dealerships) {
      expect(d.deliveryPrices?.length).toBeGreaterThan(1);
      for (const p of d.deliveryPrices ?? []) expect(p.postcodeFrom).toBeLessThanOrEqual(p.postcodeTo);
    }
  });

  it("sends leads by email everywhere and by signed webhook for some", () => {
    for (const d of ref.dealerships) expect(d.leadDestinations?.some((x) => x.kind === "email")).toBe(true);
    const hooks = ref.dealerships.flatMap((d) => (d.leadDestinations ?? []).filter((x) => x.kind === "webhook").map((x) => ({ slug: d.slug, ...x })));
    expect(hooks.length).toBeGreaterThan(0);
    for (const hook of hooks) {
      expect(hook).toMatchObject({ url: `http://127.0.0.1:4010/hooks/${hook.slug}` });
      expect((hook as { secret: string }).secret.length).toBeGreaterThan(16);
    }
  });

  it("has phone overrides, numbers by car type and new/used defaults", () => {
    const phones = ref.dealerships.map((d) => d.phoneNumbers ?? {});
    expect(phones.filter((p) => p.override)).toHaveLength(1);
    expect(phones.some((p) => p.byCarType)).toBe(true);
    expect(phones.some((p) => p.newDefault)).toBe(true);
    expect(phones.some((p) => p.usedDefault)).toBe(true);
  });

  it("enables automated valuation on some and checkout at harbour-toyota", () => {
    expect(ref.dealerships.some((d) => d.automatedValuation)).toBe(true);
    expect(ref.dealerships.some((d) => !d.automatedValuation)).toBe(true);
    expect(ref.dealerships.find((d) => d.slug === "harbour-toyota")?.checkoutEnabled).toBe(true);
  });

  it("has at least 30 locations in at least 4 states", () => {
    expect(ref.locations.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ref.locations.map((l) => l.state)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(ref.locations.map((l) => l.slug)).size).toBe(ref.locations.length);
  });

  it("has sales, service, parts and service-and-parts locations, some sharing an address", () => {
    for (const type of ["sales", "service", "parts", "service-and-parts"]) expect(ref.locations.some((l) => l.locationType === type)).toBe(true);
    const byAddress = new Map<string, string[]>();
    for (const l of ref.locations) byAddress.set(`${l.street}, ${l.city}`, [...(byAddress.get(`${l.street}, ${l.city}`) ?? []), l.locationType]);
    expect([...byAddress.values()].some((types) => ["sales", "service", "parts"].every((t) => types.includes(t)))).toBe(true);
  });

  it("gives every location a week of hours, most closed on Sunday", () => {
    for (const l of ref.locations) expect(l.openingHours?.map((h) => h.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const closedSunday = ref.locations.filter((l) => l.openingHours?.[0].status === "Closed").length;
    expect(closedSunday).toBeGreaterThan(ref.locations.length / 2);
    expect(ref.locations.some((l) => l.openingHours?.[0].status === "Open")).toBe(true);
  });

  it("publishes Christmas, Boxing Day and Australia Day hours", () => {
    const names = new Set(ref.locations.flatMap((l) => (l.specialHours ?? []).map((h) => h.name)));
    for (const name of ["Christmas Day", "Boxing Day", "Australia Day"]) expect(names).toContain(name);
    expect(ref.locations[0].specialHours?.find((h) => h.date === "2026-12-25")?.status).toBe("Closed");
  });

  it("has dealer licence numbers and some hidden locations", () => {
    expect(ref.locations.filter((l) => l.locationType === "sales").every((l) => l.dealerLicenseNumber)).toBe(true);
    expect(ref.locations.some((l) => l.visible === false)).toBe(true);
  });

  it("has one primary location per dealership", () => {
    for (const d of ref.dealerships) expect(ref.locations.filter((l) => l.dealershipId === d.id && l.primary)).toHaveLength(1);
  });

  it("has reviews rated mostly 4 and 5, a few lower, replies on some", () => {
    const ratings = ref.reviews.map((r) => r.rating);
    expect(ratings.filter((r) => r >= 4).length).toBeGreaterThan(ratings.length * 0.7);
    expect(ratings.some((r) => r <= 2)).toBe(true);
    expect(ref.reviews.some((r) => r.replyText)).toBe(true);
    expect(ref.reviews.some((r) => !r.replyText)).toBe(true);
    for (const r of ref.reviews) expect(r.reviewDate <= now.toISOString().slice(0, 10)).toBe(true);
  });
});
