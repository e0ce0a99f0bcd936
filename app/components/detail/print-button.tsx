import { useHydrated } from "../../lib/use-hydrated.ts";

/** Opens the browser's print dialog; without JavaScript the browser's own Print does the same. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button print-page__print" onClick={() => window.print()}>
      Print this page
    </button>
  );
}
