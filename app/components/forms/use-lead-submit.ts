// The progressive enhancement of a lead form. Without JavaScript the browser
// posts the form to its page and the server answers with the page again
// (errors and typed values) or a redirect. With JavaScript the same form is
// checked here with the same zod schema (the whole form, on submit), sent to
// the form's JSON endpoint, and the answer shown without losing a keystroke:
// idle → submitting (spinner) → success, or failed with the button back to
// normal and the field messages or a form-level banner.
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { z } from "zod";
import { formValues, type FormInput } from "../../../domain/forms/fields.ts";
import { FORM_SUBMIT_FAILED, leadFailureMessage } from "../../../domain/forms/messages.ts";
import { validateForm, type FormErrors } from "../../../domain/forms/schemas.ts";
import { readSavedDetails } from "./browser-storage.ts";
import { landingUrl, visitedPages } from "./visit-trail.ts";

export type SubmitState = "idle" | "submitting" | "failed";

/** What a form endpoint (or a page action) answers; extra fields per form (valuation, reservation). */
export type FormResponseBody =
  | ({ ok: true } & Record<string, unknown>)
  | { ok: false; message: string; fieldErrors: Record<string, string>; formErrors: string[]; values?: Record<string, string | string[]> };

export type FailedBody = Extract<FormResponseBody, { ok: false }>;

export interface FormFeedback {
  errors: FormErrors | null;
  banner: string | null;
}

const hasFieldErrors = (errors: FormErrors) => Object.keys(errors.fieldErrors).length > 0 || errors.formErrors.length > 0;

/** A failed answer as the form shows it: the field messages and list, or the banner with the server's message. */
export function feedbackFor(body: FailedBody | null | undefined): FormFeedback {
  if (!body) return { errors: null, banner: null };
  const errors = { fieldErrors: body.fieldErrors ?? {}, formErrors: body.formErrors ?? [] };
  if (hasFieldErrors(errors)) return { errors, banner: null };
  return { errors: null, banner: leadFailureMessage(body.message) };
}

/** Fields the page adds on submit: the tab's trail of pages and the landing address (lead_attributes). */
export function addTrail(formData: FormData): void {
  formData.set("visited_pages", JSON.stringify(visitedPages()));
  const landing = landingUrl();
  if (landing) formData.set("landing_url", landing);
}

/** Posts a form to a JSON endpoint; a network failure or an answer that is not JSON becomes a failed body. */
export async function postForm(endpoint: string, formData: FormData): Promise<FormResponseBody> {
  let response: Response;
  try {
    response = await fetch(endpoint, { method: "POST", body: formData, headers: { Accept: "application/json" } });
  } catch {
    return { ok: false, message: FORM_SUBMIT_FAILED, fieldErrors: {}, formErrors: [] };
  }
  const body = (await response.json().catch(() => null)) as FormResponseBody | null;
  if (!body || typeof body !== "object" || typeof body.ok !== "boolean") {
    return { ok: false, message: leadFailureMessage(null), fieldErrors: {}, formErrors: [] };
  }
  return body;
}

/** The saved details go into the empty contact fields once the page has loaded (detail §3). */
export function usePrefillSavedDetails(formRef: RefObject<HTMLFormElement | null>, enabled: boolean) {
  useEffect(() => {
    const form = formRef.current;
    if (!enabled || !form) return;
    const saved = readSavedDetails();
    if (!saved) return;
    for (const [name, value] of Object.entries(saved)) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value === "" && value) input.value = value;
    }
  }, [formRef, enabled]);
}

export interface LeadSubmitOptions {
  /** The form's shared schema; null for a form without fields of the shopper's (a confirm button). */
  schema: z.ZodType<unknown, unknown> | null;
  endpoint: string;
  /** The server's answer when the page was rendered after a post without JavaScript. */
  serverResult?: FailedBody | null;
  /** Called with the endpoint's success answer and the values sent. */
  onSuccess(body: Extract<FormResponseBody, { ok: true }>, values: FormInput): void | Promise<void>;
  /** Adds fields to what is sent (the step of a multi-step form...). */
  prepare?(formData: FormData): void;
}

export function useLeadSubmit({ schema, endpoint, serverResult, onSuccess, prepare }: LeadSubmitOptions) {
  const [state, setState] = useState<SubmitState>(serverResult ? "failed" : "idle");
  const [feedback, setFeedback] = useState<FormFeedback>(() => feedbackFor(serverResult));
  const [shown, setShown] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  // After a failed submit (only then: never while the shopper moves between
  // fields), focus moves to what went wrong, so keyboard and screen-reader
  // users land on it.
  useEffect(() => {
    if (shown === 0) return;
    (summaryRef.current ?? bannerRef.current)?.focus();
  }, [shown]);

  const fail = useCallback((next: FormFeedback) => {
    setFeedback(next);
    setState("failed");
    setShown((n) => n + 1);
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (state === "submitting") return;
      const form = event.currentTarget;
      const formData = new FormData(form);
      const values = formValues(formData.entries());
      const checked = schema ? validateForm(schema, values) : null;
      if (checked && !checked.ok) return fail({ errors: checked.errors, banner: null });
      setFeedback({ errors: null, banner: null });
      setState("submitting");
      addTrail(formData);
      formData.set("_enhanced", "1");
      prepare?.(formData);
      const body = await postForm(endpoint, formData);
      if (!body.ok) return fail(feedbackFor(body));
      setState("idle");
      await onSuccess(body, values);
    },
    [state, schema, endpoint, fail, onSuccess, prepare],
  );

  /**
   * Once messages are showing, they follow the shopper's corrections as they
   * type. Not on blur: a message disappearing on blur moves the button under
   * the pointer between mousedown and mouseup, and the click is lost. Bound to
   * the form's `input` event, which every keystroke, tick and choice raises.
   */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!feedback.errors || !schema) return;
      const checked = validateForm(schema, formValues(new FormData(event.currentTarget).entries()));
      setFeedback({ errors: checked.ok ? null : checked.errors, banner: null });
    },
    [feedback.errors, schema],
  );

  return { state, feedback, summaryRef, bannerRef, onSubmit, onInput, fail, setFeedback };
}
