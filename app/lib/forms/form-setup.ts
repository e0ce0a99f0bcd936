// What a form page hands its form: the choices the site offers and the
// security fields. Shared by loaders and components.
import type { ItemType } from "../../../domain/entities.ts";
import type { FormOptions } from "../../../domain/forms/schemas.ts";
import type { MoneyQuickPick } from "../../../domain/forms/money.ts";
import type { FormKind } from "../../../domain/leads/categories.ts";

/** Each form's name in the success page's address (`/success?form={slug}`). */
export const FORM_SLUGS = {
  enquiry: "enquiry",
  multiStepEnquiry: "multi-step-enquiry",
  similarCarEnquiry: "similar-car-enquiry",
  testDrive: "test-drive",
  requestPhotos: "request-photos",
  general: "general",
  careers: "careers",
  finance: "finance",
  financeModal: "finance-modal",
  tradeIn: "trade-in",
  serviceBooking: "service-booking",
  partsEnquiry: "parts-enquiry",
} as const satisfies Record<FormKind, string>;

export type FormSlug = (typeof FORM_SLUGS)[FormKind];

export function formKindFromSlug(slug: string | undefined): FormKind | null {
  const found = Object.entries(FORM_SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as FormKind) : null;
}

export interface FormChoice {
  value: string;
  label: string;
  /** The state a location is in (lowercase code), for picking the nearest by postcode. */
  state?: string | null;
}

export interface LeadFormSetup {
  kind: FormKind;
  /** The CSRF token for the hidden field (services/security/csrf.ts). */
  csrf: string;
  /** A fresh key per render: a double click or a retried post makes one lead. */
  idempotencyKey: string;
  /** What the shared schema needs to validate this site's form. */
  options: FormOptions;
  /** The preferred dealership select's choices; shown when there is more than one. */
  dealerships: FormChoice[];
  /** The location select's choices; shown when there is any. */
  locations: FormChoice[];
  /** The general enquiry's category select. */
  categories: string[];
  quickPicks: MoneyQuickPick[];
}

/** The car a form is about, as a form page shows it. */
export interface FormCar {
  id: number;
  slug: string;
  name: string;
  car_type: "new" | "used" | "demo";
  /** The vehicle type: the page's words follow it ("Reserve Bike Now", "Book a test ride"). */
  item_type: ItemType;
  tag: string | null;
  /** The price as the site shows it ("$24,990", "Enquire for price."). */
  priceText: string;
  priceType: string | null;
  /** The price itself when there is one (finance and checkout forms). */
  price: number | null;
  stocknum: string;
  km: number;
  image: string | null;
  dealershipName: string;
  locationName: string | null;
}
