import { useAnimatedNumber } from "./use-animated-number.ts";
import { formatNumber } from "../../../domain/number-format.ts";


/**
 * "Show Me N cars" at the foot of the mobile filter drawer (listing §4): the
 * count animates from the previous value to the new one; a click shows a
 * navigating state and moves to the results. Without JavaScript it submits
 * the filter form.
 */
export function ShowResultsButton({ total, formId, navigating, onShow }: { total: number; formId: string; navigating: boolean; onShow: () => void }) {
  const shown = useAnimatedNumber(total);
  return (
    <button
      type="submit"
      form={formId}
      className="button button--accent show-results"
      aria-busy={navigating || undefined}
      data-navigating={navigating || undefined}
      // React calls this only once the button has hydrated; until then the button submits the filter form.
      onClick={(event) => {
        event.preventDefault();
        onShow();
      }}
    >
      {navigating ? (
        <>
          <span className="show-results__spinner" aria-hidden="true" /> Showing cars…
        </>
      ) : (
        <>
          Show Me <span className="show-results__count">{formatNumber(shown)}</span> {total === 1 ? "car" : "cars"}
        </>
      )}
    </button>
  );
}
