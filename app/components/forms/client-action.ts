// The browser's half of a form page's post (React Router's clientAction and
// shouldRevalidate). The post itself goes to the page's own action, the one a
// plain HTML form reaches without JavaScript. Around it: a connection that
// fails becomes the form's message, not an error page, with the page and what
// was typed kept; a stored lead is recorded (saved details, dataLayer, the car
// for /success) before the shopper goes on. docs/decisions/0026.
import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { redirectWithinSite } from "../../lib/same-site-redirect.ts";
import { formValues, type FormInput } from "../../../domain/forms/fields.ts";
import { FORM_SUBMIT_FAILED, leadFailureMessage } from "../../../domain/forms/messages.ts";
import { refused, type FormFailure, type LeadReceipt } from "../../lib/forms/form-answer.ts";
import { recordLeadSuccess } from "./success.ts";

const messageOf = (body: unknown): string | null =>
  body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message : null;

/**
 * The form's message when the post got no answer from the action: a failed
 * connection (fetch's TypeError) is the spec's 'An error occurred when
 * submitting this form'; any other answer (an error page, a proxy's page) is
 * its message or 'An unexpected error occured'. The status (503) tells React
 * Router not to load the page's data again over the same connection: that
 * would show the error page, and new data would replace the idempotency key
 * that makes a retry the same lead.
 */
function unanswered(error: unknown) {
  if (error instanceof Response) throw error; // the action's redirect (303 to /success, offer accepted)
  const message = error instanceof TypeError ? FORM_SUBMIT_FAILED : leadFailureMessage(isRouteErrorResponse(error) ? messageOf(error.data) : null);
  return data<FormFailure>(refused({ message, fieldErrors: {}, formErrors: [] }), { status: 503 });
}

/** The values the shopper sent (for the saved details), and the action's answer or what the form shows without one. */
export async function postToPage<T>(request: Request, serverAction: () => Promise<T>) {
  const values: FormInput = formValues((await request.clone().formData()).entries());
  try {
    return { values, answer: await serverAction() };
  } catch (error) {
    return { values, unanswered: unanswered(error) };
  }
}

/**
 * A lead form page's clientAction: the answer as the form shows it; a lead
 * the answer carries (`lead`) is recorded, and `next` (the success page) is
 * where the shopper goes then.
 */
export async function leadClientAction<T extends object>({ request, serverAction }: { request: Request; serverAction: () => Promise<T> }) {
  const posted = await postToPage(request, serverAction);
  if (!("answer" in posted)) return posted.unanswered;
  const answer = posted.answer as T & { lead?: LeadReceipt; next?: string };
  if (answer.lead) recordLeadSuccess(answer.lead, posted.values);
  if (typeof answer.next === "string") throw redirectWithinSite(answer.next);
  return posted.answer;
}

/**
 * After its own form's post a form page keeps its loader data: new data would
 * replace the idempotency key that makes a retried post the same lead (and
 * the CSRF token the form carries).
 */
export function keepFormAfterPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}
