// The Australian states and territories: the regoState select, the default
// form state and each state's clock (opening hours, "open now").

export const AUSTRALIAN_STATES = [
  { code: "act", abbreviation: "ACT", name: "Australian Capital Territory", timeZone: "Australia/Sydney" },
  { code: "nsw", abbreviation: "NSW", name: "New South Wales", timeZone: "Australia/Sydney" },
  { code: "nt", abbreviation: "NT", name: "Northern Territory", timeZone: "Australia/Darwin" },
  { code: "qld", abbreviation: "QLD", name: "Queensland", timeZone: "Australia/Brisbane" },
  { code: "sa", abbreviation: "SA", name: "South Australia", timeZone: "Australia/Adelaide" },
  { code: "tas", abbreviation: "TAS", name: "Tasmania", timeZone: "Australia/Hobart" },
  { code: "vic", abbreviation: "VIC", name: "Victoria", timeZone: "Australia/Melbourne" },
  { code: "wa", abbreviation: "WA", name: "Western Australia", timeZone: "Australia/Perth" },
] as const;

export type AustralianState = (typeof AUSTRALIAN_STATES)[number];
export type StateCode = AustralianState["code"];

export const STATE_CODES = AUSTRALIAN_STATES.map((s) => s.code) as [StateCode, ...StateCode[]];

/** detail §9: "Default form state qld." */
export const DEFAULT_FORM_STATE: StateCode = "qld";

/**
 * The state for a code, abbreviation or full name in any case ("QLD",
 * "qld", "Queensland"), or undefined. Location rows store the state as typed
 * by the dealer, so accept every common spelling.
 */
export function australianState(value: string | null | undefined): AustralianState | undefined {
  const wanted = (value ?? "").trim().toLowerCase();
  if (!wanted) return undefined;
  return AUSTRALIAN_STATES.find((s) => s.code === wanted || s.name.toLowerCase() === wanted);
}

/** The IANA time zone of a state; Brisbane (the platform's home clock) when the state is unknown. */
export function stateTimeZone(value: string | null | undefined): string {
  return australianState(value)?.timeZone ?? "Australia/Brisbane";
}
