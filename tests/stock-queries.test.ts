// Issue #15 §3, decision 0053: the app asks the typed stock-search interface
// (services/stock/search.ts) and never writes a filter string for the same
// process to parse again. Checked against the real code: outside the engine
// (search/) only the interface calls the engine's query methods, passes
// filters as text, writes a filter string, or reaches the filter parser; the secured search keys of the
// public HTTP surface are the one place a scope is still a string.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROOMS = ["app", "services", "server", "sites", "domain", "db", "demo"];

/** The engine's query methods. */
const QUERY_METHODS = new Set(["search", "multiSearch", "browse", "matchingObjectIDs", "searchForFacetValues", "getObject", "searchJson", "multiSearchJson", "multiSearchJsonParts"]);
/** The engine's text filter parameters and options. */
const TEXT_FILTERS = new Set(["filters", "facetFilters", "numericFilters", "tagFilters", "scopeFilters"]);

/** Where each kind of use is allowed, and why. */
const ALLOWED = {
  engineCalls: new Set(["services/stock/search.ts"]),
  // The stored text of a saved search is read back into a tree here (readStoredFilter).
  filterParser: new Set(["services/stock/search.ts"]),
  // Secured keys carry the site's scope as text to the public HTTP surface (the browser's requests).
  scopeText: new Set(["services/security/search-keys.ts", "services/security/search-rate-limit.ts"]),
};

const isTestSupport = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(path);
  }
  return out;
}

interface Finding {
  file: string;
  line: number;
  what: string;
}

/** A string being written: a literal, a template, a concatenation or a join. */
function writesText(node: ts.Expression): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return true;
  if (ts.isConditionalExpression(node)) return writesText(node.whenTrue) || writesText(node.whenFalse);
  return ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "join";
}

/** Engine query calls (on something named engine or search), text filters handed to a call, imports of the filter parser. */
function findings(path: string, text: string): Finding[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Finding[] = [];
  const at = (node: ts.Node, what: string) => out.push({ file: path, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression.getText(source);
      if (QUERY_METHODS.has(method) && /(^|\.)(engine|search)$/i.test(receiver) && !ALLOWED.engineCalls.has(path)) at(node, `engine call ${receiver}.${method}()`);
      for (const argument of node.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue;
        for (const property of argument.properties) {
          const name = property.name && ts.isIdentifier(property.name) ? property.name.text : null;
          if (name && TEXT_FILTERS.has(name) && QUERY_METHODS.has(method)) at(property, `text filter ${name} passed to ${method}()`);
        }
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && TEXT_FILTERS.has(node.name.text) && writesText(node.initializer)) {
      at(node, `filter string written for ${node.name.text}`);
    }
    if (ts.isIdentifier(node) && node.text === "scopeFilters" && !ALLOWED.scopeText.has(path) && !ALLOWED.engineCalls.has(path)) at(node, "scopeFilters");
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (/\/search\/filters\//.test(node.moduleSpecifier.text) && !ALLOWED.filterParser.has(path)) at(node, `import ${node.moduleSpecifier.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe("stock queries", () => {
  it("outside search/, only the stock-search interface queries the engine, and nothing hands it a filter string", () => {
    const files = ROOMS.flatMap((room) => sourceFiles(join(root, room)))
      .map((file) => relative(root, file).split(sep).join("/"))
      .filter((path) => !isTestSupport(path));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => findings(path, readFileSync(join(root, path), "utf8")));
    expect(found).toEqual([]);
  });

  it("the check sees engine calls, text filters, text scopes and parser imports", () => {
    const code = `
      import { parseFilters } from "../../search/filters/parse.ts";
      const a = services.search.search("Car_production", { filters: "make:Kia" });
      const b = engine.multiSearch([], { scopeFilters: scope });
      const c = new URLSearchParams(url.search);
      const d = list.filter((x) => x);
      const e = [{ indexName: "Car_production", filters: [a, b].join(" AND ") }, { filters: \`make:\${make}\` }, { filters: "NOT status:sold" }];
      const f = { filters: criteria.filters };
    `;
    expect(findings("app/lib/x.server.ts", code).map((f) => f.what)).toEqual([
      "import ../../search/filters/parse.ts",
      "engine call services.search.search()",
      "text filter filters passed to search()",
      "filter string written for filters",
      "engine call engine.multiSearch()",
      "text filter scopeFilters passed to multiSearch()",
      "scopeFilters",
      "filter string written for filters",
      "filter string written for filters",
      "filter string written for filters",
    ]);
    expect(findings("services/stock/search.ts", code).map((f) => f.what)).toEqual([
      "text filter filters passed to search()",
      "filter string written for filters",
      "text filter scopeFilters passed to multiSearch()",
      "filter string written for filters",
      "filter string written for filters",
      "filter string written for filters",
    ]);
  });
});
