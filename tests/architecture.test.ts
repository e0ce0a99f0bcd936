// The rooms of docs/architecture.md and what each may import, checked against
// the real imports so the layering cannot rot silently. Every rule is in RULES
// or PUBLIC_FACES below, and one test checks them all plus "no import cycle
// between rooms"; each failure names the file, the import and the rule.
//
// Test support is exempt: *.test.ts(x) files and testing/ folders may reach
// across rooms to build their fixtures (a search test indexes demo cars, a form
// test checks the field names the server expects). Production code may not.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root: this file's parent folder. */
const root = fileURLToPath(new URL("..", import.meta.url));

/** Top-level folders of the application, listed upward: a room imports only rooms below it. */
const ROOMS = ["domain", "sites", "db", "search", "demo", "services", "app", "server"] as const;

interface SourceFile {
  /** Path from the project root, with forward slashes. */
  path: string;
  /** Import specifiers exactly as written. */
  imports: string[];
}

interface Rule {
  /** Which files the rule is about. */
  files: RegExp;
  description: string;
  /** Project paths (resolved relative imports) the files may not import. */
  forbiddenPaths?: RegExp;
  /** Packages (bare specifiers) the files may not import. */
  forbiddenPackages?: RegExp;
  /** When set, the only packages the files may import. */
  allowedPackages?: RegExp;
  /** When set, the only project paths the files may import. */
  allowedPaths?: RegExp;
}

const DB_PACKAGES = /^(drizzle-orm|pg|@electric-sql\/)(\/|$)/;
const REACT_PACKAGES = /^(react|react-dom|react-router|@react-router\/[^/]+)(\/|$)/;

const RULES: Rule[] = [
  {
    files: /^domain\//,
    description: "domain/ imports only domain/ and zod or its small build zod/mini (pure: no framework, database, search or Node I/O)",
    allowedPaths: /^domain\//,
    allowedPackages: /^zod(\/mini)?$/,
  },
  {
    files: /^app\/components\//,
    description: "components import no server/, services/, db/ or search/ code, not even types (shapes come from domain/)",
    forbiddenPaths: /^(server|services|db|search)\//,
    forbiddenPackages: DB_PACKAGES,
  },
  {
    files: /^app\/lib\//,
    description: "app/lib (view models, loaders' helpers) imports no components or routes",
    forbiddenPaths: /^app\/(components|routes)\//,
  },
  {
    files: /^db\//,
    description: "db/ imports no app/, server/, services/, search/ or demo/",
    forbiddenPaths: /^(app|server|services|search|demo)\//,
    forbiddenPackages: REACT_PACKAGES,
  },
  {
    files: /^search\//,
    description: "search/ imports no app/, db/, server/, services/ or demo/ (services/stock feeds it cars)",
    forbiddenPaths: /^(app|db|server|services|demo)\//,
    forbiddenPackages: new RegExp(`${REACT_PACKAGES.source}|${DB_PACKAGES.source}`),
  },
  {
    files: /^search\/core\//,
    description: "search/core (the generic engine) imports only search/core and domain/json-nesting.ts: no cars, no adapter (records are described by a schema)",
    allowedPaths: /^(search\/core\/|domain\/json-nesting\.ts$)/,
    forbiddenPackages: new RegExp(`${REACT_PACKAGES.source}|${DB_PACKAGES.source}`),
  },
  {
    files: /^sites\//,
    description: "sites/ imports no app/, server/, services/, search/, db/ or demo/",
    forbiddenPaths: /^(app|server|services|search|db|demo)\//,
  },
  {
    files: /^services\//,
    description: "services/ imports no app/ or server/",
    forbiddenPaths: /^(app|server)\//,
    forbiddenPackages: REACT_PACKAGES,
  },
  {
    files: /^demo\//,
    description: "demo/ imports no app/, server/ or services/",
    forbiddenPaths: /^(app|server|services)\//,
  },
];

/** A service's index.ts is its public face: from outside services/<name>/, only it (or, for tests, testing/) is imported. */
function publicFaceViolation(from: string, target: string): string | null {
  const match = /^services\/([^/]+)\/(.+)$/.exec(target);
  if (!match) return null;
  const [, service, rest] = match;
  if (from.startsWith(`services/${service}/`) || rest === "index.ts") return null;
  if (rest.startsWith("testing/") && isTestSupport(from)) return null;
  return `outside services/${service}/, import services/${service}/index.ts (its public face), not ${target}`;
}

function isTestSupport(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path) || path.startsWith("tests/");
}

/** Every import of a source text: static, `import type`, side-effect, `export … from`, dynamic `import()`. Comments and strings are not imports. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

const isRelative = (spec: string) => spec.startsWith("./") || spec.startsWith("../");
const resolveFrom = (from: string, spec: string) => posix.normalize(posix.join(posix.dirname(from), spec));
const roomOf = (path: string) => ROOMS.find((room) => path.startsWith(`${room}/`)) ?? null;

/** Every broken rule among these files, one line each naming the file and the import. */
function violations(files: SourceFile[]): string[] {
  const found: string[] = [];
  const production = files.filter((file) => !isTestSupport(file.path));
  for (const file of files) {
    for (const spec of file.imports) {
      if (!isRelative(spec)) continue;
      const problem = publicFaceViolation(file.path, resolveFrom(file.path, spec));
      if (problem) found.push(`${file.path} imports ${spec}: ${problem}`);
    }
  }
  for (const file of production) {
    for (const rule of RULES.filter((r) => r.files.test(file.path))) {
      for (const spec of file.imports) {
        const broken = isRelative(spec)
          ? (rule.forbiddenPaths?.test(resolveFrom(file.path, spec)) ?? false) || (rule.allowedPaths ? !rule.allowedPaths.test(resolveFrom(file.path, spec)) : false)
          : (rule.forbiddenPackages?.test(spec) ?? false) || (rule.allowedPackages ? !rule.allowedPackages.test(spec) : false);
        if (broken) found.push(`${file.path} imports ${spec}: ${rule.description}`);
      }
    }
  }
  found.push(...roomCycles(production));
  return found;
}

/** Import cycles between rooms, each reported with one import per step, e.g. "app → server (app/x.ts imports ../server/y.ts) → app (…)". */
function roomCycles(files: SourceFile[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = roomOf(file.path);
    if (!from) continue;
    for (const spec of file.imports.filter(isRelative)) {
      const to = roomOf(resolveFrom(file.path, spec));
      if (!to || to === from) continue;
      const out = edges.get(from) ?? edges.set(from, new Map()).get(from)!;
      if (!out.has(to)) out.set(to, `${file.path} imports ${spec}`);
    }
  }
  const cycles: string[] = [];
  const seen = new Set<string>();
  const path: string[] = [];
  const visit = (room: string) => {
    const at = path.indexOf(room);
    if (at >= 0) {
      const loop = [...path.slice(at), room];
      const key = [...loop.slice(0, -1)].sort().join(",");
      if (!seen.has(key)) {
        seen.add(key);
        const steps = loop.slice(1).map((to, i) => `${to} (${edges.get(loop[i])!.get(to)})`);
        cycles.push(`import cycle between rooms: ${loop[0]} → ${steps.join(" → ")}`);
      }
      return;
    }
    path.push(room);
    for (const next of edges.get(room)?.keys() ?? []) visit(next);
    path.pop();
  };
  for (const room of edges.keys()) visit(room);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) out.push(path);
  }
  return out;
}

const projectFiles = (): SourceFile[] =>
  ROOMS.flatMap((room) => sourceFiles(join(root, room))).map((file) => ({
    path: relative(root, file).split(sep).join("/"),
    imports: importsOf(readFileSync(file, "utf8")),
  }));

describe("architecture", () => {
  it("every room imports only what its rules allow, services are used through their index.ts, and no rooms import each other in a cycle", () => {
    expect(violations(projectFiles())).toEqual([]);
  });

  it("the scanner sees every kind of import (static, import type, side effect, export … from, dynamic), and not comments", () => {
    const text = [
      `// import { old } from "./commented-out.ts";`,
      `import { a } from "./static.ts";`,
      `import type { B } from "./type-only.ts";`,
      `import "./side-effect.ts";`,
      `import {\n  c,\n  d,\n} from "./multi-line.ts";`,
      `export { e } from "./re-export.ts";`,
      `export * from "./star.ts";`,
      `const lazy = () => import("./dynamic.ts");`,
    ].join("\n");
    expect(importsOf(text)).toEqual(["./static.ts", "./type-only.ts", "./side-effect.ts", "./multi-line.ts", "./re-export.ts", "./star.ts", "./dynamic.ts"]);
    // and on the real tree: a known import, and files in every room
    const files = projectFiles();
    expect(files.find((f) => f.path === "sites/scope.ts")?.imports).toContain("../domain/visibility.ts");
    for (const room of ROOMS) expect(files.some((f) => f.path.startsWith(`${room}/`) && f.imports.length > 0)).toBe(true);
  });

  it("a broken rule is reported with the file, the import and the rule", () => {
    const broken = violations([
      { path: "domain/price.ts", imports: ["../db/client.ts", "react"] },
      { path: "app/components/card.tsx", imports: ["../../search/types.ts"] },
      { path: "app/routes/home.tsx", imports: ["../../services/leads/submit-lead.ts"] },
      { path: "search/engine.test.ts", imports: ["../db/client.ts"] },
      { path: "search/core/engine.ts", imports: ["../cars/schema.ts", "./schema.ts"] },
    ]);
    expect(broken).toEqual([
      expect.stringMatching(/^app\/routes\/home\.tsx imports \.\.\/\.\.\/services\/leads\/submit-lead\.ts: .*services\/leads\/index\.ts/),
      expect.stringMatching(/^domain\/price\.ts imports \.\.\/db\/client\.ts: domain\//),
      expect.stringMatching(/^domain\/price\.ts imports react: domain\//),
      expect.stringMatching(/^app\/components\/card\.tsx imports \.\.\/\.\.\/search\/types\.ts: components /),
      expect.stringMatching(/^search\/core\/engine\.ts imports \.\.\/cars\/schema\.ts: search\/core /),
    ]);
  });

  it("an import cycle between rooms is reported with an import for each step", () => {
    const cycles = roomCycles([
      { path: "app/context.ts", imports: ["../server/services.ts"] },
      { path: "server/app.ts", imports: ["../app/context.ts"] },
    ]);
    expect(cycles).toEqual(["import cycle between rooms: app → server (app/context.ts imports ../server/services.ts) → app (server/app.ts imports ../app/context.ts)"]);
  });
});
