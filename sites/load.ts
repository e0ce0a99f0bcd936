// Reads and validates the site files. A bad file stops start-up with a message
// naming the file, the field and what is allowed.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { z } from "zod";
import { siteSchema, type SiteFile } from "./schema.ts";

export class SiteConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Site configuration is invalid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "SiteConfigError";
  }
}

function valueAt(json: unknown, path: PropertyKey[]): unknown {
  let value = json;
  for (const key of path) value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function describeIssue(file: string, json: unknown, issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? issue.path.join(".") : "(top level)";
  const got = valueAt(json, issue.path);
  let fix = got === undefined ? issue.message : `${issue.message} (got ${JSON.stringify(got)})`;
  if (issue.code === "invalid_value" && "values" in issue) {
    fix = `allowed values: ${(issue.values as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  } else if (issue.code === "unrecognized_keys") {
    fix = `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}: remove them or check the spelling (see docs/site-config.md)`;
  }
  return `${file}: field "${field}": ${fix}`;
}

/** Validates one file's text; returns the site or the list of problems. */
export function parseSiteFile(fileName: string, text: string): { site?: SiteFile; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [`${fileName}: not valid JSON (${(error as Error).message}); fix the syntax`] };
  }
  const result = siteSchema.safeParse(json);
  if (!result.success) return { problems: result.error.issues.map((issue) => describeIssue(fileName, json, issue)) };
  const site = result.data;
  const expected = `${site.slug}.json`;
  if (basename(fileName) !== expected) {
    return { problems: [`${fileName}: field "slug": the slug "${site.slug}" must match the file name; rename the file to ${expected}`] };
  }
  return { site, problems: [] };
}

/** Loads every sites/*.json; throws SiteConfigError listing every problem in every file. */
export function loadSiteFiles(dir: string): SiteFile[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const sites: SiteFile[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const parsed = parseSiteFile(join(dir, file).replace(/^.*\/(sites\/)/, "$1"), readFileSync(join(dir, file), "utf8"));
    problems.push(...parsed.problems);
    if (parsed.site) sites.push(parsed.site);
  }
  const seenHosts = new Map<string, string>();
  for (const site of sites) {
    for (const host of site.hosts) {
      const other = seenHosts.get(host);
      if (other) problems.push(`sites/${site.slug}.json: field "hosts": host "${host}" is already used by site "${other}"; give each host to one site`);
      seenHosts.set(host, site.slug);
    }
  }
  if (files.length === 0) problems.push(`${dir}: no site files found; add at least one sites/{slug}.json`);
  if (problems.length) throw new SiteConfigError(problems);
  return sites;
}
