// /spin-to-win and /online-payment (decision 0041): the pages' data and posts.
// Both are always gated (detail §6) and a 404 on a site that does not enable
// them (features.spinToWin, features.onlinePayment), before any gate.
import { data, type RouterContextProvider } from "react-router";
import { campaignState, prizeChances, type SpinToWin } from "../../domain/promotions/spin-to-win.ts";
import { PAYMENT_KINDS } from "../../domain/payments/online-payment.ts";
import { CARD_FIELDS } from "../../domain/payments/card-details.ts";
import { payOnline, spin, spinOf } from "../../services/promotions/index.ts";
import { CSRF_FAILED_MESSAGE, CSRF_FIELD, IDEMPOTENCY_FIELD, issueCsrfToken, newIdempotencyKey, verifyCsrf } from "../../services/security/index.ts";
import type { SpinEntryRow, OnlinePaymentRow } from "../../db/schema.ts";
import { servicesContext, siteContext } from "../context.ts";
import { PRIVATE_PAGE_CACHE, requireShopper } from "./accounts/session.server.ts";
import { canonicalUrl } from "./site-origin.ts";

const headers = (setCookie?: string | null) => {
  const h = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE });
  if (setCookie) h.append("Set-Cookie", setCookie);
  return h;
};
const text = (value: FormDataEntryValue | null | undefined) => (typeof value === "string" ? value.slice(0, 500) : "");
const notFound = () => data(null, { status: 404 });

// --- spin to win -------------------------------------------------------------------

export interface SpinResult {
  entryId: number;
  prizeId: string;
  prizeLabel: string;
  won: boolean;
  howToClaim: string;
  /** The spin was made by this post (the wheel animates); false when it was made before. */
  fresh: boolean;
}

export interface SpinPage {
  siteName: string;
  csrf: string;
  state: "upcoming" | "open" | "closed";
  title: string;
  description: string;
  termsUrl: string;
  startsOn: string;
  endsOn: string;
  prizes: { id: string; label: string; percent: number; win: boolean }[];
  result: SpinResult | null;
  garagePath: string;
  garageTitle: string;
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" });

function resultOf(campaign: SpinToWin, entry: SpinEntryRow, fresh: boolean): SpinResult {
  const prize = campaign.prizes.find((p) => p.id === entry.prizeId);
  return { entryId: entry.id, prizeId: entry.prizeId, prizeLabel: entry.prizeLabel, won: entry.won, howToClaim: prize?.howToClaim ?? "", fresh };
}

function spinPage(context: Readonly<RouterContextProvider>, campaign: SpinToWin, csrf: string, result: SpinResult | null): SpinPage {
  const site = context.get(siteContext);
  return {
    siteName: site.name,
    csrf,
    state: campaignState(campaign, new Date()),
    title: campaign.title,
    description: campaign.description,
    termsUrl: campaign.termsUrl,
    startsOn: day(campaign.startsAt),
    endsOn: day(campaign.endsAt),
    prizes: prizeChances(campaign.prizes).map((c, i) => ({ ...c, win: campaign.prizes[i].win })),
    result,
    garagePath: site.features.garage.path,
    garageTitle: site.features.garage.title,
  };
}

export async function spinPageData(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const campaign = site.features.spinToWin;
  if (!campaign) throw notFound();
  const shopper = await requireShopper(request, context, "spin-to-win");
  const services = context.get(servicesContext);
  const entry = await spinOf(services.promotions.spin, site, shopper);
  const csrf = issueCsrfToken(request, services.secret);
  return data(spinPage(context, campaign, csrf.token, entry ? resultOf(campaign, entry, false) : null), { headers: headers(csrf.setCookie) });
}

export async function spinAction(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const campaign = site.features.spinToWin;
  if (!campaign) throw notFound();
  const services = context.get(servicesContext);
  const form = await request.formData().catch(() => null);
  if (!form || !verifyCsrf(request, text(form.get(CSRF_FIELD)) || null, services.secret).ok) {
    return data({ ...spinPage(context, campaign, "", null), error: CSRF_FAILED_MESSAGE }, { status: 403, headers: headers() });
  }
  const shopper = await requireShopper(request, context, "spin-to-win");
  const answer = await spin(services.promotions.spin, site, shopper, { pageUrl: canonicalUrl(site, "/spin-to-win"), userAgent: request.headers.get("user-agent") ?? "" });
  if (answer.status === "not-found") throw notFound();
  if (answer.status !== "spun") return data({ ...spinPage(context, campaign, "", null), error: null }, { status: 409, headers: headers() });
  return data({ ...spinPage(context, campaign, "", resultOf(campaign, answer.entry, answer.first)), error: null }, { headers: headers() });
}

// --- online payment ------------------------------------------------------------------

export interface PaymentPage {
  siteName: string;
  csrf: string;
  idempotencyKey: string;
  kinds: { value: string; label: string }[];
  minAmount: number;
  maxAmount: number;
  email: string;
  name: string;
  sandbox: boolean;
  testCard: string;
}

export interface PaymentReceipt {
  id: number;
  kind: string;
  reference: string;
  amount: string;
  card: string;
  providerReference: string;
  email: string;
  receiptSent: boolean;
}

export interface PaymentAnswer {
  receipt?: PaymentReceipt;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

export async function paymentPageData(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const config = site.features.onlinePayment;
  if (!config) throw notFound();
  const shopper = await requireShopper(request, context, "online-payment");
  const services = context.get(servicesContext);
  const csrf = issueCsrfToken(request, services.secret);
  const details = shopper.user.savedDetails;
  const page: PaymentPage = {
    siteName: site.name,
    csrf: csrf.token,
    idempotencyKey: newIdempotencyKey(),
    kinds: config.kinds.map((k) => ({ value: k, label: PAYMENT_KINDS[k] })),
    minAmount: config.minAmount,
    maxAmount: config.maxAmount,
    email: details.email ?? "",
    name: [details.name, details.last_name].filter(Boolean).join(" "),
    sandbox: services.promotions.payments.payments.name === "sandbox",
    testCard: "4242 4242 4242 4242",
  };
  return data(page, { headers: headers(csrf.setCookie) });
}

const receiptOf = (row: OnlinePaymentRow, receiptSent: boolean): PaymentReceipt => ({
  id: row.id,
  kind: PAYMENT_KINDS[row.kind as keyof typeof PAYMENT_KINDS] ?? row.kind,
  reference: row.reference,
  amount: (row.amountCents / 100).toLocaleString("en-AU", { style: "currency", currency: "AUD" }),
  card: `${row.cardBrand} ending ${row.cardLast4}`,
  providerReference: row.providerReference ?? "",
  email: row.email,
  receiptSent,
});

export async function paymentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  if (!site.features.onlinePayment) throw notFound();
  const services = context.get(servicesContext);
  const reply = (status: number, body: PaymentAnswer) => data(body, { status, headers: headers() });
  const form = await request.formData().catch(() => null);
  if (!form) return reply(400, { message: "Please send the form again." });
  if (!verifyCsrf(request, text(form.get(CSRF_FIELD)) || null, services.secret).ok) return reply(403, { message: CSRF_FAILED_MESSAGE });
  const shopper = await requireShopper(request, context, "online-payment");
  const key = text(form.get(IDEMPOTENCY_FIELD));
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(key)) return reply(400, { message: "Please reload the page and try again." });
  const values = Object.fromEntries(["kind", "reference", "amount", "name", "email", ...CARD_FIELDS].map((name) => [name, text(form.get(name))]));
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !(CARD_FIELDS as readonly string[]).includes(name)));
  const answer = await payOnline(services.promotions.payments, site, {
    values,
    idempotencyKey: key,
    userId: shopper.user.id,
    pageUrl: canonicalUrl(site, "/online-payment"),
    userAgent: request.headers.get("user-agent") ?? "",
  });
  switch (answer.status) {
    case "invalid":
      return reply(400, { message: "Please check the details below.", fieldErrors: answer.fieldErrors, values: kept });
    case "failed":
      return reply(answer.httpStatus, { message: answer.message, values: kept });
    case "declined":
      return reply(402, { message: answer.payment.declineMessage ?? "Your card was declined.", values: kept });
    default:
      return reply(200, { receipt: receiptOf(answer.payment, answer.receiptSent ?? answer.repeated) });
  }
}
