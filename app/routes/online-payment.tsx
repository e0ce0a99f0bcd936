// /online-payment (decision 0041): pay an invoice or deposit by reference and
// amount, gated, through the payment provider (the sandbox in the demo). A
// plain form post with the CSRF token and an idempotency key, so a double
// submit pays once; the answer is the receipt (also e-mailed).
import type { Route } from "./+types/online-payment";
import { PRIVATE_PAGE_CACHE } from "../lib/accounts/session.server.ts";
import { paymentAction, paymentPageData, type PaymentAnswer } from "../lib/promotions.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => paymentPageData(request, context);
export const action = ({ request, context }: Route.ActionArgs) => paymentAction(request, context);
export const headers = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE });
export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `Pay online | ${data.siteName}` }, { name: "robots", content: "noindex" }] : []);
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

function Field({ name, label, answer, value, ...input }: { name: string; label: string; answer?: PaymentAnswer; value?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const error = answer?.fieldErrors?.[name];
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label className="form-field__label" htmlFor={`pay-${name}`}>
        {label}
      </label>
      <input id={`pay-${name}`} name={name} type="text" defaultValue={answer?.values?.[name] ?? value ?? ""} aria-invalid={error ? true : undefined} aria-describedby={error ? `pay-${name}-error` : undefined} {...input} />
      {error && (
        <p className="form-field__error" id={`pay-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export default function OnlinePayment({ loaderData: page, actionData }: Route.ComponentProps) {
  const answer = actionData as PaymentAnswer | undefined;
  const receipt = answer?.receipt;
  if (receipt) {
    return (
      <div className="container form-page success-page">
        <div className="success-page__card" role="status">
          <h1>Payment received</h1>
          <p>{`Thank you. ${receipt.amount} for ${receipt.kind.toLowerCase()} ${receipt.reference} is paid.`}</p>
          <dl className="payment-receipt">
            <dt>Receipt number</dt>
            <dd>{receipt.id}</dd>
            <dt>Paid with</dt>
            <dd>{receipt.card}</dd>
            <dt>Payment reference</dt>
            <dd>{receipt.providerReference}</dd>
          </dl>
          <p>{receipt.receiptSent ? `We've emailed a receipt to ${receipt.email}.` : "Keep this page as your receipt: we couldn't email it just now."}</p>
        </div>
      </div>
    );
  }
  const kind = answer?.values?.kind ?? page.kinds[0]?.value;
  return (
    <div className="container form-page">
      <h1 className="form-page__title">Pay online</h1>
      <p className="form-page__lead">{`Pay an invoice or a deposit to ${page.siteName} securely. Use the reference on your invoice or quote.`}</p>
      {answer?.message && (
        <p className="garage-page__notice garage-page__notice--error" role="alert">
          {answer.message}
        </p>
      )}
      <form method="post" className="form-page__single" noValidate>
        <input type="hidden" name="csrf" value={page.csrf} />
        <input type="hidden" name="idempotency_key" value={page.idempotencyKey} />
        <fieldset className="alert-choices">
          <legend>What are you paying?</legend>
          {page.kinds.map((k) => (
            <label key={k.value} className="alert-choices__check">
              <input type="radio" name="kind" value={k.value} defaultChecked={k.value === kind} /> {k.label}
            </label>
          ))}
          {answer?.fieldErrors?.kind && <p className="form-field__error">{answer.fieldErrors.kind}</p>}
        </fieldset>
        <Field name="reference" label="Reference (e.g. INV-10482)" answer={answer} maxLength={20} autoCapitalize="characters" required />
        <Field name="amount" label={`Amount in dollars ($${page.minAmount.toLocaleString("en-AU")} to $${page.maxAmount.toLocaleString("en-AU")})`} answer={answer} inputMode="decimal" maxLength={12} required />
        <Field name="name" label="Your name" answer={answer} value={page.name} autoComplete="name" maxLength={100} required />
        <Field name="email" label="Email for the receipt" answer={answer} value={page.email} type="email" autoComplete="email" maxLength={254} required />
        <Field name="card_number" label="Card number" answer={{ ...answer, values: {} }} inputMode="numeric" autoComplete="cc-number" maxLength={23} required />
        <Field name="card_expiry" label="Expiry (MM/YY)" answer={{ ...answer, values: {} }} autoComplete="cc-exp" maxLength={7} required />
        <Field name="card_cvc" label="Security code" answer={{ ...answer, values: {} }} inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />
        <Field name="card_name" label="Name on card" answer={{ ...answer, values: {} }} autoComplete="cc-name" maxLength={100} required />
        {page.sandbox && <p className="form-page__lead">{`This is a test payment page: no money moves. Use the test card ${page.testCard}, any future expiry and any CVC.`}</p>}
        <button type="submit" className="button">
          Pay now
        </button>
      </form>
    </div>
  );
}
