// One demo vehicle from the catalogue: which yard holds it, what it is, what it
// costs and how it is presented. Each car draws from its own random stream
// (seed mixed with its id), so any car can be rebuilt without the ones before.
import type { CarStatus, CarType, FinanceLenders, FinanceProviderName, ItemType } from "../../domain/entities.ts";
import type { cars } from "../../db/schema.ts";
import { bodySlug } from "../../domain/images/urls.ts";
import type { DemoReference } from "./build-reference.ts";
import { commentKind, dealerComment } from "./comments.ts";
import { FINANCE_PROVIDERS, lenderData, youxQuote } from "./finance.ts";
import { carSlug, modelAndBadge, nvic, regplate, stockNumber, vin } from "./identifiers.ts";
import { photoCount, photos, spin, video } from "./media.ts";
import { createRandom, mixSeed, type Random } from "./random.ts";
import { CATALOGUE, type ModelSpec } from "./reference/catalogue.ts";
import { DEALERSHIPS, type DealershipSpec } from "./reference/dealerships.ts";
import { POWERTRAINS, type Powertrain } from "./reference/powertrains.ts";
import { CARAVAN_EQUIPMENT, EQUIPMENT, FILTERED_FEATURES, INTERIOR_TRIMS, MOTORCYCLE_EQUIPMENT, PAINTS, TAGS, TRUCK_EQUIPMENT } from "./reference/vocabulary.ts";
import { scenarioFor, type Wish } from "./scenarios.ts";

export type DemoCar = typeof cars.$inferInsert & { id: number };

const DAY_MS = 86_400_000;

interface Yard {
  id: number;
  spec: DealershipSpec;
  salesLocationIds: number[];
  newModels: number[];
  ownUsedModels: number[];
  usedModels: number[];
}

export interface CarContext {
  seed: number;
  now: Date;
  currentYear: number;
  groupId: number;
  yards: Yard[];
  yardWeights: [Yard, number][];
  manufacturerIds: Map<string, number>;
  modelIds: number[];
}

export function carContext(ref: DemoReference, seed: number, now: Date): CarContext {
  if (ref.models.length !== CATALOGUE.length) throw new Error("the reference models do not match the catalogue: build them with generateReference");
  const currentYear = now.getUTCFullYear();
  const onSale = (m: ModelSpec) => m.from <= currentYear && (m.until === null || m.until >= currentYear);
  const indices = (predicate: (m: ModelSpec) => boolean) => CATALOGUE.flatMap((m, i) => (predicate(m) ? [i] : []));
  const yards = DEALERSHIPS.map((spec): Yard => {
    const row = ref.dealerships.find((d) => d.slug === spec.slug);
    if (!row) throw new Error(`dealership ${spec.slug} is missing from the reference data`);
    const sales = ref.locations.filter((l) => l.dealershipId === row.id && l.locationType === "sales" && l.visible !== false);
    const sameLine = (m: ModelSpec) => m.itemType === spec.itemType && m.from <= currentYear && !m.scenarioOnly;
    return {
      id: row.id,
      spec,
      salesLocationIds: sales.map((l) => l.id),
      newModels: indices((m) => sameLine(m) && onSale(m) && spec.franchise.includes(m.make)),
      ownUsedModels: indices((m) => sameLine(m) && spec.franchise.includes(m.make)),
      usedModels: indices(sameLine),
    };
  });
  return {
    seed,
    now,
    currentYear,
    groupId: ref.group.id,
    yards,
    yardWeights: yards.map((y) => [y, y.spec.stockWeight]),
    manufacturerIds: new Map(ref.manufacturers.map((m) => [m.name, m.id])),
    modelIds: ref.models.map((m) => m.id),
  };
}

function chooseCarType(r: Random, yard: Yard, wish: Wish): CarType {
  if (wish.carType) return wish.carType;
  if (yard.spec.usedOnly) return "used";
  return r.weighted<CarType>([["new", 45], ["demo", 10], ["used", 45]]);
}

function chooseModel(r: Random, ctx: CarContext, yard: Yard, carType: CarType, wish: Wish): number {
  // A scenario that names a model gets it (a scenario-only model such as the bus is in no yard's pool).
  if (wish.model) {
    const named = CATALOGUE.findIndex((m) => m.name === wish.model && (!wish.make || m.make === wish.make));
    if (named >= 0) return named;
  }
  const base = carType === "used" ? (yard.ownUsedModels.length && r.chance(0.5) ? yard.ownUsedModels : yard.usedModels) : yard.newModels;
  const fits = (i: number) => {
    const m = CATALOGUE[i];
    if (wish.make && m.make !== wish.make) return false;
    if (wish.fuel && !m.powertrains.some((key) => POWERTRAINS[key].simpleFuel === wish.fuel)) return false;
    if (wish.runout && m.from > ctx.currentYear - 1) return false;
    return true;
  };
  let candidates = base.filter(fits);
  if (candidates.length === 0) candidates = (carType === "used" ? yard.usedModels : yard.newModels).filter(fits);
  if (candidates.length === 0) candidates = base;
  return r.pick(candidates);
}

function choosePowertrain(r: Random, model: ModelSpec, wish: Wish): { key: number; powertrain: Powertrain | null } {
  if (model.powertrains.length === 0) return { key: 0, powertrain: null };
  const options = model.powertrains.map((key, index) => ({ index, powertrain: POWERTRAINS[key] as Powertrain }));
  const matching = wish.fuel ? options.filter((o) => o.powertrain.simpleFuel === wish.fuel) : options;
  const chosen = r.pick(matching.length ? matching : options);
  return { key: chosen.index, powertrain: chosen.powertrain };
}

function chooseYear(r: Random, ctx: CarContext, model: ModelSpec, carType: CarType, wish: Wish): number {
  const latest = Math.min(model.until ?? ctx.currentYear, ctx.currentYear);
  if (carType !== "used") {
    const runout = wish.runout ?? (model.from < ctx.currentYear && r.chance(carType === "demo" ? 0.4 : 0.15));
    return runout && model.from <= ctx.currentYear - 1 ? ctx.currentYear - 1 : latest;
  }
  const earliest = Math.max(2008, model.from);
  // Recent trade-ins are the most common, a few go back to 2008; this year's
  // cars are only used when the model is brand new.
  const newest = Math.max(earliest, Math.min(latest, ctx.currentYear - 1));
  const age = Math.floor(r.next() ** 1.6 * (newest - earliest + 1));
  return Math.max(earliest, newest - age);
}

function chooseKm(r: Random, ctx: CarContext, itemType: ItemType, carType: CarType, year: number): number {
  if (itemType === "caravan") return 0;
  if (carType === "new") return r.int(0, 49);
  if (carType === "demo") return r.int(1000, 9000);
  const perYear = { car: 14000, motorcycle: 4000, truck: 35000, caravan: 0 }[itemType];
  const years = Math.max(0.5, ctx.currentYear - year + 0.5);
  return Math.min(250_000, Math.max(1500, Math.round(years * Math.max(perYear * 0.25, r.normal(perYear, perYear * 0.35)))));
}

const roundPrice = (price: number) => (price >= 10000 ? Math.round(price / 1000) * 1000 - 10 : Math.round(price / 500) * 500 - 10);

function choosePrice(r: Random, ctx: CarContext, model: ModelSpec, badgeIndex: number, powertrainIndex: number, carType: CarType, year: number, km: number): number {
  let price = (model.price + model.step * badgeIndex + powertrainIndex * 2500) * r.float(0.985, 1.015);
  if (carType === "new" && year < ctx.currentYear) price *= 0.94;
  if (carType === "demo") price *= 0.92;
  if (carType === "used") {
    const age = ctx.currentYear - year;
    const yearly = model.itemType === "caravan" ? 0.92 : 0.9;
    price *= 0.8 * Math.max(0.12, yearly ** age) * (1 - Math.min(0.3, km / 800_000)) * r.float(0.93, 1.07);
  }
  return Math.max(3990, roundPrice(price));
}

function chooseStatus(r: Random, wish: Wish): CarStatus {
  return wish.status ?? r.weighted<CarStatus>([["in_stock", 84], ["coming_soon", 7], ["sold", 9]]);
}

function chooseTag(r: Random, ctx: CarContext, carType: CarType, year: number, status: CarStatus, wish: Wish): string | null {
  if (wish.tag !== undefined) return wish.tag;
  if (status !== "in_stock") return null;
  if (carType === "new" && year < ctx.currentYear && r.chance(0.4)) return TAGS.runout;
  if (carType !== "used" && r.chance(0.03)) return TAGS.testDriveOnly;
  if (r.chance(0.04)) return TAGS.specialOffer;
  if (carType === "demo" && r.chance(0.1)) return "Demo Clearance";
  if (carType === "used" && r.chance(0.05)) return r.pick(TAGS.others.slice(1));
  return null;
}

function equipmentFor(r: Random, itemType: ItemType, simpleBody: string, count: number): string[] {
  const pool = itemType === "motorcycle" ? MOTORCYCLE_EQUIPMENT : itemType === "caravan" ? CARAVAN_EQUIPMENT : itemType === "truck" || simpleBody === "Truck" ? TRUCK_EQUIPMENT : EQUIPMENT;
  return r.sample(pool, count);
}

function categoriesFor(car: { itemType: ItemType; carType: CarType; simpleBody: string; seats: number | null; drive: string | null; price: number | null; badge: string }, powertrain: Powertrain | null): string[] {
  const categories: string[] = [];
  const price = car.price ?? 0;
  if ((car.seats ?? 0) >= 7 || car.simpleBody === "People Mover") categories.push("Family");
  if (car.drive === "4WD") categories.push("4x4");
  if (["Ute", "Cab Chassis", "Van", "Truck"].includes(car.simpleBody)) categories.push("Work Ready");
  if (powertrain?.simpleFuel === "Electric") categories.push("Electric");
  if (powertrain?.simpleFuel === "Hybrid" || powertrain?.simpleFuel === "Plug-in Hybrid") categories.push("Eco Friendly");
  if ((powertrain?.kw ?? 0) >= 200 && car.itemType === "car") categories.push("Performance");
  if (price >= 80000 && car.itemType === "car") categories.push("Luxury");
  if (car.itemType === "car" && car.carType === "used" && price > 0 && price < 20000) categories.push("First Car");
  if (car.itemType === "motorcycle" && (powertrain?.litres ?? 1) <= 0.66) categories.push("LAMS Approved");
  if (car.itemType === "caravan" && /Outback|Off Road/.test(car.badge)) categories.push("Off Road");
  return categories;
}

function variantFor(r: Random, model: ModelSpec, pt: Powertrain, bodyconfiguration: string | null, manual: boolean, wish: Wish) {
  const consumption = pt.consumption === null || wish.noConsumption || r.chance(0.04) ? null : Math.round(pt.consumption * r.float(0.94, 1.06) * 10) / 10;
  return {
    cylinders: pt.cylinders,
    enginesize: pt.litres === null ? null : Math.round(pt.litres * 1000 - r.int(0, 40)),
    enginesize_litres: pt.litres,
    induction: pt.induction,
    fuelconsumptioncombined: consumption,
    fuelcapacity: pt.tank,
    grossvehiclemass: model.gvm,
    vehiclelength: model.size[0],
    vehicleheight: model.size[2],
    vehiclewidth: model.size[1],
    towingcapacitybraked: model.towing,
    bodyconfiguration,
    torque: pt.nm,
    ancaprating: model.ancap,
    geartype: manual ? "Manual" : pt.gearbox === "Automatic" ? "Sports Automatic" : pt.gearbox,
  };
}

function transmissionLabel(pt: Powertrain, manual: boolean): string {
  if (manual) return "6 Speed Manual";
  if (pt.gearbox === "CVT") return "Constantly Variable Transmission";
  if (pt.gearbox === "Reduction Gear") return "1 Speed Reduction Gear";
  return `${pt.gears} Speed ${pt.gearbox}`;
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Builds car `id` (1-based). */
export function buildCar(ctx: CarContext, id: number): DemoCar {
  const r = createRandom(mixSeed(ctx.seed, id));
  const wish = scenarioFor(id) ?? {};
  const now = ctx.now.getTime();

  const yard = wish.dealership ? ctx.yards.find((y) => y.spec.slug === wish.dealership)! : r.weighted(ctx.yardWeights);
  const carType = chooseCarType(r, yard, wish);
  const modelIndex = chooseModel(r, ctx, yard, carType, wish);
  const model = CATALOGUE[modelIndex];
  const { key: powertrainIndex, powertrain: pt } = choosePowertrain(r, model, wish);
  const badgeIndex = r.int(0, model.badges.length - 1);
  const badge = model.badges[badgeIndex];
  const year = chooseYear(r, ctx, model, carType, wish);
  const km = chooseKm(r, ctx, model.itemType, carType, year);
  const status = chooseStatus(r, wish);
  const listPrice = choosePrice(r, ctx, model, badgeIndex, powertrainIndex, carType, year, km);
  const price = wish.price === "zero" ? 0 : wish.price === "null" ? null : listPrice;
  const priced = price !== null && price > 0;
  const paint = r.weighted(PAINTS.map((p) => [p, p.weight] as const));
  const trim = r.pick(INTERIOR_TRIMS);
  const age = ctx.currentYear - year;

  // When it arrived, sold and last changed.
  let soldAt: Date | null = null;
  let createdAt: number;
  if (status === "sold") {
    const recent = wish.sold ? wish.sold === "recent" : r.chance(0.5);
    const soldTime = now - (recent ? r.float(0.05, 2.9) : r.float(4, 60)) * DAY_MS;
    soldAt = new Date(soldTime);
    createdAt = Math.max(now - 120 * DAY_MS, soldTime - r.float(5, 90) * DAY_MS);
  } else if (wish.newArrival) {
    createdAt = now - r.float(0.1, 7.5) * DAY_MS;
  } else {
    createdAt = now - r.float(0, status === "coming_soon" ? 30 : 120) * DAY_MS;
  }
  const updatedAt = soldAt ? Math.min(now, soldAt.getTime() + r.float(0, 2) * 3_600_000) : createdAt + r.next() * (now - createdAt);

  const reserved = wish.reserved ?? (status === "in_stock" && r.chance(0.03));
  const ownMake = yard.spec.franchise.includes(model.make);
  const certifiable = carType === "used" && age <= 6 && km < 150_000;
  const certifiedChance = !certifiable ? 0 : model.make === "Toyota" && ["harbour-toyota", "harbour-used-cars"].includes(yard.spec.slug) ? 0.7 : ownMake ? 0.25 : 0;
  const certified = wish.certified ?? r.chance(certifiedChance);
  const tag = chooseTag(r, ctx, carType, year, status, wish);

  const manual = pt !== null && pt.gearbox !== "Manual" && (wish.manual ?? r.chance(model.manual));
  const isManual = pt?.gearbox === "Manual" || manual;
  const bodyconfiguration = model.bodyConfigurations.length ? r.pick(model.bodyConfigurations) : null;
  const drive = model.itemType === "motorcycle" || model.drives.length === 0 ? null : r.pick(model.drives);
  const simpleBody = model.simpleBody;
  const stocknum = stockNumber(yard.spec.code, carType, id);

  const registered = carType !== "new";
  const regoPast = wish.rego ? wish.rego === "past" : r.chance(0.25);
  const regoExpiry = registered ? isoDate(now + (regoPast ? -r.int(1, 300) : r.int(10, 365)) * DAY_MS) : null;
  const buildMonth = r.int(0, 11);
  const buildTime = Math.min(now - 30 * DAY_MS, Date.UTC(year - 1, 9 + buildMonth, 1));

  const images = photos(simpleBody, paint.hex, wish.images ?? photoCount(r));
  const spinMedia = wish.spinHotspots || r.chance(0.08) ? spin(r, id, simpleBody, paint.hex, trim.hex, wish.spinHotspots ?? r.chance(0.5)) : null;
  const videoKind = wish.video ?? (r.chance(0.08) ? (r.chance(0.5) ? "youtube" : "mp4") : null);
  const media = videoKind ? video(r, videoKind) : null;

  const comments = dealerComment(r, wish.comments ?? commentKind(r), {
    year,
    make: model.make,
    model: model.name,
    badge,
    body: simpleBody,
    colour: paint.name,
    itemType: model.itemType,
    carType,
  });
  const equipmentCount = wish.equipment ?? (r.chance(0.05) ? 0 : r.int(8, 40));
  const standardEquipment = equipmentFor(r, model.itemType, simpleBody, equipmentCount);

  const finance: FinanceLenders = {};
  const provider = yard.spec.financeProvider;
  if (priced && price > 500 && (wish.comparisonRateMissing || wish.longDisclaimer || wish.severalLenders || r.chance(0.9))) {
    finance[provider] = lenderData(r, provider, price, {
      comparisonRateMissing: wish.comparisonRateMissing ?? r.chance(0.03),
      longDisclaimer: wish.longDisclaimer ?? r.chance(0.12),
    });
    if (wish.severalLenders ?? r.chance(0.15)) {
      const other = r.pick(FINANCE_PROVIDERS.filter((p): p is FinanceProviderName => p !== provider));
      finance[other] = lenderData(r, other, price);
    }
  }

  let autograbData: DemoCar["autograbData"] = null;
  if (carType === "used" && priced && (wish.belowMarket || r.chance(0.85))) {
    const average = wish.belowMarket ? price + r.int(800, 3000) : Math.round((price * r.float(0.94, 1.1)) / 10) * 10;
    const state = wish.belowMarket ? average + r.int(0, 500) : Math.round((average * r.float(0.97, 1.03)) / 10) * 10;
    autograbData = { average_market_price: average, state_average_market_price: state };
  }

  const priceType = price === null ? null : (wish.priceType ?? (carType === "used" ? r.weighted([["driveaway", 90], ["excl. govt. charges", 10]] as const) : r.weighted([["driveaway", 70], ["excl. govt. charges", 30]] as const)));
  const offerPrice = priced && (wish.offerPrice || (tag === TAGS.specialOffer && r.chance(0.5))) ? price - r.int(1, 6) * 500 : null;
  const beforePrice = priced && !offerPrice && (wish.wasPrice || (status === "in_stock" && r.chance(0.06))) ? price + r.int(1, 8) * 500 : null;
  const subscriptionPrice = priced && (wish.subscription || (carType !== "used" && model.itemType === "car" && r.chance(0.04))) ? Math.round(price / 180) : null;
  const preorder = wish.preorder ?? (carType === "new" && status === "coming_soon" && r.chance(0.1));

  const privateSale = yard.spec.usedOnly && r.chance(0.02);
  const variant = pt ? variantFor(r, model, pt, bodyconfiguration, manual, wish) : null;
  const caravan = model.caravan;

  return {
    id,
    dealerGroupId: ctx.groupId,
    dealershipId: yard.id,
    locationId: yard.salesLocationIds.length ? r.pick(yard.salesLocationIds) : null,
    slug: carSlug({ year, make: model.make, model: model.name, badge, bodySlug: bodySlug(simpleBody) }, id),
    stocknum,
    vin: vin(r, model.make, year, id),
    nvic: model.itemType === "caravan" ? null : nvic(r),
    regplate: registered ? regplate(r, yard.spec.state) : null,
    regoExpiry,
    name: `${year} ${model.make} ${modelAndBadge(model.name, badge)}`,
    year,
    manufacturerId: ctx.manufacturerIds.get(model.make) ?? null,
    modelId: ctx.modelIds[modelIndex],
    make: model.make,
    model: model.name,
    badge,
    series: model.series,
    carType,
    itemType: model.itemType,
    status,
    soldAt,
    reserved,
    certified,
    tag,
    price,
    beforePrice,
    offerPrice,
    subscriptionPrice,
    preorder,
    priceType,
    km,
    colour: paint.name,
    interiorColour: model.itemType === "car" ? trim.name : null,
    body: model.body,
    simpleBody,
    bodyconfiguration,
    drive,
    seats: model.seats,
    doors: model.doors,
    engineSize: pt?.litres ? `${pt.litres.toFixed(1)}L` : null,
    // The column keeps one decimal, as engine sizes are advertised (1.87 L → 1.9).
    engineSizeLitres: pt?.litres ? Math.round(pt.litres * 10) / 10 : null,
    fuel: pt?.fuel ?? null,
    simpleFuel: pt?.simpleFuel ?? null,
    transmission: pt ? transmissionLabel(pt, manual) : null,
    trans: pt ? (manual ? "Manual" : pt.gearbox) : null,
    simpleTransmission: pt ? (isManual ? "Manual" : "Automatic") : null,
    gearnum: pt ? (manual ? 6 : pt.gears) : null,
    buildDate: isoDate(buildTime),
    complianceDate: isoDate(Math.min(now - DAY_MS, buildTime + r.int(20, 90) * DAY_MS)),
    views: Math.floor(r.next() ** 3 * 3000),
    dealercomments: comments,
    images,
    videoUrl: media?.videoUrl ?? null,
    externalVideoUrl: media?.externalVideoUrl ?? null,
    walkaroundVideos: media?.walkaroundVideos ?? [],
    spinImages: spinMedia?.spinImages ?? [],
    spinInteriorImage: spinMedia?.spinInteriorImage ?? null,
    spinCode: spinMedia?.spinCode ?? null,
    hotspots: spinMedia?.hotspots ?? [],
    standardEquipment,
    specifications: caravan
      ? {
          // millimetres and kilograms
          body_width: Math.round(caravan.width * 1000),
          body_length: Math.round(caravan.length * 1000),
          tare_weight: caravan.tare,
          axle_type: caravan.axle,
          sleeps: caravan.sleeps,
          aggregate_trailer_mass: caravan.atm,
        }
      : null,
    variant,
    autograbData,
    financeLenders: finance,
    youxQuote: priced && (wish.youx ?? r.chance(0.08)) ? youxQuote(r, price) : null,
    fileUrl: carType === "used" && (wish.historyReport ?? r.chance(0.3)) ? `/media/history-report.pdf?stock=${stocknum}` : null,
    paymentProcessors: priced && price > 80000 && r.chance(0.2) ? [{ name: "Stripe", reserveAmount: 1000 }] : [],
    privateSuburb: privateSale ? "Drummoyne" : null,
    privatePostcode: privateSale ? "2047" : null,
    filteredFeatures: standardEquipment.filter((item) => FILTERED_FEATURES.includes(item)),
    categories: categoriesFor({ itemType: model.itemType, carType, simpleBody, seats: model.seats, drive, price, badge }, pt),
    showOnDealerWebsite: wish.hidden ? false : !r.chance(0.03),
    customRank: r.int(0, 1000),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  };
}
