// Shopper accounts: users, sessions, sign-in codes, the watchlist, and what
// My Garage shows. Every function takes the dealer group (the tenant): an
// account is known across its group's sites and nowhere else (decision 0034).
import { and, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { carPrice } from "../../domain/price-display.ts";
import {
  cars,
  leadDeliveries,
  leads,
  reservations,
  shopperSessions,
  shopperUsers,
  signInChallenges,
  watchlistItems,
  type SavedDetails,
  type ShopperSessionRow,
  type ShopperUserRow,
  type SignInChallengeRow,
} from "../schema.ts";

// ---- sign-in codes ----

/** When codes were sent to this number since `since` (the per-number limits). */
export async function challengeTimes(db: Database, groupId: number, phone: string, since: Date): Promise<Date[]> {
  const rows = await db.orm
    .select({ createdAt: signInChallenges.createdAt })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.dealerGroupId, groupId), eq(signInChallenges.phone, phone), gte(signInChallenges.createdAt, since)));
  return rows.map((r) => r.createdAt);
}

/** A new code for the number; any code still open for it is closed (only the latest works). */
export async function openChallenge(
  db: Database,
  challenge: { groupId: number; phone: string; codeHash: string; siteSlug: string; now: Date; expiresAt: Date },
): Promise<SignInChallengeRow> {
  return db.orm.transaction(async (tx) => {
    await tx
      .update(signInChallenges)
      .set({ closedAt: challenge.now })
      .where(and(eq(signInChallenges.dealerGroupId, challenge.groupId), eq(signInChallenges.phone, challenge.phone), isNull(signInChallenges.closedAt)));
    const [row] = await tx
      .insert(signInChallenges)
      .values({
        dealerGroupId: challenge.groupId,
        phone: challenge.phone,
        codeHash: challenge.codeHash,
        siteSlug: challenge.siteSlug,
        createdAt: challenge.now,
        expiresAt: challenge.expiresAt,
      })
      .returning();
    return row;
  });
}

/** A code whose SMS could not be sent: as if it had never been made. */
export async function dropChallenge(db: Database, id: number): Promise<void> {
  await db.orm.delete(signInChallenges).where(eq(signInChallenges.id, id));
}

/** The latest code sent to the number within the group. */
export async function latestChallenge(db: Database, groupId: number, phone: string): Promise<SignInChallengeRow | null> {
  const [row] = await db.orm
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.dealerGroupId, groupId), eq(signInChallenges.phone, phone)))
    .orderBy(desc(signInChallenges.createdAt), desc(signInChallenges.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong attempt (atomically, so parallel guesses each count); the attempts after it, or null when the code was closed meanwhile. */
export async function countWrongAttempt(db: Database, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db.orm
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.closedAt), lt(signInChallenges.attempts, maxAttempts)))
    .returning({ attempts: signInChallenges.attempts });
  return row?.attempts ?? null;
}

/** Uses the code: true for the one request that closes it (single use under concurrent posts). */
export async function spendChallenge(db: Database, id: number, now: Date, maxAttempts: number): Promise<boolean> {
  const rows = await db.orm
    .update(signInChallenges)
    .set({ closedAt: now })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.closedAt), lt(signInChallenges.attempts, maxAttempts), gte(signInChallenges.expiresAt, now)))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}

/** Codes older than a day are of no more use (the per-number limits look back a day). */
export async function deleteOldChallenges(db: Database, before: Date): Promise<void> {
  await db.orm.delete(signInChallenges).where(lt(signInChallenges.createdAt, before));
}

// ---- users ----

/** The group's user with this number, made on first sign-in. */
export async function signInUser(db: Database, groupId: number, phone: string, now: Date): Promise<ShopperUserRow> {
  const [row] = await db.orm
    .insert(shopperUsers)
    .values({ dealerGroupId: groupId, phone, createdAt: now, lastSignInAt: now })
    .onConflictDoUpdate({ target: [shopperUsers.dealerGroupId, shopperUsers.phone], set: { lastSignInAt: now } })
    .returning();
  return row;
}

export async function findUser(db: Database, groupId: number, userId: number): Promise<ShopperUserRow | null> {
  const [row] = await db.orm
    .select()
    .from(shopperUsers)
    .where(and(eq(shopperUsers.dealerGroupId, groupId), eq(shopperUsers.id, userId)));
  return row ?? null;
}

export async function saveUserDetails(db: Database, groupId: number, userId: number, details: SavedDetails): Promise<void> {
  await db.orm
    .update(shopperUsers)
    .set({ savedDetails: details })
    .where(and(eq(shopperUsers.dealerGroupId, groupId), eq(shopperUsers.id, userId)));
}

/** Deletes the user with their sessions and watchlist (cascade) and every code sent to their number in the group. */
export async function deleteUser(db: Database, groupId: number, userId: number): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    const [user] = await tx
      .delete(shopperUsers)
      .where(and(eq(shopperUsers.dealerGroupId, groupId), eq(shopperUsers.id, userId)))
      .returning({ phone: shopperUsers.phone });
    if (!user) return false;
    await tx.delete(signInChallenges).where(and(eq(signInChallenges.dealerGroupId, groupId), eq(signInChallenges.phone, user.phone)));
    return true;
  });
}

// ---- sessions ----

export async function insertSession(
  db: Database,
  session: { groupId: number; userId: number; tokenHash: string; siteSlug: string; userAgent: string; now: Date },
): Promise<ShopperSessionRow> {
  const [row] = await db.orm
    .insert(shopperSessions)
    .values({
      dealerGroupId: session.groupId,
      userId: session.userId,
      tokenHash: session.tokenHash,
      siteSlug: session.siteSlug,
      userAgent: session.userAgent,
      createdAt: session.now,
      lastSeenAt: session.now,
    })
    .returning();
  return row;
}

export interface SessionWithUser {
  session: ShopperSessionRow;
  user: ShopperUserRow;
}

/** The session holding this token hash within the group, with its user; another group's session is not found. */
export async function findSession(db: Database, groupId: number, tokenHash: string): Promise<SessionWithUser | null> {
  const [row] = await db.orm
    .select({ session: shopperSessions, user: shopperUsers })
    .from(shopperSessions)
    .innerJoin(shopperUsers, eq(shopperUsers.id, shopperSessions.userId))
    .where(and(eq(shopperSessions.tokenHash, tokenHash), eq(shopperSessions.dealerGroupId, groupId), eq(shopperUsers.dealerGroupId, groupId)));
  return row ?? null;
}

export async function touchSession(db: Database, id: number, now: Date): Promise<void> {
  await db.orm.update(shopperSessions).set({ lastSeenAt: now }).where(eq(shopperSessions.id, id));
}

export async function deleteSessionByHash(db: Database, tokenHash: string): Promise<void> {
  await db.orm.delete(shopperSessions).where(eq(shopperSessions.tokenHash, tokenHash));
}

/** Ends one of the user's own sessions; false when it is not theirs (or already ended). */
export async function deleteUserSession(db: Database, groupId: number, userId: number, sessionId: number): Promise<boolean> {
  const rows = await db.orm
    .delete(shopperSessions)
    .where(and(eq(shopperSessions.id, sessionId), eq(shopperSessions.userId, userId), eq(shopperSessions.dealerGroupId, groupId)))
    .returning({ id: shopperSessions.id });
  return rows.length === 1;
}

export async function listUserSessions(db: Database, groupId: number, userId: number): Promise<ShopperSessionRow[]> {
  return db.orm
    .select()
    .from(shopperSessions)
    .where(and(eq(shopperSessions.userId, userId), eq(shopperSessions.dealerGroupId, groupId)))
    .orderBy(desc(shopperSessions.lastSeenAt));
}

/** Sessions idle since before `before` are over: deleted. */
export async function deleteIdleSessions(db: Database, before: Date): Promise<void> {
  await db.orm.delete(shopperSessions).where(lt(shopperSessions.lastSeenAt, before));
}

// ---- watchlist ----

export async function addToWatchlist(db: Database, groupId: number, userId: number, carId: number, now: Date): Promise<void> {
  await db.orm.insert(watchlistItems).values({ dealerGroupId: groupId, userId, carId, createdAt: now }).onConflictDoNothing();
}

export async function removeFromWatchlist(db: Database, groupId: number, userId: number, carId: number): Promise<void> {
  await db.orm
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.dealerGroupId, groupId), eq(watchlistItems.userId, userId), eq(watchlistItems.carId, carId)));
}

export async function isInWatchlist(db: Database, groupId: number, userId: number, carId: number): Promise<boolean> {
  const [row] = await db.orm
    .select({ id: watchlistItems.id })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.dealerGroupId, groupId), eq(watchlistItems.userId, userId), eq(watchlistItems.carId, carId)));
  return Boolean(row);
}

/** The saved cars among `dealershipIds` (the site's), newest first. */
export async function watchlistCarIds(db: Database, groupId: number, userId: number, dealershipIds: readonly number[]): Promise<number[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db.orm
    .select({ carId: watchlistItems.carId })
    .from(watchlistItems)
    .innerJoin(cars, eq(cars.id, watchlistItems.carId))
    .where(and(eq(watchlistItems.dealerGroupId, groupId), eq(watchlistItems.userId, userId), inArray(cars.dealershipId, [...dealershipIds])))
    .orderBy(desc(watchlistItems.createdAt));
  return rows.map((r) => r.carId);
}

export interface WatchlistCar {
  carId: number;
  savedAt: Date;
  slug: string;
  name: string;
  price: number | null;
  status: string;
  reserved: boolean;
  km: number;
  imageUrl: string | null;
}

export async function watchlistCars(db: Database, groupId: number, userId: number, dealershipIds: readonly number[]): Promise<WatchlistCar[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db.orm
    .select({
      carId: cars.id,
      savedAt: watchlistItems.createdAt,
      slug: cars.slug,
      name: cars.name,
      price: cars.price,
      offerPrice: cars.offerPrice,
      status: cars.status,
      reserved: cars.reserved,
      km: cars.km,
      images: cars.images,
    })
    .from(watchlistItems)
    .innerJoin(cars, eq(cars.id, watchlistItems.carId))
    .where(and(eq(watchlistItems.dealerGroupId, groupId), eq(watchlistItems.userId, userId), inArray(cars.dealershipId, [...dealershipIds])))
    .orderBy(desc(watchlistItems.createdAt));
  // The price the car's page shows: its offer price when that is a real reduction.
  return rows.map(({ images, price, offerPrice, ...row }) => ({
    ...row,
    price: carPrice({ price: price === null ? null : Number(price), offer_price: offerPrice === null ? null : Number(offerPrice) })?.shown ?? null,
    imageUrl: images?.[0]?.url ?? null,
  }));
}

// ---- what the group holds about a phone number (My Garage) ----

/** The digit strings a stored phone may have for this E.164 Australian number: "0412345678" and "61412345678". */
export function phoneDigitVariants(e164: string): string[] {
  const digits = e164.replace(/\D/g, "");
  return digits.startsWith("61") ? [`0${digits.slice(2)}`, digits] : [digits];
}

export interface GarageEnquiry {
  id: number;
  createdAt: Date;
  siteSlug: string;
  formKind: string;
  category: string;
  subcategory: string | null;
  carId: number | null;
  carName: string | null;
  carSlug: string | null;
  /** Its deliveries' states, one each (lead_deliveries.status; none when its dealership has no destination). */
  deliveryStatuses: string[];
}

const digitsOf = (column: unknown) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** Enquiries sent with this phone number on the group's sites, newest first (index leads_group_phone_digits). */
export async function enquiriesByPhone(db: Database, groupId: number, e164: string, limit = 50): Promise<GarageEnquiry[]> {
  const rows = await db.orm
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      siteSlug: leads.siteSlug,
      formKind: leads.formKind,
      category: leads.category,
      subcategory: leads.subcategory,
      carId: leads.carId,
      carName: cars.name,
      carSlug: cars.slug,
      deliveryStatuses: sql<string[]>`(select coalesce(array_agg(distinct d.status), '{}') from ${leadDeliveries} d where d.lead_id = ${leads.id})`,
    })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.dealerGroupId, groupId), inArray(digitsOf(leads.phone), phoneDigitVariants(e164))))
    .orderBy(desc(leads.createdAt))
    .limit(limit);
  return rows;
}

export interface GarageReservation {
  id: number;
  createdAt: Date;
  status: string;
  amountCents: number;
  expiresAt: Date | null;
  carName: string | null;
  carSlug: string | null;
}

/** Reservations made with this phone number on the group's sites, newest first. */
export async function reservationsByPhone(db: Database, groupId: number, e164: string, limit = 50): Promise<GarageReservation[]> {
  return db.orm
    .select({
      id: reservations.id,
      createdAt: reservations.createdAt,
      status: reservations.status,
      amountCents: reservations.amountCents,
      expiresAt: reservations.expiresAt,
      carName: cars.name,
      carSlug: cars.slug,
    })
    .from(reservations)
    .leftJoin(cars, eq(cars.id, reservations.carId))
    .where(
      and(
        eq(reservations.dealerGroupId, groupId),
        inArray(digitsOf(sql`${reservations.customer}->>'phone'`), phoneDigitVariants(e164)),
        inArray(reservations.status, ["active", "expired", "pending"]),
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(limit);
}

