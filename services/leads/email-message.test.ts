import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseHtmlDocument, parseXmlDocument } from "./testing/dom.ts";
import { createMailer, emlPath, classifySmtpError } from "./mail-transport.ts";
import { leadEmail } from "./email-message.ts";
import { decodeHeader, leafParts, parseMime } from "./testing/eml.ts";
import { sampleLead, SCRIPT } from "./testing/sample-lead.ts";
import type { DeliveryJob } from "./delivery.ts";

const mailDir = mkdtempSync(join(tmpdir(), "forecourt-mail-"));
afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

function job(lead = sampleLead(), key = "lead-42-r1-abcdef0123456789"): DeliveryJob {
  return { deliveryId: 1, idempotencyKey: key, event: "lead.created", destination: { kind: "email", to: "sales@harbourtoyota.example" }, attempt: 1, lead };
}

async function deliverAndOpen(lead = sampleLead(), key?: string) {
  const mailer = createMailer({ mailDir });
  const j = job(lead, key);
  expect(await mailer.deliver(j)).toEqual({ kind: "delivered" });
  return parseMime(readFileSync(emlPath(mailDir, j.idempotencyKey), "utf8"));
}

describe("lead email", () => {
  it("starts the subject with [Suspected spam] for a lead taken during a flood on its site", async () => {
    const lead = sampleLead();
    const mail = await deliverAndOpen({ ...lead, context: { ...lead.context, suspectedSpam: true } });
    expect(decodeHeader(mail.headers.subject)).toBe("[Suspected spam] New Vehicle Enquiry — lead #42 from the Harbour Toyota website");
  });

  it("words a motorcycle's test drive as a test ride in the subject a person reads (the CRM category is unchanged)", () => {
    const lead = sampleLead({}, { category: "Test Drive" });
    const bike = { ...lead, context: { ...lead.context, car: { ...lead.context.car!, itemType: "motorcycle" } } };
    expect(leadEmail({ lead: bike, event: "lead.created", to: "x@example.com", idempotencyKey: "k" }).subject).toBe(
      "New Test Ride — lead #42 from the Harbour Toyota website",
    );
    expect(leadEmail({ lead, event: "lead.created", to: "x@example.com", idempotencyKey: "k" }).subject).toBe("New Test Drive — lead #42 from the Harbour Toyota website");
  });

  it("writes an .eml with a text body, an HTML body and the ADF/XML attachment that parses", async () => {
    const mail = await deliverAndOpen();
    expect(mail.headers.to).toBe("sales@harbourtoyota.example");
    expect(decodeHeader(mail.headers.subject)).toBe("New Vehicle Enquiry — lead #42 from the Harbour Toyota website");
    expect(mail.headers["reply-to"]).toContain("alex@example.com");
    expect(mail.headers["message-id"]).toBe("<lead-42-r1-abcdef0123456789@forecourt>");
    const parts = leafParts(mail);
    const textPart = parts.find((p) => p.contentType === "text/plain")!;
    const htmlPart = parts.find((p) => p.contentType === "text/html")!;
    const adf = parts.find((p) => p.filename === "lead-42.adf.xml")!;
    expect(textPart.body).toContain("Customer\n  Name: Alex Citizen\n  Email: alex@example.com\n  Phone: 0412345678\n  Postcode: 2000");
    expect(textPart.body).toContain("2021 Toyota Corolla Ascent Sport");
    expect(textPart.body).toContain("Advertised at $29,990");
    expect(htmlPart.body).toContain("<th align=\"left\" style=\"color:#5f6368;font-weight:normal;padding-right:16px\">Name</th><td>Alex Citizen</td>");
    expect(adf.contentType).toBe("application/xml");
    const doc = parseXmlDocument(adf.body);
    expect(doc.querySelector("adf > prospect > customer email")?.textContent).toBe("alex@example.com");
  });

  it("escapes script from every field in the HTML body and the ADF part", async () => {
    const lead = sampleLead(
      { name: SCRIPT, message: SCRIPT, postcode: SCRIPT, PreferredContactMethod: SCRIPT },
      { firstName: SCRIPT, lastName: SCRIPT, subcategory: SCRIPT },
    );
    const parts = leafParts(await deliverAndOpen(lead, "lead-42-r1-script0000000000"));
    const html = parts.find((p) => p.contentType === "text/html")!.body;
    const adf = parts.find((p) => p.filename?.endsWith(".adf.xml"))!.body;
    for (const body of [html, adf]) {
      expect(body).not.toMatch(/<script/i);
      expect(body).toContain("&lt;script&gt;");
    }
    const dom = parseHtmlDocument(html);
    expect(dom.querySelectorAll("script")).toHaveLength(0);
    expect(dom.body.textContent).toContain(SCRIPT);
  });

  it("cannot be made to carry extra headers: CR/LF in names and subcategory stay inside one header", async () => {
    const hostile = "Alex\r\nBcc: victim@example.com\r\nX-Injected: yes";
    const lead = sampleLead({}, { firstName: hostile, subcategory: hostile, email: "alex@example.com\r\nBcc: victim@example.com" });
    const options = leadEmail({ lead, event: "lead.created", to: "sales@example.com", idempotencyKey: "lead-1-r1-x" });
    expect(options.subject).not.toMatch(/[\r\n]/);
    expect(options.replyTo).toBeUndefined(); // the address was not one plain mailbox
    const mail = await deliverAndOpen(lead, "lead-42-r1-headers000000000");
    expect(mail.headers).not.toHaveProperty("bcc");
    expect(mail.headers).not.toHaveProperty("x-injected");
  });

  it("names the file by idempotency key, so a redelivery replaces it instead of adding a second", async () => {
    await deliverAndOpen(sampleLead(), "lead-77-r1-sameagain0000000");
    await deliverAndOpen(sampleLead(), "lead-77-r1-sameagain0000000");
    expect(readdirSync(mailDir).filter((f) => f.startsWith("lead-77-"))).toEqual(["lead-77-r1-sameagain0000000.eml"]);
  });

  it("retries SMTP 4xx and connection errors, dead-letters SMTP 5xx", () => {
    expect(classifySmtpError(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }))).toMatchObject({ kind: "failed" });
    expect(classifySmtpError(Object.assign(new Error("try later"), { responseCode: 421 }))).toMatchObject({ kind: "retry" });
    expect(classifySmtpError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toMatchObject({ kind: "retry" });
  });

  it("reports an unreachable SMTP server as worth retrying", async () => {
    const mailer = createMailer({ mailDir, smtpUrl: "smtp://127.0.0.1:9" });
    expect(await mailer.deliver(job())).toMatchObject({ kind: "retry" });
  });
});
