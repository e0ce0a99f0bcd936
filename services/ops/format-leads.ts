// How the leads CLI prints leads for a person (the --json output is the data itself).
import type { LeadDetail, LeadSummaryRow, RetryOutcome } from "./lead-admin.ts";

/**
 * Shopper text as the terminal should show it: control characters (C0, DEL,
 * C1: line breaks, escape sequences that recolour, retitle or move the
 * cursor) and bidirectional overrides as visible \u escapes, so a lead can
 * neither forge lines in the listing nor drive the operator's terminal.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function fit(text: string, width: number): string {
  const clean = printable(text.replace(/\s+/g, " "));
  return (clean.length > width ? `${clean.slice(0, width - 1)}…` : clean).padEnd(width);
}

const when = (iso: string) => iso.slice(0, 16).replace("T", " ");

export function deliverySummary(d: LeadSummaryRow["deliveries"]): string {
  const parts = [
    d.delivered ? `${d.delivered} delivered` : "",
    d.pending ? `${d.pending} pending` : "",
    d.dead ? `${d.dead} dead` : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "no destinations";
}

export function formatLeadList(rows: LeadSummaryRow[]): string {
  if (rows.length === 0) return "No leads yet.";
  const header = `${fit("ID", 7)} ${fit("RECEIVED (UTC)", 16)} ${fit("SITE", 20)} ${fit("CATEGORY", 18)} ${fit("CUSTOMER", 20)} ${fit("CAR", 28)} DELIVERY`;
  const lines = rows.map(
    (r) =>
      `${fit(String(r.id), 7)} ${fit(when(r.createdAt), 16)} ${fit(r.siteSlug, 20)} ${fit(r.category, 18)} ${fit(r.name, 20)} ${fit(r.carName ?? "—", 28)} ${deliverySummary(r.deliveries)}`,
  );
  return [header, ...lines].join("\n");
}

function deliveryLine(d: LeadDetail["deliveries"][number], leadId: number): string[] {
  const attempts = `${d.attempts} attempt${d.attempts === 1 ? "" : "s"}`;
  const state =
    d.status === "delivered"
      ? `delivered at ${d.deliveredAt} (${attempts})`
      : d.status === "dead"
        ? `DEAD after ${attempts}: ${d.lastError ?? "no error recorded"}`
        : `${d.status}, next attempt ${d.nextAttemptAt}${d.attempts ? ` (${attempts}; last error: ${d.lastError ?? "none"})` : ""}`;
  const lines = [`  #${d.id} r${d.revision} ${d.event.padEnd(12)} ${printable(d.destination)}`, `      ${printable(state)}`, `      Idempotency-Key ${printable(d.idempotencyKey)}`];
  if (d.status === "dead") lines.push(`      retry with: npm run leads -- retry ${leadId}`);
  return lines;
}

export function formatLeadDetail(lead: LeadDetail): string {
  const p = printable;
  const customer = lead.customer;
  const lines = [
    `Lead ${lead.id} — ${p(lead.category)}${lead.subcategory ? ` (${p(lead.subcategory)})` : ""}, revision ${lead.revision}`,
    `Received   ${lead.createdAt} on ${lead.siteSlug}, for ${p(lead.dealership.name)}`,
    `Customer   ${p(customer.name)} ${p(customer.lastName)} <${p(customer.email)}>${customer.phone ? `, ${p(customer.phone)}` : ""}`,
    `Car        ${lead.car ? `${p(lead.car.name)} (stock ${p(lead.car.stocknum)}, id ${lead.car.id})` : "—"}`,
    "Deliveries",
    ...(lead.deliveries.length ? lead.deliveries.flatMap((d) => deliveryLine(d, lead.id)) : ["  none: the dealership has no lead destinations"]),
    "Payload",
    ...JSON.stringify(lead.payload, null, 2).split("\n").map((l) => `  ${p(l)}`),
  ];
  if (Object.keys(lead.extras).length) lines.push("Extras", ...JSON.stringify(lead.extras, null, 2).split("\n").map((l) => `  ${p(l)}`));
  return lines.join("\n");
}

export function formatRetry(leadId: number, outcome: RetryOutcome): string {
  if (!outcome.found) return `No lead ${leadId}.`;
  if (outcome.queued === 0) return `Lead ${leadId} has nothing to retry: every delivery has been delivered.`;
  return `Queued ${outcome.queued} deliver${outcome.queued === 1 ? "y" : "ies"} of lead ${leadId} for another attempt now (retried for up to 72 hours).`;
}
