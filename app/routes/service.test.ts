// /service where the dealer books through the manufacturer (detail §2 "or an
// external manufacturer service-booking page"): a link out, never the form,
// never an off-site redirect; and the site file takes only an https address.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { RouterContextProvider } from "react-router";
import { siteContext } from "../context.ts";
import { parseSiteFile } from "../../sites/load.ts";
import type { Site } from "../../sites/registry.ts";
import { action, loader } from "./service.tsx";

const FILE = "sites/harbour-toyota.json";
const json = JSON.parse(readFileSync(FILE, "utf8")) as { features: Record<string, unknown> };
const withUrl = (url: unknown) => parseSiteFile(FILE, JSON.stringify({ ...json, features: { ...json.features, serviceBookingUrl: url } }));

function context(url: string) {
  const file = withUrl(url).site!;
  const site: Site = { ...file, dealerGroupId: 1, dealershipIds: [1], searchPrefix: "/search" };
  const provider = new RouterContextProvider();
  provider.set(siteContext, site);
  return provider;
}

describe("an external service booking page", () => {
  it("is an https address in the site file, named by field when it is not", () => {
    expect(withUrl(null).problems).toEqual([]);
    expect(withUrl("https://www.toyota.com.au/owners/service-booking").site?.features.serviceBookingUrl).toBe("https://www.toyota.com.au/owners/service-booking");
    expect(withUrl("http://booking.example.com").problems).toEqual([
      `${FILE}: field "features.serviceBookingUrl": use the manufacturer's booking page as a whole https address, e.g. https://www.toyota.com.au/service-booking (got "http://booking.example.com")`,
    ]);
    expect(withUrl("/service").problems[0]).toMatch(/field "features\.serviceBookingUrl"/);
  });

  it("makes /service a page linking out to it, and refuses a booking post with a 404", async () => {
    const ctx = context("https://booking.example.com/dealer/harbour-toyota");
    const page = await loader({ request: new Request("http://harbour-toyota.localhost/service"), context: ctx, params: {} } as unknown as Parameters<typeof loader>[0]);
    expect(page).toMatchObject({ external: "https://booking.example.com/dealer/harbour-toyota", title: "Book a Service" });
    let status: number | undefined;
    try {
      await action({ request: new Request("http://harbour-toyota.localhost/service", { method: "POST", body: new URLSearchParams({ rego: "ABC123" }) }), context: ctx, params: {} } as unknown as Parameters<typeof action>[0]);
    } catch (thrown) {
      status = (thrown as { init?: { status?: number } }).init?.status;
    }
    expect(status).toBe(404);
  });
});
