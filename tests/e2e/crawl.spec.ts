// issue #13 "Proof": from each demo site's home page, follow every same-site
// link breadth-first (bounded, at least 500 pages a site, car pages and
// listing filters sampled) and assert every answer is 2xx or 3xx: 0 dead links,
// and no link leads to a listing with no cars.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { crawlSite, get } from "./support/crawl.ts";
import { E2E_PORT } from "./support/stock-api.ts";

const SITES = ["harbour-motor-group", "harbour-toyota", "harbour-used"];
const MIN_PAGES = 500;

test.describe.configure({ mode: "parallel" });

for (const slug of SITES) {
  test(`${slug}: every same-site link answers 2xx or 3xx`, async () => {
    test.setTimeout(600_000);
    const answers = await crawlSite({ port: E2E_PORT, host: `${slug}.localhost:${E2E_PORT}`, maxPages: 600, concurrency: 3 });
    const dead = answers.filter((a) => a.status >= 400).map((a) => `${a.status} ${a.path} (linked from ${a.from})`);
    expect(dead).toEqual([]);
    // A link to a listing with no cars is a dead end too ("Trucks in stock" went to the make "Truck").
    const empty = answers.filter((a) => a.emptyListing).map((a) => `${a.path} (linked from ${a.from})`);
    expect(empty).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(MIN_PAGES);
  });
}

/** docs/routes.md's table: example path, then the answer on each site in SITES order. */
function routesTable(): { route: string; example: string; expected: string[] }[] {
  const text = readFileSync("docs/routes.md", "utf8");
  return text
    .split("\n")
    .filter((line) => line.startsWith("| /"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map((cells) => ({ route: cells[1], example: cells[2].replace(/`/g, ""), expected: cells.slice(3, 6) }));
}

test("every spec §2 route answers on each demo site as docs/routes.md says", async () => {
  test.setTimeout(180_000);
  const rows = routesTable();
  expect(rows.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  for (const [i, slug] of SITES.entries()) {
    const host = `${slug}.localhost:${E2E_PORT}`;
    const home = await get(E2E_PORT, host, "/");
    const car = /href="\/cars\/([a-z0-9-]+)"/.exec(home.body)?.[1];
    expect(car, `${slug}'s home page links a car`).toBeTruthy();
    const carId = /-(\d+)$/.exec(car!)?.[1] ?? "";
    for (const row of rows) {
      const path = row.example.replace("{car id}", carId).replace("{car}", car!);
      const { status } = await get(E2E_PORT, host, path);
      if (!row.expected[i].split("/").includes(String(status))) wrong.push(`${slug} ${path}: ${status}, docs/routes.md says ${row.expected[i]}`);
    }
  }
  expect(wrong).toEqual([]);
});
