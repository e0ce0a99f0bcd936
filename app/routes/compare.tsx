// /compare?ids=12,40,7 — up to 4 cars side by side (issue 12). Server-rendered
// from the address, so a shared address works with JavaScript off.
import type { Route } from "./+types/compare";
import { servicesContext, siteContext } from "../context.ts";
import { loadComparePage } from "../lib/compare/compare-page.server.ts";
import { ComparePage } from "../components/compare/compare-page.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadComparePage(context.get(servicesContext), context.get(siteContext), request);
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export function meta({ data }: Route.MetaArgs) {
  const count = data?.table.columns.length ?? 0;
  return [
    { title: `${count > 1 ? `Compare ${count} cars` : "Compare cars"} | ${data?.siteName ?? "Forecourt"}` },
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
