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

/** A task later: a message posted now is handled after the ones posted before it. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

const enabled = (container: HTMLElement) => [...container.querySelectorAll("button")].filter((b) => !b.disabled).length;

async function hydrate(errors: unknown[], container = document.createElement("div")) {
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  log = [];
  root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  // Task by task, not vi.waitFor: with fake timers, waitFor moves the clock.
  for (let i = 0; i < 100 && !container.querySelector("template[data-part-hydrated]"); i++) await nextTask();
  expect(container.querySelector("template[data-part-hydrated]")).not.toBeNull();
  return container;
}

describe("useHydrated", () => {
  it("is false on the server: the page's HTML has the JavaScript-off controls", () => {
    const html = renderToString(<Page />);
    expect(html.match(/<button disabled="">/g)).toHaveLength(CONTROLS);
  });

  it("keeps the server's HTML while hydrating, then turns the controls live a few per task, and marks the page after", async () => {
    const errors: unknown[] = [];
    const posted = vi.spyOn(MessagePort.prototype, "postMessage");
    // How many controls were live when the page was marked hydrated.
    let liveWhenMarked = -1;
    const container = document.createElement("div");
    new MutationObserver(() => {
      if (liveWhenMarked < 0 && document.documentElement.hasAttribute("data-hydrated")) liveWhenMarked = enabled(container);
    }).observe(document.documentElement, { attributes: true });
    await hydrate(errors, container);
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    expect(liveWhenMarked).toBe(CONTROLS);
    // Each batch was its own task: one posted message per batch, and one more before the page is marked.
    expect(posted.mock.calls.length).toBeGreaterThanOrEqual(Math.ceil(CONTROLS / LIVE_PER_TASK) + 1);
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
    // Tasks go by (messages are not faked) and nothing turns live while a part waits...
    for (let i = 0; i < 5; i++) await nextTask();
    expect(enabled(container)).toBe(0);
    // ...until the time is up, not before.
    vi.advanceTimersByTime(LIVE_AT_THE_LATEST_MS - 1);
    for (let i = 0; i < 5; i++) await nextTask();
    expect(enabled(container)).toBe(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(enabled(container)).toBe(CONTROLS));
    // The page itself is not said to be hydrated: a part is still the server's.
    expect(document.documentElement.hasAttribute("data-hydrated")).toBe(false);
  });
});
