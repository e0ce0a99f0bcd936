// Selective hydration. A <HydrationPart> is a Suspense boundary: React hydrates
// the page's frame first and each part after it, in its own slices of work,
// and a part the shopper clicks or types into hydrates first (the event is
// replayed once it has). Until then the part is the server's HTML: its links
// and forms work as they do with JavaScript off.
//
// Each part leaves an inert <template data-part> in the HTML, marked once the
// part has hydrated. When no part is left unmarked, the page's hydrated
// components turn live (app/lib/use-hydrated.ts), and then `data-hydrated` is
// set on the <html> element: what browser tests wait for. It is set on the
// element itself, not rendered: a state change there would re-render the whole
// page at once, in one long task, just as it finished hydrating in small slices.
import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { turnHydratedPageLive } from "./use-hydrated.ts";

const markPageIfHydrated = () => {
  if (document.querySelector("template[data-part]:not([data-part-hydrated])") === null) {
    turnHydratedPageLive(() => document.documentElement.setAttribute("data-hydrated", ""));
  }
};

function PartHydrated() {
  const marker = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    marker.current?.setAttribute("data-part-hydrated", "");
    markPageIfHydrated();
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

/**
 * Sets `data-hydrated` on <html> once the page and every <HydrationPart> on it
 * have hydrated (render it once, in the root, with the location's key as
 * `page`). It looks again on every navigation: a shopper who follows a link
 * before the page has finished hydrating takes away the parts still waiting,
 * which will never mark themselves, and the new page is rendered, not
 * hydrated.
 */
export function PageHydratedMarker({ page }: { page?: string }): null {
  useEffect(markPageIfHydrated, [page]);
  return null;
}

/** A lazy part, and a way to fetch its code before it first renders. */
export type LazyPart<Props extends object> = ComponentType<Props> & {
  /** Fetches the part's code; once it is in, the part renders at once, never as an empty fallback. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code the browser loads only when its part hydrates (put it
 * in a <HydrationPart>). The server loads it at start-up and renders it in
 * line: a part still waiting for code when the page is written would be sent
 * out of line, hidden until a script moves it, so without JavaScript it would
 * never show.
 *
 * In the browser, a part that a client navigation renders afresh (not
 * hydrates) would show nothing until its code arrived, then appear and push
 * what lies below it. A route's clientLoader can call `preload` with its data
 * (cars.$slug.tsx): a part whose code is in renders at once.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  if (import.meta.env.SSR) void preload();
  // React.lazy takes a thenable that calls back at once as already resolved.
  const resolvedNow = (component: ComponentType<Props>) => ({
    then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve({ default: component }),
  });
  const part = lazy(() => (loaded ? (resolvedNow(loaded) as unknown as Promise<{ default: ComponentType<Props> }>) : preload().then((component) => ({ default: component }))));
  return Object.assign(part, { preload }) as unknown as LazyPart<Props>;
}

/** Fetches the parts' code (see lazyPart). */
export const preloadParts = (...parts: Pick<LazyPart<object>, "preload">[]) => Promise.all(parts.map((part) => part.preload()));

/**
 * A clientLoader's data, once the page's parts' code is in too, so the page shows whole (decision 0100). A part
 * whose code fails to load is no error here: it tries again as it renders.
 */
export async function withPartsCode<T>(data: Promise<T> | T, parts: Promise<unknown>[]): Promise<T> {
  const [value] = await Promise.all([data, Promise.allSettled(parts)]);
  return value;
}
