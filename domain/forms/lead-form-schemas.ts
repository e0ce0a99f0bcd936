// The shared zod schema (domain/forms/schemas.ts) for each kind of lead form.
import type { z } from "zod";
import type { FormKind } from "../leads/categories.ts";
import {
  careersSchema,
  enquirySchema,
  financeEnquirySchema,
  generalEnquirySchema,
  requestPhotosSchema,
  testDriveSchema,
  tradeInSchema,
  serviceBookingSchema,
  partsEnquirySchema,
  type FormOptions,
} from "./schemas.ts";

export const FORM_KINDS: readonly FormKind[] = [
  "enquiry",
  "multiStepEnquiry",
  "similarCarEnquiry",
  "testDrive",
  "requestPhotos",
  "general",
  "careers",
  "finance",
  "financeModal",
  "tradeIn",
  "serviceBooking",
  "partsEnquiry",
];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && (FORM_KINDS as readonly string[]).includes(value);
}

export function leadFormSchema(kind: FormKind, options: FormOptions): z.ZodType<Record<string, unknown>, unknown> {
  switch (kind) {
    case "enquiry":
    case "multiStepEnquiry": // the last step re-validates the whole form
    case "similarCarEnquiry":
      return enquirySchema(options);
    case "testDrive":
      return testDriveSchema(options);
    case "requestPhotos":
      return requestPhotosSchema(options);
    case "general":
      return generalEnquirySchema(options);
    case "careers":
      return careersSchema(options);
    case "finance":
    case "financeModal":
      return financeEnquirySchema(options);
    case "tradeIn":
      return tradeInSchema(options);
    case "serviceBooking":
      return serviceBookingSchema(options);
    case "partsEnquiry":
      return partsEnquirySchema(options);
  }
}
