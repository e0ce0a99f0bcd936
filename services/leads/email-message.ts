// The email a dealership receives for a lead: a readable text body, the same
// as HTML, and the lead as ADF/XML attached for the CRM. Only the dealer's
// own data and our fixed wording go into headers; the shopper's name and
// address go into Reply-To only after headerSafe / a strict address check.
import type { SendMailOptions } from "nodemailer";
import { leadToAdf } from "./adf.ts";
import { escapeHtml, headerSafe, isPlainEmailAddress } from "./escape.ts";
import { summariseLead, type DeliverableLead, type LeadEvent, type LeadSummary } from "./lead-summary.ts";

export const DEFAULT_MAIL_FROM = "Forecourt Leads <leads@forecourt.localhost>";

export interface LeadEmailInput {
  lead: DeliverableLead;
  event: LeadEvent;
  to: string;
  /** Stable per lead revision and destination: receivers de-duplicate on Message-ID. */
  idempotencyKey: string;
  from?: string;
}

function textBody(summary: LeadSummary): string {
  const rows = (pairs: [string, string][]) => pairs.map(([label, value]) => `  ${label}: ${value}`);
  const lines = [summary.title, "", "Customer", ...rows(summary.customer)];
  if (summary.vehicle) {
    lines.push("", "Vehicle", `  ${summary.vehicle.heading}`, ...summary.vehicle.lines.map((l) => `  ${l}`));
    if (summary.vehicle.url) lines.push(`  ${summary.vehicle.url}`);
  }
  if (summary.comments) lines.push("", "Comments", ...summary.comments.split(/\r?\n/).map((l) => `  ${l}`));
  if (summary.details.length) lines.push("", "Other details", ...rows(summary.details));
  if (summary.pageUrl) lines.push("", `Sent from ${summary.pageUrl}`);
  lines.push("", "The lead is attached as ADF/XML for your CRM.");
  return lines.join("\n");
}

function htmlBody(summary: LeadSummary): string {
  const table = (pairs: [string, string][]) =>
    `<table cellpadding="4" style="border-collapse:collapse">${pairs
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="color:#5f6368;font-weight:normal;padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`;
  const section = (heading: string, body: string) => `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(heading)}</h2>${body}`;
  const parts = [`<h1 style="font-size:18px">${escapeHtml(summary.title)}</h1>`, section("Customer", table(summary.customer))];
  if (summary.vehicle) {
    const link = summary.vehicle.url
      ? `<p><a href="${escapeHtml(summary.vehicle.url)}">${escapeHtml(summary.vehicle.url)}</a></p>`
      : "";
    parts.push(
      section(
        "Vehicle",
        `<p><strong>${escapeHtml(summary.vehicle.heading)}</strong><br>${summary.vehicle.lines.map(escapeHtml).join("<br>")}</p>${link}`,
      ),
    );
  }
  if (summary.comments) {
    parts.push(section("Comments", `<p style="white-space:pre-wrap">${escapeHtml(summary.comments)}</p>`));
  }
  if (summary.details.length) parts.push(section("Other details", table(summary.details)));
  if (summary.pageUrl) parts.push(`<p style="color:#5f6368">Sent from ${escapeHtml(summary.pageUrl)}</p>`);
  parts.push(`<p style="color:#5f6368">The lead is attached as ADF/XML for your CRM.</p>`);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1a1a">${parts.join("")}</body></html>`;
}

/** Starts the subject of a lead taken during a flood on its site, so the dealer can filter it. */
export const SUSPECTED_SPAM_PREFIX = "[Suspected spam]";

export function leadEmail(input: LeadEmailInput): SendMailOptions {
  const { lead, event } = input;
  const summary = summariseLead(lead, event);
  const name = headerSafe(`${lead.firstName} ${lead.lastName}`, 80);
  return {
    from: input.from ?? DEFAULT_MAIL_FROM,
    to: input.to,
    replyTo: isPlainEmailAddress(lead.email) ? { name, address: lead.email } : undefined,
    subject: headerSafe(`${lead.context.suspectedSpam ? `${SUSPECTED_SPAM_PREFIX} ` : ""}${summary.title}`, 200),
    messageId: `<${input.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, "-")}@forecourt>`,
    headers: { "X-Forecourt-Lead-Id": String(lead.id) },
    text: textBody(summary),
    html: htmlBody(summary),
    attachments: [
      {
        filename: `lead-${lead.id}${lead.revision > 1 ? `-r${lead.revision}` : ""}.adf.xml`,
        content: leadToAdf(lead, event),
        contentType: "application/xml; charset=utf-8",
      },
    ],
  };
}
