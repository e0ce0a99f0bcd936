import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_LINKED_QUERY_PARAMS,
  MAX_VISITED_PAGES,
  buildLeadPayload,
  enquiryDefaults,
  linkedQueryParams,
  recordVisitedPage,
} from "./payload.ts";

const car = {
  id: 4512,
  name: "2021 Toyota Corolla Ascent Sport",
  make: "Toyota",
  model: "Corolla",
  car_type: "used" as const,
  status: "in_stock" as const,
  stocknum: "U1234",
  dealership_slug: "harbour-toyota",
};

describe("lead payload", () => {
  it("is built exactly as the spec gives it", () => {
    const payload = buildLeadPayload({
      kind: "enquiry",
      values: { name: "Ada", email: "ada@example.com", message: "Hi", company_website: "" },
      url: "https://harbour.example/cars/corolla-u1234",
      userAgent: "Mozilla/5.0",
      car: { id: 4512, dealership_id: 7 },
      visitedPages: ["/", "/search/used-cars", "/cars/corolla-u1234"],
      linkedQueryParams: { utm_source: "google" },
    });
    expect(payload).toEqual({
      userData: {
        name: "Ada",
        email: "ada@example.com",
        message: "Hi",
        url: "https://harbour.example/cars/corolla-u1234",
        source: "Website",
        user_agent: "Mozilla/5.0",
        car_id: 4512,
        car_dealership_id: 7,
        lead_attributes: {
          visited_pages: ["/", "/search/used-cars", "/cars/corolla-u1234"],
          linked_query_params: { utm_source: "google" },
        },
        category: "Vehicle Enquiry",
        subcategory: null,
      },
      lead_id: null,
      form_completed: true,
      offer_accepted: false,
      rego: null,
      regoState: null,
      adjustmentAnswers: [],
    });
  });

  it("never forwards the honeypot field", () => {
    const payload = buildLeadPayload({ kind: "general", values: { company_website: "spam" }, url: "/", userAgent: "" });
    expect(payload.userData).not.toHaveProperty("company_website");
  });

  it("carries a trade-in's rego, regoState, adjustment answers and flags", () => {
    const payload = buildLeadPayload({
      kind: "tradeIn",
      values: { rego: "123ABC", regoState: "qld", kms: 86500 },
      url: "/cars/trade-in",
      userAgent: "UA",
      leadId: 99,
      formCompleted: false,
      adjustmentAnswers: [{ id: 3, question: "Any accident damage?", answer: "No" }],
    });
    expect(payload).toMatchObject({
      lead_id: 99,
      form_completed: false,
      rego: "123ABC",
      regoState: "qld",
      adjustmentAnswers: [{ id: 3, answer: "No" }],
      userData: { category: "Trade-In", car_id: null, car_dealership_id: null, kms: 86500 },
    });
  });

  it("sends careers as a General Enquiry with subcategory Career Enquiry", () => {
    const payload = buildLeadPayload({ kind: "careers", values: {}, url: "/careers", userAgent: "" });
    expect(payload.userData.category).toBe("General Enquiry");
    expect(payload.userData.subcategory).toBe("Career Enquiry");
  });

  it("keeps the category and subcategory the form chose", () => {
    const payload = buildLeadPayload({
      kind: "general",
      values: { category: "Service", subcategory: "Logbook" },
      url: "/contact",
      userAgent: "",
    });
    expect(payload.userData).toMatchObject({ category: "Service", subcategory: "Logbook" });
  });
});

describe("enquiry form defaults", () => {
  it("fills the car's fields, opt_in true, a message and a subcategory", () => {
    expect(enquiryDefaults(car)).toEqual({
      dealership_slug: "harbour-toyota",
      manufacturer_slug: "toyota",
      stock_number: "U1234",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      car_type: "used",
      car_id: 4512,
      vehicle_status: "in_stock",
      opt_in: true,
      message: "I'm interested in the 2021 Toyota Corolla Ascent Sport (stock number U1234). Please contact me.",
      subcategory: "Used Car Enquiry",
    });
  });

  it("adds autogauge_enabled only when the site says", () => {
    expect(enquiryDefaults(car, { autogaugeEnabled: true }).autogauge_enabled).toBe(true);
    expect(enquiryDefaults({ ...car, make: "Mercedes-Benz" }).manufacturer_slug).toBe("mercedes-benz");
  });
});

describe("lead attributes", () => {
  it("keeps the landing link's query parameters", () => {
    expect(linkedQueryParams("https://harbour.example/cars/x?utm_source=google&gclid=abc&empty=&utm_source=twice"))
      .toEqual({ utm_source: "google", gclid: "abc" });
    expect(linkedQueryParams("/search/used-cars?utm_medium=cpc")).toEqual({ utm_medium: "cpc" });
  });

  it("drops linked query parameters holding NUL, other control characters or lone surrogates (the database refuses NUL)", () => {
    expect(linkedQueryParams("/?utm_source=%00google&utm_medium=cpc&gclid=a%0Db&x%00=1")).toEqual({ utm_medium: "cpc" });
  });

  it("keeps linked query parameters small whatever the address", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string(), { maxKeys: 40 }), (params) => {
        const linked = linkedQueryParams(`/x?${new URLSearchParams(params)}`);
        const entries = Object.entries(linked);
        return entries.length <= MAX_LINKED_QUERY_PARAMS && entries.every(([k, v]) => k.length <= 200 && v.length <= 200);
      }),
    );
  });

  it("records visited pages once per reload and keeps the latest", () => {
    expect(recordVisitedPage(["/"], "/")).toEqual(["/"]);
    expect(recordVisitedPage(["/"], "/cars/x")).toEqual(["/", "/cars/x"]);
    const many = Array.from({ length: 30 }, (_, i) => `/p${i}`).reduce(recordVisitedPage, [] as string[]);
    expect(many).toHaveLength(MAX_VISITED_PAGES);
    expect(many.at(-1)).toBe("/p29");
  });
});
