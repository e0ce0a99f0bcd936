// POST /api/youx/quote (detail §7 "Quote"): a personalised repayment quote
// for a purchase price — selfAssessedCreditScore, purchasePrice, loanTerm,
// year, vin, nvic, whoIsHelping in; weeklyRepaymentAmount, advertisedRate,
// comparisonRate out — answered by the site's quote provider.
import type { Route } from "./+types/api.youx.quote";
import { siteContext } from "../context.ts";
import { quoteRequestSchema } from "../../domain/finance/quote-provider.ts";
import { quoteProviderFor } from "../lib/detail/quote-providers.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };
const MAX_BODY_BYTES = 4096;

export function loader() {
  return Response.json({ message: "Use POST with a JSON body." }, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const site = context.get(siteContext);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return Response.json({ message: "The request is too large." }, { status: 413, headers: NO_STORE });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ message: "The body must be JSON." }, { status: 400, headers: NO_STORE });
  }
  const parsed = quoteRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return Response.json({ message: `${issue.path.join(".") || "body"}: ${issue.message}` }, { status: 400, headers: NO_STORE });
  }
  try {
    const quote = await quoteProviderFor(site).quote(parsed.data, AbortSignal.timeout(5000));
    return Response.json(quote, { headers: NO_STORE });
  } catch (error) {
    console.warn("Quote provider failed:", error);
    return Response.json({ message: "No quote is available right now." }, { status: 503, headers: NO_STORE });
  }
}
