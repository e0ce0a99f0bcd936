// Command-line options of `npm run seed`.
export interface SeedArgs {
  cars: number;
  seed: number;
  replace: boolean;
  help: boolean;
}

export const SEED_USAGE = `Usage: npm run seed -- [--cars N] [--seed S] [--replace]

  --cars N     how many vehicles to generate (default 5000; up to 10,000,000)
  --seed S     random seed: the same seed gives the same data (default 42)
  --replace    empty the dealer tables first (otherwise a database with data is left alone)

The database is DATABASE_URL when set, else the embedded PGlite in DATA_DIR (default .data).`;

export const MAX_CARS = 10_000_000;

export class SeedArgsError extends Error {
  name = "SeedArgsError";
}

/** "1,000,000" and "1_000_000" read as 1000000; anything else must be a whole number. */
function wholeNumber(option: string, text: string | undefined, min: number, max: number): number {
  if (text === undefined || text.startsWith("--")) throw new SeedArgsError(`${option} needs a value, e.g. ${option} ${min === 0 ? 5000 : 42}`);
  const clean = text.replace(/[,_]/g, "");
  if (!/^-?\d+$/.test(clean)) throw new SeedArgsError(`${option} must be a whole number, got "${text}"`);
  const value = Number(clean);
  if (value < min || value > max) throw new SeedArgsError(`${option} must be from ${min.toLocaleString("en-AU")} to ${max.toLocaleString("en-AU")}, got ${text}`);
  return value;
}

export function parseSeedArgs(argv: readonly string[], defaults: { cars: number; seed: number }): SeedArgs {
  const args: SeedArgs = { ...defaults, replace: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].includes("=") ? [argv[i].slice(0, argv[i].indexOf("=")), argv[i].slice(argv[i].indexOf("=") + 1)] : [argv[i], undefined];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case "--cars":
        args.cars = wholeNumber("--cars", value(), 0, MAX_CARS);
        break;
      case "--seed":
        args.seed = wholeNumber("--seed", value(), -(2 ** 31), 2 ** 32 - 1);
        break;
      case "--replace":
        args.replace = true;
        break;
      case "--help":
      case "-h":
        args.help = true;
        break;
      default:
        throw new SeedArgsError(`Unknown option "${argv[i]}".`);
    }
  }
  return args;
}
