// The trade-in page's flow: the lead form (the spec's trade-in fields), then,
// where the automated valuation qualifies, the online estimate (year, make,
// model), then the offer with Accept. Each stage is a real form that works
// without JavaScript (the page's action moves the stages); with JavaScript
// the stages change in place.
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { AUSTRALIAN_STATES, DEFAULT_FORM_STATE } from "../../../domain/australian-states.ts";
import { YES_NO } from "../../../domain/forms/fields.ts";
import { formatAud } from "../../../domain/money.ts";
import { PREFERRED_CONTACT_METHODS } from "../../../domain/forms/schemas.ts";
import { VALUATION_FIELD_LABELS, valuationRequestSchema } from "../../../domain/forms/valuation-request.ts";
import type { ValuationResult } from "../../../domain/trade-in.ts";
import type { FormCar, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { successCar } from "./car-summary.tsx";
import { LocationSelect, TermsCheckbox, usePostcodeLookup } from "./choice-fields.tsx";
import { ContactFields, KmsField, RadioGroup, SelectField, TextField } from "./fields.tsx";
import { FormContext } from "./form-context.tsx";
import { ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { LeadForm } from "./lead-form.tsx";
import { SecurityFields } from "./security-fields.tsx";
import { numberOrNull, recordLeadSuccess, successPath, useLeadSuccess } from "./success.ts";
import { useLeadSubmit, type FailedBody } from "./use-lead-submit.ts";

export const TRADE_IN_ENDPOINT = "/api/trade-in";
export const INTENT_FIELD = "intent";

export interface EstimateVehicle {
  year: number;
  make: string;
  model: string;
  badge?: string;
  km: number;
}

/** Where the flow is; the page action answers with one of these when JavaScript is off. */
export type TradeInStage =
  | { stage: "form"; failed?: FailedBody | null }
  | { stage: "estimate"; lead_id: number; lead_token: string; failed?: FailedBody | null }
  | { stage: "offer"; lead_id: number; lead_token: string; valuation: ValuationResult; vehicle: EstimateVehicle; failed?: FailedBody | null };

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

function TradeInLeadForm({ setup, car, failed, onLead }: { setup: LeadFormSetup; car: FormCar | null; failed?: FailedBody | null; onLead: (leadId: number, token: string) => void }) {
  const lookup = usePostcodeLookup();
  const succeed = useLeadSuccess();
  return (
    <LeadForm
      id="trade-in-form"
      setup={setup}
      serverResult={failed}
      car={successCar(car)}
      hidden={car ? { car_id: String(car.id) } : {}}
      initialValues={{ regoState: DEFAULT_FORM_STATE }}
      fieldOrder={TRADE_IN_FIELD_ORDER}
      submitLabel="Value My Car"
      onSuccess={(body, values) => {
        const success = { kind: setup.kind, leadId: numberOrNull(body.lead_id), eventId: numberOrNull(body.analytics_event_id), values, car: successCar(car) };
        const leadId = numberOrNull(body.lead_id);
        if (body.valuation_offered === true && leadId !== null && typeof body.lead_token === "string") {
          recordLeadSuccess(success);
          onLead(leadId, body.lead_token);
        } else succeed(success);
      }}
    >
      <h2 className="lead-form__section">Your car</h2>
      <TextField name="rego" required autoComplete="off" maxLength={12} className="form-field--short" />
      <SelectField name="regoState" required options={STATE_OPTIONS} placeholder={null} />
      <KmsField required />
      <RadioGroup name="finance" options={YES_NO_OPTIONS} />
      <RadioGroup name="do-you-have-a-trade-in" options={YES_NO_OPTIONS} />
      <h2 className="lead-form__section">Your details</h2>
      <ContactFields postcodeNotice={lookup.notice} onPostcodeChange={lookup.onChange} />
      <RadioGroup name="PreferredContactMethod" required options={CONTACT_OPTIONS} />
      <LocationSelect setup={setup} name="location_id" postcode={lookup.postcode} />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}

/** A follow-up form of the flow (estimate, accept): CSRF, the lead and its token, posted to /api/trade-in. */
function useFollowUp(intent: "estimate" | "accept", failed: FailedBody | null | undefined, schema: Parameters<typeof useLeadSubmit>[0]["schema"], onDone: (body: Record<string, unknown>) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useLeadSubmit({
    schema,
    endpoint: TRADE_IN_ENDPOINT,
    serverResult: failed,
    prepare: (formData) => formData.set(INTENT_FIELD, intent),
    onSuccess: (body) => onDone(body),
  });
  return { formRef, submit };
}

function EstimateForm({ setup, leadId, leadToken, failed, onEstimate }: { setup: LeadFormSetup; leadId: number; leadToken: string; failed?: FailedBody | null; onEstimate: (valuation: ValuationResult, vehicle: EstimateVehicle, saved: boolean) => void }) {
  const schema = useMemo(() => valuationRequestSchema(), []);
  const { formRef, submit } = useFollowUp("estimate", failed, schema, (body) => {
    onEstimate(body.valuation as ValuationResult, body.vehicle as EstimateVehicle, body.saved !== false);
  });
  const id = "estimate-form";
  const years = useMemo(() => {
    const newest = new Date().getFullYear() + 1;
    return Array.from({ length: 40 }, (_, i) => String(newest - i)).map((y) => ({ value: y, label: y }));
  }, []);
  return (
    <form id={id} ref={formRef} method="post" noValidate className="lead-form" onSubmit={submit.onSubmit} onInput={submit.onInput} aria-labelledby="estimate-title">
      <h2 id="estimate-title" tabIndex={-1}>
        Get your online estimate
      </h2>
      <p>Thanks, we have your details. Tell us a little more about your car for an instant estimate from recent market data.</p>
      <SecurityFields csrf={setup.csrf} idempotencyKey={setup.idempotencyKey} />
      <input type="hidden" name={INTENT_FIELD} value="estimate" />
      <input type="hidden" name="lead_id" value={String(leadId)} />
      <input type="hidden" name="lead_token" value={leadToken} />
      <ErrorSummary errors={submit.feedback.errors} idPrefix={id} ref={submit.summaryRef} />
      <FormContext.Provider value={{ idPrefix: id, fieldErrors: submit.feedback.errors?.fieldErrors ?? {}, values: failed?.values ?? {} }}>
        <div className="lead-form__fields">
          <SelectField name="year" label={VALUATION_FIELD_LABELS.year} required options={years} />
          <TextField name="make" label={VALUATION_FIELD_LABELS.make} required autoComplete="off" maxLength={40} />
          <TextField name="model" label={VALUATION_FIELD_LABELS.model} required autoComplete="off" maxLength={60} />
          <TextField name="badge" label={VALUATION_FIELD_LABELS.badge} autoComplete="off" maxLength={60} />
        </div>
      </FormContext.Provider>
      <FormBanner message={submit.feedback.banner} ref={submit.bannerRef} />
      <div className="lead-form__actions">
        <SubmitButton submitting={submit.state === "submitting"}>Get My Estimate</SubmitButton>
        <a className="button button--ghost" href={successPath("tradeIn")}>
          Skip, just contact me
        </a>
      </div>
    </form>
  );
}

function OfferPanel({ setup, leadId, leadToken, valuation, vehicle, failed }: { setup: LeadFormSetup; leadId: number; leadToken: string; valuation: ValuationResult; vehicle: EstimateVehicle; failed?: FailedBody | null }) {
  const navigate = useNavigate();
  // The accept form has no fields of the shopper's to check.
  const { formRef, submit } = useFollowUp("accept", failed, null, () => navigate(successPath("tradeIn", null, { offer: "accepted" })));
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
      <form ref={formRef} method="post" noValidate onSubmit={submit.onSubmit} className="valuation__accept">
        <SecurityFields csrf={setup.csrf} idempotencyKey={setup.idempotencyKey} />
        <input type="hidden" name={INTENT_FIELD} value="accept" />
        <input type="hidden" name="lead_id" value={String(leadId)} />
        <input type="hidden" name="lead_token" value={leadToken} />
        <FormBanner message={submit.feedback.banner} ref={submit.bannerRef} />
        <div className="lead-form__actions">
          <SubmitButton submitting={submit.state === "submitting"}>Accept Offer</SubmitButton>
          <a className="button button--ghost" href={successPath("tradeIn")}>
            No thanks
          </a>
        </div>
      </form>
    </section>
  );
}

export function TradeInFlow({ setup, car, initial }: { setup: LeadFormSetup; car: FormCar | null; initial: TradeInStage }) {
  const [stage, setStage] = useState<TradeInStage>(initial);
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
  const onLead = (leadId: number, token: string) => setStage({ stage: "estimate", lead_id: leadId, lead_token: token });
  const onEstimate = (valuation: ValuationResult, vehicle: EstimateVehicle, saved: boolean) => {
    // detail §8: "Valuation save failure: console error 'Failed to save valuation data'".
    if (!saved) console.error("Failed to save valuation data");
    if (stage.stage !== "form") setStage({ stage: "offer", lead_id: stage.lead_id, lead_token: stage.lead_token, valuation, vehicle });
  };
  switch (stage.stage) {
    case "form":
      return <TradeInLeadForm setup={setup} car={car} failed={stage.failed} onLead={onLead} />;
    case "estimate":
      return <EstimateForm setup={setup} leadId={stage.lead_id} leadToken={stage.lead_token} failed={stage.failed} onEstimate={onEstimate} />;
    case "offer":
      return <OfferPanel setup={setup} leadId={stage.lead_id} leadToken={stage.lead_token} valuation={stage.valuation} vehicle={stage.vehicle} failed={stage.failed} />;
  }
}
