// /{model slug}/accessories (detail §2, issue #13): a model's genuine
// accessories from the site's content (sites/{slug}/accessories/*.md), each
// with its fitted price, picture and an enquiry: a parts enquiry lead through
// the same pipeline as every form, its part naming the model and accessory.
// A model without accessories, an unknown model or a site without any: 404.
import { data } from "react-router";
import type { Route } from "./+types/model-accessories";
import { siteContext } from "../context.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { accessoriesPage, modelAccessories } from "../lib/accessories.ts";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";
import { ModelAccessoriesPage } from "../components/content/model-accessories.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const view = accessoriesPage(context.get(siteContext), params.model, new URL(request.url));
  if (!view) throw data(null, { status: 404 });
  const { setup, setCookie } = await leadFormSetup(request, context, "partsEnquiry");
  // A site with no parts counter takes no accessory enquiries: the page shows the accessories without the form.
  return withFormCookie({ view, setup: setup.locations.length ? setup : null }, setCookie);
}

export function action({ request, context, params }: Route.ActionArgs) {
  if (!modelAccessories(context.get(siteContext), params.model)) throw data(null, { status: 404 });
  return unlessDatabaseAway(request, () => leadPageAction(request, context, "partsEnquiry", null));
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.view.make} ${d.view.title} | ${d.view.siteName}` },
        { name: "description", content: d.view.description },
        { tagName: "link", rel: "canonical", href: d.view.canonical },
      ]
    : [];

export default function ModelAccessories({ loaderData: d, actionData }: Route.ComponentProps) {
  return <ModelAccessoriesPage view={d.view} setup={d.setup} reply={replyOf(actionData)} />;
}
