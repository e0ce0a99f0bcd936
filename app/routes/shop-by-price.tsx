import type { Route } from "./+types/shop-by-price";
import { siteContext } from "../context.ts";
import { loadPriceSlider } from "../lib/buyer-tools.server.ts";
import { CONTENT_PAGE_CACHE, contentPageMeta } from "../lib/content-page.ts";
import { redirectWithinSite } from "../lib/same-site-redirect.ts";
import { PriceSlider } from "../components/buyer-tools/price-slider.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const data = loadPriceSlider(context.get(siteContext), request);
  // The form's button: go to the search with the chosen range, dearest first.
  if (new URL(request.url).searchParams.get("go") === "1") throw redirectWithinSite(data.href, 303);
  return data;
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "Shop by price", (name) => `Choose a price range and browse ${name}'s stock within it.`);

export default function ShopByPrice({ loaderData }: Route.ComponentProps) {
  return <PriceSlider data={loaderData} />;
}
