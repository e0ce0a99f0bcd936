// The alert choices shared by "Save this search" and My Garage: an email
// address for email alerts, and the email and SMS opt-ins.
export function AlertChoices({
  idPrefix,
  email,
  emailAlerts,
  smsAlerts,
  error,
}: {
  idPrefix: string;
  email: string;
  emailAlerts: boolean;
  smsAlerts: boolean;
  error?: string;
}) {
  return (
    <fieldset className="alert-choices">
      <legend>Alerts (at most one a day)</legend>
      <label className="alert-choices__check">
        <input type="checkbox" name="email_alerts" value="on" defaultChecked={emailAlerts} /> Email me
      </label>
      <div className={`form-field${error ? " form-field--invalid" : ""}`}>
        <label className="form-field__label" htmlFor={`${idPrefix}-email`}>
          Email
        </label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-email-error` : undefined}
        />
        {error && (
          <p className="form-field__error" id={`${idPrefix}-email-error`}>
            {error}
          </p>
        )}
      </div>
      <label className="alert-choices__check">
        <input type="checkbox" name="sms_alerts" value="on" defaultChecked={smsAlerts} /> Text my mobile too
      </label>
    </fieldset>
  );
}
