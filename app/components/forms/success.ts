// What a form does after the dealer has the lead (detail §4): keep the
// shopper's details for next time, fire the analytics event with the lead
// id, keep the car for the success page and go to /success.
import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { FormInput } from "../../../domain/forms/fields.ts";
import type { FormKind } from "../../../domain/leads/categories.ts";
import { FORM_SLUGS } from "../../lib/forms/form-setup.ts";
import { pushDataLayer } from "./analytics.ts";
import { keepCarForSuccessPage, saveDetails, type SuccessCar } from "./browser-storage.ts";

/** /success?form={slug}[&car_id={id}]: what the page says, and which car, also without JavaScript. */
export function successPath(kind: FormKind | "checkout", car?: { id: number } | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ form: kind === "checkout" ? "checkout" : FORM_SLUGS[kind], ...extra });
  if (car) params.set("car_id", String(car.id));
  return `/success?${params}`;
}

export interface LeadSuccess {
  kind: FormKind;
  leadId: number | null;
  eventId: number | null;
  values: FormInput;
  car: SuccessCar | null;
}

export function recordLeadSuccess({ kind, leadId, eventId, values, car }: LeadSuccess): void {
  saveDetails(values);
  if (eventId && leadId) pushDataLayer(eventId, { lead_id: leadId, car_id: car?.id ?? null, form: FORM_SLUGS[kind] });
  keepCarForSuccessPage(car);
}

export function useLeadSuccess() {
  const navigate = useNavigate();
  return useCallback(
    (success: LeadSuccess, extra?: Record<string, string>) => {
      recordLeadSuccess(success);
      navigate(successPath(success.kind, success.car, extra));
    },
    [navigate],
  );
}

export const numberOrNull = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);
