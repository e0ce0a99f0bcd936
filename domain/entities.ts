// Shapes of the nested data that the platform stores whole (JSONB) and reads
// whole. Plain types, no I/O: shared by db/, search/ and app/.

export type CarType = "new" | "demo" | "used";
export type ItemType = "car" | "motorcycle" | "truck" | "caravan";
export type CarStatus = "in_stock" | "coming_soon" | "sold";

export interface CarImage {
  url: string;
  thumbUrl: string;
  /** The address a dealer feed gave, for a photo fetched into the image store (so an unchanged feed fetches nothing). */
  source?: string;
}

export interface Hotspot {
  /** exterior or interior spin */
  view: "exterior" | "interior";
  /** frame index (angle) at which the hotspot is shown */
  frame: number;
  /** position within the frame, 0..1 */
  x: number;
  y: number;
  description: string;
}

/** detail §3: the finance providers whose lender data a car can carry. */
export const FINANCE_PROVIDER_NAMES = ["Taurus", "Powertorque", "AusLoans", "Angle", "360 Finance", "Nissan Finance", "Manual", "Car Clarity"] as const;

export type FinanceProviderName = (typeof FINANCE_PROVIDER_NAMES)[number];

/** A stored provider name (a dealership row's text column), or null when it names no known provider. */
export function financeProviderName(text: string | null | undefined): FinanceProviderName | null {
  return (FINANCE_PROVIDER_NAMES as readonly string[]).includes(text ?? "") ? (text as FinanceProviderName) : null;
}

export interface LenderData {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  totalPayable?: number | null;
  balloon?: number | null;
  deposit?: number | null;
  termYears?: number | null;
  termMonths?: number | null;
  termWeeks?: number | null;
  establishmentFees?: number | null;
  financeProvider: FinanceProviderName;
  disclaimer?: string | null;
}

export type FinanceLenders = Partial<Record<FinanceProviderName, LenderData>>;

export interface PaymentProcessor {
  name: string;
  /** reserve deposit in dollars; null or 0 means "no amount in the label" */
  reserveAmount: number | null;
}

export interface DeliveryPrice {
  region: string;
  postcodeFrom: number;
  postcodeTo: number;
  price: number;
}

export type LeadDestination =
  | { kind: "email"; to: string }
  | { kind: "webhook"; url: string; secret: string };

export interface PhoneNumbers {
  override?: string;
  byCarType?: Partial<Record<CarType, string>>;
  newDefault?: string;
  usedDefault?: string;
}

export interface OpeningHour {
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
  status: "Open" | "Closed";
  open?: string;
  close?: string;
}

export interface SpecialHours {
  date: string;
  status: "Open" | "Closed";
  startHour?: string;
  endHour?: string;
  name?: string;
}
