import type { FacetView, FacetValueView } from "../../lib/listing/facet-views.ts";
import { formatNumber } from "../../../domain/number-format.ts";


/**
 * One facet control: a group of checkboxes in the listing's GET form, with
 * counts. Without JavaScript the form's submit button applies them; with it,
 * a tick applies at once (onChange).
 */
export function FacetGroup({ view, formId, onChange }: { view: FacetView; formId: string; onChange: () => void }) {
  const id = `facet-${view.param}`;
  const head = view.values.slice(0, view.shown);
  const rest = view.values.slice(view.shown);
  const box = (value: FacetValueView) => (
    // Unticked by hand, the box keeps its state until new results arrive; the key resets it to them.
    <li key={`${value.value}:${value.selected}`}>
      <label className="facet-value">
        <input type="checkbox" name={view.param} value={value.value} defaultChecked={value.selected} form={formId} onChange={onChange} />
        {value.label}
        <span className="facet-value__count">
          {formatNumber(value.count)}
          <span className="visually-hidden"> {value.count === 1 ? "vehicle" : "vehicles"}</span>
        </span>
      </label>
    </li>
  );
  return (
    <details className="filter-group" open={view.open} data-facet={view.param}>
      <summary className="filter-group__title">{view.label}</summary>
      <fieldset className="filter-group__body">
        <legend className="visually-hidden">{view.label}</legend>
        <ul className="facet-values" id={id}>
          {head.map(box)}
        </ul>
        {rest.length > 0 && view.moreLabel && (
          <details className="facet-more">
            <summary>{view.moreLabel}</summary>
            <ul className="facet-values">{rest.map(box)}</ul>
          </details>
        )}
      </fieldset>
    </details>
  );
}
