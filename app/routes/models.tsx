// /models?body={body} (detail §2): the model range of the site's makes from
// the catalogue, each tile linking to its listing. A site without a model
// range answers a plain 404; a body the range lacks, 404; a malformed one, 400.
import { data } from "react-router";
import type { Route } from "./+types/models";
import { servicesContext, siteContext } from "../context.ts";
import { CONTENT_PAGE_CACHE } from "../lib/content-page.ts";
import { modelRangePage } from "../lib/models.server.ts";
import { ModelRange } from "../components/content/model-range.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await modelRangePage(context.get(servicesContext), context.get(siteContext), new URL(request.url));
  if (!view) throw data(null, { status: 404 });
  return view;
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.title} | ${d.siteName}` },
        { name: "description", content: `${d.title} at ${d.siteName}: choose a model to see the new, demo and used vehicles we have in stock.` },
        { tagName: "link", rel: "canonical", href: d.canonical },
      ]
    : [];

export default function Models({ loaderData }: Route.ComponentProps) {
  return <ModelRange view={loaderData} />;
}
