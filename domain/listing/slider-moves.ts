// How a range slider's handles move (keyboard and pointer) and which range a
// slider position puts in the address. The clamping and rounding rules
// themselves live in domain/range-slider.ts; this adds what a two-thumb
// control needs on top of them.
import { roundSliderValue, SLIDER_ROUNDING, type Range, type SliderBounds } from "../range-slider.ts";

export const SLIDER_KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"] as const;
export type SliderKey = (typeof SLIDER_KEYS)[number];
/** PageUp / PageDown move this many steps. */
export const SLIDER_PAGE_STEPS = 10;

export const isSliderKey = (key: string): key is SliderKey => (SLIDER_KEYS as readonly string[]).includes(key);

/** The smallest move that changes a value: 1000 for price and km (they round to it), one for years and the rest. */
export function sliderUnit(attribute: string): number {
  // The attributes range-slider.ts rounds are the ones a single unit rounds away.
  return roundSliderValue(attribute, 1) === 0 ? SLIDER_ROUNDING : 1;
}

/** A value as the slider shows it: price and km to the nearest 1000, the others whole. */
export function snapSliderValue(attribute: string, value: number): number {
  return sliderUnit(attribute) === 1 ? Math.round(value) : roundSliderValue(attribute, value);
}

const clamp = (value: number, bounds: Range) => Math.min(bounds.max, Math.max(bounds.min, value));

/**
 * The value a key moves a handle to: arrows one step (one hundredth of the
 * range), PageUp/PageDown ten, Home/End the bounds. A step smaller than the
 * rounding would leave the handle where it is, so it moves one unit instead.
 */
export function keyedSliderValue(attribute: string, current: number, key: SliderKey, bounds: SliderBounds): number {
  if (key === "Home") return bounds.min;
  if (key === "End") return bounds.max;
  const direction = key === "ArrowLeft" || key === "ArrowDown" || key === "PageDown" ? -1 : 1;
  const steps = key === "PageUp" || key === "PageDown" ? SLIDER_PAGE_STEPS : 1;
  let next = snapSliderValue(attribute, current + direction * steps * bounds.step);
  if (direction * (next - current) <= 0) next = snapSliderValue(attribute, current + direction * sliderUnit(attribute));
  if (direction * (next - current) <= 0) next = current + direction * sliderUnit(attribute);
  return clamp(next, bounds);
}

/** Where a value sits on the track, 0 to 1. */
export function fractionOf(value: number, bounds: Range): number {
  if (bounds.max <= bounds.min) return 0;
  return Math.min(1, Math.max(0, (value - bounds.min) / (bounds.max - bounds.min)));
}

/** The value at a point of the track (0 to 1), snapped and inside the bounds. */
export function valueAtFraction(attribute: string, fraction: number, bounds: Range): number {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  return clamp(snapSliderValue(attribute, bounds.min + f * (bounds.max - bounds.min)), bounds);
}

/** The handles' positions for an address range: an open side sits at its bound; values outside the bounds are pulled in. */
export function sliderPosition(range: Partial<Range> | undefined, bounds: Range): Range {
  const min = clamp(range?.min ?? bounds.min, bounds);
  const max = clamp(range?.max ?? bounds.max, bounds);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/**
 * The range a slider position puts in the address. A handle at (or rounded
 * to) its bound leaves that side open, so rounding never hides the cheapest
 * or dearest car; both sides open is no range at all (null).
 */
export function addressRange(attribute: string, position: Range, bounds: Range): Partial<Range> | null {
  const atMin = position.min <= bounds.min || snapSliderValue(attribute, position.min) <= snapSliderValue(attribute, bounds.min);
  const atMax = position.max >= bounds.max || snapSliderValue(attribute, position.max) >= snapSliderValue(attribute, bounds.max);
  const range: Partial<Range> = {};
  if (!atMin) range.min = position.min;
  if (!atMax) range.max = position.max;
  return atMin && atMax ? null : range;
}
