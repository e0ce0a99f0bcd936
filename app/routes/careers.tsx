// /careers: a career enquiry, sent as a General Enquiry with subcategory
// Career Enquiry and analytics event 51 (detail §7).
import type { Route } from "./+types/careers";
import { siteContext } from "../context.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { CareersForm } from "../components/forms/site-lead-form.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { setup, setCookie } = await leadFormSetup(request, context, "careers");
  return withFormCookie({ setup, siteName: site.name }, setCookie);
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, "careers", null);
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `Careers | ${data.siteName}` },
        { name: "description", content: `Work with ${data.siteName}: sales, service, parts and finance roles.` },
      ]
    : [];

export default function Careers({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title={`Careers at ${d.siteName}`}
      lead="We are always keen to meet people who love cars and looking after customers. Tell us about yourself and we will be in touch when a role suits you."
      formLabel="Career enquiry form"
    >
      <CareersForm setup={d.setup} reply={replyOf(actionData)} />
    </FormPage>
  );
}
