// @vitest-environment jsdom
// A split part keeps the server's HTML until its code arrives, even when the
// page re-renders in between, and the page learns when every part has hydrated.
import { describe, expect, it } from "vitest";
import { act, Suspense, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { splitComponent, useSplitPartsHydrated } from "./split-component.tsx";

function Panel({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" id="panel" onClick={() => setClicks(clicks + 1)}>
      {label} {clicks}
    </button>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("split components in the browser", () => {
  it("hydrate the server's HTML in place once their code arrives, across a page re-render", async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const SplitPanel = splitComponent(() => arrived.then(() => Panel));
    const seen: boolean[] = [];

    function Page() {
      const [tick, setTick] = useState(0);
      const partsHydrated = useSplitPartsHydrated();
      seen.push(partsHydrated);
      // The page re-renders before the part's code is in (as the detail page does).
      useEffect(() => setTick(1), []);
      return (
        <main data-tick={tick}>
          <SplitPanel label="Fuel" />
        </main>
      );
    }

    // What the server writes: the part inside its own Suspense boundary.
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <main data-tick={0}>
        <Suspense fallback={null}>
          <Panel label="Fuel" />
        </Suspense>
      </main>,
    );
    document.body.append(container);
    const serverButton = container.querySelector("#panel");
    expect(serverButton?.textContent).toBe("Fuel 0");

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(container.querySelector("main")?.dataset.tick).toBe("1");
    expect(container.querySelector("#panel")).toBe(serverButton); // still the server's node, not thrown away
    expect(seen.at(-1)).toBe(false);

    await act(async () => {
      release();
      await arrived;
    });
    expect(container.querySelector("#panel")).toBe(serverButton);
    expect(seen.at(-1)).toBe(true);

    // Hydrated, not just shown: it answers clicks.
    await act(async () => (serverButton as HTMLButtonElement).click());
    expect(container.querySelector("#panel")?.textContent).toBe("Fuel 1");
  });
});
