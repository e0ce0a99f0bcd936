import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { applySliderChange, type Range } from "../../../domain/range-slider.ts";
import { SLIDER_DEBOUNCE_MS } from "../../../domain/listing/url-table.ts";
import {
  addressRange,
  fractionOf,
  isSliderKey,
  keyedSliderValue,
  sliderPosition,
  snapSliderValue,
  valueAtFraction,
} from "../../../domain/listing/slider-moves.ts";
import type { RangeView } from "../../lib/listing/facet-views.ts";
import { WhenHydrated } from "../../lib/use-hydrated.ts";
import { useDebouncedCallback } from "./use-debounced-callback.ts";
import { formatRangeValue } from "./range-value.ts";

type Handle = "min" | "max";

/** What the number fields hold: the address's ends; an open end is empty (its placeholder shows the bound). */
const fieldText = (range: Partial<Range> | null | undefined) => ({ min: range?.min?.toString() ?? "", max: range?.max?.toString() ?? "" });

/**
 * A two-thumb range slider (role=slider, keyboard: arrows, PageUp/PageDown,
 * Home/End; pointer drag) with two number fields that also work without
 * JavaScript (they are fields of the listing's GET form). A change is sent
 * 400 ms after the last move (listing §9).
 */
export function RangeFilter({ view, formId, onCommit }: { view: RangeView; formId: string; onCommit: (range: Partial<Range> | null) => void }) {
  const { attribute, bounds, unit, label } = view;
  const id = useId();
  const [position, setPosition] = useState(() => sliderPosition(view.current ?? undefined, bounds));
  const [text, setText] = useState(() => fieldText(view.current));
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<Handle | null>(null);
  const commit = useDebouncedCallback((next: Range) => onCommit(addressRange(attribute, next, bounds)), SLIDER_DEBOUNCE_MS);

  // New results bring the address's range back in; a handle being dragged is left alone.
  const currentKey = `${view.current?.min}:${view.current?.max}:${bounds.min}:${bounds.max}`;
  useEffect(() => {
    if (dragging.current) return;
    setPosition(sliderPosition(view.current ?? undefined, bounds));
    setText(fieldText(view.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey]);

  const move = (handle: Handle, value: number): boolean => {
    const change = applySliderChange(attribute, position, { [handle]: value }, bounds);
    if (change.kind === "out_of_range") {
      // listing §5 / §8: "A value outside the range is logged and ignored."
      console.warn(`${label} slider: ${value} is outside ${bounds.min}–${bounds.max}; ignored.`);
      return false;
    }
    setPosition(change.range);
    setText(fieldText(addressRange(attribute, change.range, bounds)));
    commit.schedule(change.range);
    return true;
  };

  const onKeyDown = (handle: Handle) => (event: KeyboardEvent) => {
    if (!isSliderKey(event.key)) return;
    event.preventDefault();
    move(handle, keyedSliderValue(attribute, position[handle], event.key, bounds));
  };

  const valueAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return null;
    return valueAtFraction(attribute, (clientX - rect.left) / rect.width, bounds);
  };

  const startDrag = (handle: Handle | null) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const value = valueAt(event.clientX);
    if (value === null) return;
    // A press on the track takes the nearer handle there.
    const chosen = handle ?? (Math.abs(value - position.min) <= Math.abs(value - position.max) ? "min" : "max");
    dragging.current = chosen;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    document.getElementById(`${id}-${chosen}`)?.focus();
    if (handle === null) move(chosen, value);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const handle = dragging.current;
    if (!handle) return;
    const value = valueAt(event.clientX);
    if (value !== null && value !== position[handle]) move(handle, value);
  };

  const endDrag = () => {
    dragging.current = null;
  };

  const commitText = (handle: Handle) => {
    const raw = text[handle].trim();
    const value = raw === "" ? bounds[handle] : snapSliderValue(attribute, Number(raw));
    const reset = () => setText(fieldText(addressRange(attribute, position, bounds)));
    if (!Number.isFinite(value)) return reset();
    if (value === position[handle]) return;
    if (!move(handle, value)) reset();
  };

  const percent = (value: number) => `${(fractionOf(value, bounds) * 100).toFixed(2)}%`;
  const thumb = (handle: Handle) => {
    const value = position[handle];
    return (
      <div
        id={`${id}-${handle}`}
        role="slider"
        tabIndex={0}
        className={`range-slider__thumb range-slider__thumb--${handle}`}
        style={{ left: percent(value) }}
        aria-label={`${handle === "min" ? "Minimum" : "Maximum"} ${label.toLowerCase()}`}
        aria-valuemin={handle === "min" ? bounds.min : position.min}
        aria-valuemax={handle === "min" ? position.max : bounds.max}
        aria-valuenow={value}
        aria-valuetext={formatRangeValue(unit, value)}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown(handle)}
        onPointerDown={startDrag(handle)}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      />
    );
  };

  const field = (handle: Handle) => (
    <label className="range-field">
      <span className="range-field__label">
        {handle === "min" ? "Min" : "Max"}
        <span className="visually-hidden"> {label.toLowerCase()}</span>
      </span>
      <input
        type="number"
        name={`range[${attribute}][${handle}]`}
        form={formId}
        inputMode="numeric"
        min={Math.floor(bounds.min)}
        max={Math.ceil(bounds.max)}
        step="any"
        placeholder={formatRangeValue(unit, handle === "min" ? bounds.min : bounds.max)}
        value={text[handle]}
        onChange={(event) => setText((t) => ({ ...t, [handle]: event.target.value }))}
        onBlur={() => commitText(handle)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          commitText(handle);
        }}
      />
    </label>
  );

  return (
    <details className="filter-group" open={view.open} data-range={attribute}>
      <summary className="filter-group__title">{label}</summary>
      <fieldset className="filter-group__body">
        <legend className="visually-hidden">{label}</legend>
        {/* Only the slider changes once JavaScript runs: the filter with its fields is not drawn again for it. */}
        <WhenHydrated>
          <div className="range-slider">
            <p className="range-slider__values" aria-hidden="true">
              {formatRangeValue(unit, position.min)} – {formatRangeValue(unit, position.max)}
            </p>
            <div className="range-slider__rail">
              <div ref={track} className="range-slider__track" onPointerDown={startDrag(null)} onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag}>
                <div className="range-slider__fill" style={{ left: percent(position.min), right: `calc(100% - ${percent(position.max)})` }} />
              </div>
              {thumb("min")}
              {thumb("max")}
            </div>
          </div>
        </WhenHydrated>
        <div className="range-fields">
          {field("min")}
          {field("max")}
        </div>
      </fieldset>
    </details>
  );
}
