// On the database-outage page after a form post the page could not take
// (app/middleware/database-outage.server.ts): what the shopper typed, and the
// same post to send again once the database is back (the same idempotency
// key, so it is never a second lead).
import type { OutageResend } from "../../lib/database-outage.ts";

export function OutageResendForm({ resend }: { resend: OutageResend }) {
  return (
    <form method="post" className="outage-resend" aria-label="What you typed">
      {resend.shown.length > 0 && (
        <dl className="outage-resend__values">
          {resend.shown.map(({ label, value }, i) => (
            <div key={i}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {resend.fields.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button">
        Send again
      </button>
    </form>
  );
}
