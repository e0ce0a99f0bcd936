// Every message a form shows, in one place. Texts quoted in the spec are
// copied exactly, typos included ('occured'): dealers and their tests look
// for these strings.

/** detail §5: the postcode field's message. */
export const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
/** detail §5/§8: the postcode lookup (restricted to Australia) found nothing. */
export const POSTCODE_NOT_FOUND = "Invalid postcode";
/** detail §5: the terms checkbox message of the dealer group that has one. */
export const TERMS_REQUIRED_SHORT = "*You must agree to the terms of use before submitting.";
/** detail §5: "Some dealers show" this wording instead. */
export const TERMS_REQUIRED_LONG = "* You must agree to the terms of use before submitting the form.";
/** detail §5: heading of the form's error list. */
export const FORM_ERRORS_HEADING = "Please fix the following errors:";
/** detail §8: a form submission failed (alert, then stored as the form error). */
export const FORM_SUBMIT_FAILED = "An error occurred when submitting this form";
/** detail §8: a lead failed without a server message. The typo is the spec's. */
export const LEAD_UNEXPECTED_ERROR = "An unexpected error occured";

/** Shown when a required field is empty; one sentence per field, all worded alike. */
export const REQUIRED_MESSAGES = {
  name: "Please enter your first name.",
  last_name: "Please enter your last name.",
  email: "Please enter your email address.",
  phone: "Please enter your phone number.",
  postcode: "Please enter your postcode.",
  message: "Please enter your comments.",
  category: "Please select a category.",
  location: "Please select a location.",
  dealership_slug: "Please select your preferred dealership.",
  kms: "Please enter the kilometres.",
  rego: "Please enter the registration number.",
  regoState: "Please select the registration state.",
  PreferredContactMethod: "Please select how you would like us to contact you.",
  make: "Please enter your vehicle's make.",
  model: "Please enter your vehicle's model.",
  service_type: "Please select a service type.",
  preferred_date: "Please select a preferred date.",
  preferred_time: "Please select a preferred drop-off time.",
  part: "Please enter the part name or number.",
} as const;

/** A one-line field (a name, a phone number, a rego) that holds a line break or another control character. */
export const oneLineMessage = (label: string) => `${label} must be one line of text, without line breaks or control characters.`;
/** A multi-line field (comments) that holds a control character other than a line break or a tab. */
export const plainTextMessage = (label: string) => `${label} may hold line breaks, but no other control characters.`;

/** Shown when a field has a value we cannot accept; each says what is allowed. */
export const INVALID_MESSAGES = {
  email: "Please enter a valid email address, e.g. name@example.com.",
  phone: "Please enter a valid Australian phone number, e.g. 0412 345 678.",
  postcode: INVALID_POSTCODE,
  kms: "Please enter the kilometres as a whole number, e.g. 45,000.",
  rego: "Please enter the registration number using letters and numbers only (up to 9).",
  dateTime: "Please choose a valid date and time.",
  choice: "Please choose one of the options listed.",
  yesNo: "Please choose Yes or No.",
  money: "Please enter an amount in dollars, e.g. 30,000.",
} as const;

/** Shown when a text is longer than its field allows. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be ${max} characters or fewer.`;
}

/**
 * The form-level error after a failed submission: the server's own message
 * when it gave one, else the spec's generic text (detail §8 "that text or the
 * error message stored as form error").
 */
export function submitFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return text.trim() || FORM_SUBMIT_FAILED;
}

/** detail §8: "Lead failure: server error or 'An unexpected error occured' shown on the form." */
export function leadFailureMessage(serverError: string | null | undefined): string {
  return serverError?.trim() || LEAD_UNEXPECTED_ERROR;
}

/** The terms checkbox wording a site uses (sites: features.termsCheckbox). */
export type TermsWording = "short" | "long";

export function termsRequiredMessage(wording: TermsWording): string {
  return wording === "long" ? TERMS_REQUIRED_LONG : TERMS_REQUIRED_SHORT;
}
