// POST /api/trade-in: the trade-in page's follow-ups when JavaScript runs —
// intent=estimate (the online estimate, saved with the lead as 'valuation')
// and intent=accept (the offer accepted: '3. Offer Accepted').
import type { Route } from "./+types/api.trade-in";
import { jsonAnswer } from "../lib/forms/lead-form.server.ts";
import { acceptOffer, requestEstimate } from "../lib/forms/trade-in.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const intent = (await request.clone().formData().catch(() => null))?.get("intent");
  if (intent === "estimate") return jsonAnswer(await requestEstimate(request, context));
  if (intent === "accept") return jsonAnswer(await acceptOffer(request, context));
  return Response.json({ ok: false, message: "intent must be estimate or accept.", fieldErrors: {}, formErrors: [] }, { status: 400 });
}

export function loader() {
  return new Response("Send the form with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
