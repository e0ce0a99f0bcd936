// detail §2: "/cars/ is the fallback" — it goes to the site's default stock search.
import { redirectWithinSite } from "../lib/same-site-redirect.ts";
import type { Route } from "./+types/cars._index";
import { siteContext } from "../context.ts";
import { defaultListingPath } from "../../domain/listing/search-url.ts";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return redirectWithinSite(defaultListingPath({ prefix: site.searchPrefix, usedOnly: site.usedOnly }), 301);
}
