// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrationPart, PageHydratedMarker } from "./hydration-part.tsx";
import { resetHydratedPage } from "./use-hydrated.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Page = ({ page }: { page?: string }) => (
  <div>
    <HydrationPart>
      <p>Filters</p>
    </HydrationPart>
    <HydrationPart>
      <p>Cards</p>
    </HydrationPart>
    <PageHydratedMarker page={page} />
  </div>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  resetHydratedPage();
});

/** The attribute comes in a task after the page's components have turned live (app/lib/use-hydrated.ts). */
const pageMarked = () => vi.waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
const aFewTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

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
    await pageMarked();
  });

  it("is not set while a part elsewhere on the page is still the server's HTML", async () => {
    const pending = document.createElement("template");
    pending.setAttribute("data-part", "");
    document.body.append(pending);
    await hydrate(renderToString(<Page />));
    await aFewTasks();
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
  });

  it("is set after a navigation that took away a part that had not hydrated yet", async () => {
    // A shopper follows a link before the last part has hydrated: that part leaves with its page and never marks itself.
    const leaving = document.createElement("template");
    leaving.setAttribute("data-part", "");
    document.body.append(leaving);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page page="listing" />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page page="listing" />);
    });
    await aFewTasks();
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
    leaving.remove();
    await act(async () => root!.render(<Page page="budget-finder" />));
    await pageMarked();
  });
});
