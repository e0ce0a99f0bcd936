// Facet counts and stats from the engine, shaped for the filter panel: values
// in a shopper's order with their counts, the chosen ones ticked, long lists
// folded after the first few, and slider bounds from the stats.
import type { ListingState } from "../../../domain/listing/search-url.ts";
import { LISTING_RANGES, type FacetValueContext, type ListingFacet, type ListingRange } from "../../../domain/listing/url-table.ts";
import { sliderBounds, type Range, type SliderBounds } from "../../../domain/range-slider.ts";
import type { FacetStats } from "../../../search/cars/index.ts";

export interface FacetValueView {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FacetView {
  param: string;
  label: string;
  open: boolean;
  /** Values in display order; the first `shown` are always visible. */
  values: FacetValueView[];
  shown: number;
  moreLabel: string | null;
}

export interface RangeView extends ListingRange {
  bounds: SliderBounds;
  /** The range in the address, or null for none. */
  current: Partial<Range> | null;
}

export interface FacetViewOptions {
  context: FacetValueContext;
  /** Site feature popularMakesCount (listing §9: 7 unless the site says otherwise). */
  popularMakesCount: number;
  /** Hits of the whole search: a value every car has does not narrow anything. */
  nbHits: number;
}

// One collator for every sort: localeCompare with options builds a new one per call.
const collator = new Intl.Collator("en-AU", { numeric: true });
const byCount = (a: FacetValueView, b: FacetValueView) => b.count - a.count || collator.compare(a.label, b.label);
const byLabel = (a: FacetValueView, b: FacetValueView) => collator.compare(a.label, b.label);

/** Counts of "Make > Model" pairs as counts of the chosen makes' models. */
export function modelCounts(pairs: Readonly<Record<string, number>>, makes: readonly string[]): Record<string, number> {
  // A Map: a model is free text from a feed, and one called "constructor" must not read an object's own machinery.
  const counts = new Map<string, number>();
  for (const [pair, count] of Object.entries(pairs)) {
    const split = pair.indexOf(" > ");
    if (split < 0 || !makes.includes(pair.slice(0, split))) continue;
    const model = pair.slice(split + 3);
    counts.set(model, (counts.get(model) ?? 0) + count);
  }
  return Object.fromEntries(counts);
}

/**
 * The models the model list offers: each chosen make's first `limit` by count
 * (listing §9 "The model list within a make is limited to 30"), so a second
 * make ticked adds its own models rather than sharing the first one's places.
 */
export function modelsWithinMakes(pairs: Readonly<Record<string, number>>, makes: readonly string[], limit: number): Set<string> {
  const offered = new Set<string>();
  for (const make of makes) {
    const mine = Object.entries(modelCounts(pairs, [make])).map(([value, count]) => ({ value, count, selected: false, label: value }));
    for (const model of mine.sort(byCount).slice(0, limit)) offered.add(model.value);
  }
  return offered;
}

/** One control's view, or null when it has nothing to offer. */
export function facetView(
  facet: ListingFacet,
  counts: Readonly<Record<string, number>>,
  state: ListingState,
  options: FacetViewOptions,
): FacetView | null {
  const selected = state.refinements[facet.param] ?? [];
  const source = facet.countAttribute === "make_model" ? modelCounts(counts, state.refinements.make ?? []) : counts;
  let values: FacetValueView[] = Object.entries(source)
    .filter(([value]) => value !== "" && !facet.hideValue?.(value, options.context))
    .map(([value, count]) => ({ value, count, selected: selected.includes(value), label: facet.valueLabel?.(value, options.context) ?? value }));
  // A chosen value with no cars left still shows, ticked, so it can be unticked.
  for (const value of selected) {
    if (!values.some((v) => v.value === value)) {
      values.push({ value, count: 0, selected: true, label: facet.valueLabel?.(value, options.context) ?? value });
    }
  }
  values.sort(byCount);
  if (facet.order) {
    const rank = (value: string) => {
      const i = facet.order!.indexOf(value);
      return i < 0 ? facet.order!.length : i;
    };
    values.sort((a, b) => rank(a.value) - rank(b.value));
  }
  if (facet.limit !== undefined && facet.countAttribute === "make_model") {
    const offered = modelsWithinMakes(counts, state.refinements.make ?? [], facet.limit);
    values = values.filter((v) => v.selected || offered.has(v.value));
  } else if (facet.limit !== undefined) {
    const top = values.slice(0, facet.limit);
    values = [...top, ...values.slice(facet.limit).filter((v) => v.selected)];
  }

  const unnarrowing = values.length === 1 && !values[0].selected && values[0].count >= options.nbHits;
  if (values.length === 0 || unnarrowing) return null;

  const shownLimit = facet.shown === "popularMakes" ? options.popularMakesCount : facet.shown;
  let shown = values.length;
  if (shownLimit !== undefined && values.length > shownLimit) {
    // The first few by count (and every ticked value) stay in view; the rest fold, alphabetically.
    const head = values.slice(0, shownLimit);
    const rest = values.slice(shownLimit);
    const visible = [...head, ...rest.filter((v) => v.selected)];
    const folded = rest.filter((v) => !v.selected).sort(byLabel);
    values = [...visible, ...folded];
    shown = folded.length > 0 ? visible.length : values.length;
  }
  return {
    param: facet.param,
    label: facet.label,
    open: Boolean(facet.open) || selected.length > 0,
    values,
    shown,
    moreLabel: shown < values.length ? (facet.moreLabel ?? `Show all ${facet.label.toLowerCase()}`) : null,
  };
}

/** The sliders with bounds from the facet stats; a slider with nothing to slide over is left out unless the address sets it. */
export function rangeViews(state: ListingState, stats: Readonly<Record<string, FacetStats | undefined>>): RangeView[] {
  const views: RangeView[] = [];
  for (const range of LISTING_RANGES) {
    const current = state.ranges[range.attribute] ?? null;
    const stat = stats[range.attribute];
    if (!current && (!stat || stat.min === stat.max)) continue;
    views.push({ ...range, bounds: sliderBounds(stat), current, open: Boolean(range.open) || current !== null });
  }
  return views;
}
