// /our-location/{slug}: the older address of a location page; one canonical address (/locations/{slug}).
import type { Route } from "./+types/our-location.$slug";
import { redirectWithinSite } from "../lib/same-site-redirect.ts";
import { locationPath } from "../lib/locations/location-path.ts";

export function loader({ params }: Route.LoaderArgs) {
  throw redirectWithinSite(locationPath(params.slug), 301);
}
