// schema.org structured data for a vehicle page: a Car with an Offer in AUD,
// its condition, odometer and the dealer (AutoDealer) that sells it, plus the
// breadcrumb trail. Search engines read it; shoppers never see it.
import type { PriceDisplay } from "../../../domain/price-display.ts";
import { hasEngine } from "../../../domain/vehicle-words.ts";
import type { CarView } from "./car-view.ts";
import type { Crumb } from "./detail-links.ts";

export interface JsonLdDealer {
  name: string;
  phone: string | null;
}

const CONDITION = {
  new: "https://schema.org/NewCondition",
  // A demonstrator has been registered and driven: schema.org has no demo condition, and it is not new.
  demo: "https://schema.org/UsedCondition",
  used: "https://schema.org/UsedCondition",
} as const;

function availability(car: Pick<CarView, "status" | "preorder">): string {
  if (car.status === "sold") return "https://schema.org/SoldOut";
  if (car.status === "coming_soon") return car.preorder ? "https://schema.org/PreOrder" : "https://schema.org/PreSale";
  return "https://schema.org/InStock";
}

const compact = <T extends Record<string, unknown>>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== "")) as Partial<T>;

export function carJsonLd(car: CarView, price: PriceDisplay, origin: string, dealer: JsonLdDealer): Record<string, unknown> {
  const url = `${origin}/cars/${car.slug}`;
  const location = car.location;
  const seller = compact({
    "@type": "AutoDealer",
    name: location?.name ?? dealer.name,
    telephone: dealer.phone,
    address: location
      ? {
          "@type": "PostalAddress",
          streetAddress: location.street,
          addressLocality: location.city,
          addressRegion: location.state,
          postalCode: location.postcode,
          addressCountry: "AU",
        }
      : null,
  });
  const offer = compact({
    "@type": "Offer",
    url,
    priceCurrency: "AUD",
    // Only a real price is offered; "Enquire for price." or PREORDER has none, and a subscription's weekly figure is not the car's price.
    price: price.carPrice,
    availability: availability(car),
    itemCondition: CONDITION[car.car_type],
    seller,
  });
  return compact({
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url,
    image: car.images.slice(0, 5).map((image) => `${origin}${image.url}`),
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: car.badge,
    bodyType: car.body,
    color: car.colour,
    fuelType: car.fuel,
    vehicleTransmission: car.transmission,
    driveWheelConfiguration: car.drive,
    vehicleIdentificationNumber: car.vin,
    seatingCapacity: car.seats,
    numberOfDoors: car.doors,
    itemCondition: CONDITION[car.car_type],
    // A caravan has no odometer.
    mileageFromOdometer: hasEngine(car.item_type) ? { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" } : null,
    offers: offer,
  });
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string, currentPath: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.href ?? currentPath}`,
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so dealer text can never close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
