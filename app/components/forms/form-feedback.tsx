// How a form tells the shopper what went wrong: the list under 'Please fix
// the following errors:' linking to each field, and the form-level banner
// with the server's message. Both take focus when they appear.
import type { Ref } from "react";
import { FORM_ERRORS_HEADING } from "../../../domain/forms/messages.ts";
import type { FormErrors } from "../../../domain/forms/schemas.ts";
import { fieldId } from "./form-context.tsx";

/** Field messages in the order the fields appear on the form (`order`), the rest after in the schema's order. */
export function orderedFieldErrors(fieldErrors: Record<string, string>, order: readonly string[] = []): [string, string][] {
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index < 0 ? order.length : index;
  };
  return Object.entries(fieldErrors)
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

export function ErrorSummary({
  errors,
  idPrefix,
  ref,
  order,
}: {
  errors: FormErrors | null;
  idPrefix: string;
  ref?: Ref<HTMLDivElement>;
  /** The form's field names in the order they show, when it differs from the schema's. */
  order?: readonly string[];
}) {
  if (!errors) return null;
  const fields = orderedFieldErrors(errors.fieldErrors, order);
  return (
    <div className="form-errors" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`${idPrefix}-errors-title`}>
      <p className="form-errors__title" id={`${idPrefix}-errors-title`}>
        {FORM_ERRORS_HEADING}
      </p>
      <ul>
        {fields.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(idPrefix, field)}`}>{message}</a>
          </li>
        ))}
        {errors.formErrors.map((message) => (
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
