import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { siteContext } from "./context.ts";
import { siteMiddleware } from "./middleware/site.server.ts";
import { databaseOutageMiddleware } from "./middleware/database-outage.server.ts";
import {
  DATABASE_OUTAGE_TITLE,
  isDatabaseOutagePage,
} from "./lib/database-outage.ts";
import { publicSite, type PublicSite } from "./lib/site-public.ts";
import { themeCss } from "./lib/theme.ts";
import { OutageResendForm } from "./components/layout/outage-resend.tsx";
import { AnnouncementBar } from "./components/layout/announcement-bar.tsx";
import {
  HydrationPart,
  lazyPart,
  PageHydratedMarker,
} from "./lib/hydration-part.tsx";
import { chromeContent, type ChromeContent } from "./lib/chrome.ts";
import { VisitedPagesTracker } from "./components/forms/visited-pages.tsx";
import { SITE_CSS } from "./lib/site-css.ts";
import { useNonce } from "./lib/csp-nonce.tsx";

// The header and its menus are links and native <details> that work as the server wrote them: their code loads as a part, after the page's.
const SiteHeader = lazyPart(() => import("./components/layout/site-header.tsx").then((m) => m.SiteHeader));
// Below the fold on every page: the feature banner and the footer hydrate as a part, their code loaded after the page's.
const SiteFooter = lazyPart(() =>
  import("./components/layout/site-footer.tsx").then((m) => m.SiteFooter),
);
// Only sites with the assistant chat load the bubble's code, after the page's own.
const ChatBubble = lazyPart(() =>
  import("./components/layout/chat-bubble.tsx").then((m) => m.ChatBubble),
);

export const middleware: Route.MiddlewareFunction[] = [
  siteMiddleware,
  databaseOutageMiddleware,
];

/** The database-outage page's data, when this render is that page (its site and request id come with it). */
function useOutagePage() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && isDatabaseOutagePage(error.data)
    ? error.data
    : null;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  // The id our server gave the document's request (server/request-log.ts): error pages show it for the shopper to quote.
  const site = context.get(siteContext);
  return {
    site: publicSite(site),
    chrome: chromeContent(site),
    requestId: request.headers.get("x-request-id"),
  };
}

// The root's data is the site (chosen by host) and the first request's id: neither changes while the
// shopper moves around the site, so no navigation refetches it (and a failed search cannot take the page down).
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as
    { site: PublicSite; chrome: ChromeContent } | undefined;
  const outage = useOutagePage();
  const site = data?.site ?? outage?.site;
  const nonce = useNonce();
  const location = useLocation();
  return (
    // The announcement's head script may mark <html> before React hydrates it.
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site && (
          <style
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: themeCss(site.theme) }}
            suppressHydrationWarning
          />
        )}
        {/* Empty in the browser build: hydration keeps the server's text (app/lib/site-css.ts). */}
        <style
          data-site-css=""
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: SITE_CSS }}
          suppressHydrationWarning
        />
        {/* Hides a dismissed announcement before the first paint (app/lib/announcement.ts): no jump on a cached page. */}
        {data?.chrome.announcementScript && (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: data.chrome.announcementScript }}
            suppressHydrationWarning
          />
        )}
        <Meta />
        <Links />
      </head>
      <body className={site ? `template-${site.template}` : undefined}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {site && (
          <HydrationPart>
            <SiteHeader site={site} />
          </HydrationPart>
        )}
        {site?.features.announcement && (
          <AnnouncementBar text={site.features.announcement} />
        )}
        <main id="main">{children}</main>
        {site && (
          <HydrationPart>
            <SiteFooter site={site} chrome={data?.chrome ?? null} />
          </HydrationPart>
        )}
        {site?.features.assistantChat && (
          <HydrationPart>
            <ChatBubble siteName={site.name} />
          </HydrationPart>
        )}
        {/* Sets data-hydrated on <html> once the page and all its parts have hydrated: what browser tests wait for before acting. */}
        <PageHydratedMarker page={location.key} />
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
  const outage = useOutagePage();
  if (outage) {
    title = DATABASE_OUTAGE_TITLE;
    detail = outage.message;
  } else if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    detail =
      error.status === 404
        ? "We couldn't find that page. It may have moved, or the vehicle may have been sold."
        : error.statusText || detail;
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  const requestId =
    (useRouteLoaderData("root") as { requestId?: string | null } | undefined)
      ?.requestId ?? outage?.requestId;
  return (
    <div className="container page-message">
      <h1>{title}</h1>
      <p>{detail}</p>
      {outage?.resend && <OutageResendForm resend={outage.resend} />}
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
