// Selective hydration. A <HydrationPart> is a Suspense boundary: React hydrates
// the page's frame first and each part after it, in its own slices of work,
// and a part the shopper clicks or types into hydrates first (the event is
// replayed once it has). Until then the part is the server's HTML: its links
// and forms work as they do with JavaScript off.
//
// Each part leaves an inert <template data-part> in the HTML, marked once the
// part has hydrated; usePageHydrated() is true when no part is left unmarked.
// That is what `data-hydrated` on a page means, and what browser tests wait for.
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const noPartPending = () => document.querySelector("template[data-part]:not([data-part-hydrated])") === null;

function PartHydrated() {
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    marker.current?.setAttribute("data-part-hydrated", "");
    for (const listener of listeners) listener();
  }, []);
  return <template ref={marker} data-part="" />;
}

/** A part of the page that hydrates on its own (and, for a lazy component, once its code has arrived). */
export function HydrationPart({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated />
    </Suspense>
  );
}

/** True once the page and every <HydrationPart> on it have hydrated (false on the server). */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(subscribe, noPartPending, () => false);
}

/**
 * A component whose code the browser loads only when its part hydrates (put it
 * in a <HydrationPart>). The server loads it at start-up and renders it in
 * line: a part still waiting for code when the page is written would be sent
 * out of line, hidden until a script moves it, so without JavaScript it would
 * never show.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  if (!import.meta.env.SSR) return lazy(() => load().then((component) => ({ default: component })));
  let loaded: ComponentType<Props> | undefined;
  const loading = load().then((component) => (loaded = component));
  // React.lazy takes a thenable that calls back at once as already resolved.
  const resolvedNow = (component: ComponentType<Props>) => ({
    then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: component }),
  });
  return lazy(() => (loaded ? (resolvedNow(loaded) as unknown as Promise<{ default: ComponentType<Props> }>) : loading.then((component) => ({ default: component }))));
}
