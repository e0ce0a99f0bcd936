import { describe, expect, it } from "vitest";
import type { OpeningHour } from "./entities.ts";
import { haversineKm } from "./geo.ts";
import {
  autoDealerJsonLd,
  departmentTabs,
  directionsSearchHref,
  holidayHoursRows,
  hoursTable,
  longDate,
  onePerAddress,
  staticMapMarkers,
  todaysHours,
} from "./location-page.ts";

const week = (weekdays: [string, string] | null, overrides: Record<number, [string, string] | null> = {}): OpeningHour[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const day = weekday in overrides ? overrides[weekday] : weekday === 0 ? null : weekdays;
    return day ? { weekday, status: "Open" as const, open: day[0], close: day[1] } : { weekday, status: "Closed" as const };
  });

describe("hours table", () => {
  it("groups Mon - Fri when all five match, with Saturday and Sunday separate, and marks today's row", () => {
    const rows = hoursTable(week(["08:30", "17:30"], { 6: ["08:30", "16:00"] }), 3);
    expect(rows).toEqual([
      { label: "Mon - Fri", hours: "8:30am - 5:30pm", today: true },
      { label: "Saturday", hours: "8:30am - 4:00pm", today: false },
      { label: "Sunday", hours: "Closed", today: false },
    ]);
  });

  it("lists each weekday when one differs, and marks only today's own row", () => {
    const rows = hoursTable(week(["08:30", "17:30"], { 4: ["08:30", "19:00"] }), 4);
    expect(rows.map((r) => r.label)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(rows.filter((r) => r.today).map((r) => [r.label, r.hours])).toEqual([["Thursday", "8:30am - 7:00pm"]]);
  });

  it("says 'By appointment only' where the dealer's closed label says so, and marks Sunday on a Sunday", () => {
    const rows = hoursTable(week(["08:30", "17:30"]), 0, "By appointment only");
    expect(rows.at(-1)).toEqual({ label: "Sunday", hours: "By appointment only", today: true });
  });
});

describe("holiday hours", () => {
  const special = [
    { date: "2026-12-26", status: "Open" as const, startHour: "10:00", endHour: "16:00", name: "Boxing Day" },
    { date: "2026-12-25", status: "Closed" as const, name: "Christmas Day" },
    { date: "2026-01-26", status: "Closed" as const, name: "Australia Day" },
    { date: "2028-01-01", status: "Closed" as const, name: "Too far ahead" },
    { date: "2026-12-31", status: "Open" as const, hours: { begin: "08:30", end: "15:00" } },
  ];

  it("lists upcoming special hours within a year, soonest first, with their names and hours", () => {
    expect(holidayHoursRows(special, "2026-12-01")).toEqual([
      { date: "2026-12-25", dateLabel: "Friday 25 December 2026", name: "Christmas Day", hours: "Closed" },
      { date: "2026-12-26", dateLabel: "Saturday 26 December 2026", name: "Boxing Day", hours: "10:00am - 4:00pm" },
      { date: "2026-12-31", dateLabel: "Thursday 31 December 2026", name: null, hours: "8:30am - 3:00pm" },
    ]);
  });

  it("includes today's special hours and drops the past", () => {
    expect(holidayHoursRows(special, "2026-12-26").map((r) => r.date)).toEqual(["2026-12-26", "2026-12-31"]);
  });

  it("today's hours come from the holiday when there is one", () => {
    const location = { openingHours: week(["08:30", "17:30"]), specialHours: special };
    expect(todaysHours(location, "2026-12-25")).toBe("Closed (Christmas Day)");
    expect(todaysHours(location, "2026-12-24")).toBe("8:30am - 5:30pm");
  });

  it("writes dates in full", () => {
    expect(longDate("2027-04-25")).toBe("Sunday 25 April 2027");
  });
});

describe("department tabs", () => {
  const at = (id: number, locationType: string, street = "450 Pacific Highway", dealershipId = 1) => ({ id, slug: `l${id}`, dealershipId, locationType, street, postcode: "2064" });
  const all = [at(3, "parts"), at(2, "service"), at(1, "sales"), at(4, "sales", "1 Other Road"), at(5, "sales", "450 Pacific Highway", 2)];

  it("shows sales, service and parts at one address as tabs, sales first, the current one marked", () => {
    expect(departmentTabs(all[0], all).map((t) => [t.label, t.current])).toEqual([
      ["Sales", false],
      ["Service", false],
      ["Parts", true],
    ]);
  });

  it("shows no tabs for a location alone at its address", () => {
    expect(departmentTabs(all[3], all)).toEqual([]);
  });

  it("keeps one location per address for the locator's cards", () => {
    expect(onePerAddress(all).map((l) => l.id)).toEqual([3, 4, 5]);
  });
});

describe("directions and schema.org", () => {
  const address = { street: "450 Pacific Highway", city: "Artarmon", state: "NSW", postcode: "2064" };

  it("Get Directions searches a map for the written address", () => {
    expect(directionsSearchHref(address)).toBe("https://www.google.com/maps/search/?api=1&query=450%20Pacific%20Highway%2C%20Artarmon%20NSW%202064");
  });

  it("an AutoDealer with the week, each upcoming holiday and the aggregate rating", () => {
    const json = autoDealerJsonLd(
      {
        ...address,
        name: "Harbour Toyota Artarmon",
        url: "https://example.com/locations/a",
        telephone: "02 9103 8870",
        image: null,
        lat: -33.81,
        lng: 151.18,
        openingHours: week(["08:30", "17:30"]),
        specialHours: [
          { date: "2026-12-25", status: "Closed", name: "Christmas Day" },
          { date: "2026-12-26", status: "Open", startHour: "10:00", endHour: "16:00" },
          { date: "2025-12-25", status: "Closed" },
        ],
        rating: { count: 9, average: "4.6" },
      },
      "2026-12-01",
    );
    expect(json["@type"]).toBe("AutoDealer");
    const specs = json.openingHoursSpecification as Record<string, unknown>[];
    expect(specs.filter((s) => s.dayOfWeek)).toHaveLength(6);
    expect(specs[0]).toEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "Monday", opens: "08:30", closes: "17:30" });
    expect(specs.filter((s) => s.validFrom)).toEqual([
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-25", validThrough: "2026-12-25", opens: "00:00", closes: "00:00", name: "Christmas Day" },
      { "@type": "OpeningHoursSpecification", validFrom: "2026-12-26", validThrough: "2026-12-26", opens: "10:00", closes: "16:00" },
    ]);
    expect(json.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.6", reviewCount: 9, bestRating: 5, worstRating: 1 });
  });

  it("leaves the rating out when there are no reviews", () => {
    const json = autoDealerJsonLd({ ...address, name: "x", url: "u", telephone: null, image: null, lat: 0, lng: 0, openingHours: [], specialHours: [], rating: null }, "2026-01-01");
    expect(json).not.toHaveProperty("aggregateRating");
  });
});

describe("static map", () => {
  const centre = { lat: -33.8148, lng: 151.1816 };

  it("puts a place due east to the right of the centre and one due north above it, at their distance", () => {
    const east = { lat: centre.lat, lng: 151.2816, name: "east" };
    const north = { lat: -33.7648, lng: centre.lng, name: "north" };
    const [n, e] = staticMapMarkers(centre, [east, north], 30);
    expect(n.item.name).toBe("north");
    expect(n.point.x).toBeCloseTo(0.5, 5);
    expect(n.point.y).toBeLessThan(0.5);
    expect(e.point.y).toBeCloseTo(0.5, 3);
    // On the map, 1 unit is 30 km: the marker sits as far from the centre as the place is.
    expect((e.point.x - 0.5) * 30).toBeCloseTo(haversineKm(centre, east), 0);
  });

  it("leaves out what lies outside the square", () => {
    expect(staticMapMarkers(centre, [{ lat: -37.8, lng: 144.9 }], 30)).toEqual([]);
  });
});
