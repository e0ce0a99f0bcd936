// Trade-In Valuation: /cars/trade-in?car_id={id}, and /trade-in, /sell-my-car,
// /sell-your-car (detail §2, never gated). The FAQ (5 questions), the lead
// form with the trade-in fields, then where eligible the automated valuation,
// saved with the lead, and accepting the offer.
import { data } from "react-router";
import { redirectWithinSite } from "../lib/same-site-redirect.ts";
import type { Route } from "./+types/trade-in";
import { TRADE_IN_FAQ, type ValuationResult } from "../../domain/trade-in.ts";
import { findLead } from "../../db/repositories/leads.ts";
import { servicesContext, siteContext } from "../context.ts";
import { carIdFromQuery, findFormCar, formCar } from "../lib/forms/form-car.server.ts";
import { formPageHeaders, leadFormSetup, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { acceptOffer, requestEstimate, submitTradeInLead } from "../lib/forms/trade-in.server.ts";
import { FaqAccordion } from "../components/forms/faq-accordion.tsx";
import { FormPage } from "../components/forms/form-page.tsx";
import { successPath } from "../components/forms/success.ts";
import { INTENT_FIELD, TradeInFlow, type EstimateVehicle, type TradeInStage } from "../components/forms/trade-in-flow.tsx";
import type { FailedBody } from "../components/forms/use-lead-submit.ts";

const TITLES: Record<string, string> = {
  "/sell-my-car": "Sell My Car",
  "/sell-your-car": "Sell Your Car",
};

async function carFor(request: Request, context: Route.LoaderArgs["context"]) {
  const id = carIdFromQuery(new URL(request.url));
  return id === null ? null : findFormCar(context, { id });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const [found, { setup, setCookie }] = await Promise.all([carFor(request, context), leadFormSetup(request, context, "tradeIn")]);
  return withFormCookie(
    { setup, car: found ? formCar(found, site) : null, siteName: site.name, title: TITLES[path] ?? "Trade-In Valuation", faq: TRADE_IN_FAQ },
    setCookie,
  );
}

const failedBody = (body: { ok: boolean }) => (body.ok ? null : (body as FailedBody));

/** The lead the follow-up names, as the form posted it (checked again by the service). */
async function postedLead(request: Request) {
  const form = await request.clone().formData();
  return { intent: form.get(INTENT_FIELD), leadId: Number(form.get("lead_id")), leadToken: String(form.get("lead_token") ?? "") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { intent, leadId, leadToken } = await postedLead(request);
  if (intent === "estimate") {
    const answer = await requestEstimate(request, context);
    if (answer.body.ok) {
      const { valuation, vehicle } = answer.body;
      return data<TradeInStage>({ stage: "offer", lead_id: leadId, lead_token: leadToken, valuation, vehicle });
    }
    return data<TradeInStage>({ stage: "estimate", lead_id: leadId, lead_token: leadToken, failed: failedBody(answer.body) }, { status: answer.status });
  }
  if (intent === "accept") {
    const answer = await acceptOffer(request, context);
    if (answer.body.ok) throw redirectWithinSite(successPath("tradeIn", null, { offer: "accepted" }), 303);
    // Show the offer again with the message: it was saved with the lead.
    const lead = Number.isInteger(leadId) ? await findLead(context.get(servicesContext).db, leadId) : null;
    const saved = (lead?.extras as { valuation?: ValuationResult & { vehicle?: EstimateVehicle } } | undefined)?.valuation;
    const failed = failedBody(answer.body);
    if (saved?.vehicle) {
      return data<TradeInStage>({ stage: "offer", lead_id: leadId, lead_token: leadToken, valuation: saved, vehicle: saved.vehicle, failed }, { status: answer.status });
    }
    return data<TradeInStage>({ stage: "form", failed }, { status: answer.status });
  }
  const found = await carFor(request, context);
  const answer = await submitTradeInLead(request, context);
  if (!answer.body.ok) return data<TradeInStage>({ stage: "form", failed: failedBody(answer.body) }, { status: answer.status, headers: answer.headers });
  const { lead_id, lead_token, valuation_offered } = answer.body;
  if (!valuation_offered || lead_id === null || !lead_token) throw redirectWithinSite(successPath("tradeIn", found?.car), 303);
  return data<TradeInStage>({ stage: "estimate", lead_id, lead_token });
}

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.title} | ${d.siteName}` },
        { name: "description", content: `Value your car online and trade it in or sell it to ${d.siteName}.` },
      ]
    : [];

export default function TradeIn({ loaderData: d, actionData }: Route.ComponentProps) {
  const stage = (actionData ?? { stage: "form" }) as TradeInStage;
  return (
    <FormPage
      title={d.title}
      lead="Tell us about your car and get an offer from a dealer who buys cars every day. No obligation."
      car={d.car}
      formLabel="Trade-in form"
    >
      <TradeInFlow setup={d.setup} car={d.car} initial={stage} />
      <FaqAccordion title="Trade-in questions" items={d.faq} />
    </FormPage>
  );
}
