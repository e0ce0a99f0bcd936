import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { IMAGE_QUALITIES, IMAGE_WIDTHS, negotiateFormat, parseImagePath, requestedQuality, requestedWidth } from "./image-request.ts";
import { BODY_SLUGS, CAR_PHOTO_COUNT, SPIN_FRAME_COUNT, carPhotoUrl, interiorUrl, locationPhotoUrl, manufacturerLogoUrl, spinFrameUrl, thumbnailUrl } from "./urls.ts";

const hex = fc.stringMatching(/^[0-9a-f]{6}$/);
const body = fc.constantFrom(...BODY_SLUGS);

describe("parseImagePath", () => {
  it("reads back every car photo address the generator builds", () => {
    fc.assert(
      fc.property(body, hex, fc.integer({ min: 1, max: CAR_PHOTO_COUNT }), (b, h, n) => {
        expect(parseImagePath(carPhotoUrl(b, h, n))).toEqual({ kind: "car", body: b, hex: h, n });
      }),
    );
  });

  it("reads back every spin frame address", () => {
    fc.assert(
      fc.property(body, hex, fc.integer({ min: 0, max: SPIN_FRAME_COUNT - 1 }), (b, h, frame) => {
        expect(parseImagePath(spinFrameUrl(b, h, frame))).toEqual({ kind: "spin", body: b, hex: h, frame });
      }),
    );
  });

  it("reads interior, location, logo, site, hero and not-found addresses", () => {
    expect(parseImagePath(interiorUrl("#A0703F"))).toEqual({ kind: "interior", hex: "a0703f" });
    expect(parseImagePath(locationPhotoUrl(12))).toEqual({ kind: "location", n: 12 });
    expect(parseImagePath(manufacturerLogoUrl("harley-davidson"))).toEqual({ kind: "logo", slug: "harley-davidson" });
    expect(parseImagePath("/img/site/harbour-toyota.svg")).toEqual({ kind: "site", slug: "harbour-toyota" });
    expect(parseImagePath("/img/hero/summer-sale.jpg")).toEqual({ kind: "hero", name: "summer-sale" });
    expect(parseImagePath("/img/not-found.jpg")).toEqual({ kind: "not-found" });
  });

  it("turns away photo numbers and frames out of range", () => {
    expect(parseImagePath("/img/car/suv/ffffff/0.jpg")).toBeNull();
    expect(parseImagePath(`/img/car/suv/ffffff/${CAR_PHOTO_COUNT + 1}.jpg`)).toBeNull();
    expect(parseImagePath(`/img/spin/suv/ffffff/${SPIN_FRAME_COUNT}.jpg`)).toBeNull();
    expect(parseImagePath("/img/car/suv/ffffff/01.jpg")).toBeNull();
  });

  it("turns away unknown bodies, bad colours and other extensions", () => {
    expect(parseImagePath("/img/car/spaceship/ffffff/1.jpg")).toBeNull();
    expect(parseImagePath("/img/car/suv/FFFFFF/1.jpg")).toBeNull();
    expect(parseImagePath("/img/car/suv/fffff/1.jpg")).toBeNull();
    expect(parseImagePath("/img/car/suv/ffffff/1.png")).toBeNull();
    expect(parseImagePath("/img/logos/Toyota.svg")).toBeNull();
  });

  it("never accepts traversal or encoded characters", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("..", "%2e", "%2f", "\\", "//", "\0"), fc.string(), (before, evil, after) => {
        expect(parseImagePath(`/img/${before}${evil}${after}`)).toBeNull();
      }),
    );
  });
});

describe("requestedWidth and requestedQuality", () => {
  it("renders only the widths our pages ask for, rounding any other up", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 5000 }).map(String), fc.string()), (w) => {
        const width = requestedWidth(new URLSearchParams({ w }), 1200);
        expect(IMAGE_WIDTHS).toContain(width);
        const asked = Number(w);
        if (Number.isFinite(asked) && w.trim() !== "" && asked <= 1920) expect(width).toBeGreaterThanOrEqual(asked);
      }),
    );
    for (const w of IMAGE_WIDTHS) expect(requestedWidth(new URLSearchParams({ w: String(w) }), 1200)).toBe(w);
  });

  it("uses the asked width rounded up, the natural one when absent or not a number", () => {
    expect(requestedWidth(new URLSearchParams("w=640"), 1200)).toBe(640);
    expect(requestedWidth(new URLSearchParams("w=641"), 1200)).toBe(900);
    expect(requestedWidth(new URLSearchParams(""), 1200)).toBe(1200);
    expect(requestedWidth(new URLSearchParams("w=wide"), 1200)).toBe(1200);
    expect(requestedWidth(new URLSearchParams("w=5000"), 1200)).toBe(1920);
    expect(requestedWidth(new URLSearchParams("w=2"), 1200)).toBe(200);
  });

  it("lets a later w override the thumbnail's w=200", () => {
    const url = new URL(`${thumbnailUrl("/img/car/suv/ffffff/1.jpg")}&w=400`, "http://x");
    expect(requestedWidth(url.searchParams, 1200)).toBe(480);
  });

  it("renders only three qualities, the nearest to the asked one, 75 by default", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (q) => {
        const quality = requestedQuality(new URLSearchParams({ q: String(q) }));
        expect(IMAGE_QUALITIES).toContain(quality);
        for (const other of IMAGE_QUALITIES) expect(Math.abs(quality - q)).toBeLessThanOrEqual(Math.abs(other - q));
      }),
    );
    expect([30, 62, 63, 80, 83, 100].map((q) => requestedQuality(new URLSearchParams({ q: String(q) })))).toEqual([50, 50, 75, 75, 90, 90]);
    expect(requestedQuality(new URLSearchParams())).toBe(75);
  });
});

describe("negotiateFormat", () => {
  it("prefers AVIF, then WebP, else JPEG", () => {
    expect(negotiateFormat("image/avif,image/webp,image/apng,image/*,*/*;q=0.8")).toBe("avif");
    expect(negotiateFormat("image/webp,*/*")).toBe("webp");
    expect(negotiateFormat("image/jpeg")).toBe("jpeg");
    expect(negotiateFormat("*/*")).toBe("jpeg");
    expect(negotiateFormat(null)).toBe("jpeg");
  });

  it("respects q=0 as a refusal", () => {
    expect(negotiateFormat("image/avif;q=0, image/webp")).toBe("webp");
  });

  it("always answers one of the three formats", () => {
    fc.assert(
      fc.property(fc.string(), (accept) => {
        expect(["avif", "webp", "jpeg"]).toContain(negotiateFormat(accept));
      }),
    );
  });
});
