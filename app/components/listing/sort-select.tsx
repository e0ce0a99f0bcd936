import { SORT_OPTIONS } from "../../../domain/listing/url-table.ts";
import { UntilHydrated } from "../../lib/use-hydrated.ts";

/** The sort order: a select of the listing form; without JavaScript a Sort button applies it. */
export function SortSelect({ sortBy, formId, onChange }: { sortBy: string; formId: string; onChange: () => void }) {
  const id = `${formId}-sort`;
  return (
    <div className="listing-sort">
      <label htmlFor={id}>Sort by</label>
      <select key={sortBy} id={id} name="sortBy" form={formId} defaultValue={sortBy} onChange={onChange}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <UntilHydrated>
        <button type="submit" form={formId} className="button button--ghost listing-sort__apply without-js">
          Sort
        </button>
      </UntilHydrated>
    </div>
  );
}
