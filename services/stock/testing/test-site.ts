// A plain site for tests of stock queries: level 0, the dealerships given.
import { siteSchema } from "../../../sites/schema.ts";
import type { Site } from "../../../sites/registry.ts";

export function testSite(
  dealershipIds: number[],
  overrides: Record<string, unknown> = {},
): Site {
  const file = siteSchema.parse({
    slug: "stock-test",
    name: "Test Motors",
    template: "group",
    siteUrl: "https://test.example.com.au",
    group: "test-group",
    dealerships: "all",
    stockVisibilityLevel: 0,
    logo: { src: "/logo.svg", alt: "Test Motors" },
    theme: {
      colorPrimary: "#000000",
      colorAccent: "#111111",
      colorHeader: "#222222",
      colorFooter: "#333333",
    },
    ...overrides,
  });
  return {
    ...file,
    dealerGroupId: 1,
    dealershipIds,
    searchPrefix: file.usedOnly ? "/used-car" : "/search",
  };
}
