// One zod schema per form, built from the site's options, shared by the
// server action and the browser (detail §5). Schemas take FormData-style
// input (see fields.ts) and give typed values; `validateForm` turns a failure
// into the field messages and the list under 'Please fix the following errors:'.
import { z } from "zod";
import {
  CAREER_ENQUIRY_SUBCATEGORY,
  DEFAULT_ENQUIRY_CATEGORIES,
  LEAD_CATEGORIES,
  TRADE_IN_SUBCATEGORIES,
} from "../leads/categories.ts";
import { CAR_ENQUIRY_SUBCATEGORIES } from "../leads/payload.ts";
import {
  FIELD_LABELS,
  MESSAGE_MAX_LENGTH,
  checkboxField,
  choiceField,
  dateTimeField,
  emailField,
  honeypotField,
  HONEYPOT_FIELD,
  idChoiceField,
  kmsField,
  listField,
  moneyField,
  optionalIdField,
  optionalText,
  phoneField,
  postcodeField,
  regoField,
  regoStateField,
  requiredCheckboxField,
  requiredText,
  textWithDefault,
  yesNoField,
} from "./fields.ts";
import { REQUIRED_MESSAGES, termsRequiredMessage, type TermsWording } from "./messages.ts";
import { checkBookingSlot, SERVICE_TYPES, type ServiceHours } from "../service-booking.ts";

/** What a site's configuration changes about its forms (sites: features + the site's dealerships and locations). */
export interface FormOptions {
  /** detail §5: "Message required on the enquiry form unless the dealer disables it (required by default)." */
  enquiryMessageRequired?: boolean;
  /** detail §5: the terms checkbox, "one dealer group only", in one of two wordings. */
  termsCheckbox?: "none" | TermsWording;
  /** Dealerships offered as the preferred dealership; the select shows when there is more than one. */
  dealershipSlugs?: readonly string[];
  /** Locations offered in the location select; shown (and required) when there is any. */
  locationIds?: readonly number[];
  /** Categories of the general enquiry select. */
  enquiryCategories?: readonly string[];
  /** Service booking: each service department offered (locationIds), its hours and its first bookable date. */
  serviceBooking?: { locations: readonly ServiceBookingLocation[] };
}

/** A service department as the booking form offers it (domain/service-booking.ts). */
export interface ServiceBookingLocation extends ServiceHours {
  id: number;
  /** The first date a shopper may book (YYYY-MM-DD): tomorrow on the department's own clock. */
  firstDate: string;
}

/** Which optional controls a form shows for these options. */
export function formFieldVisibility(options: FormOptions) {
  return {
    dealership: (options.dealershipSlugs?.length ?? 0) > 1,
    location: (options.locationIds?.length ?? 0) > 0,
    terms: (options.termsCheckbox ?? "none") !== "none",
  };
}

/** detail §3 "Request Photos (hidden default text asking to send photos for this car)". */
export function requestPhotosMessage(carName?: string): string {
  const name = carName?.trim();
  return name ? `Please send me more photos of the ${name}.` : "Please send me more photos of this car.";
}

const contactShape = {
  name: requiredText("name"),
  last_name: requiredText("last_name"),
  email: emailField(),
  phone: phoneField(),
  postcode: postcodeField(),
};

/** The terms checkbox: required with the site's wording, else an optional tick. */
function termsField(options: FormOptions) {
  const wording = options.termsCheckbox ?? "none";
  return wording === "none" ? checkboxField() : requiredCheckboxField(termsRequiredMessage(wording));
}

/** Preferred dealership: one of the site's dealerships; the only one when there is one. */
function dealershipField(options: FormOptions) {
  const slugs = options.dealershipSlugs ?? [];
  return slugs.length > 0
    ? choiceField(slugs, { required: REQUIRED_MESSAGES.dealership_slug })
    : optionalText(FIELD_LABELS.dealership_slug);
}

function locationField(options: FormOptions) {
  const ids = options.locationIds ?? [];
  return ids.length > 0 ? idChoiceField(ids, REQUIRED_MESSAGES.location) : optionalIdField();
}

/** The categories a lead may be sent with: each form's own, and the general enquiry's select. */
function leadCategories(options: FormOptions): string[] {
  return [...new Set([...Object.values(LEAD_CATEGORIES), ...(options.enquiryCategories ?? DEFAULT_ENQUIRY_CATEGORIES)])];
}

/** The subcategories our forms send: by stock type, careers, and the trade-in stages. */
const LEAD_SUBCATEGORIES: readonly string[] = [...CAR_ENQUIRY_SUBCATEGORIES, CAREER_ENQUIRY_SUBCATEGORY, ...Object.values(TRADE_IN_SUBCATEGORIES)];

/** Fields every lead form shares besides the contact details. */
function commonShape(options: FormOptions) {
  return {
    [HONEYPOT_FIELD]: honeypotField(),
    ...contactShape,
    dealership_slug: dealershipField(options),
    location: locationField(options),
    opt_in: checkboxField(),
    terms_conditions: termsField(options),
    // From fixed lists, never free text: they go into the dealer's email subject and CRM routing.
    category: choiceField(leadCategories(options), { optional: true }),
    subcategory: choiceField(LEAD_SUBCATEGORIES, { optional: true }),
    rego: regoField({ required: false }),
    page_id: optionalIdField(),
    additional_services: listField(),
  };
}

function messageField(required: boolean) {
  return required ? requiredText("message", MESSAGE_MAX_LENGTH, "many") : optionalText(FIELD_LABELS.message, MESSAGE_MAX_LENGTH, "many");
}

function enquiryShape(options: FormOptions) {
  return {
    ...commonShape(options),
    car_id: optionalIdField(),
    message: messageField(options.enquiryMessageRequired ?? true),
  };
}

/** The vehicle enquiry form (also the similar-car enquiry). */
export const enquirySchema = (options: FormOptions = {}) => z.object(enquiryShape(options));

/** detail §5: "For test drive, message and date are optional." */
export const testDriveSchema = (options: FormOptions = {}) =>
  z.object({ ...enquiryShape(options), message: messageField(false), dateTime: dateTimeField() });

/** Request photos: the message is hidden and defaults to the request itself. */
export const requestPhotosSchema = (options: FormOptions = {}) =>
  z.object({
    ...enquiryShape(options),
    message: textWithDefault(FIELD_LABELS.message, requestPhotosMessage()),
  });

/** detail §5: "Category select required when shown (general enquiry)." */
export const generalEnquirySchema = (options: FormOptions = {}) =>
  z.object({
    ...commonShape(options),
    category: choiceField(options.enquiryCategories ?? DEFAULT_ENQUIRY_CATEGORIES, {
      required: REQUIRED_MESSAGES.category,
    }),
    message: messageField(options.enquiryMessageRequired ?? true),
  });

/** detail §7: careers enquiries are sent as a General Enquiry with subcategory Career Enquiry. */
export const careersSchema = (options: FormOptions = {}) =>
  z
    .object({ ...commonShape(options), message: messageField(false) })
    .transform((values) => ({
      ...values,
      category: LEAD_CATEGORIES.careers,
      subcategory: CAREER_ENQUIRY_SUBCATEGORY,
    }));

/** The finance enquiry form; its query (preferredDealership, vehiclePriceBudget, car_id, car_type, vin) pre-fills it. */
export const financeEnquirySchema = (options: FormOptions = {}) =>
  z.object({
    ...commonShape(options),
    car_id: optionalIdField(),
    car_type: choiceField(["new", "used", "demo"], { optional: true }),
    vin: optionalText("VIN", 17),
    vehiclePriceBudget: moneyField(),
    message: messageField(false),
  });

const isoDate = () =>
  z.preprocess(
    asTextValue,
    z
      .string()
      .refine((v) => v !== "", REQUIRED_MESSAGES.preferred_date)
      .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "Please choose a date from the list."),
  );
const clockTime = () =>
  z.preprocess(
    asTextValue,
    z
      .string()
      .refine((v) => v !== "", REQUIRED_MESSAGES.preferred_time)
      .refine((v) => v === "" || /^\d{2}:\d{2}$/.test(v), "Please choose a time from the list."),
  );

function asTextValue(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * issue #13 service booking: rego, make, model, odometer (' kms'), service
 * type, preferred date and drop-off time, and the service department when the
 * site has several. The date and time must be a slot the department offers:
 * inside its opening hours, never on a holiday closure.
 */
export const serviceBookingSchema = (options: FormOptions = {}) =>
  z
    .object({
      ...commonShape(options),
      rego: regoField({ required: true }),
      make: requiredText("make"),
      model: requiredText("model"),
      kms: kmsField({ required: true }),
      service_type: choiceField(SERVICE_TYPES, { required: REQUIRED_MESSAGES.service_type }),
      preferred_date: isoDate(),
      preferred_time: clockTime(),
      message: messageField(false),
    })
    .superRefine((values, ctx) => {
      const departments = options.serviceBooking?.locations ?? [];
      const department = departments.length === 1 ? departments[0] : departments.find((l) => l.id === values.location);
      if (!department) return; // the location field reports a missing or foreign location
      const slot = checkBookingSlot(department, department.firstDate, values.preferred_date, values.preferred_time);
      if (!slot.ok) ctx.addIssue({ code: "custom", path: [slot.field], message: slot.message });
    });

/** Part quantities a parts enquiry accepts. */
export const PARTS_QUANTITY_MAX = 99;

/** issue #13 parts enquiry (/vehicle-parts-and-accessories, /parts/search): part name or number, VIN, quantity. */
export const partsEnquirySchema = (options: FormOptions = {}) =>
  z.object({
    ...commonShape(options),
    part: requiredText("part", 200),
    vin: z.preprocess(
      (v) => asTextValue(v).toUpperCase(),
      z
        .string()
        .refine((v) => v === "" || /^[A-HJ-NPR-Z0-9]{17}$/.test(v), "Please enter the 17-character VIN (letters and numbers, no I, O or Q), or leave it empty.")
        .transform((v) => (v === "" ? undefined : v)),
    ),
    quantity: z.preprocess(
      (v) => asTextValue(v) || "1",
      z
        .string()
        .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= PARTS_QUANTITY_MAX, `Please enter a quantity from 1 to ${PARTS_QUANTITY_MAX}.`)
        .transform(Number),
    ),
    message: messageField(false),
  });

export const PREFERRED_CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;

/**
 * detail §3 "Trade-in and lead form fields": the hidden honeypot, contact
 * details, terms, location_id, PreferredContactMethod, finance and
 * do-you-have-a-trade-in (Yes/No), and the car being traded: kms, regoState and
 * rego, which the valuation needs, so they are required here.
 */
export const tradeInSchema = (options: FormOptions = {}) =>
  z.object({
    [HONEYPOT_FIELD]: honeypotField(),
    ...contactShape,
    terms_conditions: termsField(options),
    location_id: locationField(options),
    PreferredContactMethod: choiceField(PREFERRED_CONTACT_METHODS, {
      required: REQUIRED_MESSAGES.PreferredContactMethod,
    }),
    finance: yesNoField(),
    kms: kmsField({ required: true }),
    regoState: regoStateField({ required: true }),
    rego: regoField({ required: true }),
    "do-you-have-a-trade-in": yesNoField(),
    car_id: optionalIdField(),
  });

export type EnquiryValues = z.output<ReturnType<typeof enquirySchema>>;
export type TestDriveValues = z.output<ReturnType<typeof testDriveSchema>>;
export type RequestPhotosValues = z.output<ReturnType<typeof requestPhotosSchema>>;
export type GeneralEnquiryValues = z.output<ReturnType<typeof generalEnquirySchema>>;
export type CareersValues = z.output<ReturnType<typeof careersSchema>>;
export type FinanceEnquiryValues = z.output<ReturnType<typeof financeEnquirySchema>>;
export type ServiceBookingValues = z.output<ReturnType<typeof serviceBookingSchema>>;
export type PartsEnquiryValues = z.output<ReturnType<typeof partsEnquirySchema>>;
export type TradeInValues = z.output<ReturnType<typeof tradeInSchema>>;

/** The multi-step enquiry (detail §4): each step checks its own fields; the last submits the whole form. */
export interface EnquiryStep {
  id: "enquiry" | "details" | "preferences";
  title: string;
  fields: readonly string[];
  schema: z.ZodType<Record<string, unknown>, unknown>;
}

export function multiStepEnquirySteps(options: FormOptions = {}): EnquiryStep[] {
  const shape = enquiryShape(options);
  const visible = formFieldVisibility(options);
  const step = (id: EnquiryStep["id"], title: string, fields: (keyof typeof shape)[]): EnquiryStep => ({
    id,
    title,
    fields,
    schema: z.object(Object.fromEntries(fields.map((f) => [f, shape[f]]))),
  });
  const preferences: (keyof typeof shape)[] = [
    ...(visible.dealership ? (["dealership_slug"] as const) : []),
    ...(visible.location ? (["location"] as const) : []),
    "opt_in",
    "terms_conditions",
  ];
  return [
    step("enquiry", "Your enquiry", ["message", "additional_services"]),
    step("details", "Your details", ["name", "last_name", "email", "phone", "postcode"]),
    step("preferences", "Your preferences", preferences),
  ];
}

export interface FormErrors {
  /** The first message for each field that failed, by field name. */
  fieldErrors: Record<string, string>;
  /** Messages that belong to the form as a whole. */
  formErrors: string[];
}

/** zod issues as the messages a form shows beside each field and in its error list. */
export function toFormErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = { fieldErrors: {}, formErrors: [] };
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (!field) errors.formErrors.push(issue.message);
    else errors.fieldErrors[field] ??= issue.message;
  }
  return errors;
}

/** Every message of a failed form, fields first, for the list under FORM_ERRORS_HEADING. */
export function errorList(errors: FormErrors): string[] {
  return [...Object.values(errors.fieldErrors), ...errors.formErrors];
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/** Validate a whole form (detail §4: "The whole form is re-validated on submit."). */
export function validateForm<T>(schema: z.ZodType<T, unknown>, input: unknown): FormResult<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFormErrors(result.error) };
}
