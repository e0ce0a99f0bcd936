import { ANALYTICS_EVENTS } from "../../../domain/leads/analytics.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { trackEvent } from "../forms/analytics.ts";

/** Opens the browser's print dialog (event 60); without JavaScript the browser's own Print does the same. */
export function PrintButton({ carId }: { carId: number }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="button print-page__print"
      onClick={() => {
        trackEvent(ANALYTICS_EVENTS.printClick, { car_id: carId });
        window.print();
      }}
    >
      Print this page
    </button>
  );
}
