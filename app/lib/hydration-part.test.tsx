import { describe, expect, it } from "vitest";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { HydrationPart, lazyPart } from "./hydration-part.tsx";

const Calculator = ({ label }: { label: string }) => <p>{label}</p>;

describe("lazyPart on the server", () => {
  it("renders in line once its code has loaded, never the fallback (a part sent out of line would stay hidden without JavaScript)", async () => {
    expect(import.meta.env.SSR).toBe(true);
    const Lazy = lazyPart(() => Promise.resolve(Calculator));
    await Promise.resolve(); // start-up: the code has loaded before the first request
    const html = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy label="Finance calculator" />
      </Suspense>,
    );
    expect(html).toContain("Finance calculator");
    expect(html).not.toContain("waiting");
  });
});

describe("HydrationPart", () => {
  it("leaves an unmarked part marker in the server's HTML beside its content", () => {
    const html = renderToString(
      <HydrationPart>
        <Calculator label="Similar cars" />
      </HydrationPart>,
    );
    expect(html).toMatch(/<p>Similar cars<\/p><template data-part=""><\/template>/);
    expect(html).not.toContain("data-part-hydrated");
  });
});
