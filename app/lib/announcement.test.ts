import { describe, expect, it } from "vitest";
import { announcementHeadScript, announcementKey } from "./announcement.ts";

describe("announcement dismissal", () => {
  it("names each announcement text by a short stable key, so a new announcement shows again", () => {
    expect(announcementKey("Spring sale")).toBe(announcementKey("Spring sale"));
    expect(announcementKey("Spring sale")).not.toBe(announcementKey("Summer sale"));
    expect(announcementKey("</script><script>alert(1)</script>")).toMatch(/^announcement-dismissed:[a-z0-9]+$/);
  });

  it("the head script hides a dismissed bar at once and remembers a click on the close button", () => {
    const store = new Map<string, string>();
    const attributes = new Map<string, string>();
    let onClick: ((event: { target: unknown }) => void) | null = null;
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) => type === "click" && (onClick = listener),
    };
    const localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) };
    const run = () => new Function("document", "localStorage", announcementHeadScript("Spring sale"))(document, localStorage);
    run();
    expect(attributes.size).toBe(0);
    onClick!({ target: { closest: (selector: string) => (selector === "[data-announcement-close]" ? {} : null) } });
    expect(attributes.has("data-announcement-dismissed")).toBe(true);
    expect(store.get(announcementKey("Spring sale"))).toBe("1");
    attributes.clear();
    run();
    expect(attributes.has("data-announcement-dismissed")).toBe(true);
    // Another announcement shows again.
    attributes.clear();
    new Function("document", "localStorage", announcementHeadScript("Summer sale"))(document, localStorage);
    expect(attributes.size).toBe(0);
  });

  it("writes a head script that carries only the key, never the text", () => {
    const script = announcementHeadScript("</script><script>alert(1)</script>");
    expect(script).not.toContain("<");
    expect(script).toContain(announcementKey("</script><script>alert(1)</script>"));
  });
});
