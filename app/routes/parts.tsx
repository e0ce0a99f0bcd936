// /vehicle-parts-and-accessories and /parts/search: the parts enquiry (issue
// #13): part name or number, VIN and quantity, a lead of its own category and
// analytics event through the same pipeline as every form. /parts/search takes
// ?q= (the part) from a search box.
import { data } from "react-router";
import type { Route } from "./+types/parts";
import { siteContext } from "../context.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { canonicalUrl } from "../lib/site-origin.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { PartsEnquiryForm } from "../components/forms/service-forms.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";
import { accessoryModelLinks } from "../lib/accessories.ts";
import { AccessoryModelsNav } from "../components/content/accessory-models-nav.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { setup, setCookie } = await leadFormSetup(request, context, "partsEnquiry");
  // A site with no parts counter has no parts page.
  if (setup.locations.length === 0) throw data(null, { status: 404 });
  const part = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
  return withFormCookie(
    { setup, siteName: site.name, initialValues: (part ? { part } : {}) as Record<string, string>, canonical: canonicalUrl(site, "/vehicle-parts-and-accessories"), accessoryModels: accessoryModelLinks(site) },
    setCookie,
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return unlessDatabaseAway(request, () => leadPageAction(request, context, "partsEnquiry", null));
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `Parts and accessories | ${d.siteName}` },
        { name: "description", content: `Genuine parts and accessories from ${d.siteName}: tell us the part and we will check price and availability.` },
        { tagName: "link", rel: "canonical", href: d.canonical },
      ]
    : [];

export default function Parts({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title="Parts and accessories"
      lead="Genuine parts and accessories, fitted by our technicians or ready to collect. Tell us what you need and our parts team will confirm price and availability."
      formLabel="Parts enquiry form"
      aside={d.accessoryModels.length > 0 ? <AccessoryModelsNav models={d.accessoryModels} /> : undefined}
    >
      <PartsEnquiryForm setup={d.setup} reply={replyOf(actionData)} initialValues={d.initialValues} />
    </FormPage>
  );
}
