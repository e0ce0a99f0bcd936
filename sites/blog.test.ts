import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { loadSiteBlog, parseBlogPost } from "./blog.ts";
import { SiteConfigError } from "./load.ts";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const post = (front: string, body = "Our new workshop opens in November, with twelve more service bays and a lounge for customers who wait.") =>
  `---\n${front}\n---\n${body}\n`;
const good = "title: New workshop\ndescription: Our new service centre opens in November with twelve more bays.\ndate: 2026-10-12\ncategory: news";

describe("blog posts", () => {
  it("reads a post: its address from the file name, the date as YYYY-MM-DD, and an excerpt of 80 characters at most", () => {
    const { post: p, problems } = parseBlogPost("sites/x/blog/new-workshop.md", post(good));
    expect(problems).toEqual([]);
    expect(p).toMatchObject({ slug: "new-workshop", path: "/blog/new-workshop", date: "2026-10-12", category: "news", author: null });
    expect(p!.excerpt).toBe("Our new workshop opens in November, with twelve more service bays and a lounge…");
    expect(p!.excerpt.length).toBeLessThanOrEqual(80);
  });

  it("names the file and the field of a bad post", () => {
    expect(parseBlogPost("sites/x/blog/a.md", post(good.replace("2026-10-12", "12/10/2026"))).problems).toEqual([
      'sites/x/blog/a.md: field "date": write the date as YYYY-MM-DD, e.g. 2026-03-14',
    ]);
    expect(parseBlogPost("sites/x/blog/a.md", post(good.replace("news", "gossip"))).problems[0]).toMatch(/^sites\/x\/blog\/a\.md: field "category"/);
    expect(parseBlogPost("sites/x/blog/a.md", post(`${good}\nauthr: Me`)).problems[0]).toMatch(/field "\(front matter\)": unknown field\(s\) "authr"/);
    expect(parseBlogPost("sites/x/blog/a.md", post(good, "")).problems[0]).toMatch(/^sites\/x\/blog\/a\.md: the post has no text/);
    expect(parseBlogPost("sites/x/blog/vehicle-reviews.md", post(good)).problems[0]).toMatch(/file name makes the address \/blog\/vehicle-reviews/);
    expect(parseBlogPost("sites/x/blog/My Post.md", post(good)).problems[0]).toMatch(/lowercase words and hyphens/);
  });

  it("stops start-up listing every bad post", () => {
    const dir = mkdtempSync(join(tmpdir(), "blog-"));
    mkdirSync(join(dir, "s", "blog"), { recursive: true });
    writeFileSync(join(dir, "s", "blog", "ok.md"), post(good));
    writeFileSync(join(dir, "s", "blog", "bad.md"), post("title: x"));
    expect(() => loadSiteBlog(dir, ["s"])).toThrow(SiteConfigError);
    expect(() => loadSiteBlog(dir, ["s"])).toThrow(/sites\/s\/blog\/bad\.md: field "description"/);
  });

  it("the demo sites' posts are valid, newest first, with reviews on every site", () => {
    const posts = loadSiteBlog(fileURLToPath(new URL(".", import.meta.url)), ["harbour-motor-group", "harbour-toyota", "harbour-used"]);
    for (const [, list] of posts) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.map((p) => p.date)).toEqual([...list.map((p) => p.date)].sort().reverse());
      expect(list.some((p) => p.category === "vehicle-reviews")).toBe(true);
    }
    // More than a page of six: the list has page links.
    expect(posts.get("harbour-toyota")!.length).toBeGreaterThan(6);
  });
});
