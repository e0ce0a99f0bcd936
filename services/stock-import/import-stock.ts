// The import core: feed rows → cars of one dealership (or of a dealer group,
// each row naming its dealership). Each row is read by the pure row parser
// (domain/stock-feed); a row with any bad value, a stock number given twice,
// or a VIN that another stock number holds is refused whole, with the line,
// the column and the reason; the rest apply, in one transaction, upserted
// by (dealership, stock number). Full mode marks sold (with sold_at) every
// car of the dealership the feed no longer names; delta mode touches only the
// rows given. Nothing is ever deleted.
//
// The rows go in chunks: while a database server writes one chunk, this
// process reads, checks and stages the next (decision 0070), so the two cores
// work at once. Who holds the feed's VINs is asked once, before anything is
// written, from a look ahead at every row.
//
// Every process's search index and page cache follow by themselves: the cars
// triggers NOTIFY, the index catches up, and a dealership's version moves
// only with its own cars (services/stock/sync.ts, decision 0030).
import pLimit from "p-limit";
import type { Database } from "../../db/client.ts";
import {
  importReference,
  StagedCars,
  stockOf,
  vinHolders,
  takenSlugs,
  withStockWriter,
  type DealershipRef,
  type StockedCar,
} from "../../db/repositories/stock-feed.ts";
import type { CarImage } from "../../domain/entities.ts";
import { thumbnailUrl } from "../../domain/images/urls.ts";
import { completeFeedCar } from "../../domain/stock-feed/complete-car.ts";
import { isPlatformImage, lookAheadAtRow, parseFeedRow, formatRowError, type FeedCar, type RowError } from "../../domain/stock-feed/parse-row.ts";
import { FeedFileError, type FeedRecord } from "./read-feed.ts";

export type ImportMode = "full" | "delta";

export interface ImportSummary {
  /** Rows read (rejected ones included). */
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  markedSold: number;
  rejected: number;
  /** Every reason a row was refused, in line order. */
  errors: RowError[];
  seconds: number;
}

/** Fetches one image address into the image store; throws with a short reason when it cannot. */
export interface ImageFetcher {
  store(address: string): Promise<CarImage>;
}

export interface ImportOptions {
  mode: ImportMode;
  /** Called with the feed's rows read up to the end of each chunk written, and once at the start and at the end. */
  onProgress?(done: number, total: number): void;
  /** Where http(s) (and, for trusted callers, file:) image addresses go; without it such rows are refused. */
  images?: ImageFetcher;
  /** Images fetched at once. */
  imageConcurrency?: number;
  /** Cars per set-based write. */
  batchSize?: number;
  now?: Date;
  /**
   * Fields no dealer feed carries, set by a trusted caller per row: the demo
   * generator's view counts and dates. Never reachable from a feed.
   */
  systemFields?(line: number): Record<string, unknown> | undefined;
}

export type ImportScope = { dealership: DealershipRef } | { dealerships: readonly DealershipRef[] };

/** Cars per set-based write (each a COPY into a staging table, one UPDATE and one INSERT). */
const DEFAULT_BATCH = 25_000;
/** Cars in the first write to a database server, staged before anything is written. */
const FIRST_BATCH = 5_000;
/** Rows read or staged between two turns of the event loop, so a write under way is never kept waiting long for its next statement. */
const ROWS_PER_TURN = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function describeSummary(summary: ImportSummary): string {
  return `${summary.added} added, ${summary.updated} updated, ${summary.markedSold} marked sold, ${summary.unchanged} unchanged, ${summary.rejected} rejected`;
}

export { formatRowError };

interface Accepted {
  line: number;
  dealership: DealershipRef;
  car: FeedCar;
  existing: StockedCar | undefined;
}

/** Same images as before (by source address): the stored ones are kept, nothing is fetched again. */
function keptImages(addresses: readonly string[], existing: StockedCar | undefined): CarImage[] | null {
  const before = existing?.images ?? [];
  if (before.length !== addresses.length) return null;
  for (let i = 0; i < addresses.length; i++) {
    const image = before[i];
    if ((image.source ?? image.url) !== addresses[i]) return null;
  }
  return before;
}

export async function importStock(db: Database, scope: ImportScope, records: readonly FeedRecord[], options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const dealerships = "dealership" in scope ? [scope.dealership] : [...scope.dealerships];
  if (dealerships.length === 0) throw new FeedFileError("No dealership to import into.");
  const single = "dealership" in scope ? scope.dealership : null;
  const groupId = dealerships[0].dealerGroupId;
  const bySlug = new Map(dealerships.map((d) => [d.slug, d]));
  const ids = dealerships.map((d) => d.id);
  if (options.mode === "full" && records.length === 0) {
    throw new FeedFileError("A full feed with no rows would mark every car sold; nothing was applied. Send at least one row, or use --mode delta.");
  }
  options.onProgress?.(0, records.length);

  const errors: RowError[] = [];
  const rejectedLines = new Set<number>();
  const reject = (line: number, column: string, reason: string) => {
    errors.push({ line, column, reason });
    rejectedLines.add(line);
  };
  const [stock, reference] = await Promise.all([stockOf(db, ids), importReference(db, ids)]);

  // A look ahead at every row: who holds the feed's VINs now is asked while the rows are read (the answer is
  // the same for any row that parses), and whether any image must be fetched.
  const feedVins = new Set<string>();
  let fetchesImages = false;
  for (const { record } of records) {
    const ahead = lookAheadAtRow(record);
    if (ahead.vin) feedVins.add(ahead.vin);
    if (ahead.fetchesImages) fetchesImages = true;
  }
  const holdersAsked = vinHolders(db, groupId, [...feedVins]);
  holdersAsked.catch(() => {}); // awaited with the first rows; not an unhandled rejection if reading them fails first
  let holders: Awaited<typeof holdersAsked> | undefined;

  /** Every (dealership, stock number) the feed names, refused rows too: full mode never marks those sold. */
  const named: { dealershipId: number; stocknum: string }[] = [];
  const firstLineOf = new Map<string, number>();
  const vinLine = new Map<string, Accepted>();
  const slugLine = new Map<string, number>();
  const limit = pLimit(options.imageConcurrency ?? 4);

  /** Rows [from, to) read, checked and staged as cars: Node's share of the work, done in turns so that an earlier write goes on meanwhile. */
  const prepare = async (from: number, to: number): Promise<StagedCars> => {
    // 1. Each row on its own.
    const parsed: Accepted[] = [];
    for (let i = from; i < to; i++) {
      if ((i - from) % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
      const { line, record } = records[i];
      const result = parseFeedRow(record, line);
      const slug = typeof record.dealership === "string" ? record.dealership.trim() : null;
      const dealership = single ?? (slug ? bySlug.get(slug) : undefined);
      const stocknum = result.ok ? result.car.stocknum : typeof record.stock_number === "string" ? record.stock_number.trim() : null;
      if (dealership && stocknum) named.push({ dealershipId: dealership.id, stocknum });
      if (!result.ok) {
        for (const error of result.errors) reject(error.line, error.column, error.reason);
        continue;
      }
      if (!dealership) {
        reject(line, "dealership", slug ? `${JSON.stringify(slug)} is not a dealership of this group` : "is required in a dealer group's feed");
        continue;
      }
      if (single && slug && slug !== single.slug) {
        reject(line, "dealership", `${JSON.stringify(slug)} is not ${single.slug}, the dealership this feed is for`);
        continue;
      }
      const key = `${dealership.id}:${result.car.stocknum}`;
      const first = firstLineOf.get(key);
      if (first !== undefined) {
        reject(line, "stock_number", `${JSON.stringify(result.car.stocknum)} is given again (first on line ${first})`);
        continue;
      }
      firstLineOf.set(key, line);
      const car = result.car;
      if (typeof car.location === "string") {
        const locationId = reference.locations.get(dealership.id)?.bySlug.get(car.location);
        if (!locationId) {
          reject(line, "location", `${JSON.stringify(car.location)} is not a location of ${dealership.slug}`);
          continue;
        }
      }
      parsed.push({ line, dealership, car, existing: stock.get(key) });
    }

    // 2. A VIN belongs to one stock number in the dealer group; a new car's address (slug), when given, to no other car.
    holders ??= await holdersAsked;
    const newSlug = (row: Accepted) => (!row.existing && typeof row.car.slug === "string" ? row.car.slug : null);
    const taken = await takenSlugs(db, parsed.map(newSlug).filter((slug) => slug !== null));
    const accepted: Accepted[] = [];
    for (const row of parsed) {
      const slug = newSlug(row);
      if (slug !== null) {
        const earlier = slugLine.get(slug);
        if (earlier !== undefined) {
          reject(row.line, "slug", `${JSON.stringify(slug)} is given again (first on line ${earlier})`);
          continue;
        }
        if (taken.has(slug)) {
          reject(row.line, "slug", `${JSON.stringify(slug)} is another car's address`);
          continue;
        }
      }
      const vin = row.car.vin;
      if (typeof vin === "string") {
        const holder = holders.get(vin);
        if (holder && (holder.dealershipId !== row.dealership.id || holder.stocknum !== row.car.stocknum)) {
          const where = holder.dealershipId === row.dealership.id ? "" : ` at ${dealerships.find((d) => d.id === holder.dealershipId)?.slug ?? "another dealership of the group"}`;
          reject(row.line, "vin", `${JSON.stringify(vin)} belongs to stock number ${JSON.stringify(holder.stocknum)}${where}`);
          continue;
        }
        const earlier = vinLine.get(vin);
        if (earlier) {
          reject(row.line, "vin", `${JSON.stringify(vin)} is given again (first on line ${earlier.line}, stock number ${JSON.stringify(earlier.car.stocknum)})`);
          continue;
        }
        vinLine.set(vin, row);
      }
      if (slug !== null) slugLine.set(slug, row.line);
      accepted.push(row);
    }

    // 3. Images: fetched when their addresses changed, kept when not.
    const images = new Map<number, CarImage[]>();
    await Promise.all(
      accepted.filter((row) => Array.isArray(row.car.images)).map(async (row) => {
        const addresses = row.car.images!;
        const kept = keptImages(addresses, row.existing);
        if (kept) return images.set(row.line, kept);
        const stored: CarImage[] = [];
        for (const address of addresses) {
          if (isPlatformImage(address)) {
            stored.push({ url: address, thumbUrl: thumbnailUrl(address) });
            continue;
          }
          const previous = row.existing?.images.find((image) => image.source === address);
          if (previous) {
            stored.push(previous);
            continue;
          }
          if (!options.images) {
            reject(row.line, "images", `${JSON.stringify(address)} cannot be fetched by this import`);
            return;
          }
          try {
            stored.push(await limit(() => options.images!.store(address)));
          } catch (error) {
            reject(row.line, "images", `${JSON.stringify(address)} could not be fetched: ${(error as Error).message}`);
            return;
          }
        }
        images.set(row.line, stored);
      }),
    );

    // 4. The rows as cars, in feed order.
    const staged = new StagedCars();
    for (let i = 0; i < accepted.length; i++) {
      if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
      const row = accepted[i];
      if (rejectedLines.has(row.line)) continue;
      // A new car gets an address; a known one keeps its own (an update never changes it).
      const car: Record<string, unknown> = completeFeedCar(row.car, row.dealership.slug, { address: !row.existing });
      car.dealerGroupId = groupId;
      car.dealershipId = row.dealership.id;
      const places = reference.locations.get(row.dealership.id);
      const location = car.location;
      if (typeof location === "string") car.locationId = places?.bySlug.get(location) ?? null;
      else if (!row.existing) car.locationId = places?.primary ?? null;
      if ("make" in car) {
        const makeId = reference.manufacturers.get(String(car.make).toLowerCase()) ?? null;
        car.manufacturerId = makeId;
        car.modelId = makeId === null ? null : (reference.models.get(`${makeId}:${String(car.model).toLowerCase()}`) ?? null);
      }
      if (images.has(row.line)) car.images = images.get(row.line);
      // Sold keeps the first date it was sold on; back in stock clears it.
      const status = String(car.status);
      car.soldAt = status === "sold" ? (car.soldAt ?? row.existing?.soldAt ?? now.toISOString()) : null;
      if (status !== "sold" && car.reserved === undefined && row.existing?.status === "sold") car.reserved = false;
      const extra = options.systemFields?.(row.line);
      if (extra) Object.assign(car, extra);
      staged.add(car, row.existing !== undefined);
    }
    return staged;
  };

  // 5. One transaction: the cars set-based in large chunks (new ones added, changed ones updated), then full mode's
  // sold marks. On a database server each chunk is staged while the one before it is written. Everything is staged
  // before the transaction opens when images must be fetched (no transaction waits on a download) and on PGlite
  // (it writes in this process: nothing would overlap, and other queries would wait on the staging).
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH);
  const stageAll = fetchesImages || db.kind === "pglite";
  // The first chunk is staged with nothing written meanwhile: a small one gets the writes going sooner. Staged all
  // ahead, nothing overlaps and chunks are all large (on PGlite each chunk of known cars costs a pass over the cars).
  const firstSize = stageAll ? batchSize : Math.min(batchSize, FIRST_BATCH);
  const chunks: [number, number][] = [];
  for (let from = 0; from < records.length; ) {
    const to = Math.min(records.length, from + (from === 0 ? firstSize : batchSize));
    chunks.push([from, to]);
    from = to;
  }
  const ready: (StagedCars | undefined)[] = [];
  for (let k = 0; k < (stageAll ? chunks.length : Math.min(1, chunks.length)); k++) ready[k] = await prepare(...chunks[k]);
  let added = 0;
  let updated = 0;
  let markedSold = 0;
  let carsStaged = 0;
  await withStockWriter(db, ids, async (writer) => {
    for (let k = 0; k < chunks.length; k++) {
      const staged = ready[k]!;
      ready[k] = undefined;
      const following = k + 1 < chunks.length && !ready[k + 1] ? prepare(...chunks[k + 1]) : undefined;
      // Both settle before either's failure ends the transaction: a write still under way must not outlive it.
      const [written, next] = await Promise.allSettled([writer.upsert(staged), following]);
      if (written.status === "rejected") throw written.reason;
      if (next.status === "rejected") throw next.reason;
      if (next.value) ready[k + 1] = next.value;
      carsStaged += staged.size;
      added += written.value.added;
      updated += written.value.updated;
      options.onProgress?.(chunks[k][1], records.length);
    }
    if (options.mode === "full") markedSold = await writer.markSoldExcept(ids, named, now);
  });
  options.onProgress?.(records.length, records.length);

  errors.sort((a, b) => a.line - b.line);
  return {
    rows: records.length,
    added,
    updated,
    unchanged: carsStaged - added - updated,
    markedSold,
    rejected: rejectedLines.size,
    errors,
    seconds: (performance.now() - started) / 1000,
  };
}
