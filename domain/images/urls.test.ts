import { describe, expect, it } from "vitest";
import { carPhotoUrl, interiorUrl, isGeneratedImage, locationPhotoUrl, spinFrameUrl, vehicleImageAlt } from "./urls.ts";

describe("generated pictures are marked as illustrations (issue #14 §7)", () => {
  it("knows a generated photo, spin frame or cabin view, relative or absolute, sized or not", () => {
    expect(isGeneratedImage(carPhotoUrl("SUV", "#112233", 1))).toBe(true);
    expect(isGeneratedImage(`${carPhotoUrl("Bus", "#112233", 2)}?w=600`)).toBe(true);
    expect(isGeneratedImage(`https://harbour.example${spinFrameUrl("Motorcycle", "#112233", 0)}`)).toBe(true);
    expect(isGeneratedImage(interiorUrl("#112233"))).toBe(true);
    expect(isGeneratedImage(locationPhotoUrl(3))).toBe(false);
    expect(isGeneratedImage("https://cdn.dealer.example/photos/123.jpg")).toBe(false);
    expect(isGeneratedImage(null)).toBe(false);
  });

  it("starts the alt text with 'Illustration:' for a generated picture only", () => {
    expect(vehicleImageAlt(carPhotoUrl("Hatch", "#ffffff", 3), "2023 Toyota Corolla, image 1 of 5")).toBe("Illustration: 2023 Toyota Corolla, image 1 of 5");
    expect(vehicleImageAlt("https://cdn.dealer.example/1.jpg", "2023 Toyota Corolla")).toBe("2023 Toyota Corolla");
  });
});
