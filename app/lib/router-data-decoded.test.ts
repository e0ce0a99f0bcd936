import { describe, expect, it } from "vitest";
import { routerDataDecoded } from "./router-data-decoded.ts";

describe("waiting for React Router's decoded page data", () => {
  it("waits while the first render throws a pending promise and resolves once it throws anything else", async () => {
    let release!: () => void;
    const decoding = new Promise<void>((resolve) => (release = resolve));
    let decoded = false;
    void decoding.then(() => (decoded = true));
    const calls: string[] = [];
    const render = () => {
      calls.push(decoded ? "decoded" : "pending");
      if (!decoded) throw decoding;
      throw new TypeError("hooks outside a render");
    };

    let done = false;
    const waiting = routerDataDecoded(render).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await waiting;
    expect(done).toBe(true);
    expect(calls).toEqual(["pending", "decoded"]);
  });

  it("resolves at once when the first render does not suspend, and when decoding fails", async () => {
    await expect(routerDataDecoded(() => null)).resolves.toBeUndefined();
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      if (attempts === 1) throw Promise.reject(new Error("bad stream"));
      throw new Error("router reports it");
    };
    await expect(routerDataDecoded(failing)).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
