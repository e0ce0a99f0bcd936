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
import { refusalReply, type LeadSent } from "../lib/forms/form-answer.ts";
import { echoedValues, formPageHeaders, leadFormSetup, postedByEnhancedForm, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { acceptOffer, requestEstimate, submitTradeInLead } from "../lib/forms/trade-in.server.ts";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { FaqAccordion } from "../components/forms/faq-accordion.tsx";
import { FormPage } from "../components/forms/form-page.tsx";
import { successCar, successPath } from "../lib/forms/success.ts";
import { INTENT_FIELD, TradeInFlow, type EstimateVehicle, type TradeInAnswer, type TradeInStage } from "../components/forms/trade-in-flow.tsx";

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

/** The lead the follow-up names, as the form posted it (checked again by the service). */
async function postedLead(request: Request) {
  // A body that is not a form (another Content-Type, or none) names no follow-up: the lead path answers it.
  const form = (await request.clone().formData().catch(() => null)) ?? new FormData();
  return { intent: form.get(INTENT_FIELD), leadId: Number(form.get("lead_id")), leadToken: String(form.get("lead_token") ?? "") };
}

/**
 * Each stage's post answers the next stage (or the same one with its
 * messages), with JavaScript on or off: the lead, then where the automated
 * valuation qualifies the estimate, then the offer; accepting it, or a lead
 * with no estimate offered, goes to /success.
 */
export function action(args: Route.ActionArgs) {
  return unlessDatabaseAway(args.request, () => tradeInAction(args), { shape: (refusal) => ({ stage: "form", reply: refusalReply(refusal) }) satisfies TradeInStage });
}

async function tradeInAction({ request, context }: Route.ActionArgs) {
  const { intent, leadId, leadToken } = await postedLead(request);
  if (intent === "estimate") {
    const answer = await requestEstimate(request, context);
    if (answer.body.ok) {
      const { valuation, vehicle, saved } = answer.body;
      return data<TradeInStage>({ stage: "offer", lead_id: leadId, lead_token: leadToken, valuation, vehicle, saved });
    }
    return data<TradeInStage>({ stage: "estimate", lead_id: leadId, lead_token: leadToken, reply: refusalReply(answer.body) }, { status: answer.status });
  }
  if (intent === "accept") {
    const answer = await acceptOffer(request, context);
    if (answer.body.ok) throw redirectWithinSite(successPath("tradeIn", null, { offer: "accepted" }), 303);
    // Show the offer again with the message: it was saved with the lead.
    const lead = Number.isInteger(leadId) ? await findLead(context.get(servicesContext).db, leadId) : null;
    const saved = (lead?.extras as { valuation?: ValuationResult & { vehicle?: EstimateVehicle } } | undefined)?.valuation;
    const reply = refusalReply(answer.body);
    if (saved?.vehicle) {
      return data<TradeInStage>({ stage: "offer", lead_id: leadId, lead_token: leadToken, valuation: saved, vehicle: saved.vehicle, reply }, { status: answer.status });
    }
    return data<TradeInStage>({ stage: "form", reply }, { status: answer.status });
  }
  const enhanced = await postedByEnhancedForm(request);
  const found = await carFor(request, context);
  const answer = await submitTradeInLead(request, context);
  if (!answer.body.ok) {
    const reply = refusalReply({ ...answer.body, values: echoedValues(answer.body.values) });
    return data<TradeInStage>({ stage: "form", reply }, { status: answer.status, headers: answer.headers });
  }
  const { lead_id, lead_token, analytics_event_id, valuation_offered } = answer.body;
  const lead = { kind: "tradeIn", leadId: lead_id, eventId: analytics_event_id, car: found ? successCar(formCar(found, context.get(siteContext))) : null } as const;
  if (valuation_offered && lead_id !== null && lead_token) return data<TradeInStage>({ stage: "estimate", lead_id, lead_token, lead });
  const next = successPath("tradeIn", found?.car);
  if (!enhanced) throw redirectWithinSite(next, 303);
  return data<LeadSent>({ ok: true, lead, next });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const answer = await leadClientAction({ request, serverAction });
  // detail §8: "Valuation save failure: console error 'Failed to save valuation data'".
  if (answer && "stage" in answer && answer.stage === "offer" && answer.saved === false) console.error("Failed to save valuation data");
  return answer;
}

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        { title: `${d.title} | ${d.siteName}` },
        { name: "description", content: `Value your car online and trade it in or sell it to ${d.siteName}.` },
      ]
    : [];

export default function TradeIn({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title={d.title}
      lead="Tell us about your car and get an offer from a dealer who buys cars every day. No obligation."
      car={d.car}
      formLabel="Trade-in form"
    >
      <TradeInFlow setup={d.setup} car={d.car} answer={actionData as TradeInAnswer} />
      <FaqAccordion title="Trade-in questions" items={d.faq} />
    </FormPage>
  );
}
