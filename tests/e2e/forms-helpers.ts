// Shared steps of the form specs: filling the contact details, reading the
// form's messages, the dataLayer and the saved details.
import { expect, type Locator, type Page } from "@playwright/test";
import { UNSAFE_decodeViaTurboStream } from "react-router";
import { FORM_ERRORS_HEADING, REQUIRED_MESSAGES } from "../../domain/forms/messages.ts";
import type { uniqueShopper } from "./support/lead-mail.ts";

export type Shopper = ReturnType<typeof uniqueShopper>;

export const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`).first();

export async function fillContact(form: Locator, shopper: Shopper) {
  for (const name of ["name", "last_name", "email", "phone", "postcode"] as const) await field(form, name).fill(shopper[name]);
}

/** What the list says for an enquiry sent empty, in the order its fields show. */
export const EMPTY_ENQUIRY_MESSAGES = [
  REQUIRED_MESSAGES.name,
  REQUIRED_MESSAGES.last_name,
  REQUIRED_MESSAGES.email,
  REQUIRED_MESSAGES.phone,
  REQUIRED_MESSAGES.postcode,
  REQUIRED_MESSAGES.message,
];

/** The messages listed under 'Please fix the following errors:'. */
export async function errorList(form: Locator): Promise<string[]> {
  const summary = form.locator(".form-errors");
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(FORM_ERRORS_HEADING);
  return summary.locator("li").allTextContents();
}

/** The message shown beside a field (tied to it with aria-describedby). */
export async function fieldMessage(form: Locator, name: string): Promise<string | null> {
  const control = field(form, name);
  const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-error"));
  if (ids.length === 0) return null;
  return form.page().locator(`#${ids[0]}`).textContent();
}

export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
}

export async function savedDetails(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("forecourt.user-details") ?? "null"));
}

/** A page action's answer as React Router sends it to the enhanced form (a `.data` response), decoded by React Router itself. */
export async function actionAnswer(body: string): Promise<Record<string, unknown>> {
  const decoded = await UNSAFE_decodeViaTurboStream(new Response(body).body!, globalThis);
  return (decoded.value as { data: Record<string, unknown> }).data;
}

/** The fields of a form on the page, as the browser would post them. */
export async function formFields(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) => Object.fromEntries([...new FormData(element as HTMLFormElement).entries()].map(([k, v]) => [k, String(v)])));
}
