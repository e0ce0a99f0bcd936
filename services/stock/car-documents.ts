// The search index's read model: cars joined with their dealership and
// location, mapped to search records. Loaded in id-ordered batches so a
// million cars never sit in one result set.
import type { Database } from "../../db/client.ts";
import type { CarImage, FinanceLenders } from "../../domain/entities.ts";
import type { CarDocument } from "../../domain/car-document.ts";

/** The columns of a car the search record needs (a DB row or a generated seed row). */
export interface CarSource {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge?: string | null;
  series?: string | null;
  colour?: string | null;
  stocknum: string;
  vin?: string | null;
  gearnum?: number | null;
  transmission?: string | null;
  simpleTransmission?: string | null;
  bodyconfiguration?: string | null;
  body?: string | null;
  simpleBody?: string | null;
  fuel?: string | null;
  simpleFuel?: string | null;
  drive?: string | null;
  seats?: number | null;
  engineSizeLitres?: number | null;
  km?: number | null;
  price?: number | null;
  beforePrice?: number | null;
  offerPrice?: number | null;
  subscriptionPrice?: number | null;
  priceType?: string | null;
  carType: string;
  itemType?: string | null;
  status: string;
  soldAt?: Date | string | null;
  reserved?: boolean | null;
  certified?: boolean | null;
  tag?: string | null;
  preorder?: boolean | null;
  createdAt?: Date | string | null;
  updatedAt?: Date | string | null;
  views?: number | null;
  images?: CarImage[] | null;
  videoUrl?: string | null;
  externalVideoUrl?: string | null;
  spinCode?: string | null;
  spinImages?: string[] | null;
  categories?: string[] | null;
  filteredFeatures?: string[] | null;
  showOnDealerWebsite?: boolean | null;
  customRank?: number | null;
  youxQuote?: { weeklyRepaymentAmount: number } | null;
  financeLenders?: FinanceLenders | null;
  dealershipId: number;
  dealerGroupId: number;
  locationId?: number | null;
}

export interface DealershipSource {
  id: number;
  name: string;
  slug: string;
}

export interface LocationSource {
  id: number;
  name: string;
  slug: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
}

const PRICE_BUCKETS = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
const WEEKLY_BUCKETS = [100, 150, 200, 300, 400];
const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;

/**
 * Each bucket's label, written once per list of bounds: every record of a
 * load or a feed gets one of a few strings, the same string each time (a
 * thousand cars' labels are not a thousand number formattings, and the
 * search index, which hashes each label it meets, meets a string it has seen).
 */
const BUCKET_LABELS = new WeakMap<readonly number[], readonly string[]>();

function labelsOf(bounds: readonly number[]): readonly string[] {
  let labels = BUCKET_LABELS.get(bounds);
  if (!labels) {
    labels = [
      `Under ${dollars(bounds[0])}`,
      ...bounds.slice(1).map((bound, i) => `${dollars(bounds[i])} - ${dollars(bound)}`),
      `${dollars(bounds[bounds.length - 1])}+`,
    ];
    BUCKET_LABELS.set(bounds, labels);
  }
  return labels;
}

/** "$20,000 - $30,000"; "Under $10,000"; "$100,000+". */
export function bucketLabel(value: number | null | undefined, bounds: readonly number[]): string | null {
  if (value == null || !(value > 0)) return null;
  let bucket = 0;
  while (bucket < bounds.length && value >= bounds[bucket]) bucket++;
  return labelsOf(bounds)[bucket];
}

const seconds = (value: Date | string | null | undefined) => (value ? Math.floor(new Date(value).getTime() / 1000) : 0);

/**
 * The weekly figure a shopper filters on: the YouX quote, else the lowest
 * lender payment. (Not "the first lender": JSONB does not keep key order.)
 */
function weeklyRepayment(car: CarSource): number | null {
  if (car.youxQuote?.weeklyRepaymentAmount) return car.youxQuote.weeklyRepaymentAmount;
  let lowest: number | null = null;
  for (const lender of Object.values(car.financeLenders ?? {})) {
    const weekly = lender?.paymentWeek;
    if (weekly && (lowest === null || weekly < lowest)) lowest = weekly;
  }
  return lowest;
}

// One { name } per make, shared by its cars (a million records, a few hundred makes).
const manufacturerViews = new Map<string, { name: string }>();

function manufacturerView(make: string): { name: string } {
  let view = manufacturerViews.get(make);
  if (!view) {
    view = { name: make };
    manufacturerViews.set(make, view);
  }
  return view;
}

export function carDocumentFrom(car: CarSource, dealership: DealershipSource, location: LocationSource | null): CarDocument {
  const createdAt = car.createdAt ? new Date(car.createdAt) : new Date(0);
  const images = car.images ?? [];
  const status = car.status as CarDocument["status"];
  return {
    objectID: String(car.id),
    id: car.id,
    slug: car.slug,
    path: `/cars/${car.slug}`,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    make_model: `${car.make} > ${car.model}`,
    badge: car.badge ?? null,
    series: car.series ?? null,
    colour: car.colour ?? null,
    stocknum: car.stocknum,
    vin: car.vin ?? null,
    gearnum: car.gearnum ?? null,
    transmission: car.transmission ?? null,
    simple_transmission: car.simpleTransmission ?? null,
    bodyconfiguration: car.bodyconfiguration ?? null,
    body: car.body ?? null,
    simple_body: car.simpleBody ?? null,
    fuel: car.fuel ?? null,
    simple_fuel: car.simpleFuel ?? null,
    drive: car.drive ?? null,
    seats: car.seats ?? null,
    engine_size_litres: car.engineSizeLitres == null ? null : Number(car.engineSizeLitres),
    km: car.km ?? 0,
    price: car.price == null ? null : Number(car.price),
    before_price: car.beforePrice == null ? null : Number(car.beforePrice),
    offer_price: car.offerPrice == null ? null : Number(car.offerPrice),
    subscription_price: car.subscriptionPrice == null ? null : Number(car.subscriptionPrice),
    price_type: car.priceType ?? null,
    price_range: bucketLabel(car.price == null ? null : Number(car.price), PRICE_BUCKETS),
    weekly_price_range: bucketLabel(weeklyRepayment(car), WEEKLY_BUCKETS),
    car_type: car.carType as CarDocument["car_type"],
    item_type: (car.itemType ?? "car") as CarDocument["item_type"],
    status,
    sold_at_timestamp: status === "sold" ? Math.max(1, seconds(car.soldAt ?? car.updatedAt)) : 0,
    reserved: car.reserved ?? false,
    certified: car.certified ?? false,
    tag: car.tag ?? null,
    preorder: car.preorder ?? false,
    created_at: createdAt.toISOString(),
    created_at_timestamp: seconds(createdAt),
    updated_at_timestamp: seconds(car.updatedAt ?? createdAt),
    photos_count: images.length,
    views: car.views ?? 0,
    images: images.slice(0, 3).map((image) => ({ url: image.url, thumbUrl: image.thumbUrl })),
    video_url: car.videoUrl ?? null,
    external_video_url: car.externalVideoUrl ?? null,
    spin_code: car.spinCode ?? null,
    has_spin: (car.spinImages?.length ?? 0) > 0,
    location_id: location?.id ?? null,
    location_name: location?.name ?? null,
    location: location
      ? {
          id: location.id,
          name: location.name,
          slug: location.slug,
          address: { street: location.street, city: location.city, state: location.state, postcode: location.postcode },
        }
      : null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    dealership_id: dealership.id,
    dealership_name: dealership.name,
    dealership_slug: dealership.slug,
    dealer_group_id: car.dealerGroupId,
    categories: car.categories ?? [],
    filtered_features: car.filteredFeatures ?? [],
    show_on_dealer_website: car.showOnDealerWebsite ?? true,
    custom_rank: car.customRank ?? 0,
    youxQuote: car.youxQuote?.weeklyRepaymentAmount ? { weeklyRepaymentAmount: car.youxQuote.weeklyRepaymentAmount } : null,
    manufacturer: manufacturerView(car.make),
  };
}

const SELECT = `
  select c.id::int as id, c.slug, c.name, c.year, c.make, c.model, c.badge, c.series, c.colour, c.stocknum, c.vin,
    c.gearnum, c.transmission, c.simple_transmission as "simpleTransmission", c.bodyconfiguration, c.body,
    c.simple_body as "simpleBody", c.fuel, c.simple_fuel as "simpleFuel", c.drive, c.seats,
    c.engine_size_litres::float8 as "engineSizeLitres", c.km, c.price::float8 as price,
    c.before_price::float8 as "beforePrice", c.offer_price::float8 as "offerPrice",
    c.subscription_price::float8 as "subscriptionPrice", c.price_type as "priceType", c.car_type as "carType",
    c.item_type as "itemType", c.status, c.sold_at as "soldAt", c.reserved, c.certified, c.tag, c.preorder,
    c.created_at as "createdAt", c.updated_at as "updatedAt", c.views, c.images, c.video_url as "videoUrl",
    c.external_video_url as "externalVideoUrl", c.spin_code as "spinCode",
    jsonb_array_length(c.spin_images) as "spinCount", c.categories, c.filtered_features as "filteredFeatures",
    c.show_on_dealer_website as "showOnDealerWebsite", c.custom_rank as "customRank", c.youx_quote as "youxQuote",
    c.finance_lenders as "financeLenders", c.dealership_id as "dealershipId", c.dealer_group_id as "dealerGroupId",
    c.location_id as "locationId",
    d.name as "dealershipName", d.slug as "dealershipSlug",
    l.name as "locationName", l.slug as "locationSlug", l.street, l.city, l.state, l.postcode
  from cars c
  join dealerships d on d.id = c.dealership_id
  left join locations l on l.id = c.location_id`;

type Row = CarSource & {
  spinCount: number;
  dealershipName: string;
  dealershipSlug: string;
  locationName: string | null;
  locationSlug: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
};

/**
 * Rows → records for one load. Cars at one location share one location view
 * (and one address object): a million records hold a few dozen, not a million.
 */
function rowMapper(): (row: Row) => CarDocument {
  const views = new Map<number, CarDocument["location"]>();
  return (row) => {
    const car: CarSource = { ...row, spinImages: row.spinCount > 0 ? new Array<string>(row.spinCount).fill("") : [] };
    const dealership = { id: row.dealershipId, name: row.dealershipName, slug: row.dealershipSlug };
    if (row.locationId == null || row.locationName == null) return carDocumentFrom(car, dealership, null);
    const doc = carDocumentFrom(car, dealership, {
      id: row.locationId,
      name: row.locationName,
      slug: row.locationSlug ?? "",
      street: row.street ?? "",
      city: row.city ?? "",
      state: row.state ?? "",
      postcode: row.postcode ?? "",
    });
    const shared = views.get(row.locationId);
    if (shared && shared.name === doc.location!.name && shared.address.street === doc.location!.address.street) doc.location = shared;
    else views.set(row.locationId, doc.location);
    return doc;
  };
}

/** Every car as a search record (or only those updated at or after `since`), in id order. */
export interface LoadOptions {
  /** Only cars updated at or after this time (the periodic catch-up). */
  since?: Date;
  /** Only cars with a greater id (new inserts, whatever their updated_at). */
  afterId?: number;
  /** Rows per round trip (default 5,000). */
  batchSize?: number;
}

export async function loadCarDocuments(db: Database, options: LoadOptions = {}): Promise<CarDocument[]> {
  const batchSize = options.batchSize ?? 5000;
  if (options.since) {
    // The catch-up usually finds a handful of cars among a million: find their
    // ids through the updated_at index, then read those rows.
    const found = await db.query<{ id: number | string }>("select id from cars where updated_at >= $1 and id > $2 order by id", [
      options.since.toISOString(),
      options.afterId ?? 0,
    ]);
    const ids = found.map((row) => Number(row.id));
    const documents: CarDocument[] = [];
    for (let i = 0; i < ids.length; i += batchSize) documents.push(...(await loadCarDocumentsByIds(db, ids.slice(i, i + batchSize))));
    return documents;
  }
  const documents: CarDocument[] = [];
  for await (const batch of carDocumentBatches(db, { afterId: options.afterId, batchSize })) documents.push(...batch);
  return documents;
}

/**
 * Every car's search record, a page of rows at a time in id order: what the
 * engine fills itself from at start-up (CarSearchEngine.loadBatches), so a
 * million records never exist as objects at once.
 */
export async function* carDocumentBatches(db: Database, options: { afterId?: number; batchSize?: number } = {}): AsyncGenerator<CarDocument[]> {
  const batchSize = options.batchSize ?? 5000;
  const documentFromRow = rowMapper();
  let afterId = options.afterId ?? 0;
  for (;;) {
    const rows = await db.query<Row>(`${SELECT} where c.id > $1 order by c.id limit $2`, [afterId, batchSize]);
    if (rows.length > 0) yield rows.map(documentFromRow);
    if (rows.length < batchSize) break;
    afterId = rows[rows.length - 1].id;
  }
}

/** How many cars carDocumentBatches() will read, about (the search index sizes itself by it; cars added meanwhile come too). */
export async function carDocumentCount(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>("select count(*)::int as n from cars");
  return row?.n ?? 0;
}

/** The search records of a few cars by id (for index updates). */
export async function loadCarDocumentsByIds(db: Database, ids: readonly number[]): Promise<CarDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<Row>(`${SELECT} where c.id = any($1::bigint[]) order by c.id`, [ids]);
  return rows.map(rowMapper());
}
