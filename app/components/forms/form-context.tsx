// What every field of a form reads: its id, its message and the value to
// start from (the typed values the server sent back, or the page's prefill),
// so the fields stay small and the form decides.
import { createContext, useContext } from "react";

export type FieldValues = Record<string, string | string[] | undefined>;

export interface FormContextValue {
  idPrefix: string;
  fieldErrors: Record<string, string>;
  values: FieldValues;
  /** The values are what the shopper posted: an absent checkbox was left unticked. */
  posted?: boolean;
}

export const FormContext = createContext<FormContextValue>({ idPrefix: "form", fieldErrors: {}, values: {} });

export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function useField(name: string) {
  const { idPrefix, fieldErrors, values, posted = false } = useContext(FormContext);
  const id = fieldId(idPrefix, name);
  const error = fieldErrors[name];
  const value = values[name];
  return {
    id,
    error,
    errorId: `${id}-error`,
    /** The first value as text, "" when none. */
    text: Array.isArray(value) ? (value[0] ?? "") : (value ?? ""),
    /** Every value (checkbox groups). */
    list: Array.isArray(value) ? value : value ? [value] : [],
    has: value !== undefined,
    posted,
  };
}
