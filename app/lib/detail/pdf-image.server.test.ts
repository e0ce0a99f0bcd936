import { afterAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pdfImage } from "./pdf-image.server.ts";

const dataDir = mkdtempSync(join(tmpdir(), "forecourt-pdf-image-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the PDF's photo", () => {
  it("comes from the image service as a JPEG", async () => {
    const bytes = await pdfImage({ dataDir }, "/img/car/hatch/f2f2f2/1.jpg", "http://harbour-toyota.localhost");
    expect(bytes).not.toBeNull();
    // JPEG files start with the SOI marker FF D8.
    expect([bytes![0], bytes![1]]).toEqual([0xff, 0xd8]);
  });

  it("is left out (with a warning) when the picture does not exist", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await pdfImage({ dataDir }, "/img/nothing/here.jpg", "http://harbour-toyota.localhost")).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("is left out for a car without photos", async () => {
    expect(await pdfImage({ dataDir }, undefined, "http://harbour-toyota.localhost")).toBeNull();
  });
});
