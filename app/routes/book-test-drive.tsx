// /book-test-drive/ (and ?car_id={id} for one car): the test drive booking.
// detail §5: "For test drive, message and date are optional."
import { vehicleWords } from "../../domain/vehicle-words.ts";
import type { ItemType } from "../../domain/entities.ts";
import type { Route } from "./+types/book-test-drive";
import { siteContext } from "../context.ts";
import { carIdFromQuery, findFormCar, formCar } from "../lib/forms/form-car.server.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { VehicleLeadForm } from "../components/forms/vehicle-lead-form.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";

async function carFor(request: Request, context: Route.LoaderArgs["context"]) {
  const id = carIdFromQuery(new URL(request.url));
  return id === null ? null : findFormCar(context, { id });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const found = await carFor(request, context);
  const { setup, setCookie } = await leadFormSetup(request, context, "testDrive", { aboutCar: found !== null });
  return withFormCookie({ setup, car: found ? formCar(found, site) : null, siteName: site.name }, setCookie);
}

export function action({ request, context }: Route.ActionArgs) {
  return unlessDatabaseAway(request, async () => leadPageAction(request, context, "testDrive", await carFor(request, context)));
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${testDriveWords(data.car).title}${data.car ? `: ${data.car.name}` : ""} | ${data.siteName}` },
        { name: "description", content: `Book a test drive with ${data.siteName}.` },
      ]
    : [];

/** "Book a test drive", or "Book a test ride" for a motorcycle (domain/vehicle-words.ts). */
const testDriveWords = (car: { item_type: ItemType } | null) => (car && vehicleWords(car.item_type).testDrive) || vehicleWords("car").testDrive!;

export default function BookTestDrive({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title={d.car ? `${testDriveWords(d.car).title}: ${d.car.name}` : testDriveWords(null).title}
      lead="Choose a time that suits you and we will confirm it by phone or email."
      car={d.car}
      formLabel={`${testDriveWords(d.car).lead} booking form`}
    >
      <VehicleLeadForm setup={d.setup} car={d.car} reply={replyOf(actionData)} />
    </FormPage>
  );
}
