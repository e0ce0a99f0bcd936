// What the browser does once the dealer has the lead (detail §4): keep the
// shopper's details for next time, fire the analytics event with the lead
// id and keep the car for the success page; the form's clientAction then
// goes to /success (client-action.ts).
import type { FormInput } from "../../../domain/forms/fields.ts";
import type { LeadReceipt } from "../../lib/forms/form-answer.ts";
import { FORM_SLUGS } from "../../lib/forms/form-setup.ts";
import { pushDataLayer } from "./analytics.ts";
import { keepCarForSuccessPage, saveDetails } from "./browser-storage.ts";

export function recordLeadSuccess({ kind, leadId, eventId, car }: LeadReceipt, values: FormInput): void {
  saveDetails(values);
  if (eventId && leadId) pushDataLayer(eventId, { lead_id: leadId, car_id: car?.id ?? null, form: FORM_SLUGS[kind] });
  keepCarForSuccessPage(car);
}
