// Reserve Car Now: /cars/{slug}/checkout, or /cars/{slug}/buy-online for the
// site whose checkout.route is "buy-online" (detail §2). Shown only when
// checkout is enabled for the car; gated sites send shoppers to sign in.
import type { Route } from "./+types/cars.$slug.checkout";
import { checkoutAction, checkoutPageData } from "../lib/forms/checkout.server.ts";
import { formPageHeaders } from "../lib/forms/lead-form.server.ts";
import { CheckoutFlow, checkoutClientAction, type CheckoutAnswer } from "../components/forms/checkout-flow.tsx";
import { keepFormAfterPost } from "../components/forms/client-action.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { vehicleWords } from "../../domain/vehicle-words.ts";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return checkoutPageData(request, context, params.slug, "reserve");
}

export function action({ request, context, params }: Route.ActionArgs) {
  return checkoutAction(request, context, params.slug);
}

export const clientAction = (args: Route.ClientActionArgs) => checkoutClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [{ title: `Reserve the ${d.car.name} | ${d.siteName}` }, { name: "robots", content: "noindex" }] : [];

export default function ReserveCar({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage title={vehicleWords(d.car.item_type).reserve} lead={`Reserve the ${d.car.name} online and we'll hold it for you.`} car={d.car} formLabel="Reservation form">
      <CheckoutFlow page={d} answer={actionData as CheckoutAnswer} />
    </FormPage>
  );
}
