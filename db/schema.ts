// The system of record. Every tenant-owned table carries dealer_group_id (the
// tenant key) so the data can be distributed by tenant, and dealership_id where
// the row belongs to one dealership. Nested structures that are only ever read
// whole are JSONB.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  CarImage,
  DeliveryPrice,
  FinanceLenders,
  Hotspot,
  LeadDestination,
  OpeningHour,
  PaymentProcessor,
  PhoneNumbers,
  SpecialHours,
} from "../domain/entities.ts";

export const dealerGroups = pgTable("dealer_groups", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  establishedYear: smallint("established_year"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Reference data shared by every tenant (about 150 makes). */
export const manufacturers = pgTable("manufacturers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logoUrl: text("logo_url"),
  /** car | motorcycle | truck | caravan */
  category: text("category").notNull().default("car"),
});

export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    body: text("body"),
    imageUrl: text("image_url"),
    overrideUrl: text("override_url"),
    accessoriesCount: integer("accessories_count").notNull().default(0),
  },
  (t) => [uniqueIndex("models_manufacturer_slug").on(t.manufacturerId, t.slug), unique("models_manufacturer_id_id").on(t.manufacturerId, t.id)],
);

export const dealerships = pgTable(
  "dealerships",
  {
    id: serial("id").primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    logoUrl: text("logo_url"),
    url: text("url"),
    youtubeUrl: text("youtube_url"),
    financeProvider: text("finance_provider"),
    paymentProcessors: jsonb("payment_processors").$type<PaymentProcessor[]>().notNull().default([]),
    deliveryPrices: jsonb("delivery_prices").$type<DeliveryPrice[]>().notNull().default([]),
    leadDestinations: jsonb("lead_destinations").$type<LeadDestination[]>().notNull().default([]),
    phoneNumbers: jsonb("phone_numbers").$type<PhoneNumbers>().notNull().default({}),
    automatedValuation: boolean("automated_valuation").notNull().default(false),
    checkoutEnabled: boolean("checkout_enabled").notNull().default(false),
  },
  (t) => [index("dealerships_group").on(t.dealerGroupId), unique("dealerships_id_group").on(t.id, t.dealerGroupId)],
);

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    primary: boolean("primary").notNull().default(false),
    /** sales | service | parts | service-and-parts | "" */
    locationType: text("location_type").notNull(),
    locationSubtype: text("location_subtype"),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    placeId: text("place_id"),
    phone: text("phone"),
    landlinePhone: text("landline_phone"),
    email: text("email"),
    openingHours: jsonb("opening_hours").$type<OpeningHour[]>().notNull().default([]),
    specialHours: jsonb("special_hours").$type<SpecialHours[]>().notNull().default([]),
    dealerLicenseNumber: text("dealer_license_number"),
    motorVehicleRepairer: text("motor_vehicle_repairer"),
    imageUrl: text("image_url"),
    visible: boolean("visible").notNull().default(true),
    distributionLocations: jsonb("distribution_locations").$type<number[]>().notNull().default([]),
  },
  (t) => [index("locations_dealership").on(t.dealershipId), index("locations_group").on(t.dealerGroupId), unique("locations_dealership_id_id").on(t.dealershipId, t.id)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    customerName: text("customer_name").notNull(),
    text: text("text").notNull(),
    rating: smallint("rating").notNull(),
    reviewDate: date("review_date").notNull(),
    replyText: text("reply_text"),
    replyDate: date("reply_date"),
  },
  (t) => [index("reviews_location").on(t.locationId)],
);

export const cars = pgTable(
  "cars",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // The group, location and model are checked with the dealership and make they belong to (composite keys below, decision 0067).
    dealerGroupId: integer("dealer_group_id").notNull(),
    dealershipId: integer("dealership_id").notNull(),
    locationId: integer("location_id"),
    slug: text("slug").notNull(),
    stocknum: text("stocknum").notNull(),
    vin: text("vin"),
    nvic: text("nvic"),
    regplate: text("regplate"),
    regoExpiry: date("rego_expiry"),
    name: text("name").notNull(),
    year: smallint("year").notNull(),
    manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
    modelId: integer("model_id"),
    make: text("make").notNull(),
    model: text("model").notNull(),
    badge: text("badge"),
    series: text("series"),
    /** new | demo | used */
    carType: text("car_type").notNull(),
    /** car | motorcycle | truck | caravan */
    itemType: text("item_type").notNull().default("car"),
    /** in_stock | coming_soon | sold */
    status: text("status").notNull(),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    tag: text("tag"),
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    beforePrice: numeric("before_price", { precision: 12, scale: 2, mode: "number" }),
    offerPrice: numeric("offer_price", { precision: 12, scale: 2, mode: "number" }),
    subscriptionPrice: numeric("subscription_price", { precision: 12, scale: 2, mode: "number" }),
    preorder: boolean("preorder").notNull().default(false),
    priceType: text("price_type"),
    km: integer("km").notNull().default(0),
    colour: text("colour"),
    interiorColour: text("interior_colour"),
    body: text("body"),
    simpleBody: text("simple_body"),
    bodyconfiguration: text("bodyconfiguration"),
    drive: text("drive"),
    seats: smallint("seats"),
    doors: smallint("doors"),
    engineSize: text("engine_size"),
    engineSizeLitres: numeric("engine_size_litres", { precision: 4, scale: 1, mode: "number" }),
    fuel: text("fuel"),
    simpleFuel: text("simple_fuel"),
    transmission: text("transmission"),
    trans: text("trans"),
    simpleTransmission: text("simple_transmission"),
    gearnum: smallint("gearnum"),
    buildDate: date("build_date"),
    complianceDate: date("compliance_date"),
    views: integer("views").notNull().default(0),
    dealercomments: text("dealercomments"),
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    videoUrl: text("video_url"),
    externalVideoUrl: text("external_video_url"),
    walkaroundVideos: jsonb("walkaround_videos").$type<string[]>().notNull().default([]),
    spinImages: jsonb("spin_images").$type<string[]>().notNull().default([]),
    spinInteriorImage: text("spin_interior_image"),
    spinCode: text("spin_code"),
    hotspots: jsonb("hotspots").$type<Hotspot[]>().notNull().default([]),
    standardEquipment: jsonb("standard_equipment").$type<string[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<Record<string, string | number | null>>(),
    variant: jsonb("variant").$type<Record<string, string | number | null>>(),
    autograbData: jsonb("autograb_data").$type<{ state_average_market_price?: number; average_market_price?: number }>(),
    financeLenders: jsonb("finance_lenders").$type<FinanceLenders>().notNull().default({}),
    youxQuote: jsonb("youx_quote").$type<{ weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }>(),
    fileUrl: text("file_url"),
    paymentProcessors: jsonb("payment_processors").$type<PaymentProcessor[]>().notNull().default([]),
    privateSuburb: text("private_suburb"),
    privatePostcode: text("private_postcode"),
    filteredFeatures: jsonb("filtered_features").$type<string[]>().notNull().default([]),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull().default(true),
    customRank: integer("custom_rank").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cars_slug").on(t.slug),
    uniqueIndex("cars_dealership_stocknum").on(t.dealershipId, t.stocknum),
    index("cars_group").on(t.dealerGroupId),
    index("cars_dealership_status").on(t.dealershipId, t.status),
    index("cars_updated_at").on(t.updatedAt),
    index("cars_make_model").on(t.make, t.model),
    foreignKey({ name: "cars_dealership_in_group_fk", columns: [t.dealershipId, t.dealerGroupId], foreignColumns: [dealerships.id, dealerships.dealerGroupId] }),
    foreignKey({ name: "cars_location_of_dealership_fk", columns: [t.dealershipId, t.locationId], foreignColumns: [locations.dealershipId, locations.id] }),
    foreignKey({ name: "cars_model_of_make_fk", columns: [t.manufacturerId, t.modelId], foreignColumns: [models.manufacturerId, models.id] }),
    check("cars_model_with_make", sql`${t.modelId} is null or ${t.manufacturerId} is not null`),
  ],
);

export type CarRow = typeof cars.$inferSelect;
export type NewCarRow = typeof cars.$inferInsert;
export type DealershipRow = typeof dealerships.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type DealerGroupRow = typeof dealerGroups.$inferSelect;
export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type ModelRow = typeof models.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

// ---------------------------------------------------------------------------
// Leads, their delivery outbox, analytics events and reservations
// (docs/leads.md). Car ids are kept without a foreign key: the stock feed may
// delete a car, and a lead or a paid deposit must outlive it (each row keeps
// the snapshot it needs).

/** What a lead row remembers of where it came from, so delivery needs no joins. */
export interface LeadContextSnapshot {
  site: { slug: string; name: string; url: string | null };
  dealership: { id: number; slug: string; name: string };
  location: { id: number; name: string; phone: string | null; email: string | null } | null;
  car: {
    id: number;
    slug: string;
    name: string;
    year: number;
    make: string;
    model: string;
    badge: string | null;
    carType: string;
    status: string;
    stocknum: string;
    vin: string | null;
    km: number;
    price: number | null;
    colour: string | null;
    url: string | null;
    /** The vehicle type: the e-mail's subject and lines speak of a bike's test ride (absent on older leads: a car). */
    itemType?: string;
  } | null;
  /** Taken while the site was flooded (over its shared rate): shown to the dealer, never refused. */
  suspectedSpam?: boolean;
}

export const leads = pgTable(
  "leads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    siteSlug: text("site_slug").notNull(),
    carId: bigint("car_id", { mode: "number" }),
    /** The form it came from (domain/leads/categories.ts FormKind) or "reservation". */
    formKind: text("form_kind").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The lead as dealers receive it (domain/leads/payload.ts LeadPayload). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    context: jsonb("context").$type<LeadContextSnapshot>().notNull(),
    /** Values saved after the lead (POST /api/miscellaneous semantics), by column name, e.g. valuation. */
    extras: jsonb("extras").$type<Record<string, unknown>>().notNull().default({}),
    offerAccepted: boolean("offer_accepted").notNull().default(false),
    /** Goes up each time the lead changes in a way dealers are told about. */
    revision: integer("revision").notNull().default(1),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the validated submission: a replayed key with different content is refused. */
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_site_idempotency").on(t.siteSlug, t.idempotencyKey),
    index("leads_group_created").on(t.dealerGroupId, t.createdAt),
    index("leads_site_created").on(t.siteSlug, t.createdAt),
    // My Garage finds a signed-in shopper's enquiries by their phone's digits within the group.
    index("leads_group_phone_digits").on(t.dealerGroupId, sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`),
  ],
);

/**
 * The delivery state every outbox row carries (lead_deliveries, alert_deliveries): claimed with a lease, retried
 * with back-off until its deadline (then dead-lettered), delivered once. Status: pending | delivering | delivered | dead.
 */
function outboxDeliveryState() {
  return {
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop (dead letter) after this instant (for a lead: 72 hours after it, or after an operator retry). */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    claimToken: text("claim_token"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

/** The outbox: one row per lead revision and destination, with its delivery state. */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    revision: integer("revision").notNull(),
    /** lead.created | lead.updated */
    event: text("event").notNull(),
    /** kind:address, e.g. "webhook:https://crm.example/hook"; one row per destination. */
    destinationKey: text("destination_key").notNull(),
    destination: jsonb("destination").$type<LeadDestination>().notNull(),
    /** Sent as Idempotency-Key (webhook) and Message-ID (email): the same on every attempt. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    ...outboxDeliveryState(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_destination_revision").on(t.leadId, t.destinationKey, t.revision),
    index("lead_deliveries_due")
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'delivering')`),
  ],
);

/** Shopper actions by analytics event id (domain/leads/analytics.ts), per site. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    siteSlug: text("site_slug").notNull(),
    eventId: smallint("event_id").notNull(),
    carId: bigint("car_id", { mode: "number" }),
    dealershipId: integer("dealership_id"),
    leadId: bigint("lead_id", { mode: "number" }),
    path: text("path"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_site_time").on(t.siteSlug, t.occurredAt)],
);

/** Reserve online: a deposit holds a car for a while; at most one pending or active hold per car. */
export const reservations = pgTable(
  "reservations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id),
    siteSlug: text("site_slug").notNull(),
    carId: bigint("car_id", { mode: "number" }).notNull(),
    leadId: bigint("lead_id", { mode: "number" }),
    /** pending (charging) | active | declined | failed | expired | abandoned */
    status: text("status").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("AUD"),
    provider: text("provider").notNull(),
    paymentReference: text("payment_reference"),
    declineCode: text("decline_code"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    customer: jsonb("customer").$type<{ name: string; last_name: string; email: string; phone: string }>().notNull(),
    holdHours: smallint("hold_hours").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    // The database, not the application, guarantees one hold per car under concurrent attempts.
    uniqueIndex("reservations_one_hold_per_car")
      .on(t.carId)
      .where(sql`status in ('pending', 'active')`),
    // A declined or failed attempt does not use up its key: the shopper may try another card.
    uniqueIndex("reservations_site_idempotency")
      .on(t.siteSlug, t.idempotencyKey)
      .where(sql`status in ('pending', 'active', 'expired')`),
    index("reservations_status_expires").on(t.status, t.expiresAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;

/**
 * Detail-page views counted by GET /cars/{slug}/view.json, on top of the
 * feed's `cars.views`. Kept apart from `cars` so a page view never rewrites the
 * wide car row nor touches its `updated_at` (which drives the search index
 * sync); a car's views are `cars.views + car_view_counts.views`.
 */
export const carViewCounts = pgTable("car_view_counts", {
  carId: bigint("car_id", { mode: "number" })
    .primaryKey()
    .references(() => cars.id, { onDelete: "cascade" }),
  dealerGroupId: integer("dealer_group_id")
    .notNull()
    .references(() => dealerGroups.id),
  views: integer("views").notNull().default(0),
});

// ---- Shopper accounts (docs/accounts.md, decision 0034) ----
// An account belongs to the dealer group (the tenant): the same phone number
// is one user across the group's sites and a stranger on another group's.

/** Contact details a shopper keeps with their account, to prefill forms (detail §3 "Saved user details"). */
export interface SavedDetails {
  name?: string;
  last_name?: string;
  email?: string;
  postcode?: string;
}

/** A shopper: detail §3 "User: id, phone". The phone is E.164 (+614…). */
export const shopperUsers = pgTable(
  "shopper_users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    phone: text("phone").notNull(),
    savedDetails: jsonb("saved_details").$type<SavedDetails>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("shopper_users_group_phone").on(t.dealerGroupId, t.phone)],
);

/** A signed-in browser. Only the SHA-256 of its random token is kept; it ends after 30 days idle. */
export const shopperSessions = pgTable(
  "shopper_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => shopperUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The site it was opened on, and a short description of the browser, for the garage's list. */
    siteSlug: text("site_slug").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopper_sessions_token_hash").on(t.tokenHash),
    index("shopper_sessions_group_user").on(t.dealerGroupId, t.userId),
    index("shopper_sessions_last_seen").on(t.lastSeenAt),
  ],
);

/** A one-time sign-in code sent by SMS: only its HMAC is kept; 10 minutes, single use, 5 wrong tries. */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    siteSlug: text("site_slug").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the code was used, or given up on (too many wrong tries, a newer code sent). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("sign_in_challenges_group_phone_created").on(t.dealerGroupId, t.phone, t.createdAt),
    index("sign_in_challenges_expires").on(t.expiresAt),
  ],
);

/** detail §3 "Watchlist item: id": a car a signed-in shopper saved. */
export const watchlistItems = pgTable(
  "watchlist_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => shopperUsers.id, { onDelete: "cascade" }),
    carId: bigint("car_id", { mode: "number" })
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("watchlist_items_user_car").on(t.userId, t.carId),
    index("watchlist_items_group_user").on(t.dealerGroupId, t.userId),
    index("watchlist_items_car").on(t.carId),
  ],
);

export type ShopperUserRow = typeof shopperUsers.$inferSelect;
export type ShopperSessionRow = typeof shopperSessions.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;

/**
 * A shopper's saved listing address (kind "search"), or their watchlist's
 * price-drop alert settings (kind "watchlist", one per shopper). Alerts go to
 * `email` when email_alerts, and by SMS to the account's phone when sms_alerts.
 * The listing address is kept as the shopper saw it (`path`) and as the search
 * it stands for (`query`, `filters`), so matching needs no page code.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => shopperUsers.id, { onDelete: "cascade" }),
    siteSlug: text("site_slug").notNull(),
    /** search | watchlist */
    kind: text("kind").notNull().default("search"),
    name: text("name").notNull(),
    path: text("path").notNull().default(""),
    query: text("query").notNull().default(""),
    filters: text("filters").notNull().default(""),
    email: text("email"),
    emailAlerts: boolean("email_alerts").notNull().default(true),
    smsAlerts: boolean("sms_alerts").notNull().default(false),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_group_user").on(t.dealerGroupId, t.userId),
    uniqueIndex("saved_searches_one_watchlist").on(t.userId).where(sql`kind = 'watchlist'`),
    index("saved_searches_alerting").on(t.dealerGroupId, t.kind).where(sql`email_alerts or sms_alerts`),
  ],
);

/** Car changes alerts care about, written by triggers on cars in the changing transaction (migration 0005). */
export const carAlertEvents = pgTable(
  "car_alert_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id").notNull(),
    carId: bigint("car_id", { mode: "number" }).notNull(),
    /** arrived | price_drop */
    kind: text("kind").notNull(),
    oldPrice: numeric("old_price", { precision: 12, scale: 2, mode: "number" }),
    newPrice: numeric("new_price", { precision: 12, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("car_alert_events_unprocessed").on(t.id).where(sql`processed_at is null`)],
);

/** A car that matched a saved search, waiting for (or part of) a digest. */
export const alertMatches = pgTable(
  "alert_matches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id").notNull(),
    savedSearchId: bigint("saved_search_id", { mode: "number" })
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    carId: bigint("car_id", { mode: "number" }).notNull(),
    /** arrived | price_drop */
    kind: text("kind").notNull(),
    /** arrived:{car} or price_drop:{car}:{new price}: a car arrives once per search; each lower price is news. */
    matchKey: text("match_key").notNull(),
    oldPrice: numeric("old_price", { precision: 12, scale: 2, mode: "number" }),
    newPrice: numeric("new_price", { precision: 12, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    digestedAt: timestamp("digested_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alert_matches_search_key").on(t.savedSearchId, t.matchKey),
    index("alert_matches_waiting").on(t.savedSearchId).where(sql`digested_at is null`),
  ],
);

/** The alerts outbox: one row per digest and channel, delivered like lead_deliveries (claim, lease, idempotency key). */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id").notNull(),
    savedSearchId: bigint("saved_search_id", { mode: "number" })
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    siteSlug: text("site_slug").notNull(),
    /** email | sms */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    /** The digest's day (UTC date of digest time): one digest per search, channel and day, enforced here. */
    digestDay: date("digest_day").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html"),
    unsubscribeUrl: text("unsubscribe_url").notNull(),
    ...outboxDeliveryState(),
  },
  (t) => [
    uniqueIndex("alert_deliveries_search_channel_day").on(t.savedSearchId, t.channel, t.digestDay),
    index("alert_deliveries_due").on(t.nextAttemptAt).where(sql`status in ('pending', 'delivering')`),
  ],
);

/** One spin of a site's prize wheel per shopper per campaign (decision 0041). */
export const spinEntries = pgTable(
  "spin_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    siteSlug: text("site_slug").notNull(),
    campaignId: text("campaign_id").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => shopperUsers.id, { onDelete: "cascade" }),
    prizeId: text("prize_id").notNull(),
    prizeLabel: text("prize_label").notNull(),
    won: boolean("won").notNull(),
    leadId: bigint("lead_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("spin_entries_one_per_user").on(t.siteSlug, t.campaignId, t.userId), index("spin_entries_group").on(t.dealerGroupId)],
);

/** An invoice or deposit paid on /online-payment; the idempotency key makes a double submit pay once. */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    siteSlug: text("site_slug").notNull(),
    dealershipId: integer("dealership_id").notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => shopperUsers.id, { onDelete: "set null" }),
    /** invoice | deposit */
    kind: text("kind").notNull(),
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** processing | approved | declined */
    status: text("status").notNull(),
    providerReference: text("provider_reference"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    declineMessage: text("decline_message"),
    leadId: bigint("lead_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("online_payments_site_key").on(t.siteSlug, t.idempotencyKey), index("online_payments_group_user").on(t.dealerGroupId, t.userId)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
export type SpinEntryRow = typeof spinEntries.$inferSelect;
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** A token a dealer management system pushes one dealership's stock feed with; only its SHA-256 digest is kept (docs/stock-feeds.md). */
export const dealershipFeedTokens = pgTable(
  "dealership_feed_tokens",
  {
    id: serial("id").primaryKey(),
    dealerGroupId: integer("dealer_group_id")
      .notNull()
      .references(() => dealerGroups.id),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    label: text("label"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("dealership_feed_tokens_hash").on(t.tokenHash), index("dealership_feed_tokens_dealership").on(t.dealershipId)],
);
