// Cases every demo data set must contain, however small: each wish is forced
// onto one car near the start of the id range (ids 1, 4, 7, ...), so a
// 200-car set already shows every state a page or rule has to handle.
import type { CarStatus, CarType } from "../../domain/entities.ts";
import type { CommentKind } from "./comments.ts";
import type { SimpleFuel } from "./reference/powertrains.ts";

export interface Wish {
  dealership?: string;
  carType?: CarType;
  make?: string;
  /** A catalogue model by name (with `make` when names repeat). */
  model?: string;
  fuel?: SimpleFuel;
  status?: CarStatus;
  sold?: "recent" | "old";
  reserved?: boolean;
  certified?: boolean;
  tag?: string;
  /** Model year one before the current: runout stock. */
  runout?: boolean;
  price?: "zero" | "null";
  preorder?: boolean;
  wasPrice?: boolean;
  offerPrice?: boolean;
  priceType?: "driveaway" | "excl. govt. charges";
  subscription?: boolean;
  images?: number;
  spinHotspots?: boolean;
  video?: "youtube" | "mp4";
  comments?: CommentKind;
  equipment?: number;
  noConsumption?: boolean;
  belowMarket?: boolean;
  comparisonRateMissing?: boolean;
  longDisclaimer?: boolean;
  severalLenders?: boolean;
  youx?: boolean;
  historyReport?: boolean;
  hidden?: boolean;
  newArrival?: boolean;
  rego?: "past" | "future";
  manual?: boolean;
}

export const SCENARIO_SPACING = 3;

export const SCENARIOS: readonly Wish[] = [
  { dealership: "harbour-toyota", carType: "used", make: "Toyota", certified: true, status: "in_stock" },
  { dealership: "harbour-used-cars", carType: "used", make: "Toyota", certified: true, status: "in_stock" },
  { dealership: "harbour-mazda", status: "sold", sold: "recent" },
  { dealership: "harbour-kia", status: "sold", sold: "old" },
  { dealership: "harbour-nissan", carType: "new", status: "coming_soon" },
  { dealership: "harbour-subaru", status: "in_stock", reserved: true },
  { dealership: "harbour-toyota", carType: "new", status: "in_stock", tag: "Test Drive Only" },
  { dealership: "harbour-ford", carType: "new", status: "in_stock", runout: true, tag: "Runout Sale" },
  { dealership: "harbour-volkswagen", carType: "new", status: "in_stock", tag: "Special Offer", offerPrice: true },
  { dealership: "harbour-hyundai", carType: "new", fuel: "Electric", status: "in_stock" },
  { dealership: "harbour-toyota", carType: "new", fuel: "Hybrid", status: "in_stock" },
  { dealership: "harbour-mitsubishi", carType: "new", fuel: "Plug-in Hybrid", status: "in_stock" },
  { dealership: "harbour-ford", carType: "used", fuel: "Diesel", status: "in_stock", manual: true },
  { dealership: "harbour-used-cars", fuel: "Petrol", price: "zero", status: "in_stock" },
  { dealership: "harbour-kia", carType: "new", price: "null", status: "in_stock" },
  { dealership: "harbour-mazda", carType: "new", status: "coming_soon", preorder: true, price: "null" },
  { dealership: "harbour-motorcycles", carType: "new", status: "in_stock" },
  { dealership: "harbour-motorcycles", carType: "used", status: "in_stock" },
  { dealership: "harbour-trucks", carType: "new", status: "in_stock" },
  { dealership: "harbour-trucks", carType: "used", status: "in_stock" },
  { dealership: "harbour-caravans", carType: "new", status: "in_stock" },
  { dealership: "harbour-caravans", carType: "used", status: "in_stock" },
  { dealership: "harbour-hyundai", carType: "demo", status: "in_stock", rego: "future" },
  { dealership: "harbour-nissan", images: 0 },
  { dealership: "harbour-subaru", images: 3 },
  { dealership: "harbour-toyota", images: 8, status: "in_stock" },
  { dealership: "harbour-used-cars", carType: "used", status: "in_stock", spinHotspots: true },
  { dealership: "harbour-toyota", status: "in_stock", video: "youtube" },
  { dealership: "harbour-hyundai", status: "in_stock", video: "mp4" },
  { comments: "null" },
  { comments: "empty" },
  { comments: "short" },
  { comments: "long" },
  { comments: "html" },
  { status: "in_stock", comments: "script" },
  { status: "in_stock", comments: "img" },
  { equipment: 0 },
  { dealership: "harbour-volkswagen", equipment: 40 },
  { dealership: "harbour-mazda", carType: "new", fuel: "Petrol", noConsumption: true },
  { dealership: "harbour-used-cars", carType: "used", status: "in_stock", belowMarket: true },
  { dealership: "harbour-nissan", status: "in_stock", comparisonRateMissing: true },
  { dealership: "harbour-toyota", status: "in_stock", longDisclaimer: true },
  { dealership: "harbour-kia", status: "in_stock", severalLenders: true },
  { dealership: "harbour-hyundai", status: "in_stock", youx: true },
  { dealership: "harbour-used-cars", carType: "used", historyReport: true },
  { dealership: "harbour-toyota", carType: "new", subscription: true, status: "in_stock" },
  { hidden: true },
  { status: "in_stock", newArrival: true },
  { carType: "used", rego: "past" },
  { carType: "used", rego: "future" },
  { dealership: "harbour-mitsubishi", status: "in_stock", wasPrice: true },
  { dealership: "harbour-subaru", carType: "new", priceType: "excl. govt. charges" },
  { dealership: "harbour-mitsubishi", carType: "used" },
  { dealership: "harbour-volkswagen", carType: "demo" },
  // A light bus at the truck yard: the bus silhouette is in use (issue #14 §7). Last, so no other scenario moves.
  { dealership: "harbour-trucks", carType: "new", make: "Fuso", model: "Rosa", status: "in_stock" },
];

/** The wish forced onto car `id`, if any. */
export function scenarioFor(id: number): Wish | undefined {
  if ((id - 1) % SCENARIO_SPACING !== 0) return undefined;
  return SCENARIOS[(id - 1) / SCENARIO_SPACING];
}
