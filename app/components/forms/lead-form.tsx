// A lead form: React Router's <Form method="post"> to its own page, which
// works without JavaScript, with its Conform state (use-lead-form.ts). The
// page gives the fields; this gives the security fields, the messages and
// the submit button. What happens after a stored lead is the page's action
// and clientAction (client-action.ts).
import { FormProvider } from "@conform-to/react";
import { useMemo, type ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { leadFormSchema } from "../../../domain/forms/lead-form-schemas.ts";
import type { FormReply } from "../../lib/forms/form-answer.ts";
import type { LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { OPT_IN_DEFAULT } from "./choice-fields.tsx";
import { bannerMessage, ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { SecurityFields } from "./security-fields.tsx";
import { useLeadForm, type LeadFormState } from "./use-lead-form.ts";

/** Values a form starts from: query parameters, the car's defaults. */
export type FieldValues = Record<string, string | string[]>;

/** The page's answer when it refused the last post: its Conform reply, else nothing. */
export function replyOf(answer: object | null | undefined): FormReply | null {
  return answer && "reply" in answer ? ((answer.reply as FormReply | undefined) ?? null) : null;
}

/**
 * The <Form> every form renders: posts to its page, checked by Conform (the
 * browser's own checks off: the spec's wording shows, not the browser's), with
 * the CSRF token, this render's idempotency key and the honeypot.
 */
export function FormFrame({
  state,
  security,
  className,
  children,
  ...rest
}: {
  state: LeadFormState;
  security: Pick<LeadFormSetup, "csrf" | "idempotencyKey">;
  className?: string;
  children: ReactNode;
  "aria-labelledby"?: string;
}) {
  return (
    <Form method="post" id={state.form.id} noValidate className={className} onSubmit={state.onSubmit} {...rest}>
      <SecurityFields csrf={security.csrf} idempotencyKey={security.idempotencyKey} />
      <FormProvider context={state.form.context}>{children}</FormProvider>
    </Form>
  );
}

export interface LeadFormProps {
  id: string;
  setup: LeadFormSetup;
  /** The page's answer when it refused the last post (messages and the values typed). */
  reply?: FormReply | null;
  /** Values to start from (query parameters, the car's defaults). */
  initialValues?: FieldValues;
  submitLabel: string;
  schema?: z.ZodType;
  children: ReactNode;
  /** Shown under the button (privacy note...). */
  footer?: ReactNode;
  /** Extra hidden fields the page needs posted (car_id, intent...). */
  hidden?: Record<string, string>;
  /** The fields in the order they show, when it differs from the schema's (the error list follows it). */
  fieldOrder?: readonly string[];
}

export function LeadForm({ id, setup, reply, initialValues = {}, submitLabel, schema, children, footer, hidden = {}, fieldOrder }: LeadFormProps) {
  const formSchema = useMemo(() => schema ?? leadFormSchema(setup.kind, setup.options), [schema, setup.kind, setup.options]);
  const state = useLeadForm({ id, schema: formSchema, reply, defaultValue: { ...OPT_IN_DEFAULT, ...initialValues } });
  return (
    <FormFrame state={state} security={setup} className="lead-form">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ErrorSummary messages={state.messages} formId={id} ref={state.summaryRef} order={fieldOrder} />
      <div className="lead-form__fields">{children}</div>
      <FormBanner message={bannerMessage(state.messages)} ref={state.bannerRef} />
      <div className="lead-form__actions">
        <SubmitButton submitting={state.sending}>{submitLabel}</SubmitButton>
      </div>
      {footer}
    </FormFrame>
  );
}
