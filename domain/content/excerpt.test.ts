import { describe, expect, it } from "vitest";
import { blogPage, excerpt, EXCERPT_LENGTH } from "./excerpt.ts";

describe("blog excerpt", () => {
  it("keeps a short text whole, white space collapsed", () => {
    expect(excerpt("  Our new\n\nworkshop   opens today. ")).toBe("Our new workshop opens today.");
  });

  it("cuts a long text at a word boundary to 80 characters at most, with an ellipsis", () => {
    const text =
      "The new RAV4 Hybrid is the quietest, most frugal RAV4 yet, and we spent a week with it on the school run, the highway and a muddy track.";
    const short = excerpt(text);
    expect(short.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(short).toBe("The new RAV4 Hybrid is the quietest, most frugal RAV4 yet, and we spent a week…");
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });

  it("drops trailing punctuation before the ellipsis and cuts inside one very long word", () => {
    expect(excerpt("a".repeat(20) + ", " + "b".repeat(100), 30)).toBe("a".repeat(20) + "…");
    expect(excerpt("x".repeat(200))).toBe("x".repeat(79) + "…");
  });

  it("is exactly 80 characters or fewer for any text", () => {
    for (const n of [79, 80, 81, 160]) expect(excerpt("word ".repeat(n)).length).toBeLessThanOrEqual(80);
  });
});

describe("blog pages", () => {
  const posts = Array.from({ length: 14 }, (_, i) => i + 1);
  it("splits posts into pages of 6", () => {
    expect(blogPage(posts, 1)).toEqual({ items: [1, 2, 3, 4, 5, 6], pageCount: 3 });
    expect(blogPage(posts, 3)).toEqual({ items: [13, 14], pageCount: 3 });
  });
  it("has no page past the last, or below 1; an empty blog has one empty page", () => {
    expect(blogPage(posts, 4)).toBeNull();
    expect(blogPage(posts, 0)).toBeNull();
    expect(blogPage([], 1)).toEqual({ items: [], pageCount: 1 });
  });
});
