// The multi-step enquiry (detail §4): each step checks its own fields and
// moves on, the last sends the whole form (re-validated); on success with a
// lead_id the analytics event fires, the car is kept for the success page
// and the shopper goes to /success; otherwise the error shows on its step.
// One <form> holds every step (the others hidden), so without JavaScript the
// server moves between steps with the values carried in the same form; with
// it, Conform checks the step's own schema and the step changes in place.
import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { multiStepEnquirySteps, type EnquiryStep } from "../../../domain/forms/schemas.ts";
import { leadFormSchema } from "../../../domain/forms/lead-form-schemas.ts";
import type { FormFailure } from "../../lib/forms/form-answer.ts";
import type { FormCar, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { MOVE_FIELD, STEP_FIELD, type StepMove } from "../../lib/forms/multi-step-fields.ts";
import { DealershipSelect, LocationSelect, OptInCheckbox, OPT_IN_DEFAULT, TermsCheckbox } from "./choice-fields.tsx";
import { CheckboxGroup, ContactFields, TextArea } from "./fields.tsx";
import { bannerMessage, ErrorSummary, FormBanner, SubmitButton } from "./form-feedback.tsx";
import { FormFrame, replyOf, type FieldValues } from "./lead-form.tsx";
import { CONFORM_INTENT, useLeadForm } from "./use-lead-form.ts";

/** The services the shopper may ask about besides the car (additional_services). */
export const ADDITIONAL_SERVICES = ["Finance", "Trade-in valuation", "Test drive", "Extended warranty", "Paint and interior protection"] as const;

export type MultiStepAnswer = FormFailure | StepMove | null | undefined;

const isMove = (answer: MultiStepAnswer): answer is StepMove => !!answer && "step" in answer;

/** The step that holds the first field with a message (the error shows on its step). */
export function stepOfFirstError(steps: readonly EnquiryStep[], fieldErrors: Record<string, unknown>): number | null {
  const index = steps.findIndex((step) => step.fields.some((field) => field in fieldErrors));
  return index < 0 ? null : index;
}

/** Going back checks nothing. */
const NOTHING_TO_CHECK = z.object({});

export function MultiStepEnquiry({ setup, car, answer, initialValues = {} }: { setup: LeadFormSetup; car: FormCar; answer?: MultiStepAnswer; initialValues?: FieldValues }) {
  const id = "enquire";
  const steps = useMemo(() => multiStepEnquirySteps(setup.options), [setup.options]);
  const wholeForm = useMemo(() => leadFormSchema(setup.kind, setup.options), [setup.kind, setup.options]);
  const reply = replyOf(answer);
  const [step, setStep] = useState(() => (isMove(answer) ? answer.step : reply ? (stepOfFirstError(steps, reply.error ?? {}) ?? steps.length - 1) : 0));
  // What the messages on show came from, so they follow corrections by the same schema: a step's "Next", or sending.
  const [checking, setChecking] = useState<"step" | "form">(isMove(answer) ? "step" : "form");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const go = (next: number) => {
    moved.current = true;
    setStep(Math.max(0, Math.min(steps.length - 1, next)));
  };

  /** "Next" checks the step, "Back" nothing, sending the whole form; corrections are checked like the messages they correct. */
  const schemaFor = (formData: FormData) => {
    const move = formData.get(MOVE_FIELD);
    if (move === "back") return NOTHING_TO_CHECK;
    const correcting = formData.has(CONFORM_INTENT);
    return move === "next" || (correcting && checking === "step") ? steps[step].schema : wholeForm;
  };

  const state = useLeadForm({
    id,
    schema: schemaFor,
    reply,
    defaultValue: { ...OPT_IN_DEFAULT, ...initialValues },
    handleInPlace: (formData) => {
      const move = formData.get(MOVE_FIELD);
      if (move !== "next" && move !== "back") return false;
      go(move === "next" ? step + 1 : step - 1);
      return true;
    },
  });

  // A failed send shows its messages on the step that holds the first of them.
  const allErrors = state.form.allErrors;
  useEffect(() => {
    const errorStep = stepOfFirstError(steps, allErrors);
    if (errorStep !== null) setStep(errorStep);
  }, [allErrors, steps]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const last = step === steps.length - 1;
  return (
    <FormFrame
      state={{
        ...state,
        onSubmit: (event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.name !== CONFORM_INTENT) setChecking(submitter?.name === MOVE_FIELD ? "step" : "form");
          state.onSubmit(event);
        },
      }}
      security={setup}
      className="lead-form lead-form--steps"
    >
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
      <ErrorSummary messages={state.messages} formId={id} ref={state.summaryRef} />
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
            {s.id === "details" && <ContactFields />}
            {s.id === "preferences" && (
              <>
                <DealershipSelect setup={setup} />
                <LocationSelect setup={setup} />
                <OptInCheckbox />
                <TermsCheckbox setup={setup} />
              </>
            )}
          </div>
        </fieldset>
      ))}
      <FormBanner message={bannerMessage(state.messages)} ref={state.bannerRef} />
      {/* The forward button comes first: Enter in a field is the default (first) button, and must move on, not back. */}
      <div className="lead-form__actions">
        {last ? (
          <SubmitButton submitting={state.sending}>Send Enquiry</SubmitButton>
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
    </FormFrame>
  );
}
