import { useEffect, useMemo, useRef } from "react";

export interface Debounced<A extends unknown[]> {
  /** Calls the callback `ms` after the last schedule. */
  schedule(...args: A): void;
  /** Runs a scheduled call now. */
  flush(): void;
  cancel(): void;
}

/** A callback that runs once input has paused for `ms` (listing §9: 300 ms search box, 400 ms sliders). */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, ms: number): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending: A | null = null;
    const run = () => {
      timer = null;
      const args = pending;
      pending = null;
      if (args) latest.current(...args);
    };
    return {
      schedule(...args: A) {
        pending = args;
        if (timer) clearTimeout(timer);
        timer = setTimeout(run, ms);
      },
      flush() {
        if (timer) clearTimeout(timer);
        run();
      },
      cancel() {
        if (timer) clearTimeout(timer);
        timer = null;
        pending = null;
      },
    };
  }, [ms]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
