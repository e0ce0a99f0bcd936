import { useRouteLoaderData } from "react-router";
import type { PublicSite } from "./site-public.ts";

/** The current site's public configuration, from the root loader. */
export function useSite(): PublicSite {
  const data = useRouteLoaderData("root") as { site: PublicSite } | undefined;
  if (!data) throw new Error("useSite() used outside the root route");
  return data.site;
}
