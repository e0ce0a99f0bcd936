import { useEffect, useState } from "react";

// Set by the first component whose effects run: from then on the page is
// hydrated, and components mounted later (client navigation) start hydrated.
let pageHydrated = false;

/**
 * False while the server renders and while the browser hydrates, true after:
 * controls that need JavaScript appear only when they can work, and the first
 * client render matches the server's HTML. (Not useSyncExternalStore's server
 * snapshot: Preact, the production browser runtime, does not use it when hydrating.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
