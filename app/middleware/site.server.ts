import type { MiddlewareFunction } from "react-router";
import { servicesContext, siteContext } from "../context.ts";

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title>' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"></head>' +
  '<body style="font-family:system-ui,sans-serif;padding:3rem;text-align:center"><h1>404 – Not found</h1>' +
  "<p>There is no site at this address.</p></body></html>";

/** The one place a request's host becomes a site. An unknown host gets a plain 404 that names no tenant. */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { sites } = context.get(servicesContext);
  const site = sites.resolve(request.headers.get("host"));
  if (!site) {
    return new Response(NOT_FOUND_HTML, {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  context.set(siteContext, site);
  const response = await next();
  // Pages differ by site: shared caches must key on the host.
  response.headers.append("Vary", "Host");
  return response;
};
