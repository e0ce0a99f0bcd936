// The alert events the cars triggers write (migrations 0005, 0007 and 0009),
// for updates of many cars in one statement, as a feed import makes them:
// random before and after states of a handful of cars, one UPDATE, and the
// events compared with the rules of decision 0040 written out here, on the
// price the car's page shows (carPrice: an offer price that is a reduction).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { carPrice } from "../../domain/price-display.ts";
import { insertCar, insertDealership, insertGroup } from "../leads/testing/fixtures.ts";

const STATUSES = ["in_stock", "coming_soon", "sold"] as const;
const PRICES = [null, 0, 10_000, 20_000, 30_000] as const;
const OFFERS = [null, 0, 5, 15_000, 25_000, 40_000] as const;

interface CarState {
  status: (typeof STATUSES)[number];
  shown: boolean;
  price: number | null;
  offer: number | null;
}

interface CarCase {
  /** Whether the car is in the group where a shopper has an alerting saved search (else in a group with none). */
  alertingGroup: boolean;
  watched: boolean;
  before: CarState;
  after: CarState;
}

const carState = fc.record({ status: fc.constantFrom(...STATUSES), shown: fc.boolean(), price: fc.constantFrom(...PRICES), offer: fc.constantFrom(...OFFERS) });
const carCase = fc.record({ alertingGroup: fc.boolean(), watched: fc.boolean(), before: carState, after: carState });

/** Decision 0040's rules: [kind, old price, new price] per car, arrivals first. */
function expectedEvents(c: CarCase): [string, number | null, number | null][] {
  const events: [string, number | null, number | null][] = [];
  const forSale = c.after.status !== "sold" && c.after.shown;
  const wasOff = c.before.status === "sold" || !c.before.shown;
  const shownPrice = (s: CarState) => carPrice({ price: s.price, offer_price: s.offer })?.shown ?? null;
  const was = shownPrice(c.before);
  const now = shownPrice(c.after);
  if (c.alertingGroup && forSale && wasOff) events.push(["arrived", null, now]);
  if (c.watched && c.alertingGroup && c.after.status !== "sold" && now !== null && was !== null && was > now) events.push(["price_drop", was, now]);
  return events;
}

describe.each(testDatabaseTargets)("alert events of a many-car update on $name", (target) => {
  let db: Database;
  let alerting: { group: number; dealership: number; watcher: number };
  let quiet: { group: number; dealership: number };

  beforeAll(async () => {
    db = await target.open();
    const group = await insertGroup(db);
    const dealership = (await insertDealership(db, group)).id;
    const [searcher] = await db.query<{ id: number }>("insert into shopper_users (dealer_group_id, phone) values ($1, '+61400000101') returning id", [group]);
    await db.query("insert into saved_searches (dealer_group_id, user_id, site_slug, kind, name, email_alerts) values ($1, $2, 'test', 'search', 'Anything', true)", [group, searcher.id]);
    const [watcher] = await db.query<{ id: number }>("insert into shopper_users (dealer_group_id, phone) values ($1, '+61400000102') returning id", [group]);
    await db.query("insert into saved_searches (dealer_group_id, user_id, site_slug, kind, name, email_alerts) values ($1, $2, 'test', 'watchlist', 'Watchlist', true)", [group, watcher.id]);
    alerting = { group, dealership, watcher: watcher.id };
    const quietGroup = await insertGroup(db);
    quiet = { group: quietGroup, dealership: (await insertDealership(db, quietGroup)).id };
  });
  afterAll(async () => {
    await db?.close();
  });

  it("records an arrival and a price drop for each car that has one, and nothing else", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(carCase, { minLength: 1, maxLength: 10 }), async (cases) => {
        const ids: number[] = [];
        for (const c of cases) {
          const home = c.alertingGroup ? alerting : quiet;
          const id = await insertCar(db, home.group, home.dealership, { status: c.before.status, showOnDealerWebsite: c.before.shown, price: c.before.price, offerPrice: c.before.offer });
          if (c.watched && c.alertingGroup) await db.query("insert into watchlist_items (dealer_group_id, user_id, car_id) values ($1, $2, $3)", [alerting.group, alerting.watcher, id]);
          ids.push(id);
        }
        const from = await db.query<{ last: number | null }>("select max(id)::int as last from car_alert_events");
        const values = cases.map((_, i) => `($${i * 5 + 1}::bigint, $${i * 5 + 2}::text, $${i * 5 + 3}::boolean, $${i * 5 + 4}::numeric, $${i * 5 + 5}::numeric)`).join(", ");
        await db.query(
          `update cars set status = v.status, show_on_dealer_website = v.shown, price = v.price, offer_price = v.offer from (values ${values}) as v(id, status, shown, price, offer) where cars.id = v.id`,
          cases.flatMap((c, i) => [ids[i], c.after.status, c.after.shown, c.after.price, c.after.offer]),
        );
        const rows = await db.query<{ car_id: string | number; kind: string; old_price: string | number | null; new_price: string | number | null }>(
          "select car_id, kind, old_price, new_price from car_alert_events where id > $1 order by car_id, kind",
          [from[0].last ?? 0],
        );
        const price = (v: string | number | null) => (v === null ? null : Number(v));
        const got = rows.map((r) => [Number(r.car_id), r.kind, price(r.old_price), price(r.new_price)]);
        const want = cases.flatMap((c, i) => expectedEvents(c).map(([kind, was, now]) => [ids[i], kind, was, now]));
        expect(got).toEqual(want);
      }),
      { numRuns: 30 },
    );
  });
});
