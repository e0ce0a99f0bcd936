// Reserve Car Now and Online Purchase: who is reserving and the card for the
// deposit, the reservation terms (deposit, 48 hour hold, refund wording) and,
// once paid, the confirmation. A real form posting to its page, with
// JavaScript on or off, checked with the reservation service's own schema.
// Card numbers are never echoed back.
import { useEffect, useMemo, useRef } from "react";
import { ANALYTICS_EVENTS } from "../../../domain/leads/analytics.ts";
import { formatAud } from "../../../domain/money.ts";
import { vehicleWords } from "../../../domain/vehicle-words.ts";
import { reservationFormSchema } from "../../../domain/forms/reservation-form.ts";
import type { FormFailure } from "../../lib/forms/form-answer.ts";
import type { CheckoutPage, ReservationBody } from "../../lib/forms/checkout.server.ts";
import { pushDataLayer } from "./analytics.ts";
import { saveDetails } from "./browser-storage.ts";
import { TermsCheckbox } from "./choice-fields.tsx";
import { postToPage } from "./client-action.ts";
import { TextField } from "./fields.tsx";
import { bannerMessage, ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { FormFrame, replyOf } from "./lead-form.tsx";
import { useLeadForm } from "./use-lead-form.ts";

export type CheckoutAnswer = FormFailure | ({ ok: true } & ReservationBody) | null | undefined;

/** The checkout pages' clientAction: once paid, the shopper's details are kept and the reservation goes to the dataLayer. */
export async function checkoutClientAction<T extends { ok: boolean }>({ request, serverAction }: { request: Request; serverAction: () => Promise<T> }) {
  const posted = await postToPage(request, serverAction);
  if (!("answer" in posted)) return posted.unanswered;
  const answer = posted.answer as T & Partial<ReservationBody>;
  if (answer.ok) {
    saveDetails(posted.values);
    pushDataLayer(ANALYTICS_EVENTS.reserveClick, { car_id: answer.car_id ?? null, lead_id: typeof answer.lead_id === "number" ? answer.lead_id : null, form: "checkout" });
  }
  return posted.answer;
}

function heldUntil(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString("en-AU", { timeZone, weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit" });
}

function Confirmation({ page, reservation }: { page: CheckoutPage; reservation: ReservationBody }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const purchase = page.variant === "purchase";
  return (
    <section className="valuation checkout-confirmed" aria-labelledby="reserved-title">
      <h2 id="reserved-title" tabIndex={-1} ref={heading}>
        {purchase ? `Your online purchase of the ${page.car.name} has started` : `The ${page.car.name} is reserved for you`}
      </h2>
      <dl className="checkout-receipt">
        <div>
          <dt>Deposit paid</dt>
          <dd>{formatAud(reservation.amount_cents / 100, { cents: reservation.amount_cents % 100 !== 0 })}</dd>
        </div>
        {reservation.card.last4 && (
          <div>
            <dt>Card</dt>
            <dd>
              {reservation.card.brand ?? "Card"} ending {reservation.card.last4}
            </dd>
          </div>
        )}
        <div>
          <dt>Held until</dt>
          <dd>{heldUntil(reservation.expires_at, page.timeZone)}</dd>
        </div>
        <div>
          <dt>Reservation number</dt>
          <dd>{reservation.reservation_id}</dd>
        </div>
      </dl>
      <p>
        {purchase
          ? `${page.car.dealershipName} will contact you shortly to complete your purchase: finance, trade-in and delivery.`
          : `${page.car.dealershipName} will contact you shortly to arrange the next steps.`}
      </p>
      <a className="button" href={`/cars/${encodeURIComponent(page.car.slug)}`}>
        Back to the vehicle
      </a>
    </section>
  );
}

function Unavailable({ page }: { page: CheckoutPage }) {
  return (
    <section className="valuation" aria-labelledby="unavailable-title">
      <h2 id="unavailable-title">This {vehicleWords(page.car.item_type).noun.toLowerCase()} can't be reserved online</h2>
      <p role="status">{page.unavailableMessage}</p>
      <p className="lead-form__actions">
        <a className="button" href={`/cars/${encodeURIComponent(page.car.slug)}/enquire`}>
          Send an enquiry
        </a>
        <a className="button button--ghost" href={`/cars/${encodeURIComponent(page.car.slug)}`}>
          Back to the vehicle
        </a>
      </p>
    </section>
  );
}

export function CheckoutFlow({ page, answer }: { page: CheckoutPage; answer?: CheckoutAnswer }) {
  const confirmed = answer?.ok ? answer : null;
  const id = "checkout-form";
  const schema = useMemo(() => reservationFormSchema({ termsCheckbox: page.setup.options.termsCheckbox ?? "none" }), [page.setup.options.termsCheckbox]);
  const state = useLeadForm({ id, schema, reply: replyOf(answer), defaultValue: page.prefill });
  if (confirmed) return <Confirmation page={page} reservation={confirmed} />;
  if (!page.available) return <Unavailable page={page} />;
  return (
    <FormFrame state={state} security={page.setup} className="lead-form">
      <p className="checkout-terms">{page.terms}</p>
      <ErrorSummary messages={state.messages} formId={id} ref={state.summaryRef} />
      <div className="lead-form__fields">
        <h2 className="lead-form__section">Your details</h2>
        <TextField name="name" required autoComplete="given-name" maxLength={100} />
        <TextField name="last_name" required autoComplete="family-name" maxLength={100} />
        <TextField name="email" type="email" required autoComplete="email" inputMode="email" maxLength={254} />
        <TextField name="phone" type="tel" required autoComplete="tel" inputMode="tel" maxLength={20} />
        <h2 className="lead-form__section">Payment</h2>
        {page.sandbox && (
          <p className="checkout-test-cards">
            Test mode: no money moves. Use card 4242 4242 4242 4242 with any future expiry and any CVC; 4000 0000 0000 0002 is declined.
          </p>
        )}
        <TextField name="card_name" label="Name on card" required autoComplete="cc-name" maxLength={100} className="form-field--wide form-field--card" />
        <TextField name="card_number" label="Card number" required autoComplete="cc-number" inputMode="numeric" maxLength={23} className="form-field--wide form-field--card" />
        <TextField name="card_expiry" label="Expiry (MM/YY)" required autoComplete="cc-exp" inputMode="numeric" maxLength={7} placeholder="MM/YY" className="form-field--card" />
        <TextField name="card_cvc" label="Security code (CVC)" required autoComplete="cc-csc" inputMode="numeric" maxLength={4} className="form-field--card" />
        <TermsCheckbox setup={page.setup} />
      </div>
      <FormBanner message={bannerMessage(state.messages)} ref={state.bannerRef} />
      <div className="lead-form__actions">
        <SubmitButton submitting={state.sending}>{page.buttonLabel}</SubmitButton>
      </div>
    </FormFrame>
  );
}
