// What an operator can do with leads: list, show, retry. One interface, two
// ways in: straight to the database (no server running, or PostgreSQL), or
// through the running server's loopback endpoint (embedded PGlite, which
// allows one process).
import type { Database } from "../../db/client.ts";
import { leadWithDeliveries, listLeads, requeueLeadDeliveries, type LeadListItem } from "../../db/repositories/leads.ts";
import { describeDestination, DEFAULT_RETRY_SCHEDULE } from "../leads/index.ts";

export interface LeadSummaryRow extends Omit<LeadListItem, "createdAt"> {
  createdAt: string;
}

export interface LeadDetail {
  id: number;
  createdAt: string;
  updatedAt: string;
  siteSlug: string;
  dealership: { id: number; slug: string; name: string };
  category: string;
  subcategory: string | null;
  revision: number;
  customer: { name: string; lastName: string; email: string; phone: string | null };
  car: { id: number; name: string; stocknum: string } | null;
  payload: Record<string, unknown>;
  extras: Record<string, unknown>;
  deliveries: {
    id: number;
    revision: number;
    event: string;
    /** Where it goes, never its secret. */
    destination: string;
    status: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string | null;
    deliveredAt: string | null;
    idempotencyKey: string;
  }[];
}

export interface RetryOutcome {
  found: boolean;
  queued: number;
}

export interface LeadAdmin {
  list(options: { siteSlug?: string; limit?: number }): Promise<LeadSummaryRow[]>;
  show(leadId: number): Promise<LeadDetail | null>;
  retry(leadId: number): Promise<RetryOutcome>;
}

export function databaseLeadAdmin(
  db: Database,
  options: { windowMs?: number; now?: () => Date; onRetried?: () => void } = {},
): LeadAdmin {
  const now = options.now ?? (() => new Date());
  return {
    async list(query) {
      const rows = await listLeads(db, query);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
    async show(leadId) {
      const found = await leadWithDeliveries(db, leadId);
      if (!found) return null;
      const { lead, deliveries } = found;
      return {
        id: lead.id,
        createdAt: lead.createdAt.toISOString(),
        updatedAt: lead.updatedAt.toISOString(),
        siteSlug: lead.siteSlug,
        dealership: lead.context.dealership,
        category: lead.category,
        subcategory: lead.subcategory,
        revision: lead.revision,
        customer: { name: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone },
        car: lead.context.car ? { id: lead.context.car.id, name: lead.context.car.name, stocknum: lead.context.car.stocknum } : null,
        payload: lead.payload,
        extras: lead.extras,
        deliveries: deliveries.map((d) => ({
          id: d.id,
          revision: d.revision,
          event: d.event,
          destination: describeDestination(d.destination),
          status: d.status,
          attempts: d.attempts,
          lastError: d.lastError,
          nextAttemptAt: d.status === "pending" || d.status === "delivering" ? d.nextAttemptAt.toISOString() : null,
          deliveredAt: d.deliveredAt?.toISOString() ?? null,
          idempotencyKey: d.idempotencyKey,
        })),
      };
    },
    async retry(leadId) {
      const found = await leadWithDeliveries(db, leadId);
      if (!found) return { found: false, queued: 0 };
      const queued = await requeueLeadDeliveries(db, leadId, { now: now(), windowMs: options.windowMs ?? DEFAULT_RETRY_SCHEDULE.windowMs });
      if (queued > 0) options.onRetried?.();
      return { found: true, queued };
    },
  };
}
