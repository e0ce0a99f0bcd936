import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { loadSiteContent, parseContentPage, renderContentMarkdown } from "./content.ts";

const page = (front: string, body = "Some text.") => `---\n${front}\n---\n${body}\n`;
const good = "title: Warranty\ndescription: How warranties work at our dealerships, and how to claim.";

describe("site content pages", () => {
  it("takes its path from the file name unless the front matter sets one", () => {
    expect(parseContentPage("sites/x/pages/warranty.md", page(good)).page?.path).toBe("/warranty");
    expect(parseContentPage("sites/x/pages/eofy.md", page(`${good}\npath: /pages/eofy-sale`)).page?.path).toBe("/pages/eofy-sale");
  });

  it("names the file and the field of a bad page", () => {
    expect(parseContentPage("sites/x/pages/w.md", page("description: too short")).problems).toEqual([
      'sites/x/pages/w.md: field "title": Invalid input: expected string, received undefined',
      'sites/x/pages/w.md: field "description": describe the page in a sentence (20 characters or more) for search results',
    ]);
    expect(parseContentPage("sites/x/pages/w.md", page(`${good}\ncolour: red`)).problems[0]).toMatch(/field "\(front matter\)": unknown field\(s\) "colour"/);
    expect(parseContentPage("sites/x/pages/w.md", page(`${good}\nfaq:\n  - question: Why?`)).problems[0]).toMatch(/^sites\/x\/pages\/w\.md: field "faq\.0\.answer"/);
    expect(parseContentPage("sites/x/pages/w.md", "---\ntitle: [\n---\n").problems[0]).toMatch(/front matter is not valid YAML/);
  });

  it("reads staff cards and names the member and field that is wrong", () => {
    const staff = "staff:\n  - name: Sarah Nguyen\n    role: Dealer Principal\n    phone: 02 9411 2200";
    expect(parseContentPage("sites/x/pages/teams.md", page(`${good}\n${staff}`)).page?.staff).toEqual([{ name: "Sarah Nguyen", role: "Dealer Principal", phone: "02 9411 2200" }]);
    expect(parseContentPage("sites/x/pages/teams.md", page(`${good}\nstaff:\n  - name: Sarah\n    role: Sales\n    email: sarah-at-home`)).problems).toEqual([
      'sites/x/pages/teams.md: field "staff.0.email": write a whole email address',
    ]);
    expect(parseContentPage("sites/x/pages/teams.md", page(`${good}\nstaff:\n  - name: Sarah`)).problems[0]).toMatch(/^sites\/x\/pages\/teams\.md: field "staff\.0\.role"/);
  });

  it("renders Markdown and keeps formatting, links and tables, but never script, handlers or javascript: links", () => {
    const html = renderContentMarkdown(
      "# Big\n\n**Bold** [ok](/service) [bad](javascript:alert(1)) <img src=x onerror=alert(1)> <script>alert(1)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(html).toContain("<h2>Big</h2>");
    expect(html).toContain('<a href="/service">ok</a>');
    expect(html).toContain("<table>");
    expect(html).not.toMatch(/script|onerror|javascript|<img/i);
  });

  it("the demo sites' pages are all valid and unique per site", () => {
    const pages = loadSiteContent(fileURLToPath(new URL(".", import.meta.url)), ["harbour-motor-group", "harbour-toyota", "harbour-used"]);
    expect(pages.get("harbour-toyota")?.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/capped-price-servicing", "/faqs", "/warranty", "/eofy", "/pages/eofy-runout", "/fleet", "/teams", "/roadside-assist", "/pages/home-drive", "/pages/warranty", "/pages/lifecycle-checkup", "/pages/service-benefits", "/pages/reviews"]),
    );
    expect(pages.get("harbour-used")?.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/autopact-handback-guarantee", "/autopact-protection-plan", "/ultratek", "/pages/pre-owned-benefits", "/buying", "/teams"]),
    );
    expect(pages.get("harbour-motor-group")?.map((p) => p.path)).toEqual(expect.arrayContaining(["/diamond-advantage", "/eofy", "/pages/eofy-trucks", "/pages/experience-gt", "/buying"]));
    expect(pages.get("harbour-toyota")?.find((p) => p.path === "/teams")?.staff.length).toBeGreaterThanOrEqual(5);
    expect(pages.get("harbour-motor-group")?.map((p) => p.path)).toEqual(expect.arrayContaining(["/finance-and-insurance", "/neotek", "/4x4-outdoor", "/faqs"]));
  });
});
