// Webhook destinations: the lead as JSON, POSTed with an Idempotency-Key (the
// same on every attempt) and an HMAC signature. Timeouts, 5xx, 408 and 429
// are retried (429/503 honour Retry-After); any other 4xx, and redirects,
// will not get better by retrying and are dead-lettered at once.
import { SIGNATURE_HEADER, signatureHeader } from "./signature.ts";
import { errorText, type DeliveryJob, type DeliveryOutcome, type LeadTransport } from "./delivery.ts";

export const WEBHOOK_USER_AGENT = "Forecourt-Webhooks/1.0";
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** The JSON a receiver gets; its `id` is the Idempotency-Key. */
export function webhookBody(job: DeliveryJob): string {
  const { lead } = job;
  return JSON.stringify({
    id: job.idempotencyKey,
    event: job.event,
    lead_id: lead.id,
    revision: lead.revision,
    created_at: lead.createdAt.toISOString(),
    updated_at: lead.updatedAt.toISOString(),
    category: lead.category,
    subcategory: lead.subcategory,
    offer_accepted: lead.offerAccepted,
    suspected_spam: lead.context.suspectedSpam === true,
    customer: { name: lead.firstName, last_name: lead.lastName, email: lead.email, phone: lead.phone },
    site: lead.context.site,
    dealership: lead.context.dealership,
    location: lead.context.location,
    car: lead.context.car,
    extras: lead.extras,
    payload: lead.payload,
  });
}

/** Retry-After in milliseconds from seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

export function classifyResponse(status: number, retryAfter: string | null, nowMs: number): DeliveryOutcome {
  if (status >= 200 && status < 300) return { kind: "delivered" };
  const error = `HTTP ${status}`;
  if (status === 429 || status === 503) return { kind: "retry", error, retryAfterMs: parseRetryAfter(retryAfter, nowMs) };
  if (status === 408 || status >= 500) return { kind: "retry", error };
  if (status >= 300 && status < 400) return { kind: "failed", error: `${error}: redirects are not followed; update the webhook address` };
  return { kind: "failed", error };
}

export interface WebhookOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export function createWebhookSender(options: WebhookOptions = {}): LeadTransport {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  return {
    async deliver(job: DeliveryJob): Promise<DeliveryOutcome> {
      if (job.destination.kind !== "webhook") return { kind: "failed", error: "not a webhook destination" };
      const body = webhookBody(job);
      const timestamp = Math.floor(now() / 1000);
      try {
        const response = await doFetch(job.destination.url, {
          method: "POST",
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            "Content-Type": "application/json",
            "User-Agent": WEBHOOK_USER_AGENT,
            "Idempotency-Key": job.idempotencyKey,
            "Forecourt-Event": job.event,
            "Forecourt-Delivery-Attempt": String(job.attempt),
            [SIGNATURE_HEADER]: signatureHeader(job.destination.secret, body, timestamp),
          },
          body,
        });
        await response.body?.cancel().catch(() => {});
        return classifyResponse(response.status, response.headers.get("Retry-After"), now());
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        return { kind: "retry", error: timedOut ? `timed out after ${timeoutMs} ms` : errorText((error as { cause?: unknown }).cause ?? error) };
      }
    },
  };
}
