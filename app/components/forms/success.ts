// What the browser does once the dealer has the lead (detail §4): keep the
// shopper's details for next time, fire the analytics event with the lead
// id and keep the car for the success page; the form's clientAction then
// goes to /success (client-action.ts).
import type { FormInput } from "../../../domain/forms/fields.ts";
import type { FormKind } from "../../../domain/leads/categories.ts";
import type { LeadReceipt } from "../../lib/forms/form-answer.ts";
import { FORM_SLUGS } from "../../lib/forms/form-setup.ts";
import { pushDataLayer } from "./analytics.ts";
import { keepCarForSuccessPage, saveDetails } from "./browser-storage.ts";

/** /success?form={slug}[&car_id={id}]: what the page says, and which car, also without JavaScript. */
export function successPath(kind: FormKind | "checkout", car?: { id: number } | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ form: kind === "checkout" ? "checkout" : FORM_SLUGS[kind], ...extra });
  if (car) params.set("car_id", String(car.id));
  return `/success?${params}`;
}

export function recordLeadSuccess({ kind, leadId, eventId, car }: LeadReceipt, values: FormInput): void {
  saveDetails(values);
  if (eventId && leadId) pushDataLayer(eventId, { lead_id: leadId, car_id: car?.id ?? null, form: FORM_SLUGS[kind] });
  keepCarForSuccessPage(car);
}
