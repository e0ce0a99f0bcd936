// The multi-step enquiry's machinery on the wire, shared by the form
// (app/components/forms/multi-step-enquiry.tsx) and the no-JavaScript
// step moves answered by the page (multi-step.server.ts).

/** The form fields that say which step is showing and which way the shopper went. */
export const STEP_FIELD = "_current_step";
export const MOVE_FIELD = "_move";

/** A step move answered by the server without JavaScript: the step to show and the values so far. */
export interface StepMove {
  ok: false;
  moved: true;
  step: number;
  message: string;
  fieldErrors: Record<string, string>;
  formErrors: string[];
  values: Record<string, string | string[]>;
}
