// What a form page's action answers when it does not redirect, shared by the
// server (page actions) and the browser (the forms and their clientAction).
// A refused post is a Conform SubmissionResult: the field messages, the
// form-level message and the values the shopper typed, which the form shows
// with JavaScript on or off (docs/decisions/0026-forms-on-conform.md).
import type { SubmissionResult } from "@conform-to/react";
import { leadFailureMessage } from "../../../domain/forms/messages.ts";
import type { FormKind } from "../../../domain/leads/categories.ts";
import type { SuccessCar } from "./success.ts";

export type FormReply = SubmissionResult<string[]>;

export interface FormFailure {
  ok: false;
  reply: FormReply;
}

/** A refusal as the services give it (receiveLeadForm, reserveCar, the trade-in follow-ups). */
export interface Refusal {
  message: string;
  fieldErrors: Record<string, string>;
  formErrors: string[];
  values?: Record<string, string | string[]>;
}

/**
 * A refusal as the form shows it: with field messages, the list under
 * 'Please fix the following errors:' (each message beside its field);
 * without, the server's message as the form-level banner ('' in Conform),
 * or the spec's 'An unexpected error occured' when it gave none.
 */
export function refusalReply({ message, fieldErrors, formErrors, values = {} }: Refusal): FormReply {
  const fields = Object.entries(fieldErrors).map(([name, text]): [string, string[]] => [name, [text]]);
  const error: Record<string, string[]> =
    fields.length > 0
      ? { ...Object.fromEntries(fields), ...(formErrors.length > 0 ? { "": formErrors } : {}) }
      : { "": formErrors.length > 0 ? formErrors : [leadFailureMessage(message)] };
  return { status: "error", initialValue: values, error };
}

export const refused = (refusal: Refusal): FormFailure => ({ ok: false, reply: refusalReply(refusal) });

/** What the browser records once the dealer has the lead (success.ts recordLeadSuccess). */
export interface LeadReceipt {
  kind: FormKind;
  leadId: number | null;
  eventId: number | null;
  car: SuccessCar | null;
}

/**
 * A stored lead, answered to the enhanced form (JavaScript posts `_enhanced`):
 * the browser records it, then goes to `next`. A plain HTML post gets a 303
 * to the same address instead.
 */
export interface LeadSent {
  ok: true;
  lead: LeadReceipt;
  next: string;
}

/** The hidden field the enhanced form adds; without it the post came from a plain HTML form. */
export const ENHANCED_FIELD = "_enhanced";
