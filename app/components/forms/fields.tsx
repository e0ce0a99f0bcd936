// The form controls every lead form is built from: labelled, with the
// required mark, the field's message tied to it (aria-describedby) and the
// value the shopper typed kept across a failed submission. Each reads its
// state (id, message, value to start from) from the form's Conform context.
import { getInputProps, getSelectProps, getTextareaProps, useField } from "@conform-to/react";
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from "react";
import { FIELD_LABELS, POSTCODE_MAX_LENGTH } from "../../../domain/forms/fields.ts";
import { formatKms, parseKms } from "../../../domain/forms/kms.ts";
import type { MoneyQuickPick } from "../../../domain/forms/money.ts";
import { parseMoney } from "../../../domain/forms/money.ts";
import { POSTCODE_NOT_FOUND } from "../../../domain/forms/messages.ts";
import { postcodeState } from "../../../domain/postcode-lookup.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { formatNumber } from "../../../domain/number-format.ts";

type Label = keyof typeof FIELD_LABELS;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** A field's Conform state as the controls show it: its first message and the aria attributes tying it on. */
function useFieldState(name: string) {
  const [meta] = useField<string>(name);
  const error = meta.errors?.[0];
  return { meta, error, invalid: error ? true : undefined, errorDescribedBy: error ? meta.errorId : undefined };
}

const invalidClass = (error: string | undefined) => (error ? " form-field--invalid" : "");

export function FieldLabel({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="form-field__required" aria-hidden="true">
          {" "}*
        </span>
      )}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-field__error" id={id}>
      {message}
    </p>
  );
}

function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="form-field__hint" id={id}>
      {children}
    </p>
  );
}

interface TextFieldProps {
  name: string;
  label?: string;
  type?: "text" | "email" | "tel" | "number" | "datetime-local";
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email" | "decimal";
  maxLength?: number;
  hint?: ReactNode;
  /** Shown under the field without blocking (a lookup's answer). */
  notice?: string | null;
  placeholder?: string;
  className?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function TextField({ name, label, type = "text", required, hint, notice, className, ...input }: TextFieldProps) {
  const { meta, error, invalid } = useFieldState(name);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const noticeId = notice ? `${meta.id}-notice` : undefined;
  return (
    <div className={`form-field${invalidClass(error)}${className ? ` ${className}` : ""}`}>
      <FieldLabel htmlFor={meta.id} required={required}>
        {label ?? FIELD_LABELS[name as Label] ?? name}
      </FieldLabel>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <input
        {...getInputProps(meta, { type, ariaAttributes: false })}
        aria-required={required || undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy(hintId, error && meta.errorId, noticeId)}
        {...input}
      />
      <FieldError id={meta.errorId} message={error} />
      {notice && (
        <p className="form-field__notice" id={noticeId} role="status">
          {notice}
        </p>
      )}
    </div>
  );
}

/**
 * React puts a textarea's server text back when it hydrates it (it sets the
 * value from the element's text), so what a shopper typed there before the
 * page's script ran would be lost. While hydrating, the field is read before
 * React reaches it; once hydrated, the shopper's text goes back in, with an
 * input event so the form's state hears of it.
 */
function useTextTypedBeforeHydration(id: string) {
  const hydrated = useHydrated();
  const [typed] = useState(() => {
    if (hydrated || typeof document === "undefined") return null;
    const element = document.getElementById(id);
    return element instanceof HTMLTextAreaElement ? element.value : null;
  });
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typed === null || element.value === typed) return;
    element.value = typed;
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }, [typed]);
  return ref;
}

export function TextArea({ name, label, required, rows = 5, hint }: { name: string; label?: string; required?: boolean; rows?: number; hint?: ReactNode }) {
  const { meta, error, invalid } = useFieldState(name);
  const typedBeforeHydration = useTextTypedBeforeHydration(meta.id);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className={`form-field form-field--wide${invalidClass(error)}`}>
      <FieldLabel htmlFor={meta.id} required={required}>
        {label ?? FIELD_LABELS[name as Label] ?? name}
      </FieldLabel>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <textarea
        ref={typedBeforeHydration}
        {...getTextareaProps(meta, { ariaAttributes: false })}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy(hintId, error && meta.errorId)}
      />
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder = "Please select",
  defaultValue,
  onChange,
}: {
  name: string;
  label?: string;
  options: readonly SelectOption[];
  required?: boolean;
  placeholder?: string | null;
  /** Used when the form has no value for this field. */
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { meta, error, invalid, errorDescribedBy } = useFieldState(name);
  return (
    <div className={`form-field${invalidClass(error)}`}>
      <FieldLabel htmlFor={meta.id} required={required}>
        {label ?? FIELD_LABELS[name as Label] ?? name}
      </FieldLabel>
      <select
        {...getSelectProps(meta, { ariaAttributes: false, value: false })}
        defaultValue={meta.initialValue ?? defaultValue ?? ""}
        aria-required={required || undefined}
        aria-invalid={invalid}
        aria-describedby={errorDescribedBy}
        onChange={onChange}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}

/** A checkbox, ticked when the form's value for it is "on" (what a browser sends; the opt-in starts so). */
export function CheckboxField({ name, label, required }: { name: string; label: ReactNode; required?: boolean }) {
  const { meta, error, invalid, errorDescribedBy } = useFieldState(name);
  return (
    <div className={`form-field form-field--wide form-field--checkbox${invalidClass(error)}`}>
      <input
        {...getInputProps(meta, { type: "checkbox", ariaAttributes: false })}
        aria-required={required || undefined}
        aria-invalid={invalid}
        aria-describedby={errorDescribedBy}
      />
      <label htmlFor={meta.id}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {" "}*
          </span>
        )}
      </label>
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}

export function RadioGroup({ name, legend, options, required }: { name: string; legend?: string; options: readonly SelectOption[]; required?: boolean }) {
  const { meta, error, invalid, errorDescribedBy } = useFieldState(name);
  return (
    <fieldset className={`form-field form-field--radios${invalidClass(error)}`} aria-describedby={errorDescribedBy} aria-required={required || undefined}>
      <legend className="form-field__label">
        {legend ?? FIELD_LABELS[name as Label] ?? name}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {" "}*
          </span>
        )}
      </legend>
      <div className="form-field__options">
        {options.map((option, index) => (
          <label key={option.value} className="form-field__option">
            <input
              {...getInputProps(meta, { type: "radio", value: option.value, ariaAttributes: false })}
              id={index === 0 ? meta.id : undefined}
              aria-invalid={invalid}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={meta.errorId} message={error} />
    </fieldset>
  );
}

/** A group of checkboxes sending one value each (additional_services). */
export function CheckboxGroup({ name, legend, options }: { name: string; legend: string; options: readonly string[] }) {
  const { meta, error, errorDescribedBy } = useFieldState(name);
  return (
    <fieldset className={`form-field form-field--wide form-field--radios${invalidClass(error)}`} aria-describedby={errorDescribedBy}>
      <legend className="form-field__label">{legend}</legend>
      <div className="form-field__options">
        {options.map((option, index) => (
          <label key={option} className="form-field__option">
            <input {...getInputProps(meta, { type: "checkbox", value: option, ariaAttributes: false })} id={index === 0 ? meta.id : undefined} />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={meta.errorId} message={error} />
    </fieldset>
  );
}

/**
 * The postcode the shopper has typed on this page, for the lookup that runs in
 * the browser: "" until the page has hydrated (the server's page, and one
 * rendered again after a post without JavaScript, shows no lookup).
 */
export function usePostcodeTyped(): string {
  const [postcode] = useField<string>("postcode");
  const hydrated = useHydrated();
  return hydrated && typeof postcode.value === "string" ? postcode.value.trim() : "";
}

/** detail §5/§8: the lookup's 'Invalid postcode' when no Australian postcode matches. */
export const postcodeLookupNotice = (postcode: string): string | null =>
  /^\d{4}$/.test(postcode) && postcodeState(postcode) === null ? POSTCODE_NOT_FOUND : null;

/**
 * detail §5: "Postcode: required, exactly 4 digits, max length 4, no thousands
 * separator", with the lookup's 'Invalid postcode' under it (it informs, never blocks).
 */
export function PostcodeField() {
  const notice = postcodeLookupNotice(usePostcodeTyped());
  return (
    <TextField
      name="postcode"
      required
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={POSTCODE_MAX_LENGTH}
      notice={notice}
      className="form-field--short"
    />
  );
}

/** The shopper's contact details, in the order every form asks for them. */
export function ContactFields() {
  return (
    <>
      <TextField name="name" required autoComplete="given-name" maxLength={100} />
      <TextField name="last_name" required autoComplete="family-name" maxLength={100} />
      <TextField name="email" type="email" required autoComplete="email" inputMode="email" maxLength={254} />
      <TextField name="phone" type="tel" required autoComplete="tel" inputMode="tel" maxLength={20} />
      <PostcodeField />
    </>
  );
}

/** detail §5: "Kilometres field uses ' kms' suffix with thousands separators." Reformatted when the shopper leaves it. */
export function KmsField({ required }: { required?: boolean }) {
  return (
    <TextField
      name="kms"
      required={required}
      inputMode="numeric"
      autoComplete="off"
      maxLength={16}
      hint="e.g. 45,000 kms"
      onBlur={(event) => {
        const kms = parseKms(event.currentTarget.value);
        if (kms !== null) event.currentTarget.value = formatKms(kms);
      }}
    />
  );
}


/** A dollar field with the quick picks under it (detail §5); the picks need JavaScript, the field does not. */
export function MoneyField({ name, label, quickPicks }: { name: string; label?: string; quickPicks: readonly MoneyQuickPick[] }) {
  const { meta, error, invalid, errorDescribedBy } = useFieldState(name);
  const hydrated = useHydrated();
  const [value, setValue] = useState(meta.initialValue ?? "");
  const labelText = label ?? FIELD_LABELS[name as Label] ?? name;
  return (
    <div className={`form-field form-field--wide${invalidClass(error)}`}>
      <FieldLabel htmlFor={meta.id}>{labelText}</FieldLabel>
      <div className="money-input">
        <span className="money-input__sign" aria-hidden="true">
          $
        </span>
        <input
          {...getInputProps(meta, { type: "text", value: false, ariaAttributes: false })}
          inputMode="decimal"
          maxLength={16}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-invalid={invalid}
          aria-describedby={errorDescribedBy}
          onBlur={() => {
            const amount = parseMoney(value);
            if (amount !== null) setValue(formatNumber(amount, 2));
          }}
        />
      </div>
      {hydrated && quickPicks.length > 0 && (
        <div className="quick-picks" role="group" aria-label={`${labelText} quick picks`}>
          {quickPicks.map((pick) => (
            <button
              key={pick.value}
              type="button"
              className="quick-picks__button"
              aria-pressed={parseMoney(value) === pick.value}
              onClick={() => setValue(formatNumber(pick.value, 2))}
            >
              {pick.label}
            </button>
          ))}
        </div>
      )}
      <FieldError id={meta.errorId} message={error} />
    </div>
  );
}

/**
 * The hidden honeypot (detail §3 "a hidden field"): off screen, out of the tab
 * order and hidden from assistive technology, so only a bot fills it.
 */
export function Honeypot({ name }: { name: string }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
