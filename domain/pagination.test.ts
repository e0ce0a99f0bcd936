import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pageFromParam, pageLinks, type PageLink } from "./pagination.ts";

const numbers = (links: PageLink[]) => links.map((l) => ("gap" in l ? "…" : l.current ? `[${l.page}]` : String(l.page)));

describe("page from the address", () => {
  it("reads whole numbers from 1 up", () => {
    expect(pageFromParam("3")).toBe(3);
    expect(pageFromParam(" 12 ")).toBe(12);
  });

  it("reads anything else as page 1", () => {
    for (const raw of [null, undefined, "", "0", "-2", "abc", "2.5", "1e3", "99999999999"]) expect(pageFromParam(raw)).toBe(1);
  });

  it("never throws and always gives a page from 1 up", () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (raw) => {
        const page = pageFromParam(raw);
        expect(Number.isInteger(page) && page >= 1).toBe(true);
      }),
    );
  });
});

describe("page links", () => {
  it("shows no links for a single page", () => {
    expect(pageLinks(1, 1)).toEqual([]);
    expect(pageLinks(1, 0)).toEqual([]);
  });

  it("shows every page when there are few", () => {
    expect(numbers(pageLinks(2, 4))).toEqual(["1", "[2]", "3", "4"]);
  });

  it("keeps the first, the last and the pages around the current one, with gaps", () => {
    expect(numbers(pageLinks(10, 20))).toEqual(["1", "…", "8", "9", "[10]", "11", "12", "…", "20"]);
    expect(numbers(pageLinks(1, 20))).toEqual(["[1]", "2", "3", "…", "20"]);
  });

  it("marks exactly one current page, in order, without neighbouring gaps", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 500 }), fc.integer({ min: 1, max: 500 }), (count, at) => {
        const current = Math.min(at, count);
        const links = pageLinks(current, count);
        expect(links.filter((l) => "current" in l && l.current)).toEqual([{ page: current, current: true }]);
        const pages = links.flatMap((l) => ("page" in l ? [l.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        links.forEach((l, i) => {
          if ("gap" in l) expect("gap" in (links[i + 1] ?? {})).toBe(false);
        });
      }),
    );
  });
});
