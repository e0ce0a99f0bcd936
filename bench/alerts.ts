// Alert matching's figure (decision 0040, issue 12): a batch of 1,000 new cars
// matched against 10,000 saved searches, in the search engine's semantics —
// the batch indexed, then each search run as its listing's query in its site's
// scope (services/alerts/match.ts, the code the alerts worker runs). The
// searches are what listing addresses produce: a make, often a model, price and
// year ranges, body, fuel, car type, sometimes words; over three sites' scopes.
// Target: ≤ 1 s. Prints each run and the median.
//
//   npm run bench:alerts -- [--runs 7] [--cars 1000] [--searches 10000]
import { performance } from "node:perf_hooks";
import type { CarDocument } from "../domain/car-document.ts";
import { matchSavedSearches, type MatchableSearch } from "../services/alerts/match.ts";
import { makeCar } from "../search/cars/testing/make-car.ts";
import { MAKES } from "../search/cars/testing/arbitraries.ts";
import { median } from "./stats.ts";
import { StockScope } from "../services/stock/index.ts";
import { testSite } from "../services/stock/testing/test-site.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option("runs", 7);
const CARS = option("cars", 1000);
const SEARCHES = option("searches", 10_000);

/** A small deterministic generator, so every run and machine sees the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
const makes = Object.keys(MAKES);
const BODIES = ["SUV", "Hatch", "Sedan", "Ute", "Wagon", "Van"];
const FUELS = ["Petrol", "Diesel", "Hybrid", "Electric"];
const TYPES = ["new", "used", "demo"] as const;

const cars: CarDocument[] = Array.from({ length: CARS }, (_, i) => {
  const make = pick(makes);
  const model = pick(MAKES[make]);
  const price = 12_000 + Math.floor(rnd() * 90_000);
  return makeCar(1_000_000 + i, {
    make,
    model,
    make_model: `${make} > ${model}`,
    year: 2012 + Math.floor(rnd() * 14),
    price,
    km: Math.floor(rnd() * 150_000),
    body: pick(BODIES),
    simple_body: pick(BODIES),
    simple_fuel: pick(FUELS),
    car_type: pick(TYPES),
    status: rnd() < 0.9 ? "in_stock" : "coming_soon",
    dealership_id: 1 + Math.floor(rnd() * 6),
    show_on_dealer_website: true,
  } as Partial<CarDocument>);
});

const quote = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? value : `"${value.replace(/"/g, '\\"')}"`);
const searches: MatchableSearch[] = Array.from({ length: SEARCHES }, (_, i) => {
  const clauses: string[] = [];
  const make = pick(makes);
  if (rnd() < 0.85) clauses.push(`make:${quote(make)}`);
  if (rnd() < 0.5) clauses.push(`model:${quote(pick(MAKES[make]))}`);
  if (rnd() < 0.6) {
    const min = 10_000 + Math.floor(rnd() * 40_000);
    clauses.push(`price:${min} TO ${min + 10_000 + Math.floor(rnd() * 40_000)}`);
  }
  if (rnd() < 0.3) clauses.push(`year >= ${2015 + Math.floor(rnd() * 8)}`);
  if (rnd() < 0.3) clauses.push(`km <= ${20_000 + Math.floor(rnd() * 100_000)}`);
  if (rnd() < 0.3) clauses.push(`(simple_body:${pick(BODIES)} OR simple_body:${pick(BODIES)})`);
  if (rnd() < 0.2) clauses.push(`simple_fuel:${pick(FUELS)}`);
  if (rnd() < 0.4) clauses.push(`car_type:${pick(TYPES)}`);
  return { id: i + 1, siteSlug: pick(["group", "franchise", "used"]), query: rnd() < 0.1 ? pick(["auto", "4x4", "white", "sport"]) : "", filters: clauses.join(" AND ") };
});

// The sites' scopes as the worker builds them (services/stock/search.ts).
const scopes: Record<string, StockScope> = {
  group: StockScope.site(testSite([1, 2, 3, 4, 5, 6])),
  franchise: StockScope.site(testSite([1, 2])),
  used: StockScope.site(testSite([1, 2, 3, 4, 5, 6], { stockVisibilityLevel: 3 })),
};

const times: number[] = [];
let matched: number;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const found = matchSavedSearches(searches, cars, (slug) => scopes[slug] ?? null);
  const ms = performance.now() - started;
  times.push(ms);
  matched = [...found.values()].reduce((sum, ids) => sum + ids.length, 0);
  console.log(`run ${run + 1}: ${ms.toFixed(0)} ms (${found.size} searches matched, ${matched} matches)`);
}
const figure = median(times);
console.log(`\nMatching ${SEARCHES.toLocaleString("en-AU")} saved searches against ${CARS.toLocaleString("en-AU")} new cars: median ${figure.toFixed(0)} ms over ${RUNS} runs (target ≤ 1,000 ms) — ${figure <= 1000 ? "met" : "NOT met"}.`);
process.exitCode = figure <= 1000 ? 0 : 1;
