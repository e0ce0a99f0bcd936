import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { HOSTILE_COMMENTS, HTML_COMMENTS } from "../../../demo/data/reference/vocabulary.ts";
import { dealerCommentsView, htmlToText, sanitizeDealerComments } from "./dealer-comments.server.ts";

describe("dealer comments on the detail page", () => {
  it("shows the pending text when the dealer wrote nothing", () => {
    for (const empty of [null, undefined, "", "   ", "null"]) {
      expect(dealerCommentsView(empty)).toEqual({
        kind: "pending",
        message: "Dealer comments are pending. Please check back here later.",
      });
    }
  });

  it("drops the seeded <script> comment's script and keeps its text", () => {
    const html = sanitizeDealerComments(HOSTILE_COMMENTS[0]);
    expect(html).toBe("<p>Great condition.</p><p>Call now!</p>");
  });

  it("drops the seeded <img onerror> comment's image", () => {
    const html = sanitizeDealerComments(HOSTILE_COMMENTS[1]);
    expect(html).not.toMatch(/<img|onerror/i);
    expect(html).toContain("Clean car inside and out");
  });

  it("keeps the dealer's formatting", () => {
    expect(sanitizeDealerComments(HTML_COMMENTS[0])).toBe(HTML_COMMENTS[0]);
  });

  it("turns plain text into escaped paragraphs", () => {
    expect(sanitizeDealerComments("One owner <3\n\nCall Sam\non 0400")).toBe("<p>One owner &lt;3</p><p>Call Sam<br>on 0400</p>");
  });

  it("collapses long comments to 400 characters of plain text", () => {
    const long = `<p>${"Low kilometres and a full service history. ".repeat(20)}</p>`;
    const view = dealerCommentsView(long);
    expect(view.kind).toBe("comments");
    if (view.kind !== "comments") return;
    expect(view.truncated).toBe(true);
    expect(view.collapsed.length).toBeLessThanOrEqual(401);
    expect(view.collapsed).not.toContain("<");
  });

  it("reads list items and entities as text", () => {
    expect(htmlToText("<p>Tom &amp; Jerry</p><ul><li>One</li><li>Two</li></ul>")).toBe("Tom & Jerry\n• One\n• Two");
  });

  it("never lets a tag with an event handler or a script through, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom("<script>x()</script>", "<img src=x onerror=y()>", "<a href='javascript:z()'>go</a>", "<p>text</p>", "plain", "<svg onload=q()>", "<iframe src=//x>"),
          { maxLength: 8 },
        ),
        (parts) => {
          const html = sanitizeDealerComments(parts.join(" "));
          expect(html).not.toMatch(/<(script|img|a|svg|iframe)\b|on\w+=|javascript:/i);
        },
      ),
    );
  });
});
