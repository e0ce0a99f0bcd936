// The header of each demo site, as the server renders it: every link says where it goes (Lighthouse's SEO
// `link-text` audit reads each link's rendered text, visually hidden words included).
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { loadSiteFiles } from "../../../sites/load.ts";
import { fromRoot } from "../../../server/project-root.ts";
import { publicSite } from "../../lib/site-public.ts";
import { SiteHeader } from "./site-header.tsx";

/** Link texts that say nothing about the target (English entries of Lighthouse's list). */
const NON_DESCRIPTIVE = new Set(["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this", "link"]);

function headerLinks(file: ReturnType<typeof loadSiteFiles>[number]): { text: string; href: string }[] {
  const site = publicSite({ ...file, dealerGroupId: 1, dealershipIds: [1], searchPrefix: file.usedOnly ? "/used-car" : "/search" });
  const Stub = createRoutesStub([{ id: "root", path: "*", Component: () => <SiteHeader site={site} /> }]);
  const html = renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { site } } }} />);
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: /href="([^"]*)"/.exec(attrs!)?.[1] ?? "",
    text: inner!.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim(),
  }));
}

describe("SiteHeader links", () => {
  for (const file of loadSiteFiles(fromRoot("sites"))) {
    it(`${file.slug}: every header link's text says where it goes`, () => {
      const links = headerLinks(file);
      expect(links.length).toBeGreaterThan(5);
      const vague = links.filter((l) => NON_DESCRIPTIVE.has(l.text.toLowerCase()));
      expect(vague).toEqual([]);
    });
  }

  it("the More menu's link shows More and is named More about us", () => {
    const [file] = loadSiteFiles(fromRoot("sites")).filter((f) => f.slug === "harbour-toyota");
    const more = headerLinks(file!).filter((l) => l.href === "/about-us" && l.text.startsWith("More"));
    // Once in the phone menu, once in the desktop one.
    expect(more.map((l) => l.text)).toEqual(["More about us", "More about us"]);
  });
});
