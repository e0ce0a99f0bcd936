import type { Route } from "./+types/budget-finder";
import { servicesContext, siteContext } from "../context.ts";
import { loadBudgetFinder } from "../lib/buyer-tools.server.ts";
import { contentPageMeta } from "../lib/content-page.ts";
import { LISTING_CACHE_CONTROL } from "../lib/listing/listing-meta.ts";
import { BudgetFinder } from "../components/buyer-tools/budget-finder.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBudgetFinder(context.get(servicesContext), context.get(siteContext), request);
}

// Counts follow the stock, as the listing's do.
export function headers() {
  return { "Cache-Control": LISTING_CACHE_CONTROL };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "Find cars for your budget", (name) => `Turn a weekly or monthly repayment into a budget and see the cars ${name} has within it.`);

export default function BudgetFinderPage({ loaderData }: Route.ComponentProps) {
  return <BudgetFinder data={loaderData} />;
}
