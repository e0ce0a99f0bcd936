import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dealerComments, showMoreLabel, truncateAtWord } from "./dealer-comments.ts";

describe("dealer comments (detail §4)", () => {
  it("shows the pending message for empty comments", () => {
    const pending = { kind: "pending", message: "Dealer comments are pending. Please check back here later." };
    expect(dealerComments("")).toEqual(pending);
    expect(dealerComments("  \n ")).toEqual(pending);
    expect(dealerComments(null)).toEqual(pending);
  });

  it("shows comments of 400 characters or fewer whole, without Show More", () => {
    const text = "a".repeat(400);
    expect(dealerComments(text)).toEqual({ kind: "comments", full: text, collapsed: text, truncated: false });
  });

  it("truncates comments to 400 characters at a word boundary, with Show More", () => {
    const words = "Immaculate one owner car with full service history. ".repeat(10); // 520 characters
    const shown = dealerComments(words);
    expect(shown.kind === "comments" && shown.truncated).toBe(true);
    if (shown.kind !== "comments") return;
    expect(shown.collapsed.endsWith("…")).toBe(true);
    const kept = shown.collapsed.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(400);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toMatch(/\s/); // ended on a whole word
  });

  it("cuts mid-word at 400 when there is no word boundary near", () => {
    expect(truncateAtWord("x".repeat(500), 400)).toBe(`${"x".repeat(400)}…`);
  });

  it("never shows more than the first 400 characters collapsed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 900 }), (text) => {
        const shown = dealerComments(text);
        if (shown.kind === "pending") {
          expect(text.trim()).toBe("");
          return;
        }
        const kept = shown.truncated ? shown.collapsed.slice(0, -1) : shown.collapsed;
        expect(kept.length).toBeLessThanOrEqual(400);
        expect(shown.full.startsWith(kept)).toBe(true);
        expect(shown.truncated).toBe(shown.full.length > 400);
      }),
    );
  });

  it("labels the toggle Show More, then Show Less", () => {
    expect(showMoreLabel(false)).toBe("Show More");
    expect(showMoreLabel(true)).toBe("Show Less");
  });
});
