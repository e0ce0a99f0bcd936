// How the leads CLI prints leads for a person (the --json output is the data itself).
import type { LeadDetail, LeadSummaryRow, RetryOutcome } from "./lead-admin.ts";

function fit(text: string, width: number): string {
  const clean = text.replace(/\s+/g, " ");
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
  const lines = [`  #${d.id} r${d.revision} ${d.event.padEnd(12)} ${d.destination}`, `      ${state}`, `      Idempotency-Key ${d.idempotencyKey}`];
  if (d.status === "dead") lines.push(`      retry with: npm run leads -- retry ${leadId}`);
  return lines;
}

export function formatLeadDetail(lead: LeadDetail): string {
  const lines = [
    `Lead ${lead.id} — ${lead.category}${lead.subcategory ? ` (${lead.subcategory})` : ""}, revision ${lead.revision}`,
    `Received   ${lead.createdAt} on ${lead.siteSlug}, for ${lead.dealership.name}`,
    `Customer   ${lead.customer.name} ${lead.customer.lastName} <${lead.customer.email}>${lead.customer.phone ? `, ${lead.customer.phone}` : ""}`,
    `Car        ${lead.car ? `${lead.car.name} (stock ${lead.car.stocknum}, id ${lead.car.id})` : "—"}`,
    "Deliveries",
    ...(lead.deliveries.length ? lead.deliveries.flatMap((d) => deliveryLine(d, lead.id)) : ["  none: the dealership has no lead destinations"]),
    "Payload",
    ...JSON.stringify(lead.payload, null, 2).split("\n").map((l) => `  ${l}`),
  ];
  if (Object.keys(lead.extras).length) lines.push("Extras", ...JSON.stringify(lead.extras, null, 2).split("\n").map((l) => `  ${l}`));
  return lines.join("\n");
}

export function formatRetry(leadId: number, outcome: RetryOutcome): string {
  if (!outcome.found) return `No lead ${leadId}.`;
  if (outcome.queued === 0) return `Lead ${leadId} has nothing to retry: every delivery has been delivered.`;
  return `Queued ${outcome.queued} deliver${outcome.queued === 1 ? "y" : "ies"} of lead ${leadId} for another attempt now (retried for up to 72 hours).`;
}
