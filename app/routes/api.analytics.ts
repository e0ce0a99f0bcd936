// POST /api/analytics: shopper actions by the spec's event id (detail §7),
// stored per site. The page also pushes each to window.dataLayer. Only pages
// of this site may post (Origin check); events are rate limited per client
// (the limiter started with the server).
import type { Route } from "./+types/api.analytics";
import { recordShopperEvent } from "../../services/leads/index.ts";
import { clientKey, isSameOrigin } from "../../services/security/index.ts";
import { siteContext } from "../context.ts";
import { clientAddress, eventLimiter, leadPipeline } from "../lib/forms/pipeline.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return Response.json({ ok: false, message: "Events are accepted from this site's pages only." }, { status: 403 });
  const body = (await request.json().catch(() => null)) as { event_id?: unknown; car_id?: unknown; path?: unknown } | null;
  if (!body || typeof body !== "object") return Response.json({ ok: false, message: "Send a JSON object with event_id." }, { status: 400 });
  const pipeline = leadPipeline(context);
  const result = await recordShopperEvent(pipeline, eventLimiter(context), {
    site: context.get(siteContext),
    eventId: body.event_id,
    carId: body.car_id,
    path: body.path,
    client: clientKey(clientAddress(context)),
  });
  if (result.ok) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  return Response.json(result, { status: result.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Send events with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
