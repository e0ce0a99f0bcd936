// A lead form: a real <form method="post"> that works without JavaScript,
// enhanced when it runs (see use-lead-submit.ts). The page gives the fields;
// this gives the security fields, the messages, the submit button and what
// happens after.
import { useMemo, useRef, type ReactNode } from "react";
import type { z } from "zod";
import type { FormInput } from "../../../domain/forms/fields.ts";
import { leadFormSchema } from "../../../domain/forms/lead-form-schemas.ts";
import { formEndpoint, type LeadFormSetup } from "../../lib/forms/form-setup.ts";
import type { SuccessCar } from "./browser-storage.ts";
import { FormContext, type FieldValues } from "./form-context.tsx";
import { ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { SecurityFields } from "./security-fields.tsx";
import { numberOrNull, useLeadSuccess } from "./success.ts";
import { usePrefillSavedDetails, useLeadSubmit, type FailedBody, type FormResponseBody } from "./use-lead-submit.ts";

export interface LeadFormProps {
  id: string;
  setup: LeadFormSetup;
  /** The answer of a post without JavaScript, when it failed. */
  serverResult?: FailedBody | null;
  /** Values to start from (query parameters, the car's defaults). */
  initialValues?: FieldValues;
  /** The car the lead is about, for the success page. */
  car?: SuccessCar | null;
  submitLabel: string;
  /** Replaces going to /success (the trade-in shows its valuation first). */
  onSuccess?: (body: Extract<FormResponseBody, { ok: true }>, values: FormInput) => void | Promise<void>;
  schema?: z.ZodType<unknown, unknown>;
  children: ReactNode;
  /** Shown under the button (privacy note...). */
  footer?: ReactNode;
  /** Extra hidden fields the page needs posted (car_id, intent...). */
  hidden?: Record<string, string>;
  /** The fields in the order they show, when it differs from the schema's (the error list follows it). */
  fieldOrder?: readonly string[];
}

export function LeadForm({ id, setup, serverResult, initialValues = {}, car = null, submitLabel, onSuccess, schema, children, footer, hidden = {}, fieldOrder }: LeadFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const formSchema = useMemo(() => schema ?? leadFormSchema(setup.kind, setup.options), [schema, setup.kind, setup.options]);
  const succeed = useLeadSuccess();
  const submit = useLeadSubmit({
    schema: formSchema,
    endpoint: formEndpoint(setup.kind),
    serverResult,
    onSuccess:
      onSuccess ??
      ((body, values) =>
        succeed({ kind: setup.kind, leadId: numberOrNull(body.lead_id), eventId: numberOrNull(body.analytics_event_id), values, car })),
  });
  usePrefillSavedDetails(formRef, !serverResult);
  const values = serverResult?.values ?? initialValues;
  return (
    <form id={id} ref={formRef} method="post" noValidate className="lead-form" onSubmit={submit.onSubmit} onInput={submit.onInput}>
      <SecurityFields csrf={setup.csrf} idempotencyKey={setup.idempotencyKey} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ErrorSummary errors={submit.feedback.errors} idPrefix={id} ref={submit.summaryRef} order={fieldOrder} />
      <FormContext.Provider value={{ idPrefix: id, fieldErrors: submit.feedback.errors?.fieldErrors ?? {}, values, posted: !!serverResult?.values }}>
        <div className="lead-form__fields">{children}</div>
      </FormContext.Provider>
      <FormBanner message={submit.feedback.banner} ref={submit.bannerRef} />
      <div className="lead-form__actions">
        <SubmitButton submitting={submit.state === "submitting"}>{submitLabel}</SubmitButton>
      </div>
      {footer}
    </form>
  );
}
