// The lead as the platform records and forwards it (detail §3 "Lead
// payload"): the shopper's form values inside `userData` with where and how
// they were sent, plus the flags that follow a lead through its life.
import { slugify } from "../slug.ts";
import type { CarStatus, CarType } from "../entities.ts";
import { HONEYPOT_FIELD, isAllowedText } from "../forms/fields.ts";
import { CAREER_ENQUIRY_SUBCATEGORY, LEAD_CATEGORIES, type FormKind } from "./categories.ts";
// The visited-pages trail has its own module (no zod), so every page can keep it cheaply.
import { MAX_VISITED_PAGES } from "./visited-pages.ts";

export { MAX_VISITED_PAGES, recordVisitedPage } from "./visited-pages.ts";

/** detail §3: "source 'Website'". */
export const LEAD_SOURCE = "Website";
export const MAX_LINKED_QUERY_PARAMS = 20;
const MAX_PARAM_LENGTH = 200;

export interface LeadAttributes {
  /** The site paths the shopper opened before sending, oldest first. */
  visited_pages: string[];
  /** The query parameters of the link the shopper arrived by (utm_source, gclid...). */
  linked_query_params: Record<string, string>;
}

/** An answer to a trade-in adjustment question (condition, service history...), keyed by the question's id. */
export interface AdjustmentAnswer {
  id: number | string;
  question?: string;
  answer: string | number | boolean | null;
}

export interface LeadUserData {
  url: string;
  source: typeof LEAD_SOURCE;
  user_agent: string;
  car_id: number | null;
  car_dealership_id: number | null;
  lead_attributes: LeadAttributes;
  category: string;
  subcategory: string | null;
  /** The form's own fields: name, last_name, email, phone, postcode, message... */
  [field: string]: unknown;
}

export interface LeadPayload {
  userData: LeadUserData;
  /** Set when the lead already exists and this payload updates it (trade-in offer accepted). */
  lead_id: number | null;
  /** False while a multi-step or trade-in flow is still collecting answers. */
  form_completed: boolean;
  offer_accepted: boolean;
  rego: string | null;
  regoState: string | null;
  adjustmentAnswers: AdjustmentAnswer[];
}

export interface LeadContext {
  kind: FormKind;
  /** Values the form's schema gave (merge enquiryDefaults in first for vehicle forms). */
  values: Record<string, unknown>;
  /** The address of the page the form was sent from. */
  url: string;
  userAgent: string;
  /** The car the lead is about, as loaded on the server (never the browser's word for its dealership). */
  car?: { id: number; dealership_id: number } | null;
  visitedPages?: readonly string[];
  linkedQueryParams?: Readonly<Record<string, string>>;
  leadId?: number | null;
  formCompleted?: boolean;
  offerAccepted?: boolean;
  adjustmentAnswers?: readonly AdjustmentAnswer[];
}

const textOrNull = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** Build the payload exactly as detail §3 gives it. The honeypot never travels with a lead. */
export function buildLeadPayload(context: LeadContext): LeadPayload {
  const { [HONEYPOT_FIELD]: _honeypot, category, subcategory, ...fields } = context.values;
  const defaultSubcategory = context.kind === "careers" ? CAREER_ENQUIRY_SUBCATEGORY : null;
  return {
    userData: {
      ...fields,
      url: context.url,
      source: LEAD_SOURCE,
      user_agent: context.userAgent,
      car_id: context.car?.id ?? null,
      car_dealership_id: context.car?.dealership_id ?? null,
      lead_attributes: {
        visited_pages: [...(context.visitedPages ?? [])].slice(-MAX_VISITED_PAGES),
        linked_query_params: { ...(context.linkedQueryParams ?? {}) },
      },
      category: textOrNull(category) ?? LEAD_CATEGORIES[context.kind],
      subcategory: textOrNull(subcategory) ?? defaultSubcategory,
    },
    lead_id: context.leadId ?? null,
    form_completed: context.formCompleted ?? true,
    offer_accepted: context.offerAccepted ?? false,
    rego: textOrNull(context.values.rego),
    regoState: textOrNull(context.values.regoState),
    adjustmentAnswers: [...(context.adjustmentAnswers ?? [])],
  };
}

/**
 * The query parameters of the address the shopper landed on, as sent in
 * lead_attributes.linked_query_params: first value of each, blanks dropped,
 * at most MAX_LINKED_QUERY_PARAMS of MAX_PARAM_LENGTH characters each (the
 * address is the shopper's to type, the lead row is ours to keep small).
 */
export function linkedQueryParams(landingUrl: string): Record<string, string> {
  let search: URLSearchParams;
  try {
    search = new URL(landingUrl, "https://forecourt.invalid").searchParams;
  } catch {
    return {};
  }
  const params: Record<string, string> = {};
  for (const [key, value] of search) {
    if (Object.keys(params).length >= MAX_LINKED_QUERY_PARAMS) break;
    // Control characters (NUL: the database refuses it) and lone surrogates are not worth keeping.
    if (!key || !value.trim() || key in params || !isAllowedText(key) || !isAllowedText(value)) continue;
    params[key.slice(0, MAX_PARAM_LENGTH)] = value.trim().slice(0, MAX_PARAM_LENGTH);
  }
  return params;
}


/** The car fields a vehicle enquiry form starts with. */
export interface EnquiryCar {
  id: number;
  name: string;
  make: string;
  model: string;
  car_type: CarType;
  status: CarStatus;
  stocknum: string;
  dealership_slug: string;
  manufacturer_slug?: string | null;
}

export interface EnquiryDefaults {
  dealership_slug: string;
  manufacturer_slug: string;
  stock_number: string;
  "Vehicle Make": string;
  "Vehicle Model": string;
  car_type: CarType;
  car_id: number;
  vehicle_status: CarStatus;
  opt_in: true;
  message: string;
  subcategory: string;
  autogauge_enabled?: boolean;
}

const CAR_TYPE_LABELS: Record<CarType, string> = { new: "New", used: "Used", demo: "Demo" };
const carEnquirySubcategory = (type: CarType) => `${CAR_TYPE_LABELS[type]} Car Enquiry`;

/** The subcategories a vehicle enquiry is sent with, one per stock type. */
export const CAR_ENQUIRY_SUBCATEGORIES: readonly string[] = (Object.keys(CAR_TYPE_LABELS) as CarType[]).map(carEnquirySubcategory);

/**
 * detail §3 "Enquiry form defaults". The message and subcategory wording are
 * ours: a ready-to-send sentence naming the car, and "{New|Used|Demo} Car
 * Enquiry" so the dealer's CRM can route by stock type. autogauge_enabled is
 * sent only when the site has the price comparison panel.
 */
export function enquiryDefaults(car: EnquiryCar, options: { autogaugeEnabled?: boolean } = {}): EnquiryDefaults {
  return {
    dealership_slug: car.dealership_slug,
    manufacturer_slug: car.manufacturer_slug || slugify(car.make),
    stock_number: car.stocknum,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: true,
    message: `I'm interested in the ${car.name} (stock number ${car.stocknum}). Please contact me.`,
    subcategory: carEnquirySubcategory(car.car_type),
    ...(options.autogaugeEnabled === undefined ? {} : { autogauge_enabled: options.autogaugeEnabled }),
  };
}
