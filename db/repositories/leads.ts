// Leads and their delivery outbox. A lead and one outbox row per destination
// are written in one transaction, so a lead that was acknowledged always has
// its deliveries queued. Workers claim due rows with FOR UPDATE SKIP LOCKED
// and a lease, so several server processes never send the same row at once,
// and a worker that dies mid-delivery only delays the row until its lease ends.
import { createHash } from "node:crypto";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { claimDueRows, finishAttempt, leaseFieldsFromRaw } from "./outbox-lease.ts";
import type { LeadDestination } from "../../domain/entities.ts";
import {
  analyticsEvents,
  leadDeliveries,
  leads,
  type LeadContextSnapshot,
  type LeadDeliveryRow,
  type LeadRow,
} from "../schema.ts";

/** NOTIFY channel poked when deliveries are queued, so idle workers start at once. */
export const OUTBOX_CHANNEL = "lead_outbox";

export type LeadEventName = "lead.created" | "lead.updated";

export interface NewLead {
  dealerGroupId: number;
  dealershipId: number;
  siteSlug: string;
  carId: number | null;
  formKind: string;
  category: string;
  subcategory: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  payload: Record<string, unknown>;
  context: LeadContextSnapshot;
  idempotencyKey: string;
  requestHash: string;
}

/** The database or an open transaction. */
export type Executor = Pick<Database["orm"], "insert" | "select" | "update" | "execute">;

/** One row per destination: the same address twice in a dealership's list is one destination. */
export function destinationKey(destination: LeadDestination): string {
  return destination.kind === "email" ? `email:${destination.to.trim().toLowerCase()}` : `webhook:${destination.url.trim()}`;
}

/** Stable across attempts and processes: receivers de-duplicate on it. */
export function deliveryIdempotencyKey(leadId: number, revision: number, key: string): string {
  return `lead-${leadId}-r${revision}-${createHash("sha256").update(key).digest("hex").slice(0, 16)}`;
}

function uniqueDestinations(destinations: readonly LeadDestination[]) {
  const byKey = new Map<string, LeadDestination>();
  for (const destination of destinations) byKey.set(destinationKey(destination), destination);
  return [...byKey.entries()];
}

/** Queues one delivery per destination for a lead revision (inside the caller's transaction). */
export async function queueDeliveries(
  tx: Executor,
  lead: { id: number; dealerGroupId: number; revision: number },
  event: LeadEventName,
  destinations: readonly LeadDestination[],
  options: { now: Date; windowMs: number },
): Promise<number> {
  const rows = uniqueDestinations(destinations).map(([key, destination]) => ({
    leadId: lead.id,
    dealerGroupId: lead.dealerGroupId,
    revision: lead.revision,
    event,
    destinationKey: key,
    destination,
    idempotencyKey: deliveryIdempotencyKey(lead.id, lead.revision, key),
    status: "pending",
    nextAttemptAt: options.now,
    deadlineAt: new Date(options.now.getTime() + options.windowMs),
    createdAt: options.now,
    updatedAt: options.now,
  }));
  if (rows.length === 0) return 0;
  await tx.insert(leadDeliveries).values(rows).onConflictDoNothing();
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows.length;
}

export type InsertLeadResult =
  | { status: "created"; leadId: number; deliveries: number }
  | { status: "duplicate"; leadId: number }
  /** The key was used before for a different submission. */
  | { status: "conflict"; leadId: number };

/**
 * Writes the lead and its outbox rows in one transaction. A second call with
 * the same site and idempotency key writes nothing and names the first lead.
 */
export async function insertLeadWithOutbox(
  db: Database,
  lead: NewLead,
  destinations: readonly LeadDestination[],
  options: InsertLeadOptions,
): Promise<InsertLeadResult> {
  return db.orm.transaction((tx) => insertLeadInTransaction(tx, lead, destinations, options));
}

export interface InsertLeadOptions {
  now: Date;
  windowMs: number;
  analyticsEventId?: number | null;
}

/** insertLeadWithOutbox inside the caller's transaction (a reservation writes its lead with the hold). */
export async function insertLeadInTransaction(
  tx: Executor,
  lead: NewLead,
  destinations: readonly LeadDestination[],
  options: InsertLeadOptions,
): Promise<InsertLeadResult> {
  const [created] = await tx
    .insert(leads)
    .values({ ...lead, createdAt: options.now, updatedAt: options.now })
    .onConflictDoNothing({ target: [leads.siteSlug, leads.idempotencyKey] })
    .returning({ id: leads.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: leads.id, requestHash: leads.requestHash })
      .from(leads)
      .where(and(eq(leads.siteSlug, lead.siteSlug), eq(leads.idempotencyKey, lead.idempotencyKey)));
    if (!existing) throw new Error("lead insert conflicted but no lead has that key");
    return existing.requestHash === lead.requestHash
      ? { status: "duplicate", leadId: existing.id }
      : { status: "conflict", leadId: existing.id };
  }
  // The payload names its own lead, as dealers receive it.
  await tx
    .update(leads)
    .set({ payload: { ...lead.payload, lead_id: created.id } })
    .where(eq(leads.id, created.id));
  const deliveries = await queueDeliveries(
    tx,
    { id: created.id, dealerGroupId: lead.dealerGroupId, revision: 1 },
    "lead.created",
    destinations,
    options,
  );
  if (options.analyticsEventId) {
    await tx.insert(analyticsEvents).values({
      dealerGroupId: lead.dealerGroupId,
      siteSlug: lead.siteSlug,
      eventId: options.analyticsEventId,
      carId: lead.carId,
      dealershipId: lead.dealershipId,
      leadId: created.id,
      path: typeof lead.payload.userData === "object" ? pathOf((lead.payload.userData as { url?: unknown }).url) : null,
      occurredAt: options.now,
    });
  }
  return { status: "created", leadId: created.id, deliveries };
}

function pathOf(url: unknown): string | null {
  if (typeof url !== "string" || !url) return null;
  try {
    return new URL(url, "http://x").pathname.slice(0, 500);
  } catch {
    return null;
  }
}

export async function findLead(db: Database, leadId: number): Promise<LeadRow | null> {
  const [row] = await db.orm.select().from(leads).where(eq(leads.id, leadId));
  return row ?? null;
}

/**
 * Changes a lead and tells its destinations again (a new revision, event
 * lead.updated), in one transaction. `change` gets the current row and returns
 * the new values; null means "nothing to change" (no new revision). Load the
 * destinations before: on PGlite a query outside the transaction would wait for it.
 */
export async function reviseLead(
  db: Database,
  leadId: number,
  change: (lead: LeadRow) => Partial<Pick<LeadRow, "subcategory" | "payload" | "offerAccepted" | "extras">> | null,
  destinations: readonly LeadDestination[],
  options: { now: Date; windowMs: number },
): Promise<LeadRow | null> {
  return db.orm.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) return null;
    const values = change(lead);
    if (!values) return lead;
    const revision = lead.revision + 1;
    const [updated] = await tx
      .update(leads)
      .set({ ...values, revision, updatedAt: options.now })
      .where(eq(leads.id, leadId))
      .returning();
    await queueDeliveries(tx, updated, "lead.updated", destinations, options);
    return updated;
  });
}

/** Saves one value beside the lead without telling destinations (the valuation the shopper was shown). */
export async function saveLeadExtra(db: Database, leadId: number, column: string, value: unknown, now: Date): Promise<boolean> {
  const rows = await db.orm
    .update(leads)
    .set({ extras: sql`${leads.extras} || jsonb_build_object(${column}::text, ${JSON.stringify(value)}::jsonb)`, updatedAt: now })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return rows.length > 0;
}

// --- delivery worker ---------------------------------------------------------

export interface ClaimedDelivery {
  delivery: LeadDeliveryRow;
  lead: LeadRow;
}

/** A raw lead_deliveries row (snake_case, bigint as string on pg) as the typed row. */
function deliveryFromRaw(row: Record<string, unknown>): LeadDeliveryRow {
  return {
    ...leaseFieldsFromRaw(row),
    leadId: Number(row.lead_id),
    revision: Number(row.revision),
    event: String(row.event),
    destinationKey: String(row.destination_key),
    destination: (typeof row.destination === "string" ? JSON.parse(row.destination) : row.destination) as LeadDestination,
  };
}

/**
 * Claims up to `limit` due deliveries for this worker: marks them delivering,
 * counts the attempt, and leases them until now + leaseMs. A row whose lease
 * ran out (its worker died) is due again (db/repositories/outbox-lease.ts).
 */
export async function claimDueDeliveries(
  db: Database,
  options: {
    now: Date;
    limit: number;
    leaseMs: number;
    /** Only rows for these destination kinds, or for none of these. */
    kinds?: { only?: readonly string[]; except?: readonly string[] };
  },
): Promise<ClaimedDelivery[]> {
  const raw = await claimDueRows(db, "lead_deliveries", options, {
    where: `($5::text[] is null or destination->>'kind' = any($5::text[]))
          and ($6::text[] is null or not (destination->>'kind' = any($6::text[])))`,
    params: [options.kinds?.only ?? null, options.kinds?.except ?? null],
  });
  if (raw.length === 0) return [];
  const deliveries = raw.map(deliveryFromRaw);
  const leadRows = await db.orm
    .select()
    .from(leads)
    .where(inArray(leads.id, [...new Set(deliveries.map((d) => d.leadId))]));
  const byId = new Map(leadRows.map((lead) => [lead.id, lead]));
  return deliveries
    .filter((delivery) => byId.has(delivery.leadId))
    .sort((a, b) => a.id - b.id)
    .map((delivery) => ({ delivery, lead: byId.get(delivery.leadId)! }));
}

/** The end of one attempt. Ignored when the lease was lost to another worker (its token no longer matches). */
export type AttemptResult =
  | { status: "delivered" }
  | { status: "pending"; error: string; nextAttemptAt: Date }
  | { status: "dead"; error: string };

export function recordAttempt(db: Database, delivery: Pick<LeadDeliveryRow, "id" | "claimToken">, result: AttemptResult, now: Date): Promise<boolean> {
  return finishAttempt(db, "lead_deliveries", delivery, result, now);
}

// --- operators -----------------------------------------------------------------

export interface LeadListItem {
  id: number;
  createdAt: Date;
  siteSlug: string;
  dealershipId: number;
  dealershipName: string;
  category: string;
  subcategory: string | null;
  name: string;
  email: string;
  carName: string | null;
  deliveries: { delivered: number; pending: number; dead: number };
}

export async function listLeads(
  db: Database,
  options: { siteSlug?: string; limit?: number } = {},
): Promise<LeadListItem[]> {
  const rows = await db.orm
    .select()
    .from(leads)
    .where(options.siteSlug ? eq(leads.siteSlug, options.siteSlug) : undefined)
    .orderBy(desc(leads.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 1000));
  if (rows.length === 0) return [];
  const counts = await db.orm
    .select({
      leadId: leadDeliveries.leadId,
      status: leadDeliveries.status,
      count: sql<number>`count(*)::int`,
    })
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, rows.map((r) => r.id)))
    .groupBy(leadDeliveries.leadId, leadDeliveries.status);
  return rows.map((lead) => {
    const mine = counts.filter((c) => c.leadId === lead.id);
    const sum = (...statuses: string[]) => mine.filter((c) => statuses.includes(c.status)).reduce((n, c) => n + Number(c.count), 0);
    return {
      id: lead.id,
      createdAt: lead.createdAt,
      siteSlug: lead.siteSlug,
      dealershipId: lead.dealershipId,
      dealershipName: lead.context.dealership.name,
      category: lead.category,
      subcategory: lead.subcategory,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      carName: lead.context.car?.name ?? null,
      deliveries: { delivered: sum("delivered"), pending: sum("pending", "delivering"), dead: sum("dead") },
    };
  });
}

export async function leadWithDeliveries(
  db: Database,
  leadId: number,
): Promise<{ lead: LeadRow; deliveries: LeadDeliveryRow[] } | null> {
  const lead = await findLead(db, leadId);
  if (!lead) return null;
  const deliveries = await db.orm
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, leadId))
    .orderBy(leadDeliveries.revision, leadDeliveries.id);
  return { lead, deliveries };
}

/**
 * Operator retry: every undelivered delivery of the lead (dead, or waiting
 * for a later attempt) is due now, with a fresh retry window. Delivered rows
 * are left alone. Returns how many rows were queued.
 */
export async function requeueLeadDeliveries(
  db: Database,
  leadId: number,
  options: { now: Date; windowMs: number },
): Promise<number> {
  const rows = await db.orm
    .update(leadDeliveries)
    .set({
      status: "pending",
      nextAttemptAt: options.now,
      deadlineAt: new Date(options.now.getTime() + options.windowMs),
      claimedUntil: null,
      claimToken: null,
      updatedAt: options.now,
    })
    .where(and(eq(leadDeliveries.leadId, leadId), inArray(leadDeliveries.status, ["pending", "dead"])))
    .returning({ id: leadDeliveries.id });
  if (rows.length > 0) await db.query(`select pg_notify($1, '')`, [OUTBOX_CHANNEL]);
  return rows.length;
}

// --- analytics -------------------------------------------------------------------

export interface NewAnalyticsEvent {
  dealerGroupId: number;
  siteSlug: string;
  eventId: number;
  carId?: number | null;
  dealershipId?: number | null;
  leadId?: number | null;
  path?: string | null;
  occurredAt: Date;
}

export async function insertAnalyticsEvent(db: Database, event: NewAnalyticsEvent): Promise<number> {
  const [row] = await db.orm.insert(analyticsEvents).values(event).returning({ id: analyticsEvents.id });
  return row.id;
}

/** Events per id on a site since a moment: the numbers a dealer report starts from. */
export async function countAnalyticsEvents(
  db: Database,
  siteSlug: string,
  since: Date,
): Promise<{ eventId: number; count: number }[]> {
  const rows = await db.orm
    .select({ eventId: analyticsEvents.eventId, count: sql<number>`count(*)::int` })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.siteSlug, siteSlug), gte(analyticsEvents.occurredAt, since)))
    .groupBy(analyticsEvents.eventId)
    .orderBy(analyticsEvents.eventId);
  return rows.map((r) => ({ eventId: r.eventId, count: Number(r.count) }));
}
