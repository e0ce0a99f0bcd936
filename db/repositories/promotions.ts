// Spin-to-win entries and online payments (decision 0041). One spin per
// shopper per campaign is the unique index's; an online payment's idempotency
// key (per site) makes a double submit one payment.
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { dealerships, onlinePayments, spinEntries, type OnlinePaymentRow, type SpinEntryRow } from "../schema.ts";
import type { LeadDestination } from "../../domain/entities.ts";
import { insertLeadInTransaction, type InsertLeadOptions, type NewLead } from "./leads.ts";

export async function findSpin(db: Database, siteSlug: string, campaignId: string, userId: number): Promise<SpinEntryRow | null> {
  const [row] = await db.orm
    .select()
    .from(spinEntries)
    .where(and(eq(spinEntries.siteSlug, siteSlug), eq(spinEntries.campaignId, campaignId), eq(spinEntries.userId, userId)));
  return row ?? null;
}

export type NewSpin = Omit<SpinEntryRow, "id" | "leadId" | "createdAt">;

/**
 * Stores a spin and, for a win, its lead with the lead's outbox rows, in one
 * transaction. A second spin by the same shopper in the campaign stores
 * nothing and answers the first (the unique index decides, whatever the race).
 */
export async function recordSpin(
  db: Database,
  spin: NewSpin,
  lead: ((entryId: number) => { lead: NewLead; destinations: readonly LeadDestination[] }) | null,
  options: InsertLeadOptions,
): Promise<{ entry: SpinEntryRow; first: boolean }> {
  const result = await db.orm.transaction(async (tx) => {
    const [entry] = await tx.insert(spinEntries).values({ ...spin, createdAt: options.now }).onConflictDoNothing().returning();
    if (!entry) return null;
    if (!lead) return entry;
    const made = lead(entry.id);
    const inserted = await insertLeadInTransaction(tx, made.lead, made.destinations, options);
    const [withLead] = await tx.update(spinEntries).set({ leadId: inserted.leadId }).where(eq(spinEntries.id, entry.id)).returning();
    return withLead;
  });
  if (result) return { entry: result, first: true };
  return { entry: (await findSpin(db, spin.siteSlug, spin.campaignId, spin.userId))!, first: false };
}

export interface DealershipForLeads {
  id: number;
  slug: string;
  name: string;
  dealerGroupId: number;
  leadDestinations: LeadDestination[];
}

export async function dealershipsForLeads(db: Database, ids: readonly number[]): Promise<DealershipForLeads[]> {
  if (ids.length === 0) return [];
  return db.orm
    .select({ id: dealerships.id, slug: dealerships.slug, name: dealerships.name, dealerGroupId: dealerships.dealerGroupId, leadDestinations: dealerships.leadDestinations })
    .from(dealerships)
    .where(inArray(dealerships.id, [...ids]));
}

// --- online payments -----------------------------------------------------------

export type NewOnlinePayment = Omit<OnlinePaymentRow, "id" | "status" | "providerReference" | "cardBrand" | "cardLast4" | "declineMessage" | "leadId" | "createdAt" | "updatedAt">;

/** Starts a payment (status processing) unless the key was used: then the first one is answered. */
export async function startOnlinePayment(db: Database, payment: NewOnlinePayment, now: Date): Promise<{ row: OnlinePaymentRow; first: boolean }> {
  const [row] = await db.orm
    .insert(onlinePayments)
    .values({ ...payment, status: "processing", createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, first: true };
  const [existing] = await db.orm
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.siteSlug, payment.siteSlug), eq(onlinePayments.idempotencyKey, payment.idempotencyKey)));
  return { row: existing, first: false };
}

export async function findOnlinePayment(db: Database, id: number): Promise<OnlinePaymentRow | null> {
  const [row] = await db.orm.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  return row ?? null;
}

export async function declineOnlinePayment(db: Database, id: number, values: { cardBrand: string; cardLast4: string; declineMessage: string }, now: Date) {
  await db.orm.update(onlinePayments).set({ ...values, status: "declined", updatedAt: now }).where(eq(onlinePayments.id, id));
}

/** Marks the payment approved and queues the dealer's notice and the shopper's receipt (as lead deliveries), in one transaction. */
export async function approveOnlinePayment(
  db: Database,
  id: number,
  values: { providerReference: string; cardBrand: string; cardLast4: string },
  lead: (row: OnlinePaymentRow) => { lead: NewLead; destinations: readonly LeadDestination[] },
  options: InsertLeadOptions,
): Promise<OnlinePaymentRow> {
  return db.orm.transaction(async (tx) => {
    const [row] = await tx
      .update(onlinePayments)
      .set({ ...values, status: "approved", updatedAt: options.now })
      .where(eq(onlinePayments.id, id))
      .returning();
    const made = lead(row);
    const inserted = await insertLeadInTransaction(tx, made.lead, made.destinations, options);
    const [done] = await tx.update(onlinePayments).set({ leadId: inserted.leadId }).where(eq(onlinePayments.id, id)).returning();
    return done;
  });
}
