import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_OPTIONS, parseBenchArgs, UsageError } from "./args.ts";

const known = { pages: ["listing", "detail"], templates: ["group", "franchise", "used"] };

describe("bench options", () => {
  it("measures everything on every page by default, five runs, pinned, on a free port of its own", () => {
    expect(parseBenchArgs([], known)).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ measures: ["js", "ssr", "lighthouse", "trace"], runs: 5, pin: true, port: null, connections: 50, duration: 10 });
  });

  it("narrows the measures, pages and templates, with a space or an equals sign", () => {
    expect(parseBenchArgs(["--only", "js,ssr", "--pages=detail"], known)).toMatchObject({ measures: ["js", "ssr"], pages: ["detail"], templates: [] });
    expect(parseBenchArgs(["--only=trace,lighthouse", "--pages", "listing,detail", "--templates", "used,group"], known)).toMatchObject({
      measures: ["lighthouse", "trace"],
      pages: ["listing", "detail"],
      templates: ["used", "group"],
    });
  });

  it("takes the quick form the docs give", () => {
    expect(parseBenchArgs(["--only", "lighthouse", "--runs", "1", "--pages", "listing"], known)).toMatchObject({ measures: ["lighthouse"], runs: 1, pages: ["listing"] });
  });

  it("reads the numbers and switches", () => {
    expect(
      parseBenchArgs(["--runs=3", "--duration", "3", "--connections=20", "--cars", "2000", "--port", "3345", "--no-pin", "--search", "--skip-build", "--reuse-data", "--strict"], known),
    ).toMatchObject({
      runs: 3,
      duration: 3,
      connections: 20,
      cars: 2000,
      port: 3345,
      pin: false,
      search: true,
      skipBuild: true,
      reuseData: true,
      strict: true,
    });
  });

  it("names what is wrong with a bad option", () => {
    expect(() => parseBenchArgs(["--only", "speed"], known)).toThrow(/--only takes js, ssr, lighthouse, trace; got "speed"/);
    expect(() => parseBenchArgs(["--pages", "checkout"], known)).toThrow(/--pages takes listing, detail; got "checkout"/);
    expect(() => parseBenchArgs(["--templates", "group,luxury"], known)).toThrow(/--templates takes group, franchise, used; got "luxury"/);
    expect(() => parseBenchArgs(["--runs", "0"], known)).toThrow(/--runs needs a whole number from 1 to 50/);
    expect(() => parseBenchArgs(["--duration", "0"], known)).toThrow(/--duration needs a whole number from 1 to 600/);
    expect(() => parseBenchArgs(["--duration"], known)).toThrow(/--duration needs a value/);
    expect(() => parseBenchArgs(["--fast"], known)).toThrow(/unknown option "--fast"/);
  });

  it("either parses or throws a usage error, whatever it is given", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom("--only", "--pages", "--templates", "--runs", "--duration", "--no-pin", "js", "listing", "used", "5", "--cars=9"), fc.string())), (argv) => {
        try {
          parseBenchArgs(argv, known);
        } catch (error) {
          expect(error).toBeInstanceOf(UsageError);
        }
      }),
    );
  });
});
