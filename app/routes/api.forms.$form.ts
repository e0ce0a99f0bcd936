// POST /api/forms/{form}: the JSON endpoint the enhanced forms post to. Same
// pipeline, same checks (CSRF token, honeypot, rate limits, idempotency key)
// and same messages as the page actions that serve forms without JavaScript.
import type { Route } from "./+types/api.forms.$form";
import { formKindFromSlug } from "../lib/forms/form-setup.ts";
import { jsonAnswer, submitLeadForm } from "../lib/forms/lead-form.server.ts";
import { submitTradeInLead } from "../lib/forms/trade-in.server.ts";

export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = formKindFromSlug(params.form);
  if (!kind) {
    return Response.json({ ok: false, message: "There is no such form.", fieldErrors: {}, formErrors: [] }, { status: 404 });
  }
  if (kind === "tradeIn") return jsonAnswer(await submitTradeInLead(request, context));
  return jsonAnswer(await submitLeadForm(request, context, kind));
}

export function loader() {
  return new Response("Send the form with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
