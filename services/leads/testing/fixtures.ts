// Test data for the lead pipeline: two dealer groups, a few dealerships,
// locations and cars, and sites built through the real site schema.
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { cars, dealerGroups, dealerships, locations, type NewCarRow } from "../../../db/schema.ts";
import type { LeadDestination, PaymentProcessor } from "../../../domain/entities.ts";
import { siteSchema } from "../../../sites/schema.ts";
import type { Site } from "../../../sites/registry.ts";

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

export function testSite(input: {
  slug?: string;
  dealerGroupId: number;
  dealershipIds: number[];
  features?: Record<string, unknown>;
  level?: number;
  siteUrl?: string | null;
}): Site {
  const file = siteSchema.parse({
    slug: input.slug ?? unique("site"),
    name: "Test Motors",
    template: "group",
    siteUrl: input.siteUrl === undefined ? "https://test-motors.example.com.au" : input.siteUrl,
    group: "test-group",
    dealerships: "all",
    stockVisibilityLevel: input.level ?? 0,
    logo: { src: "/logo.svg", alt: "Test Motors" },
    theme: { colorPrimary: "#000000", colorAccent: "#111111", colorHeader: "#222222", colorFooter: "#333333" },
    features: input.features ?? {},
  });
  return { ...file, dealerGroupId: input.dealerGroupId, dealershipIds: input.dealershipIds, searchPrefix: "/search" };
}

export async function insertGroup(db: Database): Promise<number> {
  const slug = unique("group");
  const [row] = await db.orm.insert(dealerGroups).values({ slug, name: `Group ${slug}` }).returning({ id: dealerGroups.id });
  return row.id;
}

export async function insertDealership(
  db: Database,
  groupId: number,
  values: {
    name?: string;
    leadDestinations?: LeadDestination[];
    checkoutEnabled?: boolean;
    paymentProcessors?: PaymentProcessor[];
  } = {},
): Promise<{ id: number; slug: string }> {
  const slug = unique("dealer");
  const [row] = await db.orm
    .insert(dealerships)
    .values({
      dealerGroupId: groupId,
      slug,
      name: values.name ?? `Dealer ${slug}`,
      leadDestinations: values.leadDestinations ?? [],
      checkoutEnabled: values.checkoutEnabled ?? false,
      paymentProcessors: values.paymentProcessors ?? [],
    })
    .returning({ id: dealerships.id, slug: dealerships.slug });
  return row;
}

export async function setDestinations(db: Database, dealershipId: number, destinations: LeadDestination[]) {
  await db.orm.update(dealerships).set({ leadDestinations: destinations }).where(eq(dealerships.id, dealershipId));
}

export async function insertLocation(
  db: Database,
  groupId: number,
  dealershipId: number,
  values: { locationType?: string; visible?: boolean; state?: string; lat?: number; lng?: number } = {},
): Promise<number> {
  const slug = unique("location");
  const [row] = await db.orm
    .insert(locations)
    .values({
      dealerGroupId: groupId,
      dealershipId,
      slug,
      name: `Location ${slug}`,
      locationType: values.locationType ?? "sales",
      street: "1 Harbour St",
      city: "Sydney",
      state: values.state ?? "NSW",
      postcode: "2000",
      lat: values.lat ?? -33.86,
      lng: values.lng ?? 151.2,
      phone: "02 9000 0000",
      email: "sales@example.com.au",
      visible: values.visible ?? true,
    })
    .returning({ id: locations.id });
  return row.id;
}

export async function insertCar(
  db: Database,
  groupId: number,
  dealershipId: number,
  values: Partial<NewCarRow> = {},
): Promise<number> {
  const stocknum = unique("STK");
  const [row] = await db.orm
    .insert(cars)
    .values({
      dealerGroupId: groupId,
      dealershipId,
      slug: `2021-toyota-corolla-${stocknum.toLowerCase()}`,
      stocknum,
      name: "2021 Toyota Corolla Ascent Sport",
      year: 2021,
      make: "Toyota",
      model: "Corolla",
      badge: "Ascent Sport",
      carType: "used",
      status: "in_stock",
      price: 29990,
      km: 45000,
      colour: "Glacier White",
      vin: "JTNKARJE00J123456",
      ...values,
    })
    .returning({ id: cars.id });
  return row.id;
}

/** A valid enquiry as a browser posts it. */
export function enquiryForm(values: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Alex",
    last_name: "Citizen",
    email: "alex@example.com",
    phone: "0412 345 678",
    postcode: "2000",
    message: "Is it still available?",
    company_website: "",
    ...values,
  };
}
