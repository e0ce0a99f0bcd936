import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_OPTIONS, parseBenchArgs, UsageError } from "./args.ts";

const pages = ["listing", "detail"];

describe("bench options", () => {
  it("measures everything on every page by default", () => {
    expect(parseBenchArgs([], pages)).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toMatchObject({ measures: ["ssr", "lighthouse", "js"], connections: 50, duration: 10 });
  });

  it("narrows the measures and pages, with a space or an equals sign", () => {
    expect(parseBenchArgs(["--only", "js,ssr", "--pages=detail"], pages)).toMatchObject({ measures: ["ssr", "js"], pages: ["detail"] });
    expect(parseBenchArgs(["--only=lighthouse", "--pages", "listing,detail"], pages)).toMatchObject({ measures: ["lighthouse"], pages: ["listing", "detail"] });
  });

  it("reads the numbers and switches", () => {
    expect(parseBenchArgs(["--duration", "3", "--connections=20", "--cars", "2000", "--port", "4000", "--search", "--skip-build", "--reuse-data", "--strict"], pages)).toMatchObject({
      duration: 3,
      connections: 20,
      cars: 2000,
      port: 4000,
      search: true,
      skipBuild: true,
      reuseData: true,
      strict: true,
    });
  });

  it("names what is wrong with a bad option", () => {
    expect(() => parseBenchArgs(["--only", "speed"], pages)).toThrow(/--only takes ssr, lighthouse, js; got "speed"/);
    expect(() => parseBenchArgs(["--pages", "checkout"], pages)).toThrow(/--pages takes listing, detail; got "checkout"/);
    expect(() => parseBenchArgs(["--duration", "0"], pages)).toThrow(/--duration needs a whole number from 1 to 600/);
    expect(() => parseBenchArgs(["--duration"], pages)).toThrow(/--duration needs a value/);
    expect(() => parseBenchArgs(["--fast"], pages)).toThrow(/unknown option "--fast"/);
  });

  it("either parses or throws a usage error, whatever it is given", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom("--only", "--pages", "--duration", "--search", "js", "listing", "5", "--cars=9"), fc.string())), (argv) => {
        try {
          parseBenchArgs(argv, pages);
        } catch (error) {
          expect(error).toBeInstanceOf(UsageError);
        }
      }),
    );
  });
});
