import { describe, expect, it } from "vitest";
import { deliverySummary, formatLeadDetail, formatLeadList, formatRetry, printable } from "./format-leads.ts";

describe("leads CLI output", () => {
  it("summarises deliveries per lead", () => {
    expect(deliverySummary({ delivered: 2, pending: 0, dead: 0 })).toBe("2 delivered");
    expect(deliverySummary({ delivered: 1, pending: 1, dead: 1 })).toBe("1 delivered, 1 pending, 1 dead");
    expect(deliverySummary({ delivered: 0, pending: 0, dead: 0 })).toBe("no destinations");
  });

  it("prints one line per lead and truncates long names", () => {
    const text = formatLeadList([
      {
        id: 7,
        createdAt: "2026-11-21T01:30:00.000Z",
        siteSlug: "harbour-toyota",
        dealershipId: 1,
        dealershipName: "Harbour Toyota",
        category: "Vehicle Enquiry",
        subcategory: null,
        name: "Alexandra Catherine Citizen-Smith",
        email: "a@b.co",
        carName: null,
        deliveries: { delivered: 1, pending: 0, dead: 0 },
      },
    ]);
    const [, line] = text.split("\n");
    expect(line).toMatch(/^7\s+2026-11-21 01:30\s+harbour-toyota\s+Vehicle Enquiry\s+Alexandra Catherine…\s+—\s+1 delivered$/);
    expect(formatLeadList([])).toBe("No leads yet.");
  });

  it("says what a retry did", () => {
    expect(formatRetry(3, { found: false, queued: 0 })).toBe("No lead 3.");
    expect(formatRetry(3, { found: true, queued: 0 })).toBe("Lead 3 has nothing to retry: every delivery has been delivered.");
    expect(formatRetry(3, { found: true, queued: 2 })).toBe("Queued 2 deliveries of lead 3 for another attempt now (retried for up to 72 hours).");
  });

  it("escapes what a shopper typed, so a stored lead cannot drive the terminal or forge lines", () => {
    const name = "Ada\u001b]0;owned\u0007\u001b[2J";
    expect(printable(name)).toBe("Ada\\u001b]0;owned\\u0007\\u001b[2J");
    expect(printable("Zoë 李 😀")).toBe("Zoë 李 😀");
    const detail = formatLeadDetail({
      id: 9,
      createdAt: "2026-11-21T01:30:00.000Z",
      updatedAt: "2026-11-21T01:30:00.000Z",
      siteSlug: "harbour-toyota",
      dealership: { id: 1, slug: "harbour-toyota", name: "Harbour Toyota" },
      category: "Vehicle Enquiry",
      subcategory: "Used\rBcc: x",
      revision: 1,
      customer: { name, lastName: "Love\u009b31mlace", email: "a@b.co\nLead 10 — forged", phone: null },
      car: null,
      payload: { note: "\u007f\u202e" },
      extras: {},
      deliveries: [],
    });
    // eslint-disable-next-line no-control-regex -- the point of the test
    expect(detail).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(detail.split("\n").filter((l) => l.startsWith("Lead "))).toHaveLength(1);
    expect(detail).toContain("Customer   Ada\\u001b]0;owned\\u0007\\u001b[2J Love\\u009b31mlace <a@b.co\\u000aLead 10 — forged>");
  });
});
