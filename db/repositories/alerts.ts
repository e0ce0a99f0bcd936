// Saved searches and their alerts (decision 0040): the shopper's saved
// listing addresses, the car changes the cars triggers record
// (car_alert_events), the matches waiting for a digest, and the alerts outbox
// (alert_deliveries), claimed and leased the way lead_deliveries are. Every
// query about a shopper's searches names the dealer group and the user, so one
// shopper can never read or change another's.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { claimDueRows, finishAttempt, leaseFieldsFromRaw } from "./outbox-lease.ts";
import { alertDeliveries, alertMatches, carAlertEvents, savedSearches, shopperUsers, type AlertDeliveryRow, type SavedSearchRow } from "../schema.ts";

export type AlertChannel = "email" | "sms";

export interface NewSavedSearch {
  dealerGroupId: number;
  userId: number;
  siteSlug: string;
  name: string;
  path: string;
  query: string;
  filters: string;
  email: string | null;
  emailAlerts: boolean;
  smsAlerts: boolean;
}

/** Saves a search unless the shopper already has `limit` (counted under a lock on their account row). */
export async function insertSavedSearch(db: Database, search: NewSavedSearch, limit: number, now: Date): Promise<SavedSearchRow | "limit"> {
  return db.orm.transaction(async (tx) => {
    await tx.select({ id: shopperUsers.id }).from(shopperUsers).where(eq(shopperUsers.id, search.userId)).for("update");
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(and(eq(savedSearches.dealerGroupId, search.dealerGroupId), eq(savedSearches.userId, search.userId), eq(savedSearches.kind, "search")));
    if (Number(count) >= limit) return "limit";
    const [row] = await tx
      .insert(savedSearches)
      .values({ ...search, kind: "search", createdAt: now, updatedAt: now })
      .returning();
    return row;
  });
}

export const userSavedSearches = (db: Database, groupId: number, userId: number): Promise<SavedSearchRow[]> =>
  db.orm
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.dealerGroupId, groupId), eq(savedSearches.userId, userId)))
    .orderBy(asc(savedSearches.id));

export type SavedSearchChange = Partial<Pick<SavedSearchRow, "name" | "email" | "emailAlerts" | "smsAlerts">>;

/** Changes one of the shopper's own searches; false when it is not theirs (or gone). */
export async function updateSavedSearch(db: Database, groupId: number, userId: number, id: number, change: SavedSearchChange, now: Date): Promise<boolean> {
  const rows = await db.orm
    .update(savedSearches)
    .set({ ...change, updatedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.dealerGroupId, groupId), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Database, groupId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db.orm
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.dealerGroupId, groupId), eq(savedSearches.userId, userId), eq(savedSearches.kind, "search")))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The shopper's price-drop alerts on their watchlist (one row of kind "watchlist"), made or changed. */
export async function setWatchlistAlerts(
  db: Database,
  owner: { dealerGroupId: number; userId: number; siteSlug: string },
  settings: { email: string | null; emailAlerts: boolean; smsAlerts: boolean },
  now: Date,
): Promise<void> {
  await db.orm
    .insert(savedSearches)
    .values({ ...owner, ...settings, kind: "watchlist", name: "Price drops on my watchlist", createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: savedSearches.userId,
      targetWhere: sql`kind = 'watchlist'`,
      set: { ...settings, siteSlug: owner.siteSlug, updatedAt: now },
    });
}

export async function findSavedSearch(db: Database, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db.orm.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
}

/** Turns one channel off (the unsubscribe link). */
export async function turnOffAlerts(db: Database, id: number, channel: AlertChannel, now: Date): Promise<boolean> {
  const set = channel === "email" ? { emailAlerts: false, updatedAt: now } : { smsAlerts: false, updatedAt: now };
  const rows = await db.orm.update(savedSearches).set(set).where(eq(savedSearches.id, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

// --- matching ------------------------------------------------------------------

export interface CarAlertEvent {
  id: number;
  dealerGroupId: number;
  carId: number;
  kind: "arrived" | "price_drop";
  oldPrice: number | null;
  newPrice: number | null;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function unprocessedEvents(db: Database, limit: number): Promise<CarAlertEvent[]> {
  const rows = await db.orm.select().from(carAlertEvents).where(isNull(carAlertEvents.processedAt)).orderBy(asc(carAlertEvents.id)).limit(limit);
  return rows.map((row) => ({ ...row, kind: row.kind as CarAlertEvent["kind"], oldPrice: num(row.oldPrice), newPrice: num(row.newPrice) }));
}

/** Searches that alert, of the given kind, in these groups. */
export const alertingSearches = (db: Database, kind: "search" | "watchlist", groupIds: readonly number[]): Promise<SavedSearchRow[]> =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db.orm
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.kind, kind), inArray(savedSearches.dealerGroupId, [...groupIds]), sql`(${savedSearches.emailAlerts} or ${savedSearches.smsAlerts})`));

/** Watchlist alert rows of the shoppers who watch these cars: [car id, saved search id]. */
export async function watchersOf(db: Database, carIds: readonly number[]): Promise<{ carId: number; savedSearchId: number; dealerGroupId: number }[]> {
  if (carIds.length === 0) return [];
  const rows = await db.query<{ car_id: string | number; saved_search_id: string | number; dealer_group_id: number }>(
    `select w.car_id, s.id as saved_search_id, s.dealer_group_id
       from watchlist_items w join saved_searches s on s.user_id = w.user_id and s.dealer_group_id = w.dealer_group_id
      where w.car_id = any($1::bigint[]) and s.kind = 'watchlist' and (s.email_alerts or s.sms_alerts)`,
    [carIds],
  );
  return rows.map((r) => ({ carId: Number(r.car_id), savedSearchId: Number(r.saved_search_id), dealerGroupId: Number(r.dealer_group_id) }));
}

export interface NewMatch {
  dealerGroupId: number;
  savedSearchId: number;
  carId: number;
  kind: "arrived" | "price_drop";
  oldPrice: number | null;
  newPrice: number | null;
}

export const matchKey = (match: Pick<NewMatch, "kind" | "carId" | "newPrice">) =>
  match.kind === "arrived" ? `arrived:${match.carId}` : `price_drop:${match.carId}:${(match.newPrice ?? 0).toFixed(2)}`;

/**
 * Records the matches and marks the events done, in one transaction. A match
 * already recorded (the same events processed twice, by two processes or after
 * a crash) is not recorded again: (search, match key) is unique.
 */
export async function recordMatches(db: Database, matches: readonly NewMatch[], eventIds: readonly number[], now: Date): Promise<void> {
  await db.orm.transaction(async (tx) => {
    for (let i = 0; i < matches.length; i += 1000) {
      const rows = matches.slice(i, i + 1000).map((m) => ({ ...m, matchKey: matchKey(m), createdAt: now }));
      await tx.insert(alertMatches).values(rows).onConflictDoNothing();
    }
    if (eventIds.length) await tx.update(carAlertEvents).set({ processedAt: now }).where(inArray(carAlertEvents.id, [...eventIds]));
  });
}

// --- digests -------------------------------------------------------------------

export interface WaitingMatch {
  id: number;
  savedSearchId: number;
  carId: number;
  kind: "arrived" | "price_drop";
  oldPrice: number | null;
  newPrice: number | null;
}

/** Searches with matches waiting whose last digest is older than `since` (or never). */
export async function searchesDueForDigest(db: Database, since: Date, limit: number): Promise<{ search: SavedSearchRow; matches: WaitingMatch[] }[]> {
  const due = await db.query<{ id: string | number }>(
    `select s.id from saved_searches s
      where (s.last_digest_at is null or s.last_digest_at <= $1)
        and (s.email_alerts or s.sms_alerts)
        and exists (select 1 from alert_matches m where m.saved_search_id = s.id and m.digested_at is null)
      order by s.id limit $2`,
    [since, limit],
  );
  const ids = due.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const [searches, matches] = await Promise.all([
    db.orm.select().from(savedSearches).where(inArray(savedSearches.id, ids)),
    db.orm
      .select()
      .from(alertMatches)
      .where(and(inArray(alertMatches.savedSearchId, ids), isNull(alertMatches.digestedAt)))
      .orderBy(asc(alertMatches.id)),
  ]);
  return searches.map((search) => ({
    search,
    matches: matches
      .filter((m) => m.savedSearchId === search.id)
      .map((m) => ({ id: m.id, savedSearchId: m.savedSearchId, carId: m.carId, kind: m.kind as WaitingMatch["kind"], oldPrice: num(m.oldPrice), newPrice: num(m.newPrice) })),
  }));
}

export interface NewAlertDelivery {
  channel: AlertChannel;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  unsubscribeUrl: string;
}

/**
 * Makes a digest: under a lock on the saved search, checks that its last
 * digest is older than `since`, marks the matches digested (those still
 * waiting), and queues one delivery per channel for the day. `compose` gets
 * the matches actually taken and answers the messages (none: nothing is sent,
 * the matches are still closed). Returns how many deliveries were queued.
 */
export async function queueDigest(
  db: Database,
  searchId: number,
  matchIds: readonly number[],
  since: Date,
  now: Date,
  windowMs: number,
  compose: (search: SavedSearchRow, takenIds: Set<number>) => NewAlertDelivery[],
): Promise<number> {
  return db.orm.transaction(async (tx) => {
    const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.id, searchId)).for("update");
    if (!search || (search.lastDigestAt && search.lastDigestAt > since)) return 0;
    const taken = await tx
      .update(alertMatches)
      .set({ digestedAt: now })
      .where(and(inArray(alertMatches.id, [...matchIds]), eq(alertMatches.savedSearchId, searchId), isNull(alertMatches.digestedAt)))
      .returning({ id: alertMatches.id });
    if (taken.length === 0) return 0;
    const messages = compose(search, new Set(taken.map((t) => t.id)));
    if (messages.length === 0) return 0;
    const day = now.toISOString().slice(0, 10);
    const stamp = now.toISOString().replace(/[^0-9]/g, "").slice(0, 14);
    const rows = messages.map((m) => ({
      ...m,
      dealerGroupId: search.dealerGroupId,
      savedSearchId: search.id,
      siteSlug: search.siteSlug,
      digestDay: day,
      idempotencyKey: `alert-${search.id}-${stamp}-${m.channel}`,
      status: "pending",
      nextAttemptAt: now,
      deadlineAt: new Date(now.getTime() + windowMs),
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await tx.insert(alertDeliveries).values(rows).onConflictDoNothing().returning({ id: alertDeliveries.id });
    await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, searchId));
    await tx.execute(sql`select pg_notify(${ALERTS_CHANNEL}, '')`);
    return inserted.length;
  });
}

export const ALERTS_CHANNEL = "alert_outbox";

// --- delivery ------------------------------------------------------------------

function deliveryFromRaw(row: Record<string, unknown>): AlertDeliveryRow {
  return {
    ...leaseFieldsFromRaw(row),
    savedSearchId: Number(row.saved_search_id),
    siteSlug: String(row.site_slug),
    channel: String(row.channel),
    recipient: String(row.recipient),
    digestDay: String(row.digest_day instanceof Date ? row.digest_day.toISOString().slice(0, 10) : row.digest_day),
    subject: String(row.subject),
    text: String(row.text),
    html: (row.html as string | null) ?? null,
    unsubscribeUrl: String(row.unsubscribe_url),
  };
}

/** Claims due alert deliveries (FOR UPDATE SKIP LOCKED and a lease, db/repositories/outbox-lease.ts), with whether their channel is still wanted. */
export async function claimDueAlerts(
  db: Database,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<{ delivery: AlertDeliveryRow; wanted: boolean }[]> {
  const raw = await claimDueRows(db, "alert_deliveries", options, {
    returning: `(select case when d.channel = 'email' then s.email_alerts else s.sms_alerts end
          from saved_searches s where s.id = d.saved_search_id) as wanted`,
  });
  return raw.map((row) => ({ delivery: deliveryFromRaw(row), wanted: row.wanted === true })).sort((a, b) => a.delivery.id - b.delivery.id);
}

export type AlertAttemptResult =
  | { status: "delivered" }
  | { status: "cancelled"; error: string }
  | { status: "pending"; error: string; nextAttemptAt: Date }
  | { status: "dead"; error: string };

/** The end of one attempt; ignored when the lease was lost to another worker. */
export function recordAlertAttempt(db: Database, delivery: Pick<AlertDeliveryRow, "id" | "claimToken">, result: AlertAttemptResult, now: Date): Promise<boolean> {
  return finishAttempt(db, "alert_deliveries", delivery, result, now);
}
