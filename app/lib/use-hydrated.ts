import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders and while this component hydrates, true
 * after: controls that need JavaScript appear only once they can work, and the
 * first browser render matches the server's HTML. React reads the server
 * snapshot while hydrating and re-renders with the browser's at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
