// The trade-in page's flow: the lead form (the spec's trade-in fields), then,
// where the automated valuation qualifies, the online estimate (year, make,
// model), then the offer with Accept. Each stage is a real form posting to
// the page, which answers with the next stage, with JavaScript on or off.
import { useEffect, useMemo, useRef, useState } from "react";
import { AUSTRALIAN_STATES, DEFAULT_FORM_STATE } from "../../../domain/australian-states.ts";
import { YES_NO } from "../../../domain/forms/fields.ts";
import { formatAud } from "../../../domain/money.ts";
import { PREFERRED_CONTACT_METHODS } from "../../../domain/forms/schemas.ts";
import { VALUATION_FIELD_LABELS, valuationRequestSchema } from "../../../domain/forms/valuation-request.ts";
import type { ValuationResult } from "../../../domain/trade-in.ts";
import type { FormReply, LeadReceipt } from "../../lib/forms/form-answer.ts";
import type { FormCar, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { LocationSelect, TermsCheckbox } from "./choice-fields.tsx";
import { ContactFields, KmsField, RadioGroup, SelectField, TextField } from "./fields.tsx";
import { bannerMessage, ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { FormFrame, LeadForm, replyOf } from "./lead-form.tsx";
import { successPath } from "../../lib/forms/success.ts";
import { useLeadForm } from "./use-lead-form.ts";

export const INTENT_FIELD = "intent";

export interface EstimateVehicle {
  year: number;
  make: string;
  model: string;
  badge?: string;
  km: number;
}

/** Where the flow is: the page action's answer; `reply` when it refused the stage's post. */
export type TradeInStage =
  | { stage: "form"; reply?: FormReply }
  | { stage: "estimate"; lead_id: number; lead_token: string; reply?: FormReply; lead?: LeadReceipt }
  | { stage: "offer"; lead_id: number; lead_token: string; valuation: ValuationResult; vehicle: EstimateVehicle; saved?: boolean; reply?: FormReply };

const REFUSALS: Record<Exclude<ValuationResult, { available: true }>["reason"], string> = {
  "too-old": "Online estimates are generally not given for cars over 7 years old. Our team will contact you to arrange a valuation in person.",
  "too-many-kms": "Online estimates are generally not given for cars with more than 100,000 km. Our team will contact you to arrange a valuation in person.",
  "not-enough-market-data": "We don't have enough recent sales of this model to give an online estimate. Our team will contact you to arrange a valuation.",
};

/** The trade-in form asks about the car first, then the shopper (its error list follows this order). */
const TRADE_IN_FIELD_ORDER = [
  "rego",
  "regoState",
  "kms",
  "finance",
  "do-you-have-a-trade-in",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "PreferredContactMethod",
  "location_id",
  "terms_conditions",
];

const CONTACT_OPTIONS = PREFERRED_CONTACT_METHODS.map((m) => ({ value: m, label: m }));
const YES_NO_OPTIONS = YES_NO.map((v) => ({ value: v, label: v }));
const STATE_OPTIONS = AUSTRALIAN_STATES.map((s) => ({ value: s.code, label: s.abbreviation }));

function TradeInLeadForm({ setup, car, reply }: { setup: LeadFormSetup; car: FormCar | null; reply: FormReply | null }) {
  return (
    <LeadForm
      id="trade-in-form"
      setup={setup}
      reply={reply}
      hidden={car ? { car_id: String(car.id) } : {}}
      initialValues={{ regoState: DEFAULT_FORM_STATE }}
      fieldOrder={TRADE_IN_FIELD_ORDER}
      submitLabel="Value My Car"
    >
      <h2 className="lead-form__section">Your car</h2>
      <TextField name="rego" required autoComplete="off" maxLength={12} className="form-field--short" />
      <SelectField name="regoState" required options={STATE_OPTIONS} placeholder={null} />
      <KmsField required />
      <RadioGroup name="finance" options={YES_NO_OPTIONS} />
      <RadioGroup name="do-you-have-a-trade-in" options={YES_NO_OPTIONS} />
      <h2 className="lead-form__section">Your details</h2>
      <ContactFields />
      <RadioGroup name="PreferredContactMethod" required options={CONTACT_OPTIONS} />
      <LocationSelect setup={setup} name="location_id" />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}

/** The hidden fields of a follow-up (estimate, accept): what it is, and the lead it is about with its token. */
function FollowUpFields({ intent, leadId, leadToken }: { intent: "estimate" | "accept"; leadId: number; leadToken: string }) {
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name="lead_id" value={String(leadId)} />
      <input type="hidden" name="lead_token" value={leadToken} />
    </>
  );
}

function EstimateForm({ setup, leadId, leadToken, reply }: { setup: LeadFormSetup; leadId: number; leadToken: string; reply: FormReply | null }) {
  const id = "estimate-form";
  const schema = useMemo(() => valuationRequestSchema(), []);
  const state = useLeadForm({ id, schema, reply });
  const years = useMemo(() => {
    const newest = new Date().getFullYear() + 1;
    return Array.from({ length: 40 }, (_, i) => String(newest - i)).map((y) => ({ value: y, label: y }));
  }, []);
  return (
    <FormFrame state={state} security={setup} className="lead-form" aria-labelledby="estimate-title">
      <h2 id="estimate-title" tabIndex={-1}>
        Get your online estimate
      </h2>
      <p>Thanks, we have your details. Tell us a little more about your car for an instant estimate from recent market data.</p>
      <FollowUpFields intent="estimate" leadId={leadId} leadToken={leadToken} />
      <ErrorSummary messages={state.messages} formId={id} ref={state.summaryRef} />
      <div className="lead-form__fields">
        <SelectField name="year" label={VALUATION_FIELD_LABELS.year} required options={years} />
        <TextField name="make" label={VALUATION_FIELD_LABELS.make} required autoComplete="off" maxLength={40} />
        <TextField name="model" label={VALUATION_FIELD_LABELS.model} required autoComplete="off" maxLength={60} />
        <TextField name="badge" label={VALUATION_FIELD_LABELS.badge} autoComplete="off" maxLength={60} />
      </div>
      <FormBanner message={bannerMessage(state.messages)} ref={state.bannerRef} />
      <div className="lead-form__actions">
        <SubmitButton submitting={state.sending}>Get My Estimate</SubmitButton>
        <a className="button button--ghost" href={successPath("tradeIn")}>
          Skip, just contact me
        </a>
      </div>
    </FormFrame>
  );
}

/** Accepting the offer: a button, no fields of the shopper's to check. */
function AcceptForm({ setup, leadId, leadToken, reply }: { setup: LeadFormSetup; leadId: number; leadToken: string; reply: FormReply | null }) {
  const state = useLeadForm({ id: "accept-form", schema: null, reply });
  return (
    <FormFrame state={state} security={setup} className="valuation__accept">
      <FollowUpFields intent="accept" leadId={leadId} leadToken={leadToken} />
      <FormBanner message={bannerMessage(state.messages)} ref={state.bannerRef} />
      <div className="lead-form__actions">
        <SubmitButton submitting={state.sending}>Accept Offer</SubmitButton>
        <a className="button button--ghost" href={successPath("tradeIn")}>
          No thanks
        </a>
      </div>
    </FormFrame>
  );
}

function OfferPanel({ setup, stage }: { setup: LeadFormSetup; stage: Extract<TradeInStage, { stage: "offer" }> }) {
  const { valuation, vehicle } = stage;
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.badge ? ` ${vehicle.badge}` : ""}`;
  if (!valuation.available) {
    return (
      <section className="valuation" aria-labelledby="valuation-title">
        <h2 id="valuation-title" tabIndex={-1}>
          Your {name}
        </h2>
        <p>{REFUSALS[valuation.reason]}</p>
        <a className="button" href={successPath("tradeIn")}>
          Finish
        </a>
      </section>
    );
  }
  return (
    <section className="valuation" aria-labelledby="valuation-title">
      <h2 id="valuation-title" tabIndex={-1}>
        Your online estimate
      </h2>
      <p className="valuation__vehicle">{name}</p>
      <dl className="valuation__figures">
        <div>
          <dt>Market value</dt>
          <dd>
            {formatAud(valuation.low)} – {formatAud(valuation.high)}
          </dd>
        </div>
        <div className="valuation__offer">
          <dt>Our trade-in offer</dt>
          <dd>{formatAud(valuation.offer)}</dd>
        </div>
      </dl>
      <p className="valuation__note">
        Based on {valuation.comparables} comparable cars listed and sold recently. The offer is confirmed when we inspect your car.
      </p>
      <AcceptForm setup={setup} leadId={stage.lead_id} leadToken={stage.lead_token} reply={stage.reply ?? null} />
    </section>
  );
}

/** The page action's answer: a stage, or a post that got no answer (the form's message; the stage stays). */
export type TradeInAnswer = TradeInStage | { ok: false; reply: FormReply } | null | undefined;

export function TradeInFlow({ setup, car, answer }: { setup: LeadFormSetup; car: FormCar | null; answer: TradeInAnswer }) {
  // The stage is the last one the action answered; an answer without one leaves it where it is.
  const [stage, setStage] = useState<TradeInStage>(answer && "stage" in answer ? answer : { stage: "form" });
  const [answered, setAnswered] = useState(answer);
  if (answer !== answered) {
    setAnswered(answer);
    if (answer && "stage" in answer) setStage(answer);
  }
  const reply = replyOf(answer);
  const current = stage.stage;
  const started = useRef(false);
  // Each new stage takes focus, so keyboard and screen-reader users hear where they are.
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    document.getElementById(current === "estimate" ? "estimate-title" : "valuation-title")?.focus();
  }, [current]);
  switch (stage.stage) {
    case "form":
      return <TradeInLeadForm setup={setup} car={car} reply={reply} />;
    case "estimate":
      return <EstimateForm setup={setup} leadId={stage.lead_id} leadToken={stage.lead_token} reply={reply} />;
    case "offer":
      return <OfferPanel setup={setup} stage={{ ...stage, reply: reply ?? undefined }} />;
  }
}
