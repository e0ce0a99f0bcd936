// What the outbox worker hands a transport, and what a transport answers.
import type { LeadDestination } from "../../domain/entities.ts";
import type { DeliverableLead, LeadEvent } from "./lead-summary.ts";

export type DeliveryOutcome =
  /** The destination has it. */
  | { kind: "delivered" }
  /** Worth another try later (timeout, 5xx, 429, connection refused, SMTP 4xx). */
  | { kind: "retry"; error: string; retryAfterMs?: number }
  /** Retrying cannot help (a 4xx other than 408/429, SMTP 5xx): dead-lettered at once. */
  | { kind: "failed"; error: string };

export interface DeliveryJob {
  deliveryId: number;
  idempotencyKey: string;
  event: LeadEvent;
  destination: LeadDestination;
  /** 1 on the first try. */
  attempt: number;
  lead: DeliverableLead;
}

export interface LeadTransport {
  deliver(job: DeliveryJob): Promise<DeliveryOutcome>;
}

export type Transports = Record<LeadDestination["kind"], LeadTransport>;

/** A short, single-line error text for last_error. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 500) || "unknown error";
}

/** For logs and the CLI: where a delivery goes, without secrets (a webhook shows its host and path only). */
export function describeDestination(destination: LeadDestination): string {
  if (destination.kind === "email") return `email ${destination.to}`;
  try {
    const url = new URL(destination.url);
    return `webhook ${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return "webhook (invalid address)";
  }
}
