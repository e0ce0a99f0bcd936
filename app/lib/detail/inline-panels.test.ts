import { describe, expect, it } from "vitest";
import { inlineReadyPanels } from "./detail-page.server.ts";

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("streamed panels", () => {
  it("go into the first HTML as values when they are ready at once", async () => {
    const panels = await inlineReadyPanels({ similar: Promise.resolve([]), comparison: Promise.resolve({ fill: null } as never), quote: Promise.resolve(null) });
    expect(panels).toEqual({ similar: [], comparison: { fill: null }, quote: null });
  });

  it("stay promises, and stream, when they are slow or fail", async () => {
    const slowQuote = after(200, { weeklyRepaymentAmount: 120, advertisedRate: 7.49, comparisonRate: 8.6 });
    const failing = Promise.reject(new Error("engine down"));
    const started = Date.now();
    const panels = await inlineReadyPanels({ similar: Promise.resolve([]), comparison: failing, quote: slowQuote }, 30);
    expect(Date.now() - started).toBeLessThan(150);
    expect(panels.similar).toEqual([]);
    expect(panels.quote).toBe(slowQuote);
    expect(panels.comparison).toBe(failing);
    await expect(panels.comparison).rejects.toThrow("engine down");
  });
});
