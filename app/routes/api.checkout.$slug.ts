// POST /api/checkout/{slug}: the reservation form's JSON endpoint when
// JavaScript runs; the same service and answers as the checkout pages.
import type { Route } from "./+types/api.checkout.$slug";
import { submitCheckout } from "../lib/forms/checkout.server.ts";
import { jsonAnswer } from "../lib/forms/lead-form.server.ts";

export async function action({ request, context, params }: Route.ActionArgs) {
  return jsonAnswer(await submitCheckout(request, context, params.slug));
}

export function loader() {
  return new Response("Send the form with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
