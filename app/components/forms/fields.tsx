// The form controls every lead form is built from: labelled, with the
// required mark, the field's message tied to it (aria-describedby) and the
// value the shopper typed kept across a failed submission.
import { useState, type ChangeEvent, type FocusEvent, type ReactNode } from "react";
import { FIELD_LABELS, POSTCODE_MAX_LENGTH } from "../../../domain/forms/fields.ts";
import { formatKms, parseKms } from "../../../domain/forms/kms.ts";
import type { MoneyQuickPick } from "../../../domain/forms/money.ts";
import { parseMoney } from "../../../domain/forms/money.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useField } from "./form-context.tsx";
import { formatNumber } from "../../../domain/number-format.ts";

type Label = keyof typeof FIELD_LABELS;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

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
  const field = useField(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const noticeId = notice ? `${field.id}-notice` : undefined;
  return (
    <div className={`form-field${field.error ? " form-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label ?? FIELD_LABELS[name as Label] ?? name}
      </FieldLabel>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <input
        id={field.id}
        name={name}
        type={type}
        defaultValue={field.text}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(hintId, field.error && field.errorId, noticeId)}
        {...input}
      />
      <FieldError id={field.errorId} message={field.error} />
      {notice && (
        <p className="form-field__notice" id={noticeId} role="status">
          {notice}
        </p>
      )}
    </div>
  );
}

export function TextArea({ name, label, required, rows = 5, hint }: { name: string; label?: string; required?: boolean; rows?: number; hint?: ReactNode }) {
  const field = useField(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className={`form-field form-field--wide${field.error ? " form-field--invalid" : ""}`}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label ?? FIELD_LABELS[name as Label] ?? name}
      </FieldLabel>
      {hint && hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        defaultValue={field.text}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(hintId, field.error && field.errorId)}
      />
      <FieldError id={field.errorId} message={field.error} />
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
  const field = useField(name);
  return (
    <div className={`form-field${field.error ? " form-field--invalid" : ""}`}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label ?? FIELD_LABELS[name as Label] ?? name}
      </FieldLabel>
      <select
        id={field.id}
        name={name}
        defaultValue={field.has ? field.text : (defaultValue ?? "")}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
        onChange={onChange}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

export function CheckboxField({ name, label, required, defaultChecked = false }: { name: string; label: ReactNode; required?: boolean; defaultChecked?: boolean }) {
  const field = useField(name);
  const checked = field.has || field.posted ? ["on", "true", "1", "yes"].includes(field.text.toLowerCase()) : defaultChecked;
  return (
    <div className={`form-field form-field--wide form-field--checkbox${field.error ? " form-field--invalid" : ""}`}>
      <input
        id={field.id}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        aria-required={required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
      />
      <label htmlFor={field.id}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {" "}*
          </span>
        )}
      </label>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}

export function RadioGroup({ name, legend, options, required }: { name: string; legend?: string; options: readonly SelectOption[]; required?: boolean }) {
  const field = useField(name);
  return (
    <fieldset
      className={`form-field form-field--radios${field.error ? " form-field--invalid" : ""}`}
      aria-describedby={field.error ? field.errorId : undefined}
      aria-required={required || undefined}
    >
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
              type="radio"
              name={name}
              value={option.value}
              id={index === 0 ? field.id : undefined}
              defaultChecked={field.text === option.value}
              aria-invalid={field.error ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}

/** A group of checkboxes sending one value each (additional_services). */
export function CheckboxGroup({ name, legend, options }: { name: string; legend: string; options: readonly string[] }) {
  const field = useField(name);
  return (
    <fieldset className={`form-field form-field--wide form-field--radios${field.error ? " form-field--invalid" : ""}`} aria-describedby={field.error ? field.errorId : undefined}>
      <legend className="form-field__label">{legend}</legend>
      <div className="form-field__options">
        {options.map((option, index) => (
          <label key={option} className="form-field__option">
            <input type="checkbox" name={name} value={option} id={index === 0 ? field.id : undefined} defaultChecked={field.list.includes(option)} />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  );
}

/** detail §5: "Postcode: required, exactly 4 digits, max length 4, no thousands separator". */
export function PostcodeField({ notice, onChange }: { notice?: string | null; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <TextField
      name="postcode"
      required
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={POSTCODE_MAX_LENGTH}
      notice={notice}
      onChange={onChange}
      className="form-field--short"
    />
  );
}

/** The shopper's contact details, in the order every form asks for them. */
export function ContactFields({ postcodeNotice, onPostcodeChange }: { postcodeNotice?: string | null; onPostcodeChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <>
      <TextField name="name" required autoComplete="given-name" maxLength={100} />
      <TextField name="last_name" required autoComplete="family-name" maxLength={100} />
      <TextField name="email" type="email" required autoComplete="email" inputMode="email" maxLength={254} />
      <TextField name="phone" type="tel" required autoComplete="tel" inputMode="tel" maxLength={20} />
      <PostcodeField notice={postcodeNotice} onChange={onPostcodeChange} />
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
  const field = useField(name);
  const hydrated = useHydrated();
  const [value, setValue] = useState(field.text);
  const labelText = label ?? FIELD_LABELS[name as Label] ?? name;
  return (
    <div className={`form-field form-field--wide${field.error ? " form-field--invalid" : ""}`}>
      <FieldLabel htmlFor={field.id}>{labelText}</FieldLabel>
      <div className="money-input">
        <span className="money-input__sign" aria-hidden="true">
          $
        </span>
        <input
          id={field.id}
          name={name}
          type="text"
          inputMode="decimal"
          maxLength={16}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? field.errorId : undefined}
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
      <FieldError id={field.errorId} message={field.error} />
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
