// React Router's default Node entry, with two changes. First, React never
// moves a finished part of the page out of line. By default, once about
// 12.5 KB of HTML has been written, React sends later finished Suspense
// boundaries (such as a deferred panel whose data was already in) as hidden
// blocks that a script moves into place, so without JavaScript, and for
// crawlers that do not run it, they would stay hidden. Boundaries still
// waiting for data (deferred panels) stream as before. Second, the page's
// module scripts are preloaded at low fetch priority
// (app/lib/module-preloads.tsx). The server's Content-Security-Policy nonce
// (server/security-headers.ts) goes on every inline script and style.
import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { cspNonceContext, databaseOutageContext } from "./context.ts";
import { isDatabaseUnavailable, unavailableReason } from "../db/availability.ts";
import { log } from "../services/log.ts";
import { NonceProvider } from "./lib/csp-nonce.tsx";
import { LowPriorityModulePreloads, moduleIntegrity, pageModuleUrls } from "./lib/module-preloads.tsx";

export const streamTimeout = 5_000;

/**
 * Errors of loaders and actions. One that says the database is away is noted
 * for the outage middleware (a 503 page, app/middleware/database-outage.server.ts)
 * and logged as one line; anything else is logged with its stack, as React
 * Router does by default.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A method the route does not take is the client's mistake: the request log has its 405 (server/method-not-allowed.ts).
  if (isRouteErrorResponse(error) && error.status === 405) return;
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  const outage = context?.get(databaseOutageContext);
  if (isDatabaseUnavailable(cause)) {
    if (outage) outage.error ??= cause;
    log.warn(`Database unavailable (request ${request.headers.get("x-request-id") ?? "-"} ${new URL(request.url).pathname}): ${unavailableReason(cause)}`);
    return;
  }
  console.error(cause);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode) get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const nonce = loadContext?.get(cspNonceContext) ?? undefined;
    const page = (
      <NonceProvider value={nonce}>
        <LowPriorityModulePreloads
          urls={pageModuleUrls(routerContext)}
          nonce={nonce}
          integrity={moduleIntegrity(routerContext)}
        >
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </LowPriorityModulePreloads>
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; later ones are logged here.
        if (shellRendered) console.error(error);
      },
    });
  });
}
