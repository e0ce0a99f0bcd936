// detail §2: "/cars/ is the fallback" — it goes to the site's default stock search.
import { redirect } from "react-router";
import type { Route } from "./+types/cars._index";
import { siteContext } from "../context.ts";
import { defaultListingPath } from "../../domain/listing/search-url.ts";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return redirect(defaultListingPath({ prefix: site.searchPrefix, usedOnly: site.usedOnly }), 301);
}
