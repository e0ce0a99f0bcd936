// Command-line options of `npm run bench`.

export const MEASURES = ["js", "ssr", "lighthouse", "trace"] as const;
export type Measure = (typeof MEASURES)[number];

export interface BenchOptions {
  measures: Measure[];
  /** Page kinds to measure (names from bench/pages.ts); empty means all. */
  pages: string[];
  /** Templates to measure (from bench/pages.ts); empty means all. */
  templates: string[];
  /** Lighthouse runs and traced loads per page; goals judge their median. */
  runs: number;
  /** Also run bench/search.ts and print its figures. */
  search: boolean;
  /** Seconds of load per SSR target. */
  duration: number;
  connections: number;
  /** Demo vehicles seeded into the bench's own database. */
  cars: number;
  /** Port of the bench's own server; null takes the first free one of 3340–3359. */
  port: number | null;
  /** Pin the server to one core and the measuring processes to the other (taskset). */
  pin: boolean;
  /** Reuse the build in the bench's build folder instead of building again. */
  skipBuild: boolean;
  /** Keep the seeded database for the next run (same car count) instead of seeding afresh. */
  reuseData: boolean;
  /** Exit with status 1 when a goal is missed. */
  strict: boolean;
  help: boolean;
}

export const DEFAULT_OPTIONS: BenchOptions = {
  measures: [...MEASURES],
  pages: [],
  templates: [],
  runs: 5,
  search: false,
  duration: 10,
  connections: 50,
  cars: 5000,
  port: null,
  pin: true,
  skipBuild: false,
  reuseData: false,
  strict: false,
  help: false,
};

export const USAGE = `Usage: npm run bench -- [options]

  --only js,ssr,lighthouse,trace   measure only these (comma-separated; default all four)
  --pages listing,detail           page kinds to measure (default all in bench/pages.ts)
  --templates group,franchise,used templates to measure (default all three demo sites)
  --runs N                         Lighthouse runs and traced loads per page (default 5; goals judge the median)
  --search                         also run the search engine benchmark (bench/search.ts)
  --duration SECONDS               load per SSR target (default 10)
  --connections N                  concurrent connections for SSR (default 50)
  --cars N                         demo vehicles to seed (default 5000)
  --port N                         port of the bench's own server (default the first free one of 3340–3359)
  --no-pin                         do not pin the server to core 0 and the browser side to core 1
  --skip-build                     reuse the last bench build (.build-bench)
  --reuse-data                     keep the seeded database in .test-data/bench-{cars} and reuse it next time
  --strict                         exit with status 1 when a goal is missed
  --help                           show this text

Quick look at one figure: npm run bench -- --only lighthouse --runs 1 --pages listing --templates used`;

export class UsageError extends Error {
  name = "UsageError";
}

const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

function positiveInteger(flag: string, value: string | undefined, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new UsageError(`${flag} needs a whole number from 1 to ${max}`);
  }
  return Number(value);
}

function names(flag: string, value: string, known: readonly string[]): string[] {
  const given = list(value);
  const unknown = given.filter((v) => !known.includes(v));
  if (unknown.length || given.length === 0) throw new UsageError(`${flag} takes ${known.join(", ")}; got "${unknown.join(", ")}"`);
  return given;
}

/** Reads argv (without node and the script); `--flag value` and `--flag=value` both work. */
export function parseBenchArgs(argv: readonly string[], known: { pages: readonly string[]; templates: readonly string[] }): BenchOptions {
  const options: BenchOptions = { ...DEFAULT_OPTIONS, measures: [...DEFAULT_OPTIONS.measures], pages: [], templates: [] };
  const args = argv.flatMap((arg) => (arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg]));
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    const value = () => {
      const v = args[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--only": {
        const measures = names(flag, value(), MEASURES);
        options.measures = MEASURES.filter((m) => measures.includes(m));
        break;
      }
      case "--pages":
        options.pages = names(flag, value(), known.pages);
        break;
      case "--templates":
        options.templates = names(flag, value(), known.templates);
        break;
      case "--runs":
        options.runs = positiveInteger(flag, value(), 50);
        break;
      case "--duration":
        options.duration = positiveInteger(flag, value(), 600);
        break;
      case "--connections":
        options.connections = positiveInteger(flag, value(), 1000);
        break;
      case "--cars":
        options.cars = positiveInteger(flag, value(), 2_000_000);
        break;
      case "--port":
        options.port = positiveInteger(flag, value(), 65535);
        break;
      case "--no-pin":
        options.pin = false;
        break;
      case "--search":
        options.search = true;
        break;
      case "--skip-build":
        options.skipBuild = true;
        break;
      case "--reuse-data":
        options.reuseData = true;
        break;
      case "--strict":
        options.strict = true;
        break;
      case "--help":
      case "-h":
        options.help = true;
        break;
      default:
        throw new UsageError(`unknown option "${flag}"`);
    }
  }
  return options;
}
