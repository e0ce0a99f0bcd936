// Range sliders for price, subscription_price, year and km (listing §2, §4,
// §5): bounds from the facet stats, the clamping rules, and the
// `range[attr]=min:max` address format with its parser.

export const RANGE_ATTRIBUTES = ["price", "subscription_price", "year", "km"] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

export const SLIDER_DEFAULT_MAX = 100_000;
/** Price and km slider values are rounded to the nearest 1000. */
export const SLIDER_ROUNDING = 1000;
const ROUNDED_ATTRIBUTES: readonly string[] = ["price", "km"];
/** Numbers in an address beyond this are clamped to it: no car costs a billion dollars. */
export const RANGE_VALUE_LIMIT = 1_000_000_000;

export interface Range {
  min: number;
  max: number;
}

export interface SliderBounds extends Range {
  /** One hundredth of the range. */
  step: number;
}

export function isRangeAttribute(name: string): name is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(name);
}

/** Bounds from the facet's stats; without stats 0 to 100000. */
export function sliderBounds(stats: { min?: number | null; max?: number | null } | null | undefined): SliderBounds {
  const finite = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value);
  const min = finite(stats?.min) ? stats.min : 0;
  const max = finite(stats?.max) ? Math.max(stats.max, min) : Math.max(SLIDER_DEFAULT_MAX, min);
  return { min, max, step: max > min ? (max - min) / 100 : 1 };
}

/** Price and km to the nearest 1000; other attributes unchanged. */
export function roundSliderValue(attribute: string, value: number): number {
  return ROUNDED_ATTRIBUTES.includes(attribute) ? Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING : value;
}

export type SliderChange =
  | { kind: "accepted"; range: Range }
  /** listing §5 / §8: "A value outside the range is logged and ignored": the caller logs this and keeps the current range. */
  | { kind: "out_of_range"; attribute: string; value: number; bounds: SliderBounds };

/**
 * A slider move. A value outside the bounds is reported, not applied. Min is
 * clamped to the max and max to the min, values rounded (price, km), and a
 * rounded value that would leave the bounds stays at the bound.
 */
export function applySliderChange(attribute: string, current: Range, proposed: Partial<Range>, bounds: SliderBounds): SliderChange {
  for (const value of [proposed.min, proposed.max]) {
    if (value !== undefined && !(value >= bounds.min && value <= bounds.max)) {
      return { kind: "out_of_range", attribute, value, bounds };
    }
  }
  let min = proposed.min ?? current.min;
  let max = proposed.max ?? current.max;
  // The handle that moved gives way to the other one.
  if (proposed.max !== undefined && proposed.min === undefined) max = Math.max(max, min);
  else min = Math.min(min, max);
  const settle = (value: number) => Math.min(bounds.max, Math.max(bounds.min, roundSliderValue(attribute, value)));
  return { kind: "accepted", range: { min: settle(min), max: settle(max) } };
}

/** The parameter name: `range[price]`. */
export function rangeParamName(attribute: string): string {
  return `range[${attribute}]`;
}

/** `min:max`; an open side is left empty (`:50000`). */
export function formatRangeParam(range: Partial<Range>): string {
  const side = (value: number | undefined) => (value === undefined ? "" : String(value));
  return `${side(range.min)}:${side(range.max)}`;
}

const RANGE_VALUE = /^\s*(-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)?\s*:\s*(-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)?\s*$/i;

/**
 * `min:max` from the address. Malformed → null (the caller ignores the
 * parameter); numbers beyond ±1e9 are clamped; a min above the max is
 * clamped to the max.
 */
export function parseRangeParam(value: string | null | undefined): Partial<Range> | null {
  const match = RANGE_VALUE.exec(value ?? "");
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const read = (text: string | undefined) =>
    text === undefined ? undefined : Math.min(RANGE_VALUE_LIMIT, Math.max(-RANGE_VALUE_LIMIT, Number(text)));
  const max = read(match[2]);
  const rawMin = read(match[1]);
  const min = rawMin !== undefined && max !== undefined ? Math.min(rawMin, max) : rawMin;
  const range: Partial<Range> = {};
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return range;
}

/** Every valid `range[attr]` parameter of an address, for the known range attributes. */
export function parseRangeParams(params: URLSearchParams): Partial<Record<RangeAttribute, Partial<Range>>> {
  const ranges: Partial<Record<RangeAttribute, Partial<Range>>> = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = parseRangeParam(params.get(rangeParamName(attribute)));
    if (range) ranges[attribute] = range;
  }
  return ranges;
}

/** listing §4: a slider change sets `range[attr]=min:max` and removes the page parameter. */
export function withRangeParam(params: URLSearchParams, attribute: string, range: Partial<Range>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(rangeParamName(attribute), formatRangeParam(range));
  next.delete("page");
  return next;
}

/** A query string as the listing writes its addresses: brackets and colons left readable (`range[price]=5000:20000`). */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replace(/%5B/gi, "[").replace(/%5D/gi, "]").replace(/%3A/gi, ":");
}
