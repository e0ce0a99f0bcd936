// /cars/{slug}/enquire: the enquiry form of one car (the detail page's Enquire
// button, docs/decisions/0016-detail-page.md). In stock: the enquiry, in steps
// on sites with features.multiStepEnquiry. Not in stock: the similar-car
// enquiry (detail §4 "Find Me Something Similar (and a similar-car enquiry)").
import type { Route } from "./+types/cars.$slug.enquire";
import type { CarStatus, CarType } from "../../domain/entities.ts";
import type { FormKind } from "../../domain/leads/categories.ts";
import { enquiryDefaults } from "../../domain/leads/payload.ts";
import { isInStock } from "../../domain/stock-status.ts";
import type { Site } from "../../sites/registry.ts";
import { siteContext } from "../context.ts";
import { slugKey } from "../lib/detail/visible-car.server.ts";
import { findFormCar, formCar, requireFormCar } from "../lib/forms/form-car.server.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { multiStepAction } from "../lib/forms/multi-step.server.ts";
import { FormCarSummary } from "../components/forms/car-summary.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";
import { MultiStepEnquiry, type MultiStepAnswer } from "../components/forms/multi-step-enquiry.tsx";
import { EnquiryForm, VehicleLeadForm } from "../components/forms/vehicle-lead-form.tsx";

function enquiryKind(site: Site, status: string): FormKind {
  if (!isInStock(status)) return "similarCarEnquiry";
  return site.features.multiStepEnquiry ? "multiStepEnquiry" : "enquiry";
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const found = await requireFormCar(context, slugKey(params.slug));
  const kind = enquiryKind(site, found.car.status);
  const { setup, setCookie } = await leadFormSetup(request, context, kind);
  const car = formCar(found, site);
  // "Request a Quote" (listing §2) brings ?quote=1: the message asks for one.
  const quote = new URL(request.url).searchParams.get("quote") === "1" && kind !== "similarCarEnquiry";
  const message = quote
    ? `Please send me a quote for the ${car.name} (stock number ${found.car.stocknum}).`
    : kind === "similarCarEnquiry"
      ? `I'm looking for a car like the ${car.name}. Please let me know what you have.`
      : enquiryDefaults({
          id: found.car.id,
          name: found.car.name,
          make: found.car.make,
          model: found.car.model,
          car_type: found.car.carType as CarType,
          status: found.car.status as CarStatus,
          stocknum: found.car.stocknum,
          dealership_slug: found.dealership.slug,
        }).message;
  return withFormCookie({ setup, car, siteName: site.name, initialValues: { message } }, setCookie);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return unlessDatabaseAway(request, async () => {
    const site = context.get(siteContext);
    // A car gone since the page loaded is the pipeline's to answer (its message, with what was typed).
    const found = await findFormCar(context, slugKey(params.slug));
    if (!found) return leadPageAction(request, context, "enquiry", null);
    const kind = enquiryKind(site, found.car.status);
    if (kind === "multiStepEnquiry") return multiStepAction(request, context, found);
    return leadPageAction(request, context, kind, found);
  });
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `Enquire about the ${data.car.name} | ${data.siteName}` },
        { name: "description", content: `Send ${data.car.dealershipName} an enquiry about the ${data.car.name}.` },
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function CarEnquiry({ loaderData: d, actionData }: Route.ComponentProps) {
  const answer = actionData as MultiStepAnswer;
  const similar = d.setup.kind === "similarCarEnquiry";
  return (
    <div className="container form-page">
      <h1 className="form-page__title">{similar ? "Find me something similar" : `Enquire about the ${d.car.name}`}</h1>
      <p className="form-page__lead">
        {similar
          ? `The ${d.car.name} is no longer available. Tell us what you are looking for and ${d.car.dealershipName} will find you something similar.`
          : `Send your question to ${d.car.dealershipName}. We usually reply within one business day.`}
      </p>
      <div className="form-page__layout">
        <FormCarSummary car={d.car} />
        <section className="form-page__form" aria-label="Enquiry form">
          {d.setup.kind === "multiStepEnquiry" ? (
            <MultiStepEnquiry setup={d.setup} car={d.car} answer={answer} initialValues={d.initialValues} />
          ) : similar ? (
            <VehicleLeadForm setup={d.setup} car={d.car} reply={replyOf(answer)} initialValues={d.initialValues} />
          ) : (
            <EnquiryForm setup={d.setup} car={d.car} reply={replyOf(answer)} initialValues={d.initialValues} />
          )}
        </section>
      </div>
    </div>
  );
}
