// Reserve Car Now and Online Purchase: who is reserving and the card for the
// deposit, the reservation terms (deposit, 48 hour hold, refund wording) and,
// once paid, the confirmation. A real form posting to its page without
// JavaScript; with it, checked with the reservation service's own schema and
// sent to /api/checkout/{slug}. Card numbers are never echoed back.
import { useEffect, useMemo, useRef, useState } from "react";
import { ANALYTICS_EVENTS } from "../../../domain/leads/analytics.ts";
import { formatAud } from "../../../domain/money.ts";
import { reservationFormSchema } from "../../../domain/forms/reservation-form.ts";
import type { CheckoutPage, ReservationBody } from "../../lib/forms/checkout.server.ts";
import { pushDataLayer } from "./analytics.ts";
import { saveDetails } from "./browser-storage.ts";
import { TermsCheckbox } from "./choice-fields.tsx";
import { TextField } from "./fields.tsx";
import { FormContext } from "./form-context.tsx";
import { ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { SecurityFields } from "./security-fields.tsx";
import { usePrefillSavedDetails, useLeadSubmit, type FailedBody } from "./use-lead-submit.ts";

export type CheckoutResult = FailedBody | ({ ok: true } & ReservationBody) | null | undefined;

export const checkoutEndpoint = (slug: string) => `/api/checkout/${encodeURIComponent(slug)}`;

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
      <h2 id="unavailable-title">This car can't be reserved online</h2>
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

export function CheckoutFlow({ page, result }: { page: CheckoutPage; result?: CheckoutResult }) {
  const [confirmed, setConfirmed] = useState<ReservationBody | null>(result?.ok ? result : null);
  const failed = result && !result.ok ? result : null;
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => reservationFormSchema({ termsCheckbox: page.setup.options.termsCheckbox ?? "none" }), [page.setup.options.termsCheckbox]);
  const submit = useLeadSubmit({
    schema,
    endpoint: checkoutEndpoint(page.car.slug),
    serverResult: failed,
    onSuccess: (body, values) => {
      saveDetails(values);
      pushDataLayer(ANALYTICS_EVENTS.reserveClick, { car_id: page.car.id, lead_id: typeof body.lead_id === "number" ? body.lead_id : null, form: "checkout" });
      setConfirmed(body as unknown as ReservationBody);
    },
  });
  usePrefillSavedDetails(formRef, !failed && !confirmed);
  if (confirmed) return <Confirmation page={page} reservation={confirmed} />;
  if (!page.available) return <Unavailable page={page} />;
  const id = "checkout-form";
  return (
    <form id={id} ref={formRef} method="post" noValidate className="lead-form" onSubmit={submit.onSubmit} onInput={submit.onInput}>
      <SecurityFields csrf={page.setup.csrf} idempotencyKey={page.setup.idempotencyKey} />
      <p className="checkout-terms">{page.terms}</p>
      <ErrorSummary errors={submit.feedback.errors} idPrefix={id} ref={submit.summaryRef} />
      <FormContext.Provider value={{ idPrefix: id, fieldErrors: submit.feedback.errors?.fieldErrors ?? {}, values: failed?.values ?? {}, posted: !!failed?.values }}>
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
      </FormContext.Provider>
      <FormBanner message={submit.feedback.banner} ref={submit.bannerRef} />
      <div className="lead-form__actions">
        <SubmitButton submitting={submit.state === "submitting"}>{page.buttonLabel}</SubmitButton>
      </div>
    </form>
  );
}
