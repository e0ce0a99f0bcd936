// The claim-and-lease protocol both outboxes share (lead_deliveries, decision
// 0005; alert_deliveries, decision 0040). A worker claims due rows with
// FOR UPDATE SKIP LOCKED, so two processes never take the same row; each claim
// counts an attempt and leases the row until now + leaseMs under a random
// token, so a worker that died mid-delivery only delays its rows until the
// lease ends. An attempt's end is written only while the token still matches:
// a worker whose lease ran out and was taken over cannot overwrite the new
// owner's result.
import { randomUUID } from "node:crypto";
import type { Database } from "../client.ts";

/** The outbox tables (a closed list: the name goes into SQL text). */
const TABLES = ["lead_deliveries", "alert_deliveries"] as const;
export type OutboxTable = (typeof TABLES)[number];

function checked(table: OutboxTable): OutboxTable {
  if (!TABLES.includes(table)) throw new Error(`not an outbox table: ${String(table)}`);
  return table;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  leaseMs: number;
}

export interface ClaimQuery {
  /** Extra conditions on the due rows, in SQL using parameters from $5 on. */
  where?: string;
  params?: unknown[];
  /** Extra columns returned beside the row (`d` is the claimed row). */
  returning?: string;
}

/** Claims up to `limit` due rows of `table` and returns them raw (snake_case, bigint as string on pg). */
export async function claimDueRows(db: Database, table: OutboxTable, options: ClaimOptions, query: ClaimQuery = {}): Promise<Record<string, unknown>[]> {
  checked(table);
  return db.query<Record<string, unknown>>(
    `with due as (
       select id from ${table}
        where status in ('pending', 'delivering')
          and next_attempt_at <= $1
          and (claimed_until is null or claimed_until < $1)
          ${query.where ? `and ${query.where}` : ""}
        order by next_attempt_at, id
        limit $2
        for update skip locked
     )
     update ${table} d
        set status = 'delivering', attempts = d.attempts + 1, claimed_until = $3, claim_token = $4, updated_at = $1
       from due
      where d.id = due.id
     returning d.*${query.returning ? `, ${query.returning}` : ""}`,
    [options.now, options.limit, new Date(options.now.getTime() + options.leaseMs), randomUUID(), ...(query.params ?? [])],
  );
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

/** The delivery and lease columns every outbox row has, from a raw row. */
export function leaseFieldsFromRaw(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    dealerGroupId: Number(row.dealer_group_id),
    idempotencyKey: String(row.idempotency_key),
    status: String(row.status),
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    nextAttemptAt: toDate(row.next_attempt_at)!,
    deadlineAt: toDate(row.deadline_at)!,
    claimedUntil: toDate(row.claimed_until),
    claimToken: (row.claim_token as string | null) ?? null,
    deliveredAt: toDate(row.delivered_at),
    createdAt: toDate(row.created_at)!,
    updatedAt: toDate(row.updated_at)!,
  };
}

/** How one attempt ended: delivered, to be tried again, or given up (`dead`, or `cancelled` for an alert nobody wants). */
export type AttemptEnd =
  | { status: "delivered" }
  | { status: "pending"; error: string; nextAttemptAt: Date }
  | { status: "dead" | "cancelled"; error: string };

/** Writes the end of an attempt and releases the lease; false when the lease was lost to another worker. */
export async function finishAttempt(db: Database, table: OutboxTable, row: { id: number; claimToken: string | null }, result: AttemptEnd, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update ${checked(table)}
        set status = $3, last_error = $4, next_attempt_at = coalesce($5, next_attempt_at), delivered_at = coalesce($6, delivered_at),
            claimed_until = null, claim_token = null, updated_at = $7
      where id = $1 and claim_token = $2
     returning id`,
    [
      row.id,
      row.claimToken ?? "",
      result.status,
      result.status === "delivered" ? null : result.error,
      result.status === "pending" ? result.nextAttemptAt : null,
      result.status === "delivered" ? now : null,
      now,
    ],
  );
  return rows.length > 0;
}
