// Command-line options of `npm run bench`.

export const MEASURES = ["ssr", "lighthouse", "js"] as const;
export type Measure = (typeof MEASURES)[number];

export interface BenchOptions {
  measures: Measure[];
  /** Page kinds to measure (names from bench/pages.ts); empty means all. */
  pages: string[];
  /** Also run bench/search.ts and print its figures. */
  search: boolean;
  /** Seconds of load per SSR target. */
  duration: number;
  connections: number;
  /** Demo vehicles seeded into the bench's own database. */
  cars: number;
  port: number;
  /** Reuse the build in the bench's build folder instead of building again. */
  skipBuild: boolean;
  /** Keep the seeded database from the last run (same car count) instead of seeding afresh. */
  reuseData: boolean;
  /** Exit with status 1 when a goal is missed. */
  strict: boolean;
  help: boolean;
}

export const DEFAULT_OPTIONS: BenchOptions = {
  measures: [...MEASURES],
  pages: [],
  search: false,
  duration: 10,
  connections: 50,
  cars: 5000,
  port: 3190,
  skipBuild: false,
  reuseData: false,
  strict: false,
  help: false,
};

export const USAGE = `Usage: npm run bench -- [options]

  --only ssr|lighthouse|js   measure only these (comma-separated; default all three)
  --pages listing,detail     page kinds to measure (default all in bench/pages.ts)
  --search                   also run the search engine benchmark (bench/search.ts)
  --duration SECONDS         load per SSR target (default 10)
  --connections N            concurrent connections for SSR (default 50)
  --cars N                   demo vehicles to seed (default 5000)
  --port N                   port of the bench's own server (default 3190)
  --skip-build               reuse the last bench build (.build-bench)
  --reuse-data               reuse the last seeded bench database
  --strict                   exit with status 1 when a goal is missed
  --help                     show this text`;

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

/** Reads argv (without node and the script); `--flag value` and `--flag=value` both work. */
export function parseBenchArgs(argv: readonly string[], knownPages: readonly string[]): BenchOptions {
  const options: BenchOptions = { ...DEFAULT_OPTIONS, measures: [...DEFAULT_OPTIONS.measures], pages: [] };
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
        const measures = list(value());
        const unknown = measures.filter((m) => !(MEASURES as readonly string[]).includes(m));
        if (unknown.length || measures.length === 0) throw new UsageError(`--only takes ${MEASURES.join(", ")}; got "${unknown.join(", ")}"`);
        options.measures = MEASURES.filter((m) => measures.includes(m));
        break;
      }
      case "--pages": {
        const pages = list(value());
        const unknown = pages.filter((p) => !knownPages.includes(p));
        if (unknown.length || pages.length === 0) throw new UsageError(`--pages takes ${knownPages.join(", ")}; got "${unknown.join(", ")}"`);
        options.pages = pages;
        break;
      }
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
