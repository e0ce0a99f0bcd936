// What a dealer feed import reads and writes (services/stock-import): the
// stock a dealership holds now, who owns a VIN, and the set-based upsert by
// (dealership, stock number): the rows go by COPY into a temporary staging
// table (one per set of fields the rows give), then one UPDATE … FROM the
// staging table changes the cars whose values differ and one INSERT … SELECT
// adds the new ones, all in one transaction (decision 0054). A chunk of cars
// that were all new when the import read the stock skips the UPDATE: one
// INSERT … ON CONFLICT DO UPDATE (decision 0070). COPY from a blob on PGlite,
// COPY FROM STDIN (pg-copy-streams) on a server.
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { getTableColumns } from "drizzle-orm";
import type pg from "pg";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { from as copyFrom } from "pg-copy-streams";
import type { Database } from "../client.ts";
import { cars } from "../schema.ts";
import type { CarImage } from "../../domain/entities.ts";

export interface StockedCar {
  id: number;
  dealershipId: number;
  stocknum: string;
  vin: string | null;
  status: string;
  soldAt: string | null;
  images: CarImage[];
}

export interface DealershipRef {
  id: number;
  slug: string;
  name: string;
  dealerGroupId: number;
}

export interface ImportReference {
  /** Lower-cased make → manufacturer id. */
  manufacturers: Map<string, number>;
  /** `${manufacturerId}:${lower-cased model}` → model id. */
  models: Map<string, number>;
  /** Per dealership: location slug → id, and its first visible sales location. */
  locations: Map<number, { bySlug: Map<string, number>; primary: number | null }>;
}

export async function findDealershipBySlug(db: Database, slug: string): Promise<DealershipRef | null> {
  const [row] = await db.query<{ id: number; slug: string; name: string; dealer_group_id: number }>(
    "select id, slug, name, dealer_group_id from dealerships where slug = $1",
    [slug],
  );
  return row ? { id: row.id, slug: row.slug, name: row.name, dealerGroupId: row.dealer_group_id } : null;
}

export async function dealershipsOfGroup(db: Database, dealerGroupId: number): Promise<DealershipRef[]> {
  const rows = await db.query<{ id: number; slug: string; name: string; dealer_group_id: number }>(
    "select id, slug, name, dealer_group_id from dealerships where dealer_group_id = $1 order by id",
    [dealerGroupId],
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, dealerGroupId: row.dealer_group_id }));
}

export async function importReference(db: Database, dealershipIds: readonly number[]): Promise<ImportReference> {
  const [makes, models, locations] = await Promise.all([
    db.query<{ id: number; name: string }>("select id, name from manufacturers"),
    db.query<{ id: number; manufacturer_id: number; name: string }>("select id, manufacturer_id, name from models"),
    db.query<{ id: number; dealership_id: number; slug: string; location_type: string; visible: boolean; primary: boolean }>(
      `select id, dealership_id, slug, location_type, visible, "primary" from locations where dealership_id = any($1::int[]) order by "primary" desc, id`,
      [dealershipIds],
    ),
  ]);
  const byDealership = new Map<number, { bySlug: Map<string, number>; primary: number | null }>();
  for (const id of dealershipIds) byDealership.set(id, { bySlug: new Map(), primary: null });
  for (const location of locations) {
    const entry = byDealership.get(location.dealership_id);
    if (!entry) continue;
    entry.bySlug.set(location.slug, location.id);
    if (entry.primary === null && location.location_type === "sales" && location.visible) entry.primary = location.id;
  }
  return {
    manufacturers: new Map(makes.map((m) => [m.name.toLowerCase(), m.id])),
    models: new Map(models.map((m) => [`${m.manufacturer_id}:${m.name.toLowerCase()}`, m.id])),
    locations: byDealership,
  };
}

/** The dealerships' cars, keyed `${dealershipId}:${stocknum}`. */
export async function stockOf(db: Database, dealershipIds: readonly number[]): Promise<Map<string, StockedCar>> {
  const rows = await db.query<{ id: number | string; dealership_id: number; stocknum: string; vin: string | null; status: string; sold_at: Date | string | null; images: CarImage[] }>(
    "select id, dealership_id, stocknum, vin, status, sold_at, images from cars where dealership_id = any($1::int[])",
    [dealershipIds],
  );
  const stock = new Map<string, StockedCar>();
  for (const row of rows) {
    stock.set(`${row.dealership_id}:${row.stocknum}`, {
      id: Number(row.id),
      dealershipId: row.dealership_id,
      stocknum: row.stocknum,
      vin: row.vin,
      status: row.status,
      soldAt: row.sold_at ? new Date(row.sold_at).toISOString() : null,
      images: row.images ?? [],
    });
  }
  return stock;
}

/** Which (dealership, stock number) holds each VIN in the dealer group, for VINs given. */
export async function vinHolders(db: Database, dealerGroupId: number, vins: readonly string[]): Promise<Map<string, { dealershipId: number; stocknum: string }>> {
  const holders = new Map<string, { dealershipId: number; stocknum: string }>();
  if (vins.length === 0) return holders;
  const rows = await db.query<{ vin: string; dealership_id: number; stocknum: string }>(
    "select c.vin, c.dealership_id, c.stocknum from cars c join unnest($2::text[]) as given(vin) on given.vin = c.vin where c.dealer_group_id = $1",
    [dealerGroupId, vins],
  );
  for (const row of rows) holders.set(row.vin, { dealershipId: row.dealership_id, stocknum: row.stocknum });
  return holders;
}

/** Which of the given car addresses (slugs) a car already has, any dealer group's: an address is unique platform-wide. */
export async function takenSlugs(db: Database, slugs: readonly string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.query<{ slug: string }>("select c.slug from cars c join unnest($1::text[]) as given(slug) on given.slug = c.slug", [slugs]);
  return new Set(rows.map((row) => row.slug));
}

const COLUMNS = getTableColumns(cars);
type CarKey = keyof typeof COLUMNS;
/** Never changed by an update: who the car is, and since when it is in stock. */
const KEPT_ON_UPDATE = new Set(["id", "dealerGroupId", "dealershipId", "stocknum", "slug", "createdAt", "views", "updatedAt"]);

/** Rows per COPY: bounds the text of one statement. */
const COPY_ROWS = 20_000;

/**
 * Cars made ready for one write: COPY text, grouped by the fields each row
 * sets (camelCase car fields, dealership ids included; keys that are not car
 * columns are left out), one staging table per group. Made in Node without
 * the database, so the importer stages the next cars while a write runs.
 */
export class StagedCars {
  readonly groups = new Map<string, { keys: CarKey[]; texts: string[]; lines: string[]; known: number }>();
  /** Cars added. */
  size = 0;

  /** `known`: the car was in the database when the import read its stock (a car thought new may have come since: it is updated then, never lost). */
  add(row: Readonly<Record<string, unknown>>, known: boolean): void {
    const keys = Object.keys(row).filter((key) => key in COLUMNS) as CarKey[];
    const signature = keys.join(",");
    let group = this.groups.get(signature);
    if (!group) this.groups.set(signature, (group = { keys, texts: [], lines: [], known: 0 }));
    if (known) group.known++;
    let line = "";
    for (let i = 0; i < keys.length; i++) line += (i ? "\t" : "") + copyText(row[keys[i]]);
    group.lines.push(line);
    this.size++;
    if (group.lines.length === COPY_ROWS) {
      group.texts.push(`${group.lines.join("\n")}\n`);
      group.lines = [];
    }
  }
}

export interface StockWriter {
  /**
   * Adds the staged cars whose (dealership, stock number) is new and updates
   * the others where a value differs. Each (dealership, stock number) at most
   * once.
   */
  upsert(staged: StagedCars): Promise<{ added: number; updated: number }>;
  /** Marks sold, at `at`, the dealerships' unsold cars whose stock number is not kept. */
  markSoldExcept(dealershipIds: readonly number[], kept: readonly { dealershipId: number; stocknum: string }[], at: Date): Promise<number>;
}

/** One value in COPY's text format. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  const text = typeof value === "string" ? value : value instanceof Date ? value.toISOString() : typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r") : text;
}

/** A transaction on either engine: plain SQL, and COPY of text rows into a table. */
interface Session {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  copyIn(table: string, columns: string, text: string): Promise<void>;
}

async function withSession<T>(db: Database, work: (session: Session) => Promise<T>): Promise<T> {
  const client = (db.orm as unknown as { $client: PGlite | pg.Pool }).$client;
  if (db.kind === "pglite") {
    return (client as PGlite).transaction(async (tx: Transaction) =>
      work({
        async query(text, params = []) {
          return (await tx.query<Record<string, unknown>>(text, params)).rows;
        },
        async copyIn(table, columns, text) {
          await tx.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: new Blob([text]) });
        },
      }),
    );
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query("begin");
    const result = await work({
      async query(text, params = []) {
        return (await connection.query(text, params)).rows as Record<string, unknown>[];
      },
      async copyIn(table, columns, text) {
        await pipeline(Readable.from([text]), connection.query(copyFrom(`copy ${table} (${columns}) from stdin`)));
      },
    });
    await connection.query("commit");
    return result;
  } catch (error) {
    await connection.query("rollback").catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/**
 * One transaction for a whole import: a feed applies whole or not at all when
 * the database fails. Imports into the same dealership wait for each other
 * (a transaction-scoped advisory lock per dealership, taken in id order).
 */
export async function withStockWriter<T>(db: Database, dealershipIds: readonly number[], work: (writer: StockWriter) => Promise<T>): Promise<T> {
  return withSession(db, async (session) => {
    for (const id of [...new Set(dealershipIds)].sort((a, b) => a - b)) await session.query("select pg_advisory_xact_lock(hashtext('forecourt.stock-import'), $1)", [id]);
    let stages = 0;
    const count = (rows: Record<string, unknown>[]) => Number(rows[0]?.n ?? 0);
    return work({
      async upsert(staged) {
        let added = 0;
        let updated = 0;
        for (const { keys, texts, lines, known } of staged.groups.values()) {
          const stage = `forecourt_feed_stage_${++stages}`;
          const names = keys.map((key) => `"${COLUMNS[key].name}"`);
          const list = names.join(", ");
          await session.query(`create temp table ${stage} on commit drop as select ${list} from cars with no data`);
          for (const copy of lines.length ? [...texts, `${lines.join("\n")}\n`] : texts) await session.copyIn(stage, list, copy);
          // No ANALYZE: it costs more than the whole write (its statistics of every text column); the planner sizes a fresh table by its pages.
          const changing = keys.filter((key) => !KEPT_ON_UPDATE.has(key)).map((key) => `"${COLUMNS[key].name}"`);
          // Only the cars whose values differ are written (an unchanged car keeps its updated_at, and no lock is taken on it).
          const differs = (from: string) => `(${changing.map((name) => `cars.${name}`).join(", ")}, true) is distinct from (${changing.map((name) => `${from}.${name}`).join(", ")}, true)`;
          if (known === 0) {
            // Every car new when the stock was read: one INSERT, no UPDATE to look for them (a car that has come since is updated by the conflict clause).
            const onConflict = changing.length ? `do update set ${changing.map((name) => `${name} = excluded.${name}`).join(", ")} where ${differs("excluded")}` : "do nothing";
            const [row] = await session.query(
              `with written as (insert into cars (${list}) select ${list} from ${stage} on conflict (dealership_id, stocknum) ${onConflict} returning xmax = 0 as inserted)
               select (count(*) filter (where inserted))::int as added, (count(*) filter (where not inserted))::int as updated from written`,
            );
            added += Number(row?.added ?? 0);
            updated += Number(row?.updated ?? 0);
            continue;
          }
          const same = `cars.dealership_id = s.dealership_id and cars.stocknum = s.stocknum`;
          if (changing.length) {
            updated += count(
              await session.query(
                `with changed as (update cars set ${changing.map((name) => `${name} = s.${name}`).join(", ")} from ${stage} s
                   where ${same} and ${differs("s")}
                   returning 1)
                 select count(*)::int as n from changed`,
              ),
            );
          }
          added += count(
            await session.query(
              `with fresh as (insert into cars (${list}) select ${list} from ${stage} s where not exists (select 1 from cars where ${same})
                 on conflict (dealership_id, stocknum) do nothing returning 1)
               select count(*)::int as n from fresh`,
            ),
          );
        }
        return { added, updated };
      },
      async markSoldExcept(dealershipIds, kept, at) {
        // NOT EXISTS (an anti-join), not NOT IN: NOT IN over a subquery cannot be hashed when work_mem is small (PGlite), and goes row by row.
        const rows = await session.query(
          `with sold as (update cars set status = 'sold', sold_at = $2::timestamptz, reserved = false
             where dealership_id = any($1::int[]) and status <> 'sold'
               and not exists (select 1 from unnest($3::int[], $4::text[]) as k(d, s) where k.d = cars.dealership_id and k.s = cars.stocknum)
             returning 1)
           select count(*)::int as n from sold`,
          [dealershipIds, at.toISOString(), kept.map((k) => k.dealershipId), kept.map((k) => k.stocknum)],
        );
        return count(rows);
      },
    });
  });
}

/** Feed tokens (stored as SHA-256 digests, never the token). */
export async function insertFeedToken(db: Database, dealership: DealershipRef, tokenHash: string, label: string | null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "insert into dealership_feed_tokens (dealer_group_id, dealership_id, token_hash, label) values ($1, $2, $3, $4) returning id",
    [dealership.dealerGroupId, dealership.id, tokenHash, label],
  );
  return row.id;
}

/** The digests of a dealership's tokens that are not revoked. */
export async function activeFeedTokens(db: Database, dealershipId: number): Promise<{ id: number; tokenHash: string }[]> {
  const rows = await db.query<{ id: number; token_hash: string }>(
    "select id, token_hash from dealership_feed_tokens where dealership_id = $1 and revoked_at is null",
    [dealershipId],
  );
  return rows.map((row) => ({ id: row.id, tokenHash: row.token_hash }));
}

/** The dealership a token digest belongs to (to tell "wrong dealership" from "no such token"). */
export async function feedTokenOwner(db: Database, tokenHash: string): Promise<number | null> {
  const [row] = await db.query<{ dealership_id: number }>("select dealership_id from dealership_feed_tokens where token_hash = $1 and revoked_at is null", [tokenHash]);
  return row?.dealership_id ?? null;
}

export async function markFeedTokenUsed(db: Database, id: number): Promise<void> {
  await db.query("update dealership_feed_tokens set last_used_at = now() where id = $1", [id]);
}

export async function revokeFeedTokens(db: Database, dealershipId: number): Promise<number> {
  const rows = await db.query("update dealership_feed_tokens set revoked_at = now() where dealership_id = $1 and revoked_at is null returning id", [dealershipId]);
  return rows.length;
}
