// The multi-step enquiry (detail §4): each step checks its own fields and
// moves on, the last sends the whole form (re-validated); on success with a
// lead_id the analytics event fires, the car is kept for the success page
// and the shopper goes to /success; otherwise the error shows on its step.
// One <form> holds every step (the others hidden), so without JavaScript the
// server moves between steps with the values carried in the same form.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { formValues } from "../../../domain/forms/fields.ts";
import { multiStepEnquirySteps, validateForm, type EnquiryStep } from "../../../domain/forms/schemas.ts";
import { leadFormSchema } from "../../../domain/forms/lead-form-schemas.ts";
import { formEndpoint, type FormCar, type LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { MOVE_FIELD, STEP_FIELD, type StepMove } from "../../lib/forms/multi-step-fields.ts";
import { successCar } from "./car-summary.tsx";
import { DealershipSelect, LocationSelect, OptInCheckbox, TermsCheckbox, usePostcodeLookup } from "./choice-fields.tsx";
import { CheckboxGroup, ContactFields, TextArea } from "./fields.tsx";
import { FormContext, type FieldValues } from "./form-context.tsx";
import { ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { SecurityFields } from "./security-fields.tsx";
import { numberOrNull, useLeadSuccess } from "./success.ts";
import { usePrefillSavedDetails, useLeadSubmit, type FailedBody } from "./use-lead-submit.ts";

/** The services the shopper may ask about besides the car (additional_services). */
export const ADDITIONAL_SERVICES = ["Finance", "Trade-in valuation", "Test drive", "Extended warranty", "Paint and interior protection"] as const;

export type MultiStepResult = FailedBody | StepMove | null | undefined;

const isMove = (result: MultiStepResult): result is StepMove => !!result && "moved" in result && result.moved === true;

/** The step that holds the first field with a message (the error shows on its step). */
export function stepOfFirstError(steps: readonly EnquiryStep[], fieldErrors: Record<string, string>): number | null {
  const index = steps.findIndex((step) => step.fields.some((field) => field in fieldErrors));
  return index < 0 ? null : index;
}

export function MultiStepEnquiry({ setup, car, serverResult, initialValues = {} }: { setup: LeadFormSetup; car: FormCar; serverResult?: MultiStepResult; initialValues?: FieldValues }) {
  const id = "enquire";
  const formRef = useRef<HTMLFormElement>(null);
  const steps = useMemo(() => multiStepEnquirySteps(setup.options), [setup.options]);
  const schema = useMemo(() => leadFormSchema(setup.kind, setup.options), [setup.kind, setup.options]);
  const failed = isMove(serverResult) ? null : (serverResult ?? null);
  const [step, setStep] = useState(() =>
    isMove(serverResult) ? serverResult.step : failed ? (stepOfFirstError(steps, failed.fieldErrors) ?? steps.length - 1) : 0,
  );
  const [stepErrors, setStepErrors] = useState<Record<string, string> | null>(() =>
    isMove(serverResult) && Object.keys(serverResult.fieldErrors).length > 0 ? serverResult.fieldErrors : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const lookup = usePostcodeLookup();
  const succeed = useLeadSuccess();
  const submit = useLeadSubmit({
    schema,
    endpoint: formEndpoint(setup.kind),
    serverResult: failed,
    onSuccess: (body, values) =>
      succeed({ kind: setup.kind, leadId: numberOrNull(body.lead_id), eventId: numberOrNull(body.analytics_event_id), values, car: successCar(car) }),
  });
  usePrefillSavedDetails(formRef, !serverResult);

  // A failed send shows its messages on the step that holds the first of them.
  const fieldErrors = submit.feedback.errors?.fieldErrors;
  useEffect(() => {
    if (!fieldErrors) return;
    const errorStep = stepOfFirstError(steps, fieldErrors);
    if (errorStep !== null) setStep(errorStep);
  }, [fieldErrors, steps]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  // A step that could not move on shows its messages and takes focus there.
  const [stepFailures, setStepFailures] = useState(0);
  useEffect(() => {
    if (stepFailures > 0) submit.summaryRef.current?.focus();
  }, [stepFailures, submit.summaryRef]);

  const go = (next: number) => {
    moved.current = true;
    setStepErrors(null);
    setStep(Math.max(0, Math.min(steps.length - 1, next)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const move = submitter?.name === MOVE_FIELD ? submitter.value : null;
    if (move === null) return submit.onSubmit(event);
    event.preventDefault();
    if (move === "back") return go(step - 1);
    const checked = validateForm(steps[step].schema, formValues(new FormData(event.currentTarget).entries()));
    if (!checked.ok) {
      setStepErrors(checked.errors.fieldErrors);
      setStepFailures((n) => n + 1);
      return;
    }
    go(step + 1);
  };

  /** Messages follow the shopper's corrections: the step's own while moving between steps, else the whole form's. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (!stepErrors) return submit.onInput(event);
    const checked = validateForm(steps[step].schema, formValues(new FormData(event.currentTarget).entries()));
    setStepErrors(checked.ok ? null : checked.errors.fieldErrors);
  };

  const shownErrors = stepErrors ? { fieldErrors: stepErrors, formErrors: [] } : submit.feedback.errors;
  const values = serverResult?.values ?? initialValues;
  const last = step === steps.length - 1;
  return (
    <form id={id} ref={formRef} method="post" noValidate className="lead-form lead-form--steps" onSubmit={onSubmit} onInput={onInput}>
      <SecurityFields csrf={setup.csrf} idempotencyKey={setup.idempotencyKey} />
      <input type="hidden" name="car_id" value={String(car.id)} />
      <input type="hidden" name={STEP_FIELD} value={String(step)} />
      <ol className="form-steps" aria-label="Enquiry steps">
        {steps.map((s, index) => (
          <li key={s.id} aria-current={index === step ? "step" : undefined} className={index < step ? "form-steps__done" : undefined}>
            <span className="visually-hidden">Step {index + 1} of {steps.length}: </span>
            {s.title}
          </li>
        ))}
      </ol>
      <ErrorSummary errors={shownErrors} idPrefix={id} ref={submit.summaryRef} />
      <FormContext.Provider value={{ idPrefix: id, fieldErrors: shownErrors?.fieldErrors ?? {}, values, posted: !!serverResult?.values }}>
        {steps.map((s, index) => (
          <fieldset key={s.id} className="form-step" hidden={index !== step} aria-labelledby={`${id}-step-${s.id}`}>
            <legend className="visually-hidden">{s.title}</legend>
            <h2 className="form-step__title" id={`${id}-step-${s.id}`} tabIndex={-1} ref={index === step ? headingRef : undefined}>
              Step {index + 1} of {steps.length}: {s.title}
            </h2>
            <div className="lead-form__fields">
              {s.id === "enquiry" && (
                <>
                  <TextArea name="message" required={setup.options.enquiryMessageRequired ?? true} />
                  <CheckboxGroup name="additional_services" legend="I'm also interested in" options={ADDITIONAL_SERVICES} />
                </>
              )}
              {s.id === "details" && <ContactFields postcodeNotice={lookup.notice} onPostcodeChange={lookup.onChange} />}
              {s.id === "preferences" && (
                <>
                  <DealershipSelect setup={setup} postcode={lookup.postcode} />
                  <LocationSelect setup={setup} postcode={lookup.postcode} />
                  <OptInCheckbox />
                  <TermsCheckbox setup={setup} />
                </>
              )}
            </div>
          </fieldset>
        ))}
      </FormContext.Provider>
      <FormBanner message={submit.feedback.banner} ref={submit.bannerRef} />
      {/* The forward button comes first: Enter in a field is the default (first) button, and must move on, not back. */}
      <div className="lead-form__actions">
        {last ? (
          <SubmitButton submitting={submit.state === "submitting"}>Send Enquiry</SubmitButton>
        ) : (
          <button type="submit" className="button" name={MOVE_FIELD} value="next">
            Next
          </button>
        )}
        {step > 0 && (
          <button type="submit" className="button button--ghost lead-form__back" name={MOVE_FIELD} value="back" formNoValidate>
            Back
          </button>
        )}
      </div>
    </form>
  );
}
