// The layering rules of ARCHITECTURE.md, checked so they cannot rot silently.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fromRoot } from "../server/project-root.ts";

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(path);
  }
  return out;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  );
}

function violations(folder: string, forbidden: RegExp): string[] {
  return sourceFiles(fromRoot(folder)).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden.test(spec))
      .map((spec) => `${relative(fromRoot(), file)} imports ${spec}`),
  );
}

describe("layering", () => {
  it("domain/ imports no framework, database, search or server code", () => {
    expect(
      violations("domain", /^(react|react-dom|react-router|@react-router\/|drizzle-orm|pg$|@electric-sql\/)|(\.\.\/)+(app|db|search|server|sites)\//),
    ).toEqual([]);
  });

  it("search/ imports nothing from app/", () => {
    expect(violations("search", /(\.\.\/)+app\/|^react/)).toEqual([]);
  });

  it("db/ imports nothing from app/ or search/", () => {
    expect(violations("db", /(\.\.\/)+(app|search)\/|^react/)).toEqual([]);
  });

  it("the checker itself sees imports (guards against a regex that matches nothing)", () => {
    expect(importsOf(fromRoot("sites", "scope.ts"))).toContain("../domain/visibility.ts");
  });
});
