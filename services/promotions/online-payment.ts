// /online-payment (decision 0041): pay a dealer invoice or deposit by
// reference and amount, through the payment provider reservations use (the
// sandbox by default). Idempotent: the form carries a key, a second submit
// with it answers the first payment and charges nothing (the row's unique key
// first, then the provider's idempotency key). An approved payment tells the
// dealer as a lead (the lead outbox) and e-mails the shopper a receipt.
import { buildLeadPayload } from "../../domain/leads/payload.ts";
import { formatAud } from "../../domain/number-format.ts";
import { onlinePaymentSchema, PAYMENT_KINDS, type OnlinePaymentConfig } from "../../domain/payments/online-payment.ts";
import { toCardDetails } from "../../domain/payments/card-details.ts";
import { approveOnlinePayment, dealershipsForLeads, declineOnlinePayment, findOnlinePayment, startOnlinePayment } from "../../db/repositories/promotions.ts";
import type { OnlinePaymentRow } from "../../db/schema.ts";
import type { Site } from "../../sites/registry.ts";
import { escapeHtml, headerSafe, type LeadPipeline, type MailSender } from "../leads/index.ts";
import { log } from "../log.ts";
import type { PaymentProvider } from "../payments/index.ts";
import { contentHash } from "../security/index.ts";

export interface OnlinePaymentDeps {
  pipeline: LeadPipeline;
  payments: PaymentProvider;
  mail: MailSender;
}

export const ONLINE_PAYMENT_LEAD_CATEGORY = "Online Payment";
export const PAYMENT_NOT_TAKEN_MESSAGE = "We couldn't take the payment just now. Your card was not charged. Please try again in a minute.";
export const KEY_REUSED_MESSAGE = "This form was already used for a different payment. Please reload the page and try again.";

export type OnlinePaymentAnswer =
  | { status: "invalid"; fieldErrors: Record<string, string> }
  | { status: "approved" | "declined"; payment: OnlinePaymentRow; repeated: boolean; receiptSent?: boolean }
  | { status: "failed"; message: string; httpStatus: number };

export const paymentConfigOf = (site: Site): OnlinePaymentConfig | null => site.features.onlinePayment;

const money = (cents: number) => formatAud(cents / 100, { cents: true });

async function dealershipFor(deps: OnlinePaymentDeps, site: Site, config: OnlinePaymentConfig) {
  const all = await dealershipsForLeads(deps.pipeline.db, site.dealershipIds);
  return (config.dealership ? all.find((d) => d.slug === config.dealership) : null) ?? all.find((d) => d.id === site.dealershipIds[0]) ?? all[0] ?? null;
}

export function receiptEmail(site: Site, payment: OnlinePaymentRow, dealershipName: string) {
  const what = `${PAYMENT_KINDS[payment.kind as keyof typeof PAYMENT_KINDS] ?? "Payment"} ${payment.reference}`;
  const lines = [
    `Thank you, ${payment.name}. ${dealershipName} has received your payment.`,
    "",
    `${what}`,
    `Amount: ${money(payment.amountCents)} (AUD)`,
    `Card: ${payment.cardBrand} ending ${payment.cardLast4}`,
    `Payment reference: ${payment.providerReference}`,
    `Receipt number: ${payment.id}`,
    `Paid: ${payment.updatedAt.toISOString()}`,
    "",
    `Keep this email as your receipt. Questions? Reply to ${dealershipName} quoting ${payment.reference}.`,
  ];
  return {
    from: { name: headerSafe(site.name), address: "payments@forecourt.localhost" },
    to: payment.email,
    subject: `Your receipt: ${what}, ${money(payment.amountCents)}`,
    text: lines.join("\n"),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif">${lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : "")).join("")}</body></html>`,
    messageId: `<payment-receipt-${payment.id}@forecourt>`,
  };
}

export async function payOnline(
  deps: OnlinePaymentDeps,
  site: Site,
  input: { values: Record<string, unknown>; idempotencyKey: string; userId: number | null; pageUrl: string; userAgent: string },
): Promise<OnlinePaymentAnswer> {
  const config = paymentConfigOf(site);
  if (!config) return { status: "failed", message: "Not found", httpStatus: 404 };
  const parsed = onlinePaymentSchema(config, deps.pipeline.now).safeParse(input.values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { status: "invalid", fieldErrors };
  }
  const v = parsed.data;
  const dealership = await dealershipFor(deps, site, config);
  if (!dealership) return { status: "failed", message: PAYMENT_NOT_TAKEN_MESSAGE, httpStatus: 503 };
  const now = deps.pipeline.now();
  // The same key with other details is not the same payment (the card is never part of the hash).
  const requestHash = contentHash({ kind: v.kind, reference: v.reference, amount: v.amount, email: v.email, name: v.name });
  const started = await startOnlinePayment(
    deps.pipeline.db,
    { dealerGroupId: site.dealerGroupId, siteSlug: site.slug, dealershipId: dealership.id, userId: input.userId, kind: v.kind, reference: v.reference, amountCents: v.amount, name: v.name, email: v.email, idempotencyKey: input.idempotencyKey, requestHash },
    now,
  );
  if (!started.first) {
    if (started.row.requestHash !== requestHash) return { status: "failed", message: KEY_REUSED_MESSAGE, httpStatus: 409 };
    if (started.row.status === "processing") return { status: "failed", message: "Your payment is being processed. Please wait a moment, then reload this page.", httpStatus: 409 };
    return { status: started.row.status as "approved" | "declined", payment: started.row, repeated: true };
  }
  const payment = started.row;
  let charge;
  try {
    charge = await deps.payments.charge({
      amountCents: payment.amountCents,
      currency: "AUD",
      card: toCardDetails(v),
      idempotencyKey: `online-payment-${payment.id}`,
      description: `${PAYMENT_KINDS[v.kind]} ${v.reference} to ${dealership.name}`,
    });
  } catch (error) {
    log.warn(`Payment provider failed for online payment ${payment.id}:`, error instanceof Error ? error.message : error);
    await declineOnlinePayment(deps.pipeline.db, payment.id, { cardBrand: "", cardLast4: "", declineMessage: PAYMENT_NOT_TAKEN_MESSAGE }, deps.pipeline.now()).catch(() => {});
    return { status: "failed", message: PAYMENT_NOT_TAKEN_MESSAGE, httpStatus: 503 };
  }
  if (charge.status === "declined") {
    await declineOnlinePayment(deps.pipeline.db, payment.id, { cardBrand: charge.brand, cardLast4: charge.last4, declineMessage: charge.message }, deps.pipeline.now());
    return { status: "declined", payment: (await findOnlinePayment(deps.pipeline.db, payment.id))!, repeated: false };
  }
  const paidAt = deps.pipeline.now();
  const approved = await approveOnlinePayment(
    deps.pipeline.db,
    payment.id,
    { providerReference: charge.reference, cardBrand: charge.brand, cardLast4: charge.last4 },
    (row) => {
      const amount = money(row.amountCents);
      const [first, ...rest] = row.name.split(" ");
      const values = {
        name: first,
        last_name: rest.join(" ") || "-",
        email: row.email,
        category: ONLINE_PAYMENT_LEAD_CATEGORY,
        subcategory: PAYMENT_KINDS[row.kind as keyof typeof PAYMENT_KINDS],
        message: `Paid online: ${PAYMENT_KINDS[row.kind as keyof typeof PAYMENT_KINDS]} ${row.reference}, ${amount} (${charge.brand} ending ${charge.last4}, payment ${charge.reference}, receipt ${row.id}).`,
        payment_reference: charge.reference,
        invoice_reference: row.reference,
        amount,
      };
      return {
        lead: {
          dealerGroupId: site.dealerGroupId,
          dealershipId: dealership.id,
          siteSlug: site.slug,
          carId: null,
          formKind: "onlinePayment",
          category: ONLINE_PAYMENT_LEAD_CATEGORY,
          subcategory: values.subcategory,
          firstName: values.name,
          lastName: values.last_name,
          email: row.email,
          phone: null,
          payload: buildLeadPayload({ kind: "general", values, url: input.pageUrl, userAgent: input.userAgent }) as unknown as Record<string, unknown>,
          context: { site: { slug: site.slug, name: site.name, url: site.siteUrl ?? null }, dealership: { id: dealership.id, slug: dealership.slug, name: dealership.name }, location: null, car: null },
          idempotencyKey: `online-payment-${row.id}`,
          requestHash: contentHash({ onlinePayment: row.id }),
        },
        destinations: dealership.leadDestinations,
      };
    },
    { now: paidAt, windowMs: deps.pipeline.retry.windowMs },
  ).catch(async (error) => {
    log.error(`Online payment ${payment.id} was paid (${charge.reference}) but could not be recorded; refunding.`, error);
    const refund = await deps.payments.refund(charge.reference).catch(() => ({ refunded: false }));
    if (!refund.refunded) log.error(`Refund of ${charge.reference} failed: refund it by hand.`);
    await declineOnlinePayment(deps.pipeline.db, payment.id, { cardBrand: charge.brand, cardLast4: charge.last4, declineMessage: PAYMENT_NOT_TAKEN_MESSAGE }, deps.pipeline.now()).catch(() => {});
    return null;
  });
  if (!approved) return { status: "failed", message: PAYMENT_NOT_TAKEN_MESSAGE, httpStatus: 503 };
  deps.pipeline.onQueued?.();
  // The receipt is sent once the payment is recorded; its file/Message-ID is the payment's, so a resend overwrites it.
  const sent = await deps.mail.send(receiptEmail(site, approved, dealership.name), `payment-receipt-${approved.id}`);
  if (sent.kind !== "delivered") log.warn(`Receipt for online payment ${approved.id} not sent: ${sent.error}`);
  return { status: "approved", payment: approved, repeated: false, receiptSent: sent.kind === "delivered" };
}
