// The multi-step enquiry's machinery on the wire, shared by the form
// (app/components/forms/multi-step-enquiry.tsx) and the no-JavaScript
// step moves answered by the page (multi-step.server.ts).
import type { FormFailure } from "./form-answer.ts";

/** The form fields that say which step is showing and which way the shopper went. */
export const STEP_FIELD = "_current_step";
export const MOVE_FIELD = "_move";

/** A step move answered by the server without JavaScript: the step to show, its messages and the values so far. */
export interface StepMove extends FormFailure {
  step: number;
}
