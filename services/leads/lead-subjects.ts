// What a lead is about, read from the database (never taken from the
// browser): the car with its dealership, or a dealership alone.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cars, dealerships, manufacturers, type LeadContextSnapshot } from "../../db/schema.ts";
import type { CarStatus, CarType, LeadDestination, PaymentProcessor } from "../../domain/entities.ts";
import { enquiryDefaults, type EnquiryDefaults } from "../../domain/leads/payload.ts";
import type { ScopedCar } from "../stock/index.ts";

export interface LeadDealership {
  id: number;
  dealerGroupId: number;
  slug: string;
  name: string;
  leadDestinations: LeadDestination[];
  checkoutEnabled: boolean;
  paymentProcessors: PaymentProcessor[];
}

export interface LeadCar extends ScopedCar {
  id: number;
  dealerGroupId: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  manufacturerSlug: string | null;
  vin: string | null;
  km: number;
  colour: string | null;
  tag: string | null;
  reserved: boolean;
  locationId: number | null;
  paymentProcessors: PaymentProcessor[];
}

const dealershipColumns = {
  id: dealerships.id,
  dealerGroupId: dealerships.dealerGroupId,
  slug: dealerships.slug,
  name: dealerships.name,
  leadDestinations: dealerships.leadDestinations,
  checkoutEnabled: dealerships.checkoutEnabled,
  paymentProcessors: dealerships.paymentProcessors,
};

export async function loadDealership(db: Database, dealershipId: number): Promise<LeadDealership | null> {
  const [row] = await db.orm.select(dealershipColumns).from(dealerships).where(eq(dealerships.id, dealershipId));
  return row ?? null;
}

export async function loadCarWithDealership(
  db: Database,
  carId: number,
): Promise<{ car: LeadCar; dealership: LeadDealership } | null> {
  const [row] = await db.orm
    .select({
      car: {
        id: cars.id,
        dealerGroupId: cars.dealerGroupId,
        dealershipId: cars.dealershipId,
        slug: cars.slug,
        name: cars.name,
        year: cars.year,
        make: cars.make,
        model: cars.model,
        badge: cars.badge,
        manufacturerSlug: manufacturers.slug,
        vin: cars.vin,
        km: cars.km,
        colour: cars.colour,
        tag: cars.tag,
        reserved: cars.reserved,
        locationId: cars.locationId,
        paymentProcessors: cars.paymentProcessors,
        showOnDealerWebsite: cars.showOnDealerWebsite,
        status: cars.status,
        soldAt: cars.soldAt,
        carType: cars.carType,
        itemType: cars.itemType,
        certified: cars.certified,
        price: cars.price,
        stocknum: cars.stocknum,
      },
      dealership: dealershipColumns,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(manufacturers, eq(manufacturers.id, cars.manufacturerId))
    .where(eq(cars.id, carId));
  return row ?? null;
}

/** The car as the lead keeps it: what the shopper saw when they sent the form. */
export function carSnapshot(car: LeadCar, baseUrl: string | null): NonNullable<LeadContextSnapshot["car"]> {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    carType: car.carType,
    status: car.status,
    stocknum: car.stocknum,
    vin: car.vin,
    km: car.km,
    price: car.price,
    colour: car.colour,
    itemType: car.itemType,
    url: baseUrl ? `${baseUrl.replace(/\/$/, "")}/cars/${car.slug}` : null,
  };
}

/** The car's enquiry defaults (detail §3): what every lead about this car carries. */
export function carEnquiryDefaults(car: LeadCar, dealership: LeadDealership): EnquiryDefaults {
  return enquiryDefaults({
    id: car.id,
    name: car.name,
    make: car.make,
    model: car.model,
    car_type: car.carType as CarType,
    status: car.status as CarStatus,
    stocknum: car.stocknum,
    dealership_slug: dealership.slug,
    manufacturer_slug: car.manufacturerSlug,
  });
}
