import { describe, expect, it } from "vitest";
import { browserName, garageView } from "./garage-view.ts";

describe("My Garage in words", () => {
  it("names a browser in a few words", () => {
    expect(browserName("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36")).toBe("Chrome on Android");
    expect(browserName("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe("Safari on iPhone or iPad");
    expect(browserName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0")).toBe("Edge on Windows");
    expect(browserName("curl/8.5")).toBe("A web browser");
  });

  it("says what each enquiry was, the reservation's hold, and the car's state", () => {
    const at = new Date(Date.UTC(2026, 10, 24, 1, 30));
    const view = garageView(
      {
        phone: "+61412345678",
        shownPhone: "0412 345 678",
        memberSince: at,
        savedDetails: {},
        watchlist: [{ carId: 1, savedAt: at, slug: "a", name: "A", price: 0, status: "sold", reserved: false, km: 12000, imageUrl: null }],
        enquiries: [
          { id: 1, createdAt: at, siteSlug: "s", formKind: "general", category: "Sales", subcategory: null, carId: null, carName: null, carSlug: null, deliveryStatuses: ["delivered"] },
          { id: 2, createdAt: at, siteSlug: "s", formKind: "tradeIn", category: "Trade-In", subcategory: "3. Offer Accepted", carId: 1, carName: "A", carSlug: "a", deliveryStatuses: ["pending"] },
        ],
        reservations: [{ id: 1, createdAt: at, status: "active", amountCents: 20000, expiresAt: new Date(at.getTime() + 48 * 3_600_000), carName: "A", carSlug: "a" }],
        sessions: [],
      },
      new Map([["s", "Harbour Toyota"]]),
    );
    expect(view.enquiries.map((e) => e.what)).toEqual(["General Enquiry: Sales", "Trade-In: 3. Offer Accepted"]);
    expect(view.enquiries[0].site).toBe("Harbour Toyota");
    expect(view.enquiries.map((e) => e.status)).toEqual(["With the dealer", "Sending to the dealer"]);
    expect(view.reservations[0]).toMatchObject({ deposit: "$200", status: "Held for you until 26 Nov 2026, 12:30 pm" });
    expect(view.watchlist[0]).toMatchObject({ status: "Sold", price: null, km: "12,000 km", href: "/cars/a" });
  });
});
