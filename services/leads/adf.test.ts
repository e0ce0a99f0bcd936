import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseXmlDocument as parseXml } from "./testing/dom.ts";
import { leadToAdf } from "./adf.ts";
import { escapeHtml, escapeXml, headerSafe, isPlainEmailAddress } from "./escape.ts";
import { sampleLead, SCRIPT } from "./testing/sample-lead.ts";

const text = (doc: Document, selector: string) => doc.querySelector(selector)?.textContent ?? null;

describe("leadToAdf", () => {
  it("writes an ADF 1.0 document with prospect, requestdate, vehicle, customer, vendor and provider", () => {
    const xml = leadToAdf(sampleLead());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf>')).toBe(true);
    const doc = parseXml(xml);
    expect(doc.querySelector("adf > prospect")?.getAttribute("status")).toBe("new");
    expect(text(doc, "prospect > id")).toBe("42");
    expect(text(doc, "prospect > requestdate")).toBe("2026-11-21T01:30:00.000Z");
    const vehicle = doc.querySelector('vehicle[interest="buy"]')!;
    expect(vehicle.getAttribute("status")).toBe("used");
    expect(text(doc, 'vehicle[interest="buy"] > make')).toBe("Toyota");
    expect(text(doc, 'vehicle[interest="buy"] > stock')).toBe("HT1234");
    expect(text(doc, 'vehicle[interest="buy"] > vin')).toBe("JTNKARJE00J123456");
    expect(doc.querySelector('vehicle > odometer')?.getAttribute("units")).toBe("km");
    expect(text(doc, 'vehicle > price[type="asking"]')).toBe("29990");
    expect(text(doc, 'customer name[part="first"]')).toBe("Alex");
    expect(text(doc, 'customer name[part="last"]')).toBe("Citizen");
    expect(text(doc, "customer email")).toBe("alex@example.com");
    expect(text(doc, "customer phone")).toBe("0412345678");
    expect(text(doc, "customer postalcode")).toBe("2000");
    expect(text(doc, "customer > comments")).toContain("Is it still available?\nCan I see it on Saturday?");
    expect(text(doc, "vendor > vendorname")).toBe("Harbour Toyota");
    expect(text(doc, "provider > name")).toBe("Forecourt");
    expect(text(doc, "provider > url")).toBe("https://harbourtoyota.example.com.au");
  });

  it("adds the shopper's trade-in car and the test drive time when the form has them", () => {
    const doc = parseXml(leadToAdf(sampleLead({ kms: 120000, rego: "ABC123", regoState: "qld", dateTime: "2027-03-12T10:30" })));
    expect(doc.querySelector('vehicle[interest="trade-in"] > odometer')?.textContent).toBe("120000");
    expect(text(doc, 'vehicle[interest="trade-in"] > comments')).toBe("Registration ABC123 (QLD)");
    expect(text(doc, "customer > timeframe > earliestdate")).toBe("2027-03-12T10:30");
  });

  it("marks an updated lead as a resend with its revision", () => {
    const doc = parseXml(leadToAdf(sampleLead({}, { revision: 2, offerAccepted: true, subcategory: "3. Offer Accepted" }), "lead.updated"));
    expect(doc.querySelector("prospect")?.getAttribute("status")).toBe("resend");
    expect(doc.querySelector("prospect > id")?.getAttribute("sequence")).toBe("2");
    expect(text(doc, "customer > comments")).toContain("Trade-in offer: Accepted");
  });

  it("escapes script in every field: the text survives, no element is added", () => {
    const lead = sampleLead(
      { name: SCRIPT, last_name: SCRIPT, message: SCRIPT, postcode: SCRIPT, rego: SCRIPT, subcategory: SCRIPT },
      { firstName: SCRIPT, lastName: SCRIPT, email: SCRIPT, phone: SCRIPT, subcategory: SCRIPT },
    );
    const xml = leadToAdf(lead);
    expect(xml).not.toContain("<script");
    expect(xml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    const doc = parseXml(xml);
    expect(doc.querySelectorAll("script")).toHaveLength(0);
    expect(text(doc, 'customer name[part="first"]')).toBe(SCRIPT);
    expect(text(doc, "customer > comments")).toContain(SCRIPT);
  });

  it("stays well-formed XML whatever the shopper types (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), fc.string({ maxLength: 60 }), (message, name) => {
        const doc = parseXml(leadToAdf(sampleLead({ message, name }, { firstName: name })));
        return doc.querySelectorAll("prospect").length === 1;
      }),
      { numRuns: 25 },
    );
  });
});

describe("escaping", () => {
  it("escapes markup for HTML and XML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(escapeXml(`<a b='c'>&\u0001</a>`)).toBe("&lt;a b=&apos;c&apos;&gt;&amp;&lt;/a&gt;");
  });

  it("leaves no line break in header text (property)", () => {
    fc.assert(fc.property(fc.string(), (value) => !/[\r\n\u2028\u2029]/.test(headerSafe(value))));
    expect(headerSafe("Alex\r\nBcc: victim@example.com")).toBe("Alex Bcc: victim@example.com");
  });

  it("accepts only one plain mailbox as an address", () => {
    expect(isPlainEmailAddress("alex@example.com")).toBe(true);
    for (const bad of ["alex@example.com\r\nBcc: x@y.z", "a@b.c, d@e.f", "Alex <a@b.com>", "no-at-sign", `${"a".repeat(250)}@b.com`]) {
      expect(isPlainEmailAddress(bad)).toBe(false);
    }
  });
});
