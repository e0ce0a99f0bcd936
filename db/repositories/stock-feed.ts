// What a dealer feed import reads and writes (services/stock-import): the
// stock a dealership holds now, who owns a VIN, and the bulk upsert by
// (dealership, stock number). Rows travel as one JSON parameter per batch,
// expanded by json_populate_recordset, on PGlite and on a server alike: one
// statement per few thousand cars, never near the 65,535-parameter cap.
import { getTableColumns, sql } from "drizzle-orm";
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
    "select vin, dealership_id, stocknum from cars where dealer_group_id = $1 and vin = any($2::text[])",
    [dealerGroupId, vins],
  );
  for (const row of rows) holders.set(row.vin, { dealershipId: row.dealership_id, stocknum: row.stocknum });
  return holders;
}

const COLUMNS = getTableColumns(cars);
/** Never changed by an update: who the car is, and since when it is in stock. */
const KEPT_ON_UPDATE = new Set(["id", "dealerGroupId", "dealershipId", "stocknum", "slug", "createdAt", "views", "updatedAt"]);

export interface StockWriter {
  /** Upserts rows that all set the same fields (camelCase car fields, dealership ids included). */
  upsert(rows: readonly Record<string, unknown>[]): Promise<{ added: number; updated: number }>;
  /** Marks sold, at `at`, the dealerships' unsold cars whose stock number is not kept. */
  markSoldExcept(dealershipIds: readonly number[], kept: readonly { dealershipId: number; stocknum: string }[], at: Date): Promise<number>;
}

/** One transaction for a whole import: a feed applies whole or not at all when the database fails. */
export async function withStockWriter<T>(db: Database, work: (writer: StockWriter) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => {
    const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]));
    return work({
      async upsert(rows) {
        if (rows.length === 0) return { added: 0, updated: 0 };
        const fields = Object.keys(rows[0]).filter((key) => key in COLUMNS);
        const names = fields.map((key) => `"${COLUMNS[key as keyof typeof COLUMNS].name}"`);
        const updated = fields.filter((key) => !KEPT_ON_UPDATE.has(key)).map((key) => `"${COLUMNS[key as keyof typeof COLUMNS].name}"`);
        const json = JSON.stringify(
          rows.map((row) => {
            const record: Record<string, unknown> = {};
            for (const key of fields) {
              const value = row[key];
              record[COLUMNS[key as keyof typeof COLUMNS].name] = value instanceof Date ? value.toISOString() : value;
            }
            return record;
          }),
        );
        const list = names.join(", ");
        const onConflict = updated.length
          ? `do update set ${updated.map((name) => `${name} = excluded.${name}`).join(", ")} where (${updated.map((name) => `cars.${name}`).join(", ")}, true) is distinct from (${updated.map((name) => `excluded.${name}`).join(", ")}, true)`
          : "do nothing";
        const result = await tx.execute(
          sql`insert into cars (${sql.raw(list)}) select ${sql.raw(list)} from json_populate_recordset(null::cars, ${json}::json) on conflict (dealership_id, stocknum) ${sql.raw(onConflict)} returning (xmax = 0) as inserted`,
        );
        let added = 0;
        let changed = 0;
        for (const row of rowsOf(result)) {
          if (row.inserted === true || row.inserted === "t") added++;
          else changed++;
        }
        return { added, updated: changed };
      },
      async markSoldExcept(dealershipIds, kept, at) {
        const result = await tx.execute(sql`
          update cars set status = 'sold', sold_at = ${at.toISOString()}::timestamptz, reserved = false
          where dealership_id = any(${`{${dealershipIds.join(",")}}`}::int[]) and status <> 'sold'
            and (dealership_id, stocknum) not in (select * from json_to_recordset(${JSON.stringify(kept.map((k) => ({ d: k.dealershipId, s: k.stocknum })))}::json) as k(d int, s text))
          returning id`);
        return rowsOf(result).length;
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
