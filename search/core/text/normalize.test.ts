// identifierKey()'s ASCII shortcut against what it stands for: the text's
// words, normalised and joined.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { identifierKey, tokenize } from "./normalize.ts";

describe("identifierKey", () => {
  it("is the text's words joined, for any text", () => {
    const code = fc.oneof(fc.string({ maxLength: 24 }), fc.stringMatching(/^[A-Za-z0-9 ./_-]{0,20}$/), fc.string({ unit: "grapheme", maxLength: 8 }));
    fc.assert(
      fc.property(code, (value) => {
        expect(identifierKey(value)).toBe(tokenize(value).join(""));
      }),
    );
  });

  it("keeps the letters and digits of a code, lower-cased", () => {
    expect(identifierKey("HT-1234/a")).toBe("ht1234a");
    expect(identifierKey("Škoda 9")).toBe("skoda9");
  });
});
