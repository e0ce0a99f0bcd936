import type { Route } from "./+types/robots[.]txt";
import { siteContext } from "../context.ts";
import { siteOrigin } from "../lib/site-origin.ts";
import { robotsTxt } from "../../domain/seo-files.ts";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return new Response(robotsTxt(siteOrigin(site)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=86400" },
  });
}
