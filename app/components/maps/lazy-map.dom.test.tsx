// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { LazyMap } from "./lazy-map.tsx";
import type { MapPin } from "./map-pin.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  scrollIntoView() {
    this.callback(this.observed.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

const pins: MapPin[] = [
  { lat: -33.81, lng: 151.18, name: "Harbour Toyota Artarmon", href: "/locations/harbour-toyota-artarmon", kind: "location" },
  { lat: -33.76, lng: 151.27, name: "Harbour Toyota Brookvale", href: "/locations/harbour-toyota-brookvale", kind: "location" },
];
const fallback = <svg data-testid="static-map" role="img" aria-label="Map" />;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  FakeObserver.instances = [];
  vi.unstubAllGlobals();
});

async function render(element: React.ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(element));
  return container;
}

describe("maps (decision 0042)", () => {
  it("with no tile source: the static map drawn from coordinates, and no map library", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const container = await render(<LazyMap tiles={null} pins={pins} label="Map of our locations" fallback={fallback} />);
    expect(container.querySelector("[data-testid=static-map]")).not.toBeNull();
    expect(FakeObserver.instances).toHaveLength(0);
    expect(container.querySelector(".leaflet-container")).toBeNull();
    expect(container.querySelector(".lazy-map")!.getAttribute("data-map")).toBe("static");
  });

  it("with a tile source: the library loads only when the map scrolls into view, over the static map", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    // jsdom draws no SVG geometry; Leaflet only asks whether it can (a real browser can).
    (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect ??= () => ({});
    const tiles = { url: "https://tiles.example.com/{z}/{x}/{y}.png", attribution: "© Example" };
    const container = await render(<LazyMap tiles={tiles} pins={pins} label="Map of our locations" fallback={fallback} />);
    expect(container.querySelector(".leaflet-container")).toBeNull();
    expect(FakeObserver.instances).toHaveLength(1);
    await act(async () => {
      FakeObserver.instances[0].scrollIntoView();
      // The component's own dynamic import of the same module: resolved once this one is.
      await import("./leaflet-map.ts");
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.querySelector(".lazy-map")!.getAttribute("data-map")).toBe("interactive");
    const canvas = container.querySelector(".lazy-map__canvas")!;
    expect(canvas.classList.contains("leaflet-container")).toBe(true);
    expect(canvas.getAttribute("aria-label")).toBe("Map of our locations");
    // The pins, drawn by Leaflet, and the static map still underneath (never blank while tiles load).
    expect(canvas.querySelectorAll("path.leaflet-pin--location").length).toBe(2);
    expect(container.querySelector("[data-testid=static-map]")).not.toBeNull();
    expect(canvas.querySelector(".leaflet-control-attribution")!.textContent).toContain("© Example");
  });
});
