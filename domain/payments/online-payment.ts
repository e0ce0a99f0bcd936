// /online-payment (decision 0041): a shopper pays a dealer invoice or a deposit
// by its reference and amount. The site's configuration sets the bounds; the
// card fields are the reservation form's.
import { z } from "zod";
import { emailField, isAllowedText } from "../forms/fields.ts";
import { cardShape } from "./card-details.ts";

export const onlinePaymentConfigSchema = z.object({
  /** What may be paid. */
  kinds: z.array(z.enum(["invoice", "deposit"])).min(1).default(["invoice", "deposit"]),
  /** In dollars. */
  minAmount: z.number().min(1).default(1),
  maxAmount: z.number().max(100_000).default(10_000),
  /** The dealership that is paid and told (its slug); the site's first dealership when absent. */
  dealership: z.string().nullable().default(null),
});
export type OnlinePaymentConfig = z.infer<typeof onlinePaymentConfigSchema>;

export const PAYMENT_KINDS = { invoice: "Invoice", deposit: "Deposit" } as const;

/** A dealer's reference: 3–20 letters, digits and hyphens, e.g. INV-10482 or RO123456 (kept upper-case). */
export const REFERENCE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

export const ONLINE_PAYMENT_MESSAGES = {
  reference: "Please enter the reference on your invoice or quote: 3 to 20 letters, numbers and hyphens, e.g. INV-10482.",
  amountFormat: "Please enter the amount in dollars and cents, e.g. 250 or 250.50.",
  amountRange: (min: number, max: number) => `Online payments are from $${min.toLocaleString("en-AU")} to $${max.toLocaleString("en-AU")}. For more, please call us.`,
  kind: "Please choose what you are paying.",
  name: "Please enter your name.",
} as const;

/** "1,250.50" or "$250" → cents; null when it is not dollars with at most two decimals. */
export function amountToCents(raw: string): number | null {
  const text = raw.replace(/[$,\s]/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [dollars, cents = ""] = text.split(".");
  return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export function onlinePaymentSchema(config: OnlinePaymentConfig, now?: () => Date) {
  return z
    .object({
      kind: z.preprocess(str, z.enum(config.kinds as ["invoice" | "deposit", ...("invoice" | "deposit")[]], { message: ONLINE_PAYMENT_MESSAGES.kind })),
      reference: z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.string().regex(REFERENCE_PATTERN, ONLINE_PAYMENT_MESSAGES.reference)),
      amount: z.preprocess(str, z.string().max(20, ONLINE_PAYMENT_MESSAGES.amountFormat))
        .transform((v, ctx) => {
          const cents = amountToCents(v);
          if (cents === null) {
            ctx.addIssue({ code: "custom", message: ONLINE_PAYMENT_MESSAGES.amountFormat });
            return z.NEVER;
          }
          if (cents < Math.round(config.minAmount * 100) || cents > Math.round(config.maxAmount * 100)) {
            ctx.addIssue({ code: "custom", message: ONLINE_PAYMENT_MESSAGES.amountRange(config.minAmount, config.maxAmount) });
            return z.NEVER;
          }
          return cents;
        }),
      name: z.preprocess(str, z.string().min(1, ONLINE_PAYMENT_MESSAGES.name).max(100, ONLINE_PAYMENT_MESSAGES.name).refine((v) => isAllowedText(v), ONLINE_PAYMENT_MESSAGES.name)),
      email: emailField(),
      ...cardShape(now),
    });
}

export type OnlinePaymentValues = z.output<ReturnType<typeof onlinePaymentSchema>>;
