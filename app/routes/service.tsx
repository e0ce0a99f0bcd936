// /service and /pages/book-a-service: the service booking (issue #13). A lead
// of its own category and analytics event, through the same pipeline as every
// form; the date and time offered are the service department's open slots.
import { data } from "react-router";
import type { Route } from "./+types/service";
import { siteContext } from "../context.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { canonicalUrl } from "../lib/site-origin.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { ServiceBookingForm } from "../components/forms/service-forms.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";
import { ContentPage } from "../components/content/content-page.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // Where the dealer books through the manufacturer's site, the page sends the shopper there (a link: redirects stay on the site).
  const external = site.features.serviceBookingUrl;
  if (external) return { external, siteName: site.name, title: site.labels.bookService, canonical: canonicalUrl(site, "/service") } as const;
  const { setup, setCookie } = await leadFormSetup(request, context, "serviceBooking");
  // A site with no service department has no booking page.
  if ((setup.options.serviceBooking?.locations.length ?? 0) === 0) throw data(null, { status: 404 });
  const location = new URL(request.url).searchParams.get("location");
  const initialValues: Record<string, string> = location && setup.locations.some((l) => l.value === location) ? { location } : {};
  return withFormCookie({ setup, siteName: site.name, title: site.labels.bookService, initialValues, canonical: canonicalUrl(site, "/service") }, setCookie);
}

export function action({ request, context }: Route.ActionArgs) {
  if (context.get(siteContext).features.serviceBookingUrl) throw data(null, { status: 404 });
  return unlessDatabaseAway(request, () => leadPageAction(request, context, "serviceBooking", null));
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.title} | ${d.siteName}` },
        { name: "description", content: `Book your vehicle's service with ${d.siteName}${"external" in d ? " on the manufacturer's booking page" : ": choose a department, a date and a drop-off time"}.` },
        { tagName: "link", rel: "canonical", href: d.canonical },
      ]
    : [];

export default function Service({ loaderData: d, actionData }: Route.ComponentProps) {
  if ("external" in d) {
    return (
      <ContentPage title={d.title} lead={`${d.siteName} takes service bookings on the manufacturer's booking page: choose the dealership, a date and a time there.`}>
        <p className="content-page__actions">
          <a className="button" href={d.external} rel="noopener">
            Book on the manufacturer's site
          </a>
        </p>
      </ContentPage>
    );
  }
  return (
    <FormPage
      title={d.title}
      lead="Tell us about your vehicle and choose a drop-off time inside our service hours. We will confirm the booking by phone or email."
      formLabel="Service booking form"
    >
      <ServiceBookingForm setup={d.setup} reply={replyOf(actionData)} initialValues={d.initialValues} />
    </FormPage>
  );
}
