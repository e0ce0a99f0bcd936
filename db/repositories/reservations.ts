// Reservations (reserve online). A hold row is written *before* the card is
// charged, in status pending; the partial unique index
// reservations_one_hold_per_car lets only one pending or active hold exist per
// car, so of many concurrent attempts exactly one gets to charge. A decline
// or a failure frees the car again; a paid hold becomes active and marks the
// car reserved until it expires.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { cars, reservations, type ReservationRow } from "../schema.ts";
import type { Executor } from "./leads.ts";

export type NewReservation = Pick<
  ReservationRow,
  "dealerGroupId" | "dealershipId" | "siteSlug" | "carId" | "amountCents" | "provider" | "customer" | "holdHours" | "idempotencyKey"
>;

export type HoldResult =
  | { status: "held"; reservation: ReservationRow }
  /** Another pending or active hold exists for the car. */
  | { status: "car-taken" }
  /** This idempotency key was used before on the site. */
  | { status: "duplicate"; reservation: ReservationRow };

/** The unique index a failed insert ran into, if that was the failure. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint ?? "unknown";
  }
  return null;
}

/** The attempt that holds this key (declined and failed attempts do not hold theirs). */
export async function findReservationByKey(db: Database, siteSlug: string, idempotencyKey: string): Promise<ReservationRow | null> {
  const [row] = await db.orm
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.siteSlug, siteSlug),
        eq(reservations.idempotencyKey, idempotencyKey),
        inArray(reservations.status, ["pending", "active", "expired"]),
      ),
    );
  return row ?? null;
}

export async function placeHold(db: Database, hold: NewReservation, now: Date): Promise<HoldResult> {
  try {
    const [row] = await db.orm
      .insert(reservations)
      .values({ ...hold, status: "pending", createdAt: now, updatedAt: now })
      .returning();
    return { status: "held", reservation: row };
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === null) throw error;
    // A double click may run into either index first: the same key means the same attempt.
    const existing = await findReservationByKey(db, hold.siteSlug, hold.idempotencyKey);
    if (existing) return { status: "duplicate", reservation: existing };
    if (index === "reservations_one_hold_per_car") return { status: "car-taken" };
    throw error;
  }
}

/**
 * The card was charged: the hold becomes active until `expiresAt` and the car
 * is marked reserved (updated_at moves, so every search index picks it up).
 * `alsoInTransaction` writes the dealer's lead in the same transaction.
 */
export async function activateHold(
  db: Database,
  reservationId: number,
  payment: { reference: string; brand: string; last4: string; expiresAt: Date; now: Date },
  alsoInTransaction: (tx: Executor, reservation: ReservationRow) => Promise<number | null>,
): Promise<ReservationRow> {
  return db.orm.transaction(async (tx) => {
    const [active] = await tx
      .update(reservations)
      .set({
        status: "active",
        paymentReference: payment.reference,
        cardBrand: payment.brand,
        cardLast4: payment.last4,
        expiresAt: payment.expiresAt,
        updatedAt: payment.now,
      })
      .where(and(eq(reservations.id, reservationId), eq(reservations.status, "pending")))
      .returning();
    if (!active) throw new Error(`reservation ${reservationId} is no longer pending`);
    await tx.update(cars).set({ reserved: true, updatedAt: payment.now }).where(eq(cars.id, active.carId));
    const leadId = await alsoInTransaction(tx, active);
    if (leadId === null) return active;
    const [withLead] = await tx.update(reservations).set({ leadId }).where(eq(reservations.id, reservationId)).returning();
    return withLead;
  });
}

/** The hold ends without a payment (declined, or the provider failed): the car is free again. */
export async function endHold(
  db: Database,
  reservationId: number,
  outcome: { status: "declined" | "failed"; declineCode?: string | null; brand?: string; last4?: string; now: Date },
): Promise<void> {
  await db.orm
    .update(reservations)
    .set({
      status: outcome.status,
      declineCode: outcome.declineCode ?? null,
      cardBrand: outcome.brand ?? null,
      cardLast4: outcome.last4 ?? null,
      releasedAt: outcome.now,
      updatedAt: outcome.now,
    })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, "pending")));
}

export async function activeHoldForCar(db: Database, carId: number): Promise<ReservationRow | null> {
  const [row] = await db.orm
    .select()
    .from(reservations)
    .where(and(eq(reservations.carId, carId), inArray(reservations.status, ["pending", "active"])));
  return row ?? null;
}

/**
 * Ends holds whose time is up: active ones past expires_at become expired,
 * pending ones older than `abandonPendingBefore` (the process died while
 * charging) become abandoned. Cars with no hold left are marked not reserved.
 */
export async function releaseEndedHolds(
  db: Database,
  options: { now: Date; abandonPendingBefore: Date },
): Promise<{ expired: ReservationRow[]; abandoned: ReservationRow[] }> {
  return db.orm.transaction(async (tx) => {
    const expired = await tx
      .update(reservations)
      .set({ status: "expired", releasedAt: options.now, updatedAt: options.now })
      .where(and(eq(reservations.status, "active"), lte(reservations.expiresAt, options.now)))
      .returning();
    const abandoned = await tx
      .update(reservations)
      .set({ status: "abandoned", releasedAt: options.now, updatedAt: options.now })
      .where(and(eq(reservations.status, "pending"), lte(reservations.createdAt, options.abandonPendingBefore)))
      .returning();
    const carIds = [...new Set(expired.map((r) => r.carId))];
    if (carIds.length > 0) {
      await tx
        .update(cars)
        .set({ reserved: false, updatedAt: options.now })
        .where(
          and(
            inArray(cars.id, carIds),
            sql`not exists (select 1 from ${reservations} r where r.car_id = ${cars.id} and r.status in ('pending', 'active'))`,
          ),
        );
    }
    return { expired, abandoned };
  });
}
