// The HTTP edge of a lead form, for a React Router action or any handler:
// CSRF check, the posted form (HTML form or JSON), then submitLead. The answer
// carries a status, headers and a body the page renders; on failure the body
// echoes what the shopper typed so the form keeps it.
import { formValues, isAllowedText } from "../../domain/forms/fields.ts";
import { jsonTooDeepAt, jsonTooDeepMessage } from "../../domain/json-nesting.ts";
import type { FormErrors } from "../../domain/forms/schemas.ts";
import type { FormKind } from "../../domain/leads/categories.ts";
import { linkedQueryParams } from "../../domain/leads/payload.ts";
import type { Site } from "../../sites/registry.ts";
import { clientKey, CSRF_FAILED_MESSAGE, CSRF_FIELD, verifyCsrf, IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from "../security/index.ts";
import type { LeadPipeline } from "./pipeline.ts";
import { submitLead } from "./submit-lead.ts";

/** Hidden fields the page may add: the trail of pages and the address the shopper landed on. */
export const VISITED_PAGES_FIELD = "visited_pages";
export const LANDING_URL_FIELD = "landing_url";

/** Fields that are the form's machinery, not the shopper's answers. */
const MACHINERY = new Set([CSRF_FIELD, IDEMPOTENCY_FIELD, VISITED_PAGES_FIELD, LANDING_URL_FIELD]);

export type PostedValues = Record<string, string | string[]>;

export type LeadFormBody =
  | { ok: true; lead_id: number | null; lead_token: string | null; analytics_event_id: number | null }
  | { ok: false; message: string; fieldErrors: FormErrors["fieldErrors"]; formErrors: string[]; values: PostedValues };

export interface LeadFormResponse {
  status: number;
  headers: Record<string, string>;
  body: LeadFormBody;
}

/**
 * A posted body that cannot be a form (nested deeper than a form nests, a
 * field that is not text). Thrown as a 400 Response, so every action that
 * reads a form answers it as a 400 whoever calls; receiveLeadForm answers
 * with the form's own failure body instead.
 */
class PostedFormError extends Error {
  name = "PostedFormError";
}

function refusal(message: string): Response {
  return Response.json({ ok: false, message, fieldErrors: {}, formErrors: [message] }, { status: 400, headers: { "Cache-Control": "no-store" } });
}

/** A JSON field's value as form text: text, a number or a yes/no, or a list of those; never nested. */
function jsonFieldValue(key: string, value: unknown): string | string[] | undefined {
  if (value === null || value === undefined) return undefined;
  const scalar = (item: unknown) => {
    if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") return String(item);
    throw new PostedFormError(`The field "${key.slice(0, 50)}" must be text or a list of text.`);
  };
  return Array.isArray(value) ? value.map(scalar) : scalar(value);
}

/** The posted fields of an HTML form (FormData) or a JSON object, as FormData-style values; throws a 400 Response for a body no form sends. */
export async function readPostedForm(request: Request): Promise<PostedValues> {
  try {
    return await readFields(request);
  } catch (error) {
    if (error instanceof PostedFormError) throw refusal(error.message);
    throw error;
  }
}

async function readFields(request: Request): Promise<PostedValues> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const text = await request.text().catch(() => "");
    const tooDeep = jsonTooDeepAt(text);
    if (tooDeep !== null) throw new PostedFormError(`${jsonTooDeepMessage("The form", tooDeep)}.`);
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON: no fields */
    }
    if (!json || typeof json !== "object" || Array.isArray(json)) return {};
    const values: PostedValues = {};
    for (const [key, value] of Object.entries(json)) {
      const field = jsonFieldValue(key, value);
      if (field !== undefined) values[key] = field;
    }
    return values;
  }
  const form = await request.formData().catch(() => null);
  return form ? formValues(form.entries()) : {};
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function visitedPages(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : (() => {
    try {
      const parsed = JSON.parse(value) as unknown;
      return Array.isArray(parsed) ? parsed : [value];
    } catch {
      return [value];
    }
  })();
  return list.filter((p): p is string => typeof p === "string" && p.startsWith("/") && isAllowedText(p)).map((p) => p.slice(0, 300));
}

/** The form's own page: the same-host Referer, else the address posted to. */
function pageUrl(request: Request): string {
  const referer = request.headers.get("Referer");
  const host = request.headers.get("Host") ?? new URL(request.url).host;
  if (referer) {
    try {
      if (new URL(referer).host === host) return referer;
    } catch {
      /* not a URL: use the request's own address */
    }
  }
  return request.url;
}

/** What the shopper typed: the posted fields without the form's machinery and the honeypot. */
export function shopperValues(values: PostedValues): PostedValues {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !MACHINERY.has(key) && key !== "company_website"));
}

function failureResponse(status: number, message: string, values: PostedValues, errors?: FormErrors, headers: Record<string, string> = {}): LeadFormResponse {
  return {
    status,
    headers,
    body: { ok: false, message, fieldErrors: errors?.fieldErrors ?? {}, formErrors: errors?.formErrors ?? [], values: shopperValues(values) },
  };
}

export async function receiveLeadForm(
  pipeline: LeadPipeline,
  input: {
    request: Request;
    site: Site;
    kind: FormKind;
    clientAddress: string | null;
    routeByPostcode?: boolean;
    /** The car the page is about (its address names it): the lead's car, whatever the post's car_id says. */
    carId?: number;
  },
): Promise<LeadFormResponse> {
  const { request } = input;
  let values: PostedValues;
  try {
    values = await readPostedForm(request);
  } catch (error) {
    if (error instanceof Response && error.status === 400) return failureResponse(400, ((await error.json()) as { message: string }).message, {});
    throw error;
  }
  const csrf = verifyCsrf(request, first(values[CSRF_FIELD]) ?? null, pipeline.secret);
  if (!csrf.ok) return failureResponse(403, CSRF_FAILED_MESSAGE, values);

  const url = new URL(request.url);
  const landing = first(values[LANDING_URL_FIELD]);
  const result = await submitLead(pipeline, {
    site: input.site,
    kind: input.kind,
    values: {
      ...Object.fromEntries(Object.entries(values).filter(([key]) => !MACHINERY.has(key))),
      ...(input.carId === undefined ? {} : { car_id: String(input.carId) }),
    },
    idempotencyKey: first(values[IDEMPOTENCY_FIELD]) ?? request.headers.get(IDEMPOTENCY_HEADER),
    client: clientKey(input.clientAddress),
    pageUrl: pageUrl(request),
    userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 500),
    visitedPages: visitedPages(values[VISITED_PAGES_FIELD]),
    linkedQueryParams: landing ? linkedQueryParams(landing) : {},
    origin: `${url.protocol}//${request.headers.get("Host") ?? url.host}`,
    routeByPostcode: input.routeByPostcode,
  });
  if (result.ok) {
    return {
      status: result.status,
      headers: {},
      body: {
        ok: true,
        lead_id: result.leadId,
        lead_token: result.leadId === null ? null : result.leadToken,
        analytics_event_id: result.leadId === null ? null : result.analyticsEventId,
      },
    };
  }
  const headers: Record<string, string> = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return failureResponse(result.status, result.message, values, result.errors, headers);
}
