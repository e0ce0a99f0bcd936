import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { inflateSync } from "node:zlib";
import { priceDisplay } from "../../../domain/price-display.ts";
import { keyInformationRows, specificationRows } from "../../../domain/specifications.ts";
import { carViewFixture } from "./car-view.fixture.ts";
import { renderCarPdf, type CarPdfContent } from "./car-pdf.server.ts";

function content(overrides: Partial<CarPdfContent> = {}): CarPdfContent {
  const car = carViewFixture();
  return {
    car,
    price: priceDisplay(car, { subscriptionOffer: false }),
    siteName: "Harbour Toyota",
    dealershipName: "Harbour Toyota",
    phone: "02 9412 5500",
    pageUrl: "https://harbourtoyota.example.com.au/cars/2023-toyota-corolla-ascent-sport-hatch-42",
    keyInformation: keyInformationRows(car),
    specifications: specificationRows(car),
    features: Array.from({ length: 30 }, (_, i) => `Feature ${i + 1}`),
    comments: "One owner with a full service history.",
    image: null,
    printedOn: new Date("2026-03-02T00:00:00Z"),
    ...overrides,
  };
}

const pdfText = (pdf: Buffer) => pdf.toString("latin1");

/** The text drawn on the pages: every Flate stream inflated, the hex strings pdfkit writes glyphs as, decoded. */
function drawnText(pdf: Buffer): string {
  const raw = pdfText(pdf);
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      texts.push([...array[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], "hex").toString("latin1")).join(""));
    }
  }
  return texts.join("\n");
}

describe("the car's PDF", () => {
  it("is a PDF titled with the car's name", async () => {
    const pdf = await renderCarPdf(content());
    expect(pdfText(pdf).startsWith("%PDF-")).toBe(true);
    expect(pdfText(pdf).trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdfText(pdf)).toContain("(2023 Toyota Corolla Ascent Sport)");
  });

  it("shows the car's name, price, dealer and details", async () => {
    const text = drawnText(await renderCarPdf(content()));
    for (const expected of ["2023 Toyota Corolla Ascent Sport", "$28,990", "Drive Away", "Harbour Toyota Artarmon", "Phone 02 9412 5500", "Key information", "Kilometres", "24,500 km", "Dealer comments", "Features", "Feature 24", "and 6 more"]) {
      expect(text).toContain(expected);
    }
  });

  it("embeds the first image when there is one", async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#c8102e" } }).jpeg().toBuffer();
    const withImage = await renderCarPdf(content({ image: jpeg }));
    expect(pdfText(withImage)).toMatch(/\/Subtype \/Image/);
    expect(pdfText(withImage)).toMatch(/\/Filter \/DCTDecode/);
    const withoutImage = await renderCarPdf(content());
    expect(pdfText(withoutImage)).not.toMatch(/\/Subtype \/Image/);
  });

  it("copes with a car without price, location, comments or features", async () => {
    const car = carViewFixture({ price: null, location: null });
    const pdf = await renderCarPdf(content({ car, price: priceDisplay(car, { subscriptionOffer: false }), comments: null, features: [], phone: null }));
    expect(pdfText(pdf).startsWith("%PDF-")).toBe(true);
  });
});
