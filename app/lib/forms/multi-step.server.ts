// The multi-step enquiry without JavaScript: "Next" and "Back" post the whole
// form to the page, which checks the current step's fields and shows the
// next (or the same step with its messages); the last step sends the lead.
import { data, type RouterContextProvider } from "react-router";
import type { CarWithDealer } from "../../../db/repositories/cars.ts";
import { formValues } from "../../../domain/forms/fields.ts";
import { multiStepEnquirySteps, validateForm } from "../../../domain/forms/schemas.ts";
import { leadFormOptions } from "../../../services/leads/index.ts";
import { siteContext } from "../../context.ts";
import { MOVE_FIELD, STEP_FIELD, type StepMove } from "./multi-step-fields.ts";
import { refusalReply } from "./form-answer.ts";
import { leadPageAction } from "./lead-form.server.ts";
import { leadPipeline } from "./pipeline.server.ts";

/** Fields that are the form's machinery, never echoed back as the shopper's values. */
const MACHINERY = new Set(["csrf", "idempotency_key", "company_website", "visited_pages", "landing_url", MOVE_FIELD, STEP_FIELD]);

export async function multiStepAction(request: Request, context: Readonly<RouterContextProvider>, car: CarWithDealer) {
  // A body that is not a form goes to the lead path, which answers it with a 400.
  const form = await request.clone().formData().catch(() => null);
  const move = form?.get(MOVE_FIELD);
  if (!form || (move !== "next" && move !== "back")) return leadPageAction(request, context, "multiStepEnquiry", car);

  const site = context.get(siteContext);
  const directory = await leadPipeline(context).directory.get(site);
  const steps = multiStepEnquirySteps(leadFormOptions("multiStepEnquiry", site, directory));
  const posted = formValues(form.entries());
  const values = Object.fromEntries(Object.entries(posted).filter(([key]) => !MACHINERY.has(key)));
  const current = Math.max(0, Math.min(steps.length - 1, Number(form.get(STEP_FIELD)) || 0));
  // The step to show with the values so far, and the step's messages when it could not move on.
  const answer = (step: number, fieldErrors?: Record<string, string>): StepMove => ({
    ok: false,
    step,
    reply: fieldErrors ? refusalReply({ message: "", fieldErrors, formErrors: [], values }) : { initialValue: values },
  });
  if (move === "back") return data(answer(Math.max(0, current - 1)));
  const checked = validateForm(steps[current].schema, posted);
  if (!checked.ok) return data(answer(current, checked.errors.fieldErrors), { status: 400 });
  return data(answer(Math.min(steps.length - 1, current + 1)));
}
