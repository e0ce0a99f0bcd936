// `npm run sites -- check`: validates every site file without starting the server.
// `npm run sites -- list`: prints each site's slug, template, hosts and local address.
import { loadSiteFiles, SiteConfigError } from "../../sites/load.ts";
import { loadSiteContent } from "../../sites/content.ts";
import { loadSiteBlog } from "../../sites/blog.ts";
import { loadSiteAccessories } from "../../sites/accessories.ts";
import { visibilityLevel } from "../../domain/visibility.ts";
import { fromRoot } from "../project-root.ts";

const command = process.argv[2] ?? "check";
try {
  const sites = loadSiteFiles(fromRoot("sites"));
  const content = loadSiteContent(fromRoot("sites"), sites.map((s) => s.slug));
  const blog = loadSiteBlog(fromRoot("sites"), sites.map((s) => s.slug));
  const accessories = loadSiteAccessories(fromRoot("sites"), sites.map((s) => s.slug));
  if (command === "check") {
    console.log(`${sites.length} site files are valid:`);
    for (const site of sites) {
      console.log(`  sites/${site.slug}.json  (${site.template}, level ${site.stockVisibilityLevel}; ${content.get(site.slug)?.length ?? 0} pages, ${blog.get(site.slug)?.length ?? 0} blog posts, accessories for ${accessories.get(site.slug)?.length ?? 0} models)`);
    }
  } else if (command === "list") {
    for (const site of sites) {
      const level = visibilityLevel(site.stockVisibilityLevel);
      console.log(`${site.slug}\n  template ${site.template}; visibility ${level.level} (${level.name})`);
      console.log(`  http://${site.slug}.localhost:${process.env.PORT ?? 3000}  ${site.hosts.join(" ")}`);
    }
  } else {
    console.error(`Unknown command "${command}". Use: npm run sites -- check | list`);
    process.exit(2);
  }
} catch (error) {
  if (error instanceof SiteConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
