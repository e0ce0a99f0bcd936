// @vitest-environment jsdom
// What the server sends before any JavaScript runs: the first image, the
// thumbnails rule, the video slide, the tabs and the fallbacks.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { CarImage, Hotspot } from "../../../domain/entities.ts";
import { VehicleMedia, type VehicleMediaProps } from "./vehicle-media.tsx";

const photos = (count: number): CarImage[] =>
  Array.from({ length: count }, (_, i) => ({ url: `/img/car/suv/1a2b3c/${i + 1}.jpg`, thumbUrl: `/img/car/suv/1a2b3c/${i + 1}.jpg?w=200` }));
const spin = Array.from({ length: 24 }, (_, i) => `/img/spin/suv/1a2b3c/${i}.jpg`);
const hotspots: Hotspot[] = [
  { view: "exterior", frame: 3, x: 0.5, y: 0.5, description: "Alloy wheels" },
  { view: "interior", frame: 0, x: 0.4, y: 0.6, description: "Digital instrument cluster" },
];

function render(props: Partial<VehicleMediaProps>, url = "/cars/2021-toyota-rav4") {
  const html = renderToString(
    <MemoryRouter initialEntries={[url]}>
      <VehicleMedia name="2021 Toyota RAV4 GX" status="in_stock" images={photos(12)} {...props} />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

const slides = (doc: Document) => [...doc.querySelectorAll(".media-slide")];

describe("first paint without JavaScript", () => {
  it("prioritises the first two images, the first with fetchpriority=high, at a fixed 3:2 size", () => {
    const images = slides(render({})).map((slide) => slide.querySelector("img")!);
    expect(images[0].getAttribute("fetchpriority")).toBe("high");
    expect(images[0].getAttribute("loading")).toBe("eager");
    expect([images[0].getAttribute("width"), images[0].getAttribute("height")]).toEqual(["900", "600"]);
    expect(images[1].getAttribute("loading")).toBe("eager");
    expect(images[1].getAttribute("fetchpriority")).toBeNull();
    expect(images.slice(2).every((img) => img.getAttribute("loading") === "lazy")).toBe(true);
    expect(images[0].getAttribute("srcset")).toContain("/img/car/suv/1a2b3c/1.jpg?w=900 900w");
  });
  it("announces the slide position", () => {
    const position = render({}).querySelector("[aria-live]");
    expect(position?.textContent).toBe("Image 1 of 12");
  });
  it("leaves out the controls that need JavaScript", () => {
    const doc = render({});
    expect(doc.querySelector(".media-slider__arrow")).toBeNull();
    expect(doc.querySelector(".media-slider__fullscreen")).toBeNull();
    // …but each photo links to its large version and each thumbnail to its slide.
    expect(slides(doc)[0].querySelector("a")?.getAttribute("href")).toBe("/img/car/suv/1a2b3c/1.jpg?w=1600");
    expect(doc.querySelector(".media-thumbs a")?.getAttribute("href")).toBe("#vehicle-media-slide-1");
  });
});

describe("thumbnails (only when in stock and more than 3 images)", () => {
  it("shows one thumbnail per slide for an in-stock car with 4 images", () => {
    const thumbs = render({ images: photos(4) }).querySelectorAll(".media-thumbs li");
    expect(thumbs).toHaveLength(4);
  });
  it("shows none with 3 images or for a sold car", () => {
    expect(render({ images: photos(3) }).querySelector(".media-thumbs")).toBeNull();
    expect(render({ images: photos(12), status: "sold" }).querySelector(".media-thumbs")).toBeNull();
  });
  it("uses the car's thumbnail address", () => {
    expect(render({ images: photos(4) }).querySelector(".media-thumbs img")?.getAttribute("src")).toBe("/img/car/suv/1a2b3c/1.jpg?w=200");
  });
});

describe("video slide", () => {
  it("is the second slide by default, playing a YouTube embed in a frame", () => {
    const doc = render({ videoUrl: "https://www.youtube.com/embed/abcdefghijk" });
    const second = slides(doc)[1];
    expect(second.getAttribute("aria-label")).toBe("Video 2 of 13");
    expect(second.querySelector("iframe")?.getAttribute("src")).toBe("https://www.youtube.com/embed/abcdefghijk");
  });
  it("plays any other address in a video element with controls, at the configured position", () => {
    const doc = render({ videoUrl: "/media/walkaround.mp4", videoPosition: "end" });
    const last = slides(doc).at(-1)!;
    expect(last.querySelector("video")?.hasAttribute("controls")).toBe(true);
    expect(last.querySelector("iframe")).toBeNull();
  });
});

describe("tabs and views", () => {
  const spinCar = { spinImages: spin, spinInteriorImage: "/img/interior/333333.jpg", videoUrl: "/media/walkaround.mp4", hotspots };
  it("shows spin, walkaround, gallery and interior tabs, opening on the spin's first frame", () => {
    const doc = render(spinCar);
    expect([...doc.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(["360° Spin", "Walkaround", "Gallery", "Interior"]);
    expect(doc.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe("360° Spin");
    const poster = doc.querySelector(".spin-viewer img");
    expect(poster?.getAttribute("src")).toContain("/img/spin/suv/1a2b3c/0.jpg");
    expect(poster?.getAttribute("fetchpriority")).toBe("high");
  });
  it("opens on the gallery on a site whose default view is the gallery", () => {
    const doc = render({ ...spinCar, defaultMediaView: "gallery" });
    expect(doc.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe("Gallery");
    expect(doc.querySelector(".media-slider")).not.toBeNull();
  });
  it("links each tab to its view, which the server renders when asked (no JavaScript)", () => {
    expect(render(spinCar).querySelector("#vehicle-media-tab-interior")?.getAttribute("href")).toBe("?media=interior#vehicle-media");
    const interior = render(spinCar, "/cars/x?media=interior");
    expect(interior.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe("Interior");
    expect([...interior.querySelectorAll(".spin-hotspot")].map((b) => b.textContent)).toEqual(["Digital instrument cluster"]);
  });
  it("has no tabs when the gallery is the only view", () => {
    expect(render({}).querySelector('[role="tablist"]')).toBeNull();
  });
});

describe("missing images", () => {
  it("shows a 'Photos coming soon' tile, not a broken-image picture, when the car has no photos", () => {
    const slide = render({ images: [] }).querySelector(".media-slide");
    expect(slide?.querySelector("img")).toBeNull();
    const tile = slide?.querySelector('[role="img"]');
    expect(tile?.getAttribute("aria-label")).toBe("2021 Toyota RAV4 GX: photos coming soon");
    expect(tile?.textContent).toBe("Photos coming soon");
  });
});
