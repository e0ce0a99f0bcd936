// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { Profiler } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrationPart, PageHydratedMarker } from "./hydration-part.tsx";
import { LIVE_AT_THE_LATEST_MS, LIVE_PER_TASK, resetHydratedPage, useHydrated } from "./use-hydrated.ts";

// The controls turn live in tasks of their own, as in a browser, not inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const CONTROLS = 20;
/** What each control rendered, in order, with a mark at every commit: the flips of one commit sit between two marks. */
let log: string[] = [];

function Control({ n }: { n: number }) {
  const hydrated = useHydrated();
  if (hydrated) log.push(`live ${n}`);
  return <button disabled={!hydrated}>Favourite {n}</button>;
}

const Page = () => (
  <Profiler id="page" onRender={() => log.push("commit")}>
    <HydrationPart>
      {Array.from({ length: CONTROLS }, (_, n) => (
        <Control key={n} n={n} />
      ))}
    </HydrationPart>
    <PageHydratedMarker />
  </Profiler>
);

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  resetHydratedPage();
  vi.useRealTimers();
  log = [];
});

const enabled = (container: HTMLElement) => [...container.querySelectorAll("button")].filter((b) => !b.disabled).length;

async function hydrate(errors: unknown[]) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  log = [];
  root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  await vi.waitFor(() => expect(container.querySelector("template[data-part-hydrated]")).not.toBeNull());
  return container;
}

describe("useHydrated", () => {
  it("is false on the server: the page's HTML has the JavaScript-off controls", () => {
    const html = renderToString(<Page />);
    expect(html.match(/<button disabled="">/g)).toHaveLength(CONTROLS);
  });

  it("keeps the server's HTML while hydrating, then turns the controls live a few per commit, and marks the page after", async () => {
    const errors: unknown[] = [];
    const container = await hydrate(errors);
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    expect(enabled(container)).toBe(CONTROLS);
    // Split the log at each commit: every flip belongs to a commit of at most LIVE_PER_TASK controls.
    const commits = log.join("|").split("commit").map((part) => part.split("|").filter((entry) => entry.startsWith("live")));
    const flips = commits.filter((flipped) => flipped.length > 0);
    expect(flips.flat()).toHaveLength(CONTROLS);
    expect(Math.max(...flips.map((flipped) => flipped.length))).toBe(LIVE_PER_TASK);
    expect(flips.length).toBe(Math.ceil(CONTROLS / LIVE_PER_TASK));
    expect(errors).toEqual([]);
  });

  it("is true at once for a control the browser renders new (after a navigation)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root!.render(<Control n={1} />));
    expect(log[0]).toBe("live 1");
    expect(enabled(container)).toBe(1);
  });

  it("turns the controls live at the latest after a while when a part of the page never hydrates", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const stuck = document.createElement("template");
    stuck.setAttribute("data-part", "");
    document.body.append(stuck);
    const container = await hydrate([]);
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect(enabled(container)).toBe(0);
    vi.advanceTimersByTime(LIVE_AT_THE_LATEST_MS);
    vi.useRealTimers();
    await vi.waitFor(() => expect(enabled(container)).toBe(CONTROLS));
    // The page itself is not said to be hydrated: a part is still the server's.
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
  });
});
