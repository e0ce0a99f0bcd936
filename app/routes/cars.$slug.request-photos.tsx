// /cars/{slug}/request-photos: ask the dealer for more photos of a car. The
// message is the hidden default text (detail §3 "Request Photos").
import type { Route } from "./+types/cars.$slug.request-photos";
import { siteContext } from "../context.ts";
import { slugKey } from "../lib/detail/visible-car.server.ts";
import { findFormCar, formCar, requireFormCar } from "../lib/forms/form-car.server.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { VehicleLeadForm } from "../components/forms/vehicle-lead-form.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const found = await requireFormCar(context, slugKey(params.slug));
  const { setup, setCookie } = await leadFormSetup(request, context, "requestPhotos");
  return withFormCookie({ setup, car: formCar(found, site), siteName: site.name }, setCookie);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return unlessDatabaseAway(request, async () => {
    // A car gone since the page loaded is the pipeline's to answer (its message, with what was typed).
    const found = await findFormCar(context, slugKey(params.slug));
    return leadPageAction(request, context, "requestPhotos", found);
  });
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `Request photos of the ${data.car.name} | ${data.siteName}` }, { name: "robots", content: "noindex" }] : [];

export default function RequestPhotos({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title={`Request photos of the ${d.car.name}`}
      lead={`${d.car.dealershipName} will send you more photos of this car.`}
      car={d.car}
      formLabel="Request photos form"
    >
      <VehicleLeadForm setup={d.setup} car={d.car} reply={replyOf(actionData)} />
    </FormPage>
  );
}
