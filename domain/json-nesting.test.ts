import { describe, expect, it } from "vitest";
import { jsonTooDeepAt, jsonTooDeepMessage } from "./json-nesting.ts";

describe("JSON nesting", () => {
  it("passes ordinary bodies", () => {
    expect(jsonTooDeepAt('{"requests":[{"indexName":"Car_production","params":"facetFilters=[[\\"make:Toyota\\"]]"}]}')).toBeNull();
  });

  it("finds where a 100,000-deep body goes past the limit, in one pass", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(jsonTooDeepAt(deep)).toBe(32);
    expect(jsonTooDeepMessage("The request body", 32)).toBe("The request body nests deeper than 32 levels (at character 33)");
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(jsonTooDeepAt(JSON.stringify({ a: "[".repeat(100) + '\\"' + "{".repeat(100) }))).toBeNull();
    expect(jsonTooDeepAt(`{"a":"\\"","b":${"[".repeat(3)}]]]}`, 3)).toBe(16);
  });
});
