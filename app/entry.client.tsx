// The browser's entry: React Router's default. React hydrates the server's
// document inside a transition, so the work is time-sliced, and each
// <HydrationPart> (a Suspense boundary) hydrates on its own: the part a shopper
// touches first hydrates first, and the event is replayed (decision 0025).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Zod compiles object parsers with `new Function` unless told not to, after probing whether eval is allowed. Our
// Content-Security-Policy allows no eval (docs/security.md), and Chromium reports even the caught probe as a CSP
// issue (Lighthouse best practices). Zod reads its settings from `globalThis.__zod_globalConfig` (kept there so
// that every copy of zod shares them), so they are set here, before any zod code loads, without bringing zod into
// the first load (`import { config } from "zod/v4/core"` would add 4 KB to it). Decision 0058.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
