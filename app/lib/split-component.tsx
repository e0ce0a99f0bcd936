// Parts of a page whose code the browser fetches just after the page's own:
// the server renders them as usual (so the HTML is whole and works without
// JavaScript), and the browser keeps that HTML until their code has arrived,
// then hydrates them. Their code starts downloading as soon as the module
// that declares them runs, in parallel with hydration, and is not part of the
// page's first-load JavaScript.
//
//   const { FuelCalculator } = splitModule(() => import("./fuel-calculator.tsx"), ["FuelCalculator"]);
//
// On the server the module loads at start-up, so pages render in one pass
// with the component already there.
import { lazy, memo, Suspense, useEffect, useSyncExternalStore, type ComponentProps, type ComponentType } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its own props are kept
type AnyComponent = ComponentType<any>;

// Split parts on the page whose server HTML is not hydrated yet. Each part adds
// one when it mounts and its content takes it off when it has hydrated.
let waiting = 0;
const listeners = new Set<() => void>();
function addWaiting(delta: number) {
  waiting += delta;
  for (const listener of listeners) listener();
}

/** Rendered inside a part's boundary: its effect runs once that content has hydrated. */
function Hydrated() {
  useEffect(() => {
    addWaiting(-1);
    return () => addWaiting(1);
  }, []);
  return null;
}

export function splitComponent<C extends AnyComponent>(load: () => Promise<C>): C {
  let loaded: C | null = null;
  const code = load().then((component) => (loaded = component));
  const Lazy = lazy(() => code.then((component) => ({ default: component })));
  function SplitComponent(props: ComponentProps<C>) {
    useEffect(() => {
      addWaiting(1);
      return () => addWaiting(-1);
    }, []);
    // The server renders the loaded component directly; the browser always goes
    // through Lazy (once resolved it renders synchronously, and its type never changes).
    const Component = (import.meta.env.SSR && loaded ? loaded : Lazy) as ComponentType<ComponentProps<C>>;
    // The same Suspense boundary on both sides: the browser hydrates it once its code is in.
    return (
      <Suspense fallback={null}>
        <Component {...props} />
        <Hydrated />
      </Suspense>
    );
  }
  // A boundary that receives new props before it has hydrated is thrown away and
  // rendered again in the browser (losing the server HTML): equal props must not
  // count as new when the page re-renders.
  return memo(SplitComponent) as unknown as C;
}

/** Several components of one module, split together (one download). */
export function splitModule<M, K extends keyof M & string>(load: () => Promise<M>, names: readonly K[]): Pick<M, K> {
  let module: Promise<M> | null = null;
  const once = () => (module ??= load());
  return Object.fromEntries(names.map((name) => [name, splitComponent(() => once().then((m) => m[name] as AnyComponent))])) as Pick<M, K>;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once every split part on the page has hydrated (always false on the server and while hydrating). */
export function useSplitPartsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting === 0,
    () => false,
  );
}
