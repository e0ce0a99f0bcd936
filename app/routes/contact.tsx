// /contact and /contact-us: the general enquiry with its category select
// (detail §5: "Category select required when shown (general enquiry)").
import type { Route } from "./+types/contact";
import { siteContext } from "../context.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { GeneralEnquiryForm } from "../components/forms/site-lead-form.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { setup, setCookie } = await leadFormSetup(request, context, "general");
  const category = new URL(request.url).searchParams.get("category");
  const initialValues: Record<string, string> = category && setup.categories.includes(category) ? { category } : {};
  return withFormCookie({ setup, siteName: site.name, contactUs: site.labels.contactUs, initialValues }, setCookie);
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadPageAction(request, context, "general", null);
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.contactUs} | ${data.siteName}` },
        { name: "description", content: `Questions about sales, service, parts or finance? Send ${data.siteName} a message.` },
      ]
    : [];

export default function Contact({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage title={d.contactUs} lead="Send us a message and the right team will get back to you." formLabel="Contact form">
      <GeneralEnquiryForm setup={d.setup} reply={replyOf(actionData)} initialValues={d.initialValues} />
    </FormPage>
  );
}
