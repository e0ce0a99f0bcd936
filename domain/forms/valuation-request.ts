// The online estimate step of the trade-in page: the year, make and model of
// the shopper's car (the lead already holds its kilometres, rego and state).
// Shared by the server and the browser like every other form schema.
import { z } from "zod";
import { tooLongMessage } from "./messages.ts";

export const VALUATION_FIELD_LABELS = { year: "Year", make: "Make", model: "Model", badge: "Badge or variant" } as const;

export const VALUATION_MESSAGES = {
  year: "Please enter the year your car was built, e.g. 2019.",
  make: "Please enter the make of your car, e.g. Toyota.",
  model: "Please enter the model of your car, e.g. Corolla.",
} as const;

/** Cars older than this are valued in person, whatever the form says. */
export const OLDEST_VALUED_YEAR = 1950;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

const named = (label: string, message: string, max: number) =>
  z.preprocess(text, z.string().min(1, message).max(max, tooLongMessage(label, max)));

export function valuationRequestSchema(now: Date = new Date()) {
  const newest = now.getFullYear() + 1;
  return z.object({
    year: z.preprocess(
      text,
      z
        .string()
        .regex(/^\d{4}$/, VALUATION_MESSAGES.year)
        .transform(Number)
        .refine((year) => year >= OLDEST_VALUED_YEAR && year <= newest, VALUATION_MESSAGES.year),
    ),
    make: named(VALUATION_FIELD_LABELS.make, VALUATION_MESSAGES.make, 40),
    model: named(VALUATION_FIELD_LABELS.model, VALUATION_MESSAGES.model, 60),
    badge: z
      .preprocess(text, z.string().max(60, tooLongMessage(VALUATION_FIELD_LABELS.badge, 60)))
      .transform((v) => (v === "" ? undefined : v)),
  });
}

export type ValuationRequest = z.output<ReturnType<typeof valuationRequestSchema>>;
