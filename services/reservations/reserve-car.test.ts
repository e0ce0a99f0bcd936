import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { analyticsEvents, cars, leadDeliveries, leads, reservations } from "../../db/schema.ts";
import { unlimited } from "../security/index.ts";
import { createLeadPipeline, CAR_NOT_AVAILABLE_MESSAGE } from "../leads/index.ts";
import { insertCar, insertDealership, insertGroup, testSite } from "../leads/testing/fixtures.ts";
import { createSandboxProvider, SANDBOX_DECLINE_MESSAGES, type PaymentProvider } from "../payments/index.ts";
import {
  CAR_ALREADY_RESERVED_MESSAGE,
  CHECKOUT_UNAVAILABLE_MESSAGE,
  checkoutQuote,
  PAYMENT_UNAVAILABLE_MESSAGE,
  reserveCar,
  type ReservationDeps,
  type ReserveRequest,
} from "./reserve-car.ts";
import { startReservationExpiry } from "./expiry-worker.ts";
import type { Site } from "../../sites/registry.ts";

const HOUR = 3_600_000;

describe.each(testDatabaseTargets)("reserve online on $name", (target) => {
  let db: Database;
  let group: number;
  let dealer: { id: number; slug: string };
  let noCheckoutDealer: { id: number; slug: string };
  let site: Site;
  let siteWithoutCheckout: Site;
  let clock = Date.now();
  const now = () => new Date(clock);

  beforeAll(async () => {
    db = await target.open();
    group = await insertGroup(db);
    dealer = await insertDealership(db, group, { checkoutEnabled: true, leadDestinations: [{ kind: "email", to: "sales@example.com" }] });
    noCheckoutDealer = await insertDealership(db, group, { checkoutEnabled: false });
    const features = { checkout: { enabled: true } };
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id, noCheckoutDealer.id], features });
    siteWithoutCheckout = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
  });
  afterAll(async () => {
    await db?.close();
  });

  function deps(payments: PaymentProvider = createSandboxProvider()): ReservationDeps {
    return { pipeline: createLeadPipeline(db, "secret-secret-secret", { limiter: unlimited, now }), payments };
  }

  const request = (carId: number, card = "4242 4242 4242 4242", extra: Partial<ReserveRequest> = {}): ReserveRequest => ({
    site,
    carId,
    values: {
      name: "Alex",
      last_name: "Citizen",
      email: "alex@example.com",
      phone: "0412 345 678",
      card_number: card,
      card_expiry: "12/30",
      card_cvc: "123",
      card_name: "A Citizen",
    },
    client: "203.0.113.1",
    pageUrl: "https://test/cars/x/checkout",
    userAgent: "t",
    ...extra,
  });

  const carRow = async (id: number) => (await db.orm.select().from(cars).where(eq(cars.id, id)))[0];

  it("quotes the deposit: the car's payment processor amount, else $200, held 48 hours", async () => {
    const plain = await insertCar(db, group, dealer.id);
    const fiveHundred = await insertCar(db, group, dealer.id, { paymentProcessors: [{ name: "Stripe", reserveAmount: 500 }] });
    const noAmount = await insertCar(db, group, dealer.id, { paymentProcessors: [{ name: "Stripe", reserveAmount: null }] });
    expect(await checkoutQuote(deps(), site, plain)).toEqual({ available: true, message: null, amountCents: 20000, holdHours: 48 });
    expect((await checkoutQuote(deps(), site, fiveHundred))?.amountCents).toBe(50000);
    expect((await checkoutQuote(deps(), site, noAmount))?.amountCents).toBe(20000);
    const elsewhere = await insertCar(db, group, noCheckoutDealer.id);
    expect(await checkoutQuote(deps(), site, elsewhere)).toMatchObject({ available: false, message: CHECKOUT_UNAVAILABLE_MESSAGE });
    expect(await checkoutQuote(deps(), siteWithoutCheckout, plain)).toMatchObject({ available: false });
  });

  it("quotes and charges a dealership's deposit for its cars without a processor of their own, as their Reserve button says", async () => {
    // Before, the button said the dealership's $500 and the checkout quoted and charged $200.
    const dealerOf500 = await insertDealership(db, group, { checkoutEnabled: true, paymentProcessors: [{ name: "Stripe", reserveAmount: 500 }] });
    const withDealer = { ...site, dealershipIds: [...site.dealershipIds, dealerOf500.id] };
    const inherits = await insertCar(db, group, dealerOf500.id);
    const ownAmount = await insertCar(db, group, dealerOf500.id, { paymentProcessors: [{ name: "Stripe", reserveAmount: 300 }] });
    expect((await checkoutQuote(deps(), withDealer, inherits))?.amountCents).toBe(50000);
    expect((await checkoutQuote(deps(), withDealer, ownAmount))?.amountCents).toBe(30000);
    clock = Math.max(clock, Date.now()) + 1000;
    const result = await reserveCar(deps(), request(inherits, "4242 4242 4242 4242", { site: withDealer }));
    expect(result).toMatchObject({ ok: true, status: 201, amountCents: 50000 });
    if (!result.ok) throw new Error(result.message);
    const [row] = await db.orm.select().from(reservations).where(eq(reservations.id, result.reservationId));
    expect(row.amountCents).toBe(50000);
  });

  it("takes the deposit, marks the car reserved for 48 hours and tells the dealer", async () => {
    const car = await insertCar(db, group, dealer.id);
    const before = await carRow(car);
    clock = Math.max(clock, Date.now()) + 1000;
    const result = await reserveCar(deps(), request(car));
    expect(result).toMatchObject({ ok: true, status: 201, amountCents: 20000, card: { brand: "Visa", last4: "4242" }, duplicate: false });
    if (!result.ok) throw new Error(result.message);
    expect(result.expiresAt.getTime()).toBe(clock + 48 * HOUR);
    const after = await carRow(car);
    expect(after.reserved).toBe(true);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const [lead] = await db.orm.select().from(leads).where(eq(leads.id, result.leadId!));
    expect(lead).toMatchObject({ formKind: "reservation", category: "Reserve Online", subcategory: "Deposit Paid", carId: car });
    expect((lead.payload as { userData: { message: string } }).userData.message).toMatch(/^Reserved online with a \$200 deposit \(Visa ending 4242/);
    expect(await db.orm.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead.id))).toHaveLength(1);
    const [row] = await db.orm.select().from(reservations).where(eq(reservations.id, result.reservationId));
    expect(row).toMatchObject({ status: "active", paymentReference: expect.stringMatching(/^sandbox_/), cardLast4: "4242" });
    expect(JSON.stringify(row)).not.toContain("4242424242424242"); // the card number is never stored
    // detail §7 event 61, stored with the reservation's lead as well as pushed to the dataLayer.
    const events = await db.orm.select().from(analyticsEvents).where(eq(analyticsEvents.leadId, lead.id));
    expect(events.map((event) => [event.eventId, event.carId, event.siteSlug])).toEqual([[61, car, site.slug]]);
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined"],
    ["4000 0000 0000 9995", "insufficient_funds"],
  ] as const)("declines %s with the provider's message, frees the car, and lets the shopper try another card", async (card, code) => {
    const car = await insertCar(db, group, dealer.id);
    const key = `decline-then-approve-${code}`;
    const declined = await reserveCar(deps(), request(car, card, { idempotencyKey: key }));
    expect(declined).toMatchObject({ ok: false, status: 402, message: SANDBOX_DECLINE_MESSAGES[code], declineCode: code });
    expect((await carRow(car)).reserved).toBe(false);
    const approved = await reserveCar(deps(), request(car, "4242424242424242", { idempotencyKey: key }));
    expect(approved).toMatchObject({ ok: true, status: 201 });
  });

  it("refuses a car tagged 'Test Drive Only': it is offered for test drives, not for sale", async () => {
    const car = await insertCar(db, group, dealer.id, { tag: "Test Drive Only" });
    expect(await reserveCar(deps(), request(car))).toMatchObject({ ok: false, status: 403, message: CHECKOUT_UNAVAILABLE_MESSAGE });
    expect((await carRow(car)).reserved).toBe(false);
  });

  it("refuses a car of another site, a car without checkout, a reserved car and a sold car", async () => {
    const otherGroup = await insertGroup(db);
    const foreign = await insertCar(db, otherGroup, (await insertDealership(db, otherGroup, { checkoutEnabled: true })).id);
    expect(await reserveCar(deps(), request(foreign))).toMatchObject({ ok: false, status: 404, message: CAR_NOT_AVAILABLE_MESSAGE });
    const noCheckout = await insertCar(db, group, noCheckoutDealer.id);
    expect(await reserveCar(deps(), request(noCheckout))).toMatchObject({ ok: false, status: 403, message: CHECKOUT_UNAVAILABLE_MESSAGE });
    const plain = await insertCar(db, group, dealer.id);
    expect(await reserveCar(deps(), request(plain, undefined, { site: siteWithoutCheckout }))).toMatchObject({ ok: false, status: 403 });
    const reserved = await insertCar(db, group, dealer.id, { reserved: true });
    expect(await reserveCar(deps(), request(reserved))).toMatchObject({ ok: false, status: 409, message: CAR_ALREADY_RESERVED_MESSAGE });
    const sold = await insertCar(db, group, dealer.id, { status: "sold", soldAt: new Date(clock - HOUR) });
    expect(await reserveCar(deps(), request(sold))).toMatchObject({ ok: false, status: 404 });
  });

  it("50 concurrent reservations of one car produce exactly one, charged once", async () => {
    const car = await insertCar(db, group, dealer.id);
    const payments = createSandboxProvider({ latencyMs: 20 });
    const d = deps(payments);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserveCar(d, { ...request(car), idempotencyKey: `concurrent-${car}-${i}`, client: `10.1.0.${i}` }),
      ),
    );
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409 && r.message === CAR_ALREADY_RESERVED_MESSAGE)).toHaveLength(49);
    expect(payments.charges).toBe(1);
    const holds = await db.orm.select().from(reservations).where(eq(reservations.carId, car));
    expect(holds.map((h) => h.status)).toEqual(["active"]);
  });

  it("a double click makes one reservation: the repeat waits for the first answer", async () => {
    const car = await insertCar(db, group, dealer.id);
    const d = deps(createSandboxProvider({ latencyMs: 50 }));
    const [a, b] = await Promise.all([
      reserveCar(d, request(car, undefined, { idempotencyKey: `double-${car}` })),
      reserveCar(d, request(car, undefined, { idempotencyKey: `double-${car}` })),
    ]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.reservationId).toBe(b.reservationId);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
  });

  it("frees the car when the payment provider fails", async () => {
    const car = await insertCar(db, group, dealer.id);
    const broken: PaymentProvider = { name: "broken", charge: () => Promise.reject(new Error("ETIMEDOUT")), refund: async () => ({ refunded: false }) };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await reserveCar(deps(broken), request(car))).toMatchObject({ ok: false, status: 503, message: PAYMENT_UNAVAILABLE_MESSAGE });
    expect(warn).toHaveBeenCalled();
    expect(await reserveCar(deps(), request(car))).toMatchObject({ ok: true });
  });

  it("releases the car when the hold expires (48 hours), and it can be reserved again", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const car = await insertCar(db, group, dealer.id);
    const first = await reserveCar(deps(), request(car, undefined, { idempotencyKey: `expiry-first-${car}` }));
    expect(first.ok).toBe(true);
    const worker = startReservationExpiry({ db, now, intervalMs: 3_600_000 });
    try {
      clock += 47 * HOUR;
      await worker.runOnce();
      expect((await carRow(car)).reserved).toBe(true);
      const reservedAt = (await carRow(car)).updatedAt.getTime();
      clock += 1 * HOUR + 1000;
      expect((await worker.runOnce()).expired).toBeGreaterThanOrEqual(1);
      const released = await carRow(car);
      expect(released.reserved).toBe(false);
      expect(released.updatedAt.getTime()).toBeGreaterThan(reservedAt);
      expect(await reserveCar(deps(), request(car, undefined, { idempotencyKey: `expiry-second-${car}` }))).toMatchObject({ ok: true });
    } finally {
      await worker.stop();
    }
  });

  it("holds for the site's holdHours when it sets one", async () => {
    const car = await insertCar(db, group, dealer.id);
    const shortHold = testSite({ dealerGroupId: group, dealershipIds: [dealer.id], features: { checkout: { enabled: true, holdHours: 24 } } });
    const result = await reserveCar(deps(), request(car, undefined, { site: shortHold }));
    expect(result.ok && result.expiresAt.getTime() - clock).toBe(24 * HOUR);
  });

  it("gives up a hold left pending by a crashed process after 15 minutes", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const car = await insertCar(db, group, dealer.id);
    await db.orm.insert(reservations).values({
      dealerGroupId: group,
      dealershipId: dealer.id,
      siteSlug: site.slug,
      carId: car,
      status: "pending",
      amountCents: 20000,
      provider: "sandbox",
      customer: { name: "A", last_name: "B", email: "a@b.co", phone: "0412345678" },
      holdHours: 48,
      idempotencyKey: `crashed-${car}`,
      createdAt: new Date(clock),
    });
    expect(await reserveCar(deps(), request(car))).toMatchObject({ ok: false, status: 409 });
    const worker = startReservationExpiry({ db, now, intervalMs: 3_600_000 });
    clock += 16 * 60_000;
    expect((await worker.runOnce()).abandoned).toBeGreaterThanOrEqual(1);
    await worker.stop();
    expect(warn).toHaveBeenCalled();
    expect(await reserveCar(deps(), request(car))).toMatchObject({ ok: true });
  });
});
