import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { siteContext } from "./context.ts";
import { siteMiddleware } from "./middleware/site.server.ts";
import { publicSite, type PublicSite } from "./lib/site-public.ts";
import { themeCss } from "./lib/theme.ts";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { VisitedPagesTracker } from "./components/forms/visited-pages.tsx";
import { SITE_CSS } from "./lib/site-css.ts";
import { PageHydratedMarker } from "./lib/hydration-part.tsx";
import { useNonce } from "./lib/csp-nonce.tsx";

export const middleware: Route.MiddlewareFunction[] = [siteMiddleware];

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function loader({ context, request }: Route.LoaderArgs) {
  // The id our server gave the document's request (server/request-log.ts): error pages show it for the shopper to quote.
  return { site: publicSite(context.get(siteContext)), requestId: request.headers.get("x-request-id") };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as { site: PublicSite } | undefined;
  const site = data?.site;
  const nonce = useNonce();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site && <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(site.theme) }} suppressHydrationWarning />}
        {/* Empty in the browser build: hydration keeps the server's text (app/lib/site-css.ts). */}
        <style data-site-css="" nonce={nonce} dangerouslySetInnerHTML={{ __html: SITE_CSS }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body className={site ? `template-${site.template}` : undefined}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {site && <SiteHeader site={site} />}
        <main id="main">{children}</main>
        {site && <SiteFooter site={site} />}
        {/* Sets data-hydrated on <html> once the page and all its parts have hydrated: what browser tests wait for before acting. */}
        <PageHydratedMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <VisitedPagesTracker />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let detail = "Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    detail = error.status === 404 ? "We couldn't find that page. It may have moved, or the vehicle may have been sold." : error.statusText || detail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  const requestId = (useRouteLoaderData("root") as { requestId?: string | null } | undefined)?.requestId;
  return (
    <div className="container page-message">
      <h1>{title}</h1>
      <p>{detail}</p>
      {requestId && (
        <p className="page-message__reference">
          Reference: <code data-testid="request-id">{requestId}</code>
        </p>
      )}
      <p>
        <a className="button" href="/">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
