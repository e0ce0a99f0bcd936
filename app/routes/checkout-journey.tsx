// Online Purchase: /checkout-journey?car_id={slug} (detail §2). The purchase
// starts with the deposit; the dealer completes it with the shopper.
import type { Route } from "./+types/checkout-journey";
import { checkoutAction, checkoutPageData } from "../lib/forms/checkout.server.ts";
import { formPageHeaders } from "../lib/forms/lead-form.server.ts";
import { CheckoutFlow, checkoutClientAction, type CheckoutAnswer } from "../components/forms/checkout-flow.tsx";
import { keepFormAfterPost } from "../components/forms/client-action.ts";
import { FormPage } from "../components/forms/form-page.tsx";

const carSlug = (request: Request) => new URL(request.url).searchParams.get("car_id") ?? undefined;

export function loader({ request, context }: Route.LoaderArgs) {
  return checkoutPageData(request, context, carSlug(request), "purchase");
}

export function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context, carSlug(request));
}

export const clientAction = (args: Route.ClientActionArgs) => checkoutClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [{ title: `Buy the ${d.car.name} online | ${d.siteName}` }, { name: "robots", content: "noindex" }] : [];

export default function CheckoutJourney({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title="Online Purchase"
      lead={`Start buying the ${d.car.name} online: pay the deposit now and the dealer completes the purchase with you.`}
      car={d.car}
      formLabel="Online purchase form"
    >
      <CheckoutFlow page={d} answer={actionData as CheckoutAnswer} />
    </FormPage>
  );
}
