import { describe, expect, it } from "vitest";
import { announcementHeadScript, announcementKey } from "./announcement.ts";

describe("announcement dismissal", () => {
  it("names each announcement text by a short stable key, so a new announcement shows again", () => {
    expect(announcementKey("Spring sale")).toBe(announcementKey("Spring sale"));
    expect(announcementKey("Spring sale")).not.toBe(announcementKey("Summer sale"));
    expect(announcementKey("</script><script>alert(1)</script>")).toMatch(/^announcement-dismissed:[a-z0-9]+$/);
  });

  it("writes a head script that carries only the key, never the text", () => {
    const script = announcementHeadScript("</script><script>alert(1)</script>");
    expect(script).not.toContain("<");
    expect(script).toContain(announcementKey("</script><script>alert(1)</script>"));
  });
});
