// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Await, MemoryRouter } from "react-router";
import { DeferredWarning } from "./deferred-warning.tsx";
import { PriceComparison } from "./price-comparison.tsx";
import { ShareTools } from "./share-tools.tsx";
import { SimilarCars } from "./similar-cars.tsx";

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const inRouter = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe("share tools", () => {
  it("hide the share links and copy link without the site's public address, keeping print and PDF", () => {
    const doc = parse(inRouter(<ShareTools name="2023 Toyota Corolla" slug="2023-toyota-corolla-1" shareUrl={null} toast={false} />));
    const labels = [...doc.querySelectorAll(".share-tools__button")].map((el) => el.textContent);
    expect(labels).toEqual(["Print", "Download PDF"]);
    expect(doc.querySelector('a[href="/print?car_id=2023-toyota-corolla-1"]')?.getAttribute("target")).toBe("_blank");
    expect(doc.querySelector('[data-testid="pdf-download"]')?.getAttribute("download")).toBe("2023-toyota-corolla-1.pdf");
  });

  it("share the page's public address to Facebook, X and email", () => {
    const url = "https://harbourtoyota.example.com.au/cars/2023-toyota-corolla-1";
    const doc = parse(inRouter(<ShareTools name="2023 Toyota Corolla" slug="2023-toyota-corolla-1" shareUrl={url} toast={false} />));
    const hrefs = [...doc.querySelectorAll("a.share-tools__button")].map((el) => el.getAttribute("href"));
    expect(hrefs).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(hrefs.some((href) => href?.startsWith(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}`))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith("mailto:?subject="))).toBe(true);
    expect(doc.querySelector('[data-testid="copy-link"]')?.textContent).toBe("Copy link");
  });
});

describe("price comparison panel", () => {
  const answer = { fill: 0.7, listing_price: 30000, market_range_min: 28000, market_range_max: 36000, confidence: 0.8, description: "Based on 12 similar listings." };

  it("shows Great Deal at 0.65 or above, high gauge, its marker moving into place over 2.5 s", () => {
    const doc = parse(renderToString(<PriceComparison answer={answer} />));
    expect(doc.querySelector(".deal-label")?.textContent).toBe("Great Deal");
    expect(doc.querySelector(".gauge")?.className).toContain("gauge--high");
    const marker = doc.querySelector<HTMLElement>(".gauge__marker")!;
    expect(marker.style.animationDuration).toBe("2500ms");
  });

  it("puts a marker where the price sits between the market's lowest and highest prices", () => {
    // $30,000 in a $28,000–$36,000 market: a quarter of the way along.
    const doc = parse(renderToString(<PriceComparison answer={answer} />));
    expect(doc.querySelector<HTMLElement>(".gauge__marker")!.style.left).toBe("25%");
    expect(doc.querySelector(".gauge")?.getAttribute("aria-valuenow")).toBe("30000");
    const cheapest = parse(renderToString(<PriceComparison answer={{ ...answer, listing_price: 28000 }} />));
    expect(cheapest.querySelector<HTMLElement>(".gauge__marker")!.style.left).toBe("0%");
    expect(doc.querySelector(".price-comparison__range")?.textContent).toBe("Lowest $28,000This vehicle $30,000Highest $36,000");
  });

  it("shows Good Deal below 0.65 and a medium gauge from 0.3", () => {
    const doc = parse(renderToString(<PriceComparison answer={{ ...answer, fill: 0.4 }} />));
    expect(doc.querySelector(".deal-label")?.textContent).toBe("Good Deal");
    expect(doc.querySelector(".gauge")?.className).toContain("gauge--medium");
  });

  it("is hidden when a figure is missing, confidence is 0.2 or lower, or the market maximum is below the price", () => {
    for (const hidden of [null, { ...answer, fill: null }, { ...answer, confidence: 0.2 }, { ...answer, market_range_max: 29999 }]) {
      expect(renderToString(<PriceComparison answer={hidden} />)).toBe("");
    }
  });
});

describe("similar cars while loading", () => {
  it("shows 6 placeholders", () => {
    const doc = parse(inRouter(<SimilarCars cars={new Promise(() => {})} moreHref="/search/toyota/corolla" now={0} />));
    expect(doc.querySelectorAll('[data-testid="similar-placeholder"]')).toHaveLength(6);
  });
});

describe("a streamed panel that fails", () => {
  let container: HTMLDivElement;
  afterEach(() => container?.remove());

  it("renders nothing and warns on the console only", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    container = document.createElement("div");
    document.body.append(container);
    const failing = Promise.reject(new Error("engine down"));
    failing.catch(() => {});
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Await resolve={failing} errorElement={<DeferredWarning panel="Price comparison" />}>
            {() => <p>panel</p>}
          </Await>
        </Suspense>,
      );
    });
    expect(container.textContent).toBe("");
    expect(warn).toHaveBeenCalledWith("Price comparison could not be loaded:", expect.any(Error));
    act(() => root.unmount());
  });
});
