import { useEffect, useState } from "react";
import { whenPartsHydrated } from "./hydrate-later.tsx";

// Set once the page and all its <HydrateLater> parts have hydrated: from then
// on components mounted later (client navigation) start hydrated.
let pageHydrated = false;

/**
 * False while the server renders and while the browser hydrates (all of the
 * page, its <HydrateLater> parts included), true after:
 * controls that need JavaScript appear only when they can work, and the first
 * client render matches the server's HTML. (Not useSyncExternalStore's server
 * snapshot: Preact, the production browser runtime, does not use it when hydrating.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    let mounted = true;
    void whenPartsHydrated().then(() => {
      pageHydrated = true;
      if (mounted) setHydrated(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return hydrated;
}
