// docs/site-config.md must name every option of the site schema, so the docs stay true.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { siteSchema } from "../sites/schema.ts";
import { fromRoot } from "../server/project-root.ts";

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { unwrap?: () => z.ZodType; def: { innerType?: z.ZodType } };
  for (let i = 0; i < 10; i++) {
    const inner = current.def.innerType ?? (current instanceof z.ZodNullable || current instanceof z.ZodOptional ? current.unwrap() : undefined);
    if (!inner) break;
    current = inner as typeof current;
  }
  return current;
}

/** Option paths: nested objects listed by their leaves (features.checkout.enabled), except theme which is documented as a list. */
function optionPaths(schema: z.ZodObject, prefix = ""): string[] {
  return Object.entries(schema.shape).flatMap(([key, value]) => {
    if (key === "$schema") return [];
    const inner = unwrap(value as z.ZodType);
    const path = prefix + key;
    if (inner instanceof z.ZodObject && ["features", "labels", "checkout", "garage", "menus", "search", "filterGroups"].includes(key)) {
      return optionPaths(inner, `${path}.`);
    }
    if (inner instanceof z.ZodObject && key === "theme") return Object.keys(inner.shape).map((k) => `theme.${k}`);
    return [path];
  });
}

describe("docs/site-config.md", () => {
  const doc = readFileSync(fromRoot("docs", "site-config.md"), "utf8");
  const paths = optionPaths(siteSchema);

  it("finds the options (guards against a walker that returns nothing)", () => {
    expect(paths).toContain("features.checkout.enabled");
    expect(paths).toContain("labels.noPrice");
    expect(paths.length).toBeGreaterThan(60);
  });

  it("documents every option of the site schema", () => {
    const missing = paths.filter((path) => {
      const leaf = path.split(".").pop()!;
      return path.startsWith("theme.") ? !doc.includes(`\`${leaf}\``) : !doc.includes(`\`${path}\``);
    });
    expect(missing).toEqual([]);
  });
});
