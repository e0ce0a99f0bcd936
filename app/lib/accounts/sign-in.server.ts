// /sign-in?type={reason}&redirect={path}&back={path} (detail §2): the page's
// data and its two steps, posted as plain forms (JavaScript off) or by the
// enhanced form. Step one sends a code; step two checks it, opens a session
// (a new token: any session the browser had ends) and sends the shopper to
// `redirect` — only ever a path of this site.
import { data, type RouterContextProvider } from "react-router";
import { parseSignInParams, type SignInReason } from "../../../domain/gating.ts";
import { signInCopy, type SignInCopy } from "../../../domain/accounts/sign-in-reasons.ts";
import { SIGN_IN_INTENT_FIELD, signInSchemaFor, type SignInIntent } from "../../../domain/forms/sign-in-form.ts";
import { CODE_TTL_MS } from "../../../domain/accounts/sign-in-rules.ts";
import { confirmSignInCode, readSessionToken, requestSignInCode, sessionSetCookie } from "../../../services/accounts/index.ts";
import { CSRF_FAILED_MESSAGE, CSRF_FIELD, issueCsrfToken, verifyCsrf } from "../../../services/security/index.ts";
import { servicesContext, siteContext } from "../../context.ts";
import { redirectWithinSite, sameSitePath } from "../same-site-redirect.ts";
import type { FormReply } from "../forms/form-answer.ts";
import { accountClient, accountServices, PRIVATE_PAGE_CACHE, signedInShopper } from "./session.server.ts";

export type SignInStep = "phone" | "code";

export interface SignInPage {
  siteName: string;
  type: SignInReason | null;
  redirect: string;
  back: string;
  copy: SignInCopy;
  csrf: string;
  /** The page's own address with its query: where both steps post. */
  action: string;
  /** Shown after "delete my account and data". */
  accountDeleted: boolean;
  codeMinutes: number;
}

/** What a post answers when it does not redirect: the step to show, and Conform's reply (messages, typed values). */
export interface SignInAnswer {
  step: SignInStep;
  reply: FormReply | null;
  /** The number as typed (the code step posts it again). */
  phone: string;
  /** "0412 345 678", once a code went to it. */
  shownPhone: string | null;
  /** A line to confirm what happened ("We've sent another code"). */
  notice: string | null;
}

const headers = (setCookie: string | null) => {
  const h = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE });
  if (setCookie) h.append("Set-Cookie", setCookie);
  return h;
};

/** The page's query, read safely: unknown reasons dropped, `redirect` and `back` only ever paths of this site. */
function signInParams(url: URL) {
  const params = parseSignInParams(url.searchParams);
  return { ...params, redirect: sameSitePath(params.redirect), back: sameSitePath(params.back) };
}

function pageAction(url: URL): string {
  const params = signInParams(url);
  const query = new URLSearchParams({ ...(params.type ? { type: params.type } : {}), redirect: params.redirect, back: params.back });
  return `/sign-in?${query}`;
}

export async function signInPageData(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const params = signInParams(url);
  // Already signed in: straight on to where the shopper was going.
  if (await signedInShopper(request, context)) throw redirectWithinSite(params.redirect, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
  const csrf = issueCsrfToken(request, context.get(servicesContext).secret);
  const page: SignInPage = {
    siteName: site.name,
    ...params,
    copy: signInCopy(params.type, { siteName: site.name, garageTitle: site.features.garage.title }),
    csrf: csrf.token,
    action: pageAction(url),
    accountDeleted: url.searchParams.get("deleted") === "1",
    codeMinutes: CODE_TTL_MS / 60_000,
  };
  return data(page, { headers: headers(csrf.setCookie) });
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

function answer(step: SignInStep, phone: string, status: number, reply: FormReply | null, extra: Partial<SignInAnswer> = {}, retryAfter?: number) {
  const h = headers(null);
  if (retryAfter) h.set("Retry-After", String(retryAfter));
  return data<SignInAnswer>({ step, reply, phone, shownPhone: null, notice: null, ...extra }, { status, headers: h });
}

const formError = (message: string, values: Record<string, string>): FormReply => ({ status: "error", initialValue: values, error: { "": [message] } });
const fieldError = (field: string, message: string, values: Record<string, string>): FormReply => ({ status: "error", initialValue: values, error: { [field]: [message] } });

export async function signInAction(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const accounts = accountServices(context);
  const params = signInParams(new URL(request.url));
  const form = await request.formData().catch(() => null);
  if (!form) return answer("phone", "", 400, formError("Please send the form again.", {}));
  const intent = text(form.get(SIGN_IN_INTENT_FIELD)) as SignInIntent;
  const phone = text(form.get("phone")).slice(0, 100);
  const step: SignInStep = intent === "verify-code" || intent === "resend-code" ? "code" : "phone";
  const values = { phone };
  if (!verifyCsrf(request, text(form.get(CSRF_FIELD)) || null, accounts.secret).ok) return answer(step, phone, 403, formError(CSRF_FAILED_MESSAGE, values));

  const parsed = signInSchemaFor(intent).safeParse({ phone, code: text(form.get("code")) });
  if (!parsed.success) {
    const error: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) error[String(issue.path[0])] ??= [issue.message];
    return answer(step, phone, 400, { status: "error", initialValue: values, error });
  }
  const client = accountClient(request, context);

  if (intent === "verify-code") {
    const result = await confirmSignInCode(accounts, {
      site,
      phone: String(parsed.data.phone),
      code: "code" in parsed.data ? String(parsed.data.code) : "",
      client,
      userAgent: request.headers.get("User-Agent") ?? "",
      replacingToken: readSessionToken(request),
    });
    if (!result.ok) {
      const reply = result.field ? fieldError(result.field, result.message, values) : formError(result.message, values);
      return answer("code", phone, result.status, reply, {}, result.retryAfterSeconds);
    }
    throw redirectWithinSite(params.redirect, {
      status: 303,
      headers: { "Set-Cookie": sessionSetCookie(request, result.token), "Cache-Control": PRIVATE_PAGE_CACHE },
    });
  }

  const sent = await requestSignInCode(accounts, { site, phone: String(parsed.data.phone), client });
  if (!sent.ok) {
    const reply = sent.field ? fieldError(sent.field, sent.message, values) : formError(sent.message, values);
    return answer(step, phone, sent.status, reply, {}, sent.retryAfterSeconds);
  }
  const notice = intent === "resend-code" ? `We've sent a new code to ${sent.shownPhone}. Only the newest code works.` : null;
  return answer("code", phone, 200, null, { shownPhone: sent.shownPhone, notice });
}
