// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrationPart, PageHydratedMarker } from "./hydration-part.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Page = () => (
  <div>
    <HydrationPart>
      <p>Filters</p>
    </HydrationPart>
    <HydrationPart>
      <p>Cards</p>
    </HydrationPart>
    <PageHydratedMarker />
  </div>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
});

async function hydrate(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return container;
}

describe("data-hydrated, what browser tests wait for", () => {
  it("is set on <html> once the page and each of its parts have hydrated", async () => {
    const html = renderToString(<Page />);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
    const container = await hydrate(html);
    expect(container.querySelectorAll("template[data-part]:not([data-part-hydrated])")).toHaveLength(0);
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true);
  });

  it("is not set while a part elsewhere on the page is still the server's HTML", async () => {
    const pending = document.createElement("template");
    pending.setAttribute("data-part", "");
    document.body.append(pending);
    await hydrate(renderToString(<Page />));
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
  });
});
