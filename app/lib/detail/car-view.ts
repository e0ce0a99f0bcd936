// The car as the detail page reads it (detail §3 "Car (detail)"): field names
// follow the spec's, so the domain rules take it as it is. Built on the server
// from the database row; what the browser must not know (lead destinations,
// webhook secrets) never enters it.
import type { CarRow, DealershipRow, LocationRow } from "../../../db/schema.ts";
import type { LocationListing } from "../../../domain/location-listing.ts";
import type { CarImage, CarStatus, CarType, DeliveryPrice, FinanceLenders, Hotspot, ItemType, PaymentProcessor } from "../../../domain/entities.ts";

/** The car's location: a dealer-locator listing without its dealership, type and hours. */
export type CarLocationView = Omit<LocationListing, "dealershipId" | "dealershipName" | "locationType" | "openingHours" | "specialHours">;

export interface CarDealershipView {
  id: number;
  slug: string;
  name: string;
  checkoutEnabled: boolean;
  automatedValuation: boolean;
  paymentProcessors: PaymentProcessor[];
  deliveryPrices: DeliveryPrice[];
}

export interface CarView {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  car_type: CarType;
  item_type: ItemType;
  status: CarStatus;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  price_type: string | null;
  km: number;
  colour: string | null;
  interior_colour: string | null;
  body: string | null;
  simple_body: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engine_size: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  transmission: string | null;
  simple_transmission: string | null;
  vin: string | null;
  nvic: string | null;
  regplate: string | null;
  rego_expiry: string | null;
  stocknum: string;
  build_date: string | null;
  compliance_date: string | null;
  views: number;
  /** ISO time of the last change to the listing. */
  updated_at: string;
  created_at: string;
  photos_count: number;
  images: CarImage[];
  video_url: string | null;
  external_video_url: string | null;
  walkaround_videos: string[];
  spin_images: string[];
  spin_interior_image: string | null;
  spin_code: string | null;
  hotspots: Hotspot[];
  dealercomments: string | null;
  standardEquipment: string[];
  specifications: Record<string, string | number | null> | null;
  variant: Record<string, string | number | null> | null;
  autograb_data: { state_average_market_price?: number; average_market_price?: number } | null;
  finance_lenders: FinanceLenders;
  youxQuote: { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number } | null;
  /** History report address; the button shows only when there is one. */
  file: string | null;
  payment_processors: PaymentProcessor[];
  private_suburb: string | null;
  private_postcode: string | null;
  dealership_id: number;
  dealership_slug: string;
  location: CarLocationView | null;
}

const isoDate = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export function carView(car: CarRow, dealership: Pick<DealershipRow, "id" | "slug">, location: LocationRow | null): CarView {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    year: car.year,
    car_type: car.carType as CarType,
    item_type: car.itemType as ItemType,
    status: car.status as CarStatus,
    reserved: car.reserved,
    certified: car.certified,
    tag: car.tag,
    price: car.price,
    before_price: car.beforePrice,
    offer_price: car.offerPrice,
    subscription_price: car.subscriptionPrice,
    preorder: car.preorder,
    price_type: car.priceType,
    km: car.km,
    colour: car.colour,
    interior_colour: car.interiorColour,
    body: car.body,
    simple_body: car.simpleBody,
    drive: car.drive,
    seats: car.seats,
    doors: car.doors,
    engine_size: car.engineSize,
    fuel: car.fuel,
    simple_fuel: car.simpleFuel,
    transmission: car.transmission,
    simple_transmission: car.simpleTransmission,
    vin: car.vin,
    nvic: car.nvic,
    regplate: car.regplate,
    rego_expiry: isoDate(car.regoExpiry),
    stocknum: car.stocknum,
    build_date: isoDate(car.buildDate),
    compliance_date: isoDate(car.complianceDate),
    views: car.views,
    updated_at: car.updatedAt.toISOString(),
    created_at: car.createdAt.toISOString(),
    photos_count: car.images.length,
    images: car.images,
    video_url: car.videoUrl,
    external_video_url: car.externalVideoUrl,
    walkaround_videos: car.walkaroundVideos,
    spin_images: car.spinImages,
    spin_interior_image: car.spinInteriorImage,
    spin_code: car.spinCode,
    hotspots: car.hotspots,
    dealercomments: car.dealercomments,
    standardEquipment: car.standardEquipment,
    specifications: car.specifications ?? null,
    variant: car.variant ?? null,
    autograb_data: car.autograbData ?? null,
    finance_lenders: car.financeLenders,
    youxQuote: car.youxQuote ?? null,
    file: car.fileUrl,
    payment_processors: car.paymentProcessors,
    private_suburb: car.privateSuburb,
    private_postcode: car.privatePostcode,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    location: location
      ? {
          id: location.id,
          name: location.name,
          slug: location.slug,
          street: location.street,
          city: location.city,
          state: location.state,
          postcode: location.postcode,
          lat: location.lat,
          lng: location.lng,
          phone: location.phone,
        }
      : null,
  };
}

export function dealershipView(dealership: DealershipRow): CarDealershipView {
  return {
    id: dealership.id,
    slug: dealership.slug,
    name: dealership.name,
    checkoutEnabled: dealership.checkoutEnabled,
    automatedValuation: dealership.automatedValuation,
    paymentProcessors: dealership.paymentProcessors,
    deliveryPrices: dealership.deliveryPrices,
  };
}

/** Raw fields the page has already worked into rows, texts and figures on the server: not sent to the browser again. */
const SERVER_ONLY_FIELDS = ["dealercomments", "finance_lenders", "variant", "specifications", "standardEquipment", "autograb_data", "payment_processors"] as const;

export type ClientCarView = Omit<CarView, (typeof SERVER_ONLY_FIELDS)[number]>;

/** The car as the page's browser code needs it (smaller HTML and hydration data). */
export function clientCarView(car: CarView): ClientCarView {
  const copy: Partial<CarView> = { ...car };
  for (const field of SERVER_ONLY_FIELDS) delete copy[field];
  return copy as ClientCarView;
}
