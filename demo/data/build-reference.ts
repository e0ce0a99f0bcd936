// Reference data of the demo tenant: the group, makes, models, dealerships,
// their locations and reviews. Ids are explicit and start at 1, so cars can
// point at them before anything is inserted.
import type { LeadDestination } from "../../domain/entities.ts";
import type { dealerGroups, dealerships, locations, manufacturers, models, reviews } from "../../db/schema.ts";
import { carPhotoUrl, locationPhotoUrl, manufacturerLogoUrl, siteLogoUrl } from "../../domain/images/urls.ts";
import { createRandom, hashString, mixSeed, type Random } from "./random.ts";
import { CATALOGUE } from "./reference/catalogue.ts";
import { AREA_CODES, DEALERSHIPS, DELIVERY_REGIONS, INTERSTATE_REGIONS, type DealershipSpec, type LocationType, type SiteSpec, type State } from "./reference/dealerships.ts";
import { holidayHours, weeklyHours } from "./reference/hours.ts";
import { slugify } from "../../domain/slug.ts";
import { MANUFACTURERS } from "./reference/manufacturers.ts";
import { FIRST_NAMES, LAST_NAMES, PAINTS, REVIEW_REPLIES, REVIEW_TEXTS, STAFF_NAMES } from "./reference/vocabulary.ts";

type WithId<T> = T & { id: number };

export interface DemoReference {
  group: WithId<typeof dealerGroups.$inferInsert>;
  manufacturers: WithId<typeof manufacturers.$inferInsert>[];
  models: WithId<typeof models.$inferInsert>[];
  dealerships: WithId<typeof dealerships.$inferInsert>[];
  locations: WithId<typeof locations.$inferInsert>[];
  reviews: WithId<typeof reviews.$inferInsert>[];
}

export const DEMO_GROUP = { slug: "harbour-motor-group", name: "Harbour Motor Group", establishedYear: 1994 } as const;

const LICENCE_FORMATS: Record<State, (r: Random) => string> = {
  NSW: (r) => `MD${r.int(10000, 99999)}`,
  VIC: (r) => `LMCT ${r.int(10000, 99999)}`,
  QLD: (r) => `${r.int(3000000, 3999999)}`,
  WA: (r) => `MD ${r.int(20000, 29999)}`,
  SA: (r) => `MVD ${r.int(200000, 299999)}`,
};

const LOCAL_PREFIX: Record<State, string> = { NSW: "9", VIC: "9", QLD: "3", WA: "9", SA: "8" };

const TYPE_SUFFIX: Record<LocationType, { name: string; slug: string; mailbox: string }> = {
  sales: { name: "", slug: "", mailbox: "sales" },
  service: { name: " Service", slug: "-service", mailbox: "service" },
  parts: { name: " Parts", slug: "-parts", mailbox: "parts" },
  "service-and-parts": { name: " Service & Parts", slug: "-service-and-parts", mailbox: "service" },
  "": { name: "", slug: "", mailbox: "enquiries" },
};

function landline(r: Random, state: State): string {
  return `${AREA_CODES[state]} ${LOCAL_PREFIX[state]}${r.int(100, 999)} ${r.int(1000, 9999)}`;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const randomText = (r: Random, length: number, alphabet = ALPHANUMERIC) =>
  Array.from({ length }, () => alphabet[r.int(0, alphabet.length - 1)]).join("");

function deliveryPrices(spec: DealershipSpec) {
  const own = DELIVERY_REGIONS[spec.state];
  if (!spec.interstateDelivery) return own;
  const ownDigit = own[0].postcodeFrom.toString()[0];
  return [...own, ...INTERSTATE_REGIONS.filter((region) => region.postcodeFrom.toString()[0] !== ownDigit)];
}

function leadDestinations(spec: DealershipSpec, r: Random): LeadDestination[] {
  const destinations: LeadDestination[] = [{ kind: "email", to: `leads@${spec.domain}` }];
  if (spec.webhook) {
    destinations.push({ kind: "webhook", url: `http://127.0.0.1:4010/hooks/${spec.slug}`, secret: `whsec_${randomText(r, 32, "0123456789abcdef")}` });
  }
  return destinations;
}

function locationName(spec: DealershipSpec, site: SiteSpec, type: LocationType) {
  const describesItself = /(Centre|Service)$/.test(site.place);
  const suffix = describesItself ? { name: "", slug: "" } : TYPE_SUFFIX[type];
  return {
    name: `${spec.name} ${site.place}${suffix.name}`,
    slug: `${spec.slug}-${slugify(site.place)}${suffix.slug}`,
  };
}

export interface ReferenceOptions {
  /** Reviews are dated in the two years before this, holiday hours cover the years around it. */
  now?: Date;
}

export function buildReference(seed: number, options: ReferenceOptions = {}): DemoReference {
  const now = options.now ?? new Date();
  const r = createRandom(mixSeed(seed, hashString("reference")));
  const group = { id: 1, ...DEMO_GROUP };

  const manufacturerRows = MANUFACTURERS.map((m, index) => ({
    id: index + 1,
    name: m.name,
    slug: m.slug,
    logoUrl: manufacturerLogoUrl(m.slug),
    category: m.category,
  }));
  const manufacturerId = new Map(manufacturerRows.map((m) => [m.name, m.id]));
  const franchised = new Set(DEALERSHIPS.flatMap((d) => d.franchise));

  const modelSlugs = new Set<string>();
  const modelRows = CATALOGUE.map((spec, index) => {
    const makeId = manufacturerId.get(spec.make);
    if (!makeId) throw new Error(`catalogue make "${spec.make}" is missing from the manufacturer list`);
    // Two body styles of one nameplate (Corolla hatch and sedan) are two models.
    const plain = slugify(spec.name);
    const slug = modelSlugs.has(`${makeId}/${plain}`) ? slugify(`${spec.name} ${spec.simpleBody}`) : plain;
    modelSlugs.add(`${makeId}/${slug}`);
    return {
      id: index + 1,
      manufacturerId: makeId,
      name: spec.name,
      slug,
      body: spec.simpleBody,
      imageUrl: carPhotoUrl(spec.simpleBody, r.pick(PAINTS.slice(0, 8)).hex, 1),
      overrideUrl: r.chance(0.05) ? "/special-offers" : null,
      accessoriesCount: franchised.has(spec.make) ? r.int(0, 120) : 0,
    };
  });

  const dealershipRows = DEALERSHIPS.map((spec, index) => ({
    id: index + 1,
    dealerGroupId: group.id,
    slug: spec.slug,
    name: spec.name,
    manufacturerId: spec.franchise.length ? (manufacturerId.get(spec.franchise[0]) ?? null) : null,
    logoUrl: siteLogoUrl(spec.slug),
    url: `https://www.${spec.domain}`,
    youtubeUrl: spec.youtube ? `https://www.youtube.com/@${spec.slug.replace(/-/g, "")}` : null,
    financeProvider: spec.financeProvider,
    paymentProcessors: spec.paymentProcessors,
    deliveryPrices: deliveryPrices(spec),
    leadDestinations: leadDestinations(spec, r),
    phoneNumbers: spec.phoneNumbers,
    automatedValuation: spec.automatedValuation,
    checkoutEnabled: spec.checkoutEnabled,
  }));

  const years = [now.getUTCFullYear() - 1, now.getUTCFullYear(), now.getUTCFullYear() + 1];
  const locationRows: DemoReference["locations"] = [];
  DEALERSHIPS.forEach((spec, index) => {
    const dealershipId = index + 1;
    const firstSalesId: number[] = [];
    for (const site of spec.sites) {
      const placeId = `ChIJ${randomText(r, 23)}`;
      const lateThursday = r.chance(0.5);
      for (const type of site.types) {
        const id = locationRows.length + 1;
        const { name, slug } = locationName(spec, site, type);
        const phone = landline(r, spec.state);
        const isSales = type === "sales" || type === "";
        if (type === "sales") firstSalesId.push(id);
        locationRows.push({
          id,
          dealerGroupId: group.id,
          dealershipId,
          slug,
          name,
          primary: false,
          locationType: type,
          locationSubtype: site.subtype ?? null,
          street: site.street,
          city: site.city,
          state: spec.state,
          postcode: site.postcode,
          lat: site.lat,
          lng: site.lng,
          placeId,
          // Some feeds deliver numbers in international form; the site shows them as 0X XXXX XXXX.
          phone: r.chance(0.2) ? `+61 ${phone.slice(1)}` : phone,
          landlinePhone: r.chance(0.4) ? landline(r, spec.state) : null,
          email: `${TYPE_SUFFIX[type].mailbox}.${slugify(site.place)}@${spec.domain}`,
          openingHours: weeklyHours(type, { sundayTrading: site.sundayTrading ?? false, lateThursday }),
          specialHours: holidayHours(type, years),
          dealerLicenseNumber: isSales ? LICENCE_FORMATS[spec.state](r) : null,
          motorVehicleRepairer: !isSales && spec.state === "NSW" ? `MVRL${r.int(10000, 99999)}` : null,
          imageUrl: locationPhotoUrl(id),
          visible: !(site.hidden ?? []).includes(type),
          distributionLocations: [],
        });
      }
    }
    const primary = locationRows.find((l) => l.id === firstSalesId[0]);
    if (primary) primary.primary = true;
    // A car at one sales yard can be moved to, and collected from, the others.
    for (const id of firstSalesId) {
      const row = locationRows[id - 1];
      row.distributionLocations = firstSalesId.filter((other) => other !== id);
    }
  });

  const reviewRows: DemoReference["reviews"] = [];
  const dayMs = 86_400_000;
  for (const location of locationRows) {
    if (!location.visible || location.locationType === "parts") continue;
    const count = r.int(3, 12);
    for (let i = 0; i < count; i++) {
      const rating = r.weighted<number>([[5, 60], [4, 25], [3, 7], [2, 4], [1, 4]]);
      const firstName = r.pick(FIRST_NAMES);
      const reviewed = new Date(now.getTime() - r.int(3, 730) * dayMs);
      // Low ratings always get a reply; good ones now and then.
      const replied = rating <= 3 || r.chance(0.35);
      const replyTemplate = rating <= 3 ? r.pick(REVIEW_REPLIES.slice(2)) : r.pick(REVIEW_REPLIES.slice(0, 2));
      reviewRows.push({
        id: reviewRows.length + 1,
        dealerGroupId: group.id,
        locationId: location.id,
        customerName: `${firstName} ${r.pick(LAST_NAMES)[0]}.`,
        text: r.pick(REVIEW_TEXTS[rating]).replace("{staff}", r.pick(STAFF_NAMES)),
        rating,
        reviewDate: reviewed.toISOString().slice(0, 10),
        replyText: replied ? replyTemplate.replace("{name}", firstName) : null,
        replyDate: replied ? new Date(Math.min(now.getTime(), reviewed.getTime() + r.int(0, 6) * dayMs)).toISOString().slice(0, 10) : null,
      });
    }
  }

  return { group, manufacturers: manufacturerRows, models: modelRows, dealerships: dealershipRows, locations: locationRows, reviews: reviewRows };
}
