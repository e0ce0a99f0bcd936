import { describe, expect, it } from "vitest";
import { deliverySummary, formatLeadList, formatRetry } from "./format-leads.ts";

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
});
