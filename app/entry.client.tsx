// The browser's entry: React Router's default. React hydrates the server's
// document inside a transition, so the work is time-sliced, and each
// <HydrationPart> (a Suspense boundary) hydrates on its own: the part a shopper
// touches first hydrates first, and the event is replayed (decision 0025).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
