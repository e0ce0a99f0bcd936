// The reserve-online form: who is reserving, and the card for the deposit.
// Built from the shared field schemas so the page can validate the same way.
import { z } from "zod";
import {
  checkboxField,
  emailField,
  honeypotField,
  HONEYPOT_FIELD,
  phoneField,
  requiredCheckboxField,
  requiredText,
} from "./fields.ts";
import { termsRequiredMessage, type TermsWording } from "./messages.ts";
import { cardShape } from "../payments/card-details.ts";

export function reservationFormSchema(features: { termsCheckbox: "none" | TermsWording }, now?: () => Date) {
  return z.object({
    [HONEYPOT_FIELD]: honeypotField(),
    name: requiredText("name"),
    last_name: requiredText("last_name"),
    email: emailField(),
    phone: phoneField(),
    terms_conditions:
      features.termsCheckbox === "none" ? checkboxField() : requiredCheckboxField(termsRequiredMessage(features.termsCheckbox)),
    ...cardShape(now),
  });
}

export type ReservationFormValues = z.output<ReturnType<typeof reservationFormSchema>>;
