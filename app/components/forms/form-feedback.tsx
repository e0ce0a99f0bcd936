// How a form tells the shopper what went wrong: the list under 'Please fix
// the following errors:' linking to each field, and the form-level banner
// with the server's message. Both take focus when they appear. The messages
// are Conform's: each field's (the first of its messages), and the form's
// own under the empty name.
import type { Ref } from "react";
import { FORM_ERRORS_HEADING } from "../../../domain/forms/messages.ts";

export interface FormMessages {
  /** Each field with a message, and its first message, in the order the schema (or the server) gave them. */
  fields: [string, string][];
  /** Messages about the form as a whole (the server's answer when no field has one). */
  form: string[];
}

export function formMessages(allErrors: Record<string, string[] | undefined>): FormMessages {
  const fields = Object.entries(allErrors).flatMap(([name, list]): [string, string][] => (name !== "" && list?.[0] ? [[name, list[0]]] : []));
  return { fields, form: allErrors[""] ?? [] };
}

/** The form-level banner: the form's own message when no field has one. */
export const bannerMessage = (messages: FormMessages): string | null => (messages.fields.length > 0 ? null : (messages.form[0] ?? null));

/** Field messages in the order the fields appear on the form (`order`), the rest after in the schema's order. */
export function orderedFieldErrors(fieldErrors: readonly [string, string][], order: readonly string[] = []): [string, string][] {
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index < 0 ? order.length : index;
  };
  return fieldErrors
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

export function ErrorSummary({
  messages,
  formId,
  ref,
  order,
}: {
  messages: FormMessages;
  formId: string;
  ref?: Ref<HTMLDivElement>;
  /** The form's field names in the order they show, when it differs from the schema's. */
  order?: readonly string[];
}) {
  if (messages.fields.length === 0) return null;
  const fields = orderedFieldErrors(messages.fields, order);
  return (
    <div className="form-errors" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${formId}-errors-title`}>
      <p className="form-errors__title" id={`${formId}-errors-title`}>
        {FORM_ERRORS_HEADING}
      </p>
      <ul>
        {fields.map(([field, message]) => (
          <li key={field}>
            {/* Conform's id of the field: `{form id}-{name}`. */}
            <a href={`#${formId}-${field}`}>{message}</a>
          </li>
        ))}
        {messages.form.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

export function FormBanner({ message, ref }: { message: string | null; ref?: Ref<HTMLDivElement> }) {
  if (!message) return null;
  return (
    <div className="form-banner" role="alert" tabIndex={-1} ref={ref}>
      {message}
    </div>
  );
}

/** The submit button: a spinner while sending, disabled so a second click sends nothing. */
export function SubmitButton({ submitting, children, name, value }: { submitting: boolean; children: React.ReactNode; name?: string; value?: string }) {
  return (
    <button type="submit" className="button form-submit" disabled={submitting} aria-busy={submitting || undefined} name={name} value={value}>
      {submitting && <span className="spinner" aria-hidden="true" />}
      <span>{children}</span>
      {submitting && <span className="visually-hidden">Sending, please wait</span>}
    </button>
  );
}
