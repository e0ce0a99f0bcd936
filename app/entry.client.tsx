// The browser's entry: React Router's default, plus one wait.
//
// The production browser build runs on Preact's React-compatible runtime
// (decision 0023). React Router's <HydratedRouter> suspends on its first render
// until it has decoded the page's streamed loader data; React lets the root
// suspend during hydration, Preact does not (the thrown promise would abort
// hydration). So under Preact we wait for that data before hydrating, and give
// Preact the document in a form it can hydrate (see document-root.ts).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentRoot } from "./lib/document-root.ts";
import { firstHydrationDone } from "./lib/hydrate-later.tsx";
import { routerDataDecoded } from "./lib/router-data-decoded.ts";

const hydrate = (container: Document) =>
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
    // Preact has hydrated all but the <HydrateLater> parts, which follow one task each.
    firstHydrationDone();
  });

/**
 * Resolves after the browser has had a chance to paint the server's HTML, so
 * that hydrating (the page's longest piece of script) never holds back the
 * first paint on a slow phone. A hidden tab paints nothing: it goes on at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

// Set by vite.config.ts: true in the production browser build, which runs Preact;
// the other branch is React Router's default entry, for a React build.
if (import.meta.env.PREACT) {
  void routerDataDecoded(HydratedRouter)
    .then(afterFirstPaint)
    .then(() => hydrate(documentRoot(document)));
} else hydrate(document);
