// The account service against a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): every sign-in rule, sessions, tenancy and the
// watchlist, with a clock the test moves and an SMS provider that keeps what it sends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabaseTargets } from "../../tests/support/test-databases.ts";
import type { Database } from "../../db/client.ts";
import { cars, leads, shopperSessions, signInChallenges, shopperUsers, watchlistItems } from "../../db/schema.ts";
import { SIGN_IN_MESSAGES, wrongCodeMessage, WATCHLIST_MESSAGES } from "../../domain/accounts/messages.ts";
import { insertCar, insertDealership, insertGroup, testSite } from "../leads/testing/fixtures.ts";
import type { SmsMessage, SmsProvider } from "../sms/index.ts";
import type { Site } from "../../sites/registry.ts";
import {
  changeWatchlist,
  confirmSignInCode,
  createAccountServices,
  currentSession,
  deleteAccount,
  endOwnSession,
  garageFor,
  requestSignInCode,
  saveDetails,
  sessionTokenHash,
  type AccountServices,
  type CurrentSession,
} from "./index.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 86_400_000;

describe.each(testDatabaseTargets)("shopper accounts on $name", (target) => {
  let db: Database;
  let site: Site;
  let sister: Site;
  let otherGroupSite: Site;
  let car: number;
  let soldCar: number;
  let otherGroupCar: number;
  let clock = Date.UTC(2026, 10, 24, 3);
  const sent: SmsMessage[] = [];
  const sms: SmsProvider = { name: "test", send: async (m) => void sent.push(m) };
  let accounts: AccountServices;
  let phoneCounter = 10_000_000;
  const newPhone = () => `04${String(++phoneCounter).padStart(8, "0")}`;
  const e164 = (national: string) => `+61${national.slice(1)}`;
  const lastCode = (phone: string) => {
    const message = sent.filter((m) => m.to === e164(phone)).at(-1);
    return /^(\d{6}) is your/.exec(message?.text ?? "")?.[1] ?? null;
  };

  beforeAll(async () => {
    db = await target.open();
    const group = await insertGroup(db);
    const dealer = await insertDealership(db, group);
    site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
    sister = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
    const otherGroup = await insertGroup(db);
    const otherDealer = await insertDealership(db, otherGroup);
    otherGroupSite = testSite({ dealerGroupId: otherGroup, dealershipIds: [otherDealer.id] });
    car = await insertCar(db, group, dealer.id);
    soldCar = await insertCar(db, group, dealer.id, { status: "sold", soldAt: new Date(clock - DAY) });
    otherGroupCar = await insertCar(db, otherGroup, otherDealer.id);
    accounts = createAccountServices({ db, secret: "test-secret-test-secret-test-secret", sms, codesPerClient: 1000, clock: () => new Date(clock) });
  });
  afterAll(async () => {
    accounts?.stop();
    await db?.close();
  });

  let clientCounter = 0;
  const client = () => `10.0.0.${++clientCounter}`;

  async function signIn(phone = newPhone(), onSite: Site = site, replacingToken: string | null = null) {
    clock += 31 * SECOND; // past the resend wait of an earlier sign-in with the same number
    const asked = await requestSignInCode(accounts, { site: onSite, phone, client: client() });
    expect(asked).toMatchObject({ ok: true });
    const result = await confirmSignInCode(accounts, { site: onSite, phone, code: lastCode(phone)!, client: client(), userAgent: "test", replacingToken });
    if (!result.ok) throw new Error(result.message);
    return { phone, token: result.token, user: result.user };
  }

  const session = async (token: string, onSite: Site = site) => currentSession(accounts, onSite, token);

  describe("codes", () => {
    it("are six digits sent by SMS to the number in E.164, naming the site", async () => {
      const phone = newPhone();
      const answer = await requestSignInCode(accounts, { site, phone: phone.replace(/^04(\d\d)(\d{3})(\d{3})$/, "04$1 $2 $3"), client: client() });
      expect(answer).toEqual({ ok: true, phone: e164(phone), shownPhone: expect.stringMatching(/^04\d\d \d{3} \d{3}$/), resendAfterSeconds: 30 });
      const message = sent.at(-1)!;
      expect(message.to).toBe(e164(phone));
      expect(message.text).toMatch(/^\d{6} is your Test Motors sign-in code\. It expires in 10 minutes\./);
    });

    it("are stored only as a hash", async () => {
      const phone = newPhone();
      await requestSignInCode(accounts, { site, phone, client: client() });
      const code = lastCode(phone)!;
      const [row] = await db.orm.select().from(signInChallenges).where(eq(signInChallenges.phone, e164(phone)));
      expect(row.codeHash).not.toContain(code);
      expect(row.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(row)).not.toContain(code);
    });

    it("refuse a number that is not an Australian mobile, with a clear message", async () => {
      for (const bad of ["02 9876 5432", "+44 7700 900123", "hello"]) {
        expect(await requestSignInCode(accounts, { site, phone: bad, client: client() })).toEqual({
          ok: false, status: 400, field: "phone", message: SIGN_IN_MESSAGES.phoneInvalid,
        });
      }
    });

    it("answer the same for a number with an account and one without (no account enumeration)", async () => {
      const known = await signIn();
      clock += MINUTE;
      const fresh = newPhone();
      const forKnown = await requestSignInCode(accounts, { site, phone: known.phone, client: client() });
      const forFresh = await requestSignInCode(accounts, { site, phone: fresh, client: client() });
      const shape = (a: typeof forKnown) => (a.ok ? { ...a, phone: "x", shownPhone: "x" } : a);
      expect(shape(forKnown)).toEqual(shape(forFresh));
      // A wrong code reads the same too.
      const wrongKnown = await confirmSignInCode(accounts, { site, phone: known.phone, code: "000000" === lastCode(known.phone) ? "111111" : "000000", client: client(), userAgent: "", replacingToken: null });
      const wrongFresh = await confirmSignInCode(accounts, { site, phone: fresh, code: "000000" === lastCode(fresh) ? "111111" : "000000", client: client(), userAgent: "", replacingToken: null });
      expect(wrongKnown).toEqual(wrongFresh);
      // No account is made until a code is confirmed.
      expect(await db.orm.select().from(shopperUsers).where(eq(shopperUsers.phone, e164(fresh)))).toEqual([]);
    });

    it("expire after 10 minutes", async () => {
      const phone = newPhone();
      await requestSignInCode(accounts, { site, phone, client: client() });
      const code = lastCode(phone)!;
      clock += 10 * MINUTE;
      expect(await confirmSignInCode(accounts, { site, phone, code, client: client(), userAgent: "", replacingToken: null })).toMatchObject({
        ok: false, field: "code", message: SIGN_IN_MESSAGES.codeExpired,
      });
    });

    it("work once only", async () => {
      const phone = newPhone();
      await requestSignInCode(accounts, { site, phone, client: client() });
      const code = lastCode(phone)!;
      const first = await confirmSignInCode(accounts, { site, phone, code, client: client(), userAgent: "", replacingToken: null });
      expect(first.ok).toBe(true);
      expect(await confirmSignInCode(accounts, { site, phone, code, client: client(), userAgent: "", replacingToken: null })).toMatchObject({
        ok: false, message: SIGN_IN_MESSAGES.codeClosed,
      });
    });

    it("stop working after 5 wrong attempts, even the right code (brute force)", async () => {
      const phone = newPhone();
      await requestSignInCode(accounts, { site, phone, client: client() });
      const code = lastCode(phone)!;
      const wrong = code === "999999" ? "999998" : "999999";
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await confirmSignInCode(accounts, { site, phone, code: wrong, client: client(), userAgent: "", replacingToken: null }));
      expect(answers.map((a) => (a.ok ? "signed in" : a.message))).toEqual([
        wrongCodeMessage(4), wrongCodeMessage(3), wrongCodeMessage(2), wrongCodeMessage(1), SIGN_IN_MESSAGES.codeLocked,
      ]);
      expect(await confirmSignInCode(accounts, { site, phone, code, client: client(), userAgent: "", replacingToken: null })).toMatchObject({
        ok: false, message: SIGN_IN_MESSAGES.codeLocked,
      });
    });

    it("count every one of many parallel wrong guesses", async () => {
      const phone = newPhone();
      await requestSignInCode(accounts, { site, phone, client: client() });
      const code = lastCode(phone)!;
      const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
      const answers = await Promise.all(guesses.map((guess) => confirmSignInCode(accounts, { site, phone, code: guess, client: client(), userAgent: "", replacingToken: null })));
      expect(answers.every((a) => !a.ok)).toBe(true);
      const [row] = await db.orm.select().from(signInChallenges).where(eq(signInChallenges.phone, e164(phone)));
      expect(row.attempts).toBe(5);
    });

    it("can be sent again after 30 seconds, and only the newest works", async () => {
      const phone = newPhone();
      await requestSignInCode(accounts, { site, phone, client: client() });
      const first = lastCode(phone)!;
      clock += 10 * SECOND;
      expect(await requestSignInCode(accounts, { site, phone, client: client() })).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 20 });
      clock += 20 * SECOND;
      expect(await requestSignInCode(accounts, { site, phone, client: client() })).toMatchObject({ ok: true });
      const second = lastCode(phone)!;
      if (first !== second) {
        expect(await confirmSignInCode(accounts, { site, phone, code: first, client: client(), userAgent: "", replacingToken: null })).toMatchObject({ ok: false });
      }
      expect(await confirmSignInCode(accounts, { site, phone, code: second, client: client(), userAgent: "", replacingToken: null })).toMatchObject({ ok: true });
    });

    it("go to one number at most 5 times an hour, from any client", async () => {
      const phone = newPhone();
      for (let i = 0; i < 5; i++) {
        expect(await requestSignInCode(accounts, { site, phone, client: client() })).toMatchObject({ ok: true });
        clock += 31 * SECOND;
      }
      expect(await requestSignInCode(accounts, { site, phone, client: client() })).toMatchObject({ ok: false, status: 429 });
    });

    it("are limited per client", async () => {
      const strict = createAccountServices({ db, secret: "test-secret-test-secret-test-secret", sms, codesPerClient: 2, clock: () => new Date(clock) });
      strict.stop();
      const from = client();
      expect(await requestSignInCode(strict, { site, phone: newPhone(), client: from })).toMatchObject({ ok: true });
      expect(await requestSignInCode(strict, { site, phone: newPhone(), client: from })).toMatchObject({ ok: true });
      expect(await requestSignInCode(strict, { site, phone: newPhone(), client: from })).toEqual({
        ok: false, status: 429, field: null, message: SIGN_IN_MESSAGES.clientLimited, retryAfterSeconds: expect.any(Number),
      });
      expect(await requestSignInCode(strict, { site, phone: newPhone(), client: client() })).toMatchObject({ ok: true });
    });

    it("are dropped when the SMS cannot be sent, and the shopper is asked to try again", async () => {
      const failing = createAccountServices({ db, secret: "s".repeat(32), sms: { name: "down", send: async () => { throw new Error("gateway down"); } }, codesPerClient: 100, clock: () => new Date(clock) });
      failing.stop();
      const phone = newPhone();
      const warn = console.warn;
      console.warn = () => {};
      try {
        expect(await requestSignInCode(failing, { site, phone, client: client() })).toMatchObject({ ok: false, status: 503, message: SIGN_IN_MESSAGES.smsFailed });
      } finally {
        console.warn = warn;
      }
      expect(await db.orm.select().from(signInChallenges).where(eq(signInChallenges.phone, e164(phone)))).toEqual([]);
    });
  });

  describe("sessions", () => {
    it("open on the right code: the account is the group's, known on its other sites", async () => {
      const { phone, token, user } = await signIn();
      expect(user.phone).toBe(e164(phone));
      expect((await session(token))?.user.id).toBe(user.id);
      // The same number signing in on a sister site of the group is the same user.
      const again = await signIn(phone, sister);
      expect(again.user.id).toBe(user.id);
    });

    it("are stored as a hash of the token", async () => {
      const { token, user } = await signIn();
      const rows = await db.orm.select().from(shopperSessions).where(eq(shopperSessions.userId, user.id));
      expect(rows.map((r) => r.tokenHash)).toEqual([sessionTokenHash(token)]);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("of another dealer group are refused", async () => {
      const { token, phone, user } = await signIn();
      expect(await session(token, otherGroupSite)).toBeNull();
      // The same number on the other group is a different account.
      const there = await signIn(phone, otherGroupSite);
      expect(there.user.id).not.toBe(user.id);
      expect(await session(there.token, site)).toBeNull();
    });

    it("get a new token at sign-in and the old one ends (no session fixation)", async () => {
      const first = await signIn();
      clock += MINUTE;
      const second = await signIn(first.phone, site, first.token);
      expect(second.token).not.toBe(first.token);
      expect(await session(first.token)).toBeNull();
      expect(await session(second.token)).not.toBeNull();
      // A planted token that was never a session is not turned into one.
      const planted = "A".repeat(43);
      const third = await signIn(newPhone(), site, planted);
      expect(third.token).not.toBe(planted);
      expect(await session(planted)).toBeNull();
    });

    it("end after 30 days without a request, and live on while used", async () => {
      const { token } = await signIn();
      clock += 29 * DAY;
      expect(await session(token)).not.toBeNull();
      clock += 29 * DAY;
      expect(await session(token)).not.toBeNull();
      clock += 30 * DAY;
      expect(await session(token)).toBeNull();
    });

    it("can be ended one by one, only by their owner", async () => {
      const a = await signIn();
      const a2 = await signIn(a.phone);
      const b = await signIn();
      const currentA = (await session(a.token))!;
      const garage = await garageFor(accounts, site, currentA);
      expect(garage.sessions.map((s) => s.current).sort()).toEqual([false, true]);
      const other = garage.sessions.find((s) => !s.current)!;
      const currentB = (await session(b.token))!;
      expect(await endOwnSession(accounts, site, currentB.user.id, other.id)).toBe(false);
      expect(await session(a2.token)).not.toBeNull();
      expect(await endOwnSession(accounts, site, currentA.user.id, other.id)).toBe(true);
      expect(await session(a2.token)).toBeNull();
      expect(await session(a.token)).not.toBeNull();
    });
  });

  describe("the watchlist", () => {
    let shopper: { phone: string; token: string };
    let current: CurrentSession;
    beforeAll(async () => {
      shopper = await signIn();
      current = (await session(shopper.token))!;
    });
    const change = (c: "save" | "remove", carId: unknown, phoneNumber: unknown = shopper.phone, who: CurrentSession | null = current) =>
      changeWatchlist(accounts, { site, session: who, change: c, phoneNumber, carId });

    it("saves and removes a car with the shopper's own phone number", async () => {
      expect(await change("save", String(car))).toEqual({ status: 200, body: { success: true, saved: true } });
      expect(await change("save", car)).toEqual({ status: 200, body: { success: true, saved: true } });
      expect((await garageFor(accounts, site, current)).watchlist.map((c) => c.carId)).toEqual([car]);
      expect(await change("remove", car, `+61${shopper.phone.slice(1)}`)).toEqual({ status: 200, body: { success: true, saved: false } });
      expect((await garageFor(accounts, site, current)).watchlist).toEqual([]);
    });

    it("needs a signed-in shopper", async () => {
      expect(await change("save", car, shopper.phone, null)).toEqual({ status: 401, body: { success: false, message: WATCHLIST_MESSAGES.signInNeeded } });
    });

    it("refuses another shopper's phone number (one user cannot change another's watchlist)", async () => {
      const victim = await signIn();
      const victimSession = (await session(victim.token))!;
      await changeWatchlist(accounts, { site, session: victimSession, change: "save", phoneNumber: victim.phone, carId: car });
      expect(await change("remove", car, victim.phone)).toEqual({ status: 403, body: { success: false, message: WATCHLIST_MESSAGES.notYourPhone } });
      expect(await change("save", car, victim.phone)).toMatchObject({ status: 403 });
      expect((await garageFor(accounts, site, victimSession)).watchlist.map((c) => c.carId)).toEqual([car]);
      // Removing with one's own number only touches one's own list.
      await change("remove", car);
      expect((await garageFor(accounts, site, victimSession)).watchlist.map((c) => c.carId)).toEqual([car]);
    });

    it("cannot save a sold car unless it is already saved", async () => {
      await db.orm.update(cars).set({ soldAt: new Date(clock - DAY) }).where(eq(cars.id, soldCar)); // sold yesterday: still on the site
      expect(await change("save", soldCar)).toEqual({ status: 409, body: { success: false, message: WATCHLIST_MESSAGES.sold } });
      await db.orm.insert(watchlistItems).values({ dealerGroupId: site.dealerGroupId, userId: current.user.id, carId: soldCar });
      expect(await change("save", soldCar)).toMatchObject({ status: 200 });
      expect(await change("remove", soldCar)).toMatchObject({ status: 200, body: { saved: false } });
    });

    it("does not know another group's cars, or nonsense ids", async () => {
      expect(await change("save", otherGroupCar)).toMatchObject({ status: 404 });
      expect(await change("save", "1; drop table cars")).toMatchObject({ status: 400 });
      expect(await change("save", { id: 1 })).toMatchObject({ status: 400 });
    });
  });

  describe("My Garage", () => {
    it("lists the enquiries sent with the shopper's number however it was written", async () => {
      const { phone, token } = await signIn();
      const current = (await session(token))!;
      const dealershipId = site.dealershipIds[0];
      const lead = (written: string, kind: string, groupId = site.dealerGroupId) => ({
        dealerGroupId: groupId,
        dealershipId,
        siteSlug: site.slug,
        carId: car,
        formKind: kind,
        category: "Sales",
        firstName: "Alex",
        lastName: "Citizen",
        email: "alex@example.com",
        phone: written,
        payload: {},
        context: {} as never,
        idempotencyKey: `${kind}-${written}-${Math.random()}`,
        requestHash: "x",
      });
      const spaced = phone.replace(/^(\d{4})(\d{3})(\d{3})$/, "$1 $2 $3");
      await db.orm.insert(leads).values([lead(spaced, "enquiry"), lead(`+61 ${phone.slice(1)}`, "test-drive"), lead(newPhone(), "finance")]);
      const garage = await garageFor(accounts, site, current);
      expect(garage.enquiries.map((e) => e.formKind).sort()).toEqual(["enquiry", "test-drive"]);
      expect(garage.enquiries[0].carName).toBe("2021 Toyota Corolla Ascent Sport");
      // With their deliveries' states (none here: the leads were written without an outbox row).
      expect(garage.enquiries.map((e) => e.deliveryStatuses)).toEqual([[], []]);
      const [first] = garage.enquiries;
      await db.query(
        "insert into lead_deliveries (lead_id, dealer_group_id, revision, event, destination_key, destination, idempotency_key, status, deadline_at) values ($1, $2, 1, 'lead.created', 'email:a', '{}'::jsonb, $3, 'delivered', now()), ($1, $2, 1, 'lead.created', 'email:b', '{}'::jsonb, $4, 'dead', now())",
        [first.id, site.dealerGroupId, `garage-${first.id}-a`, `garage-${first.id}-b`],
      );
      const again = await garageFor(accounts, site, current);
      expect(again.enquiries.find((e) => e.id === first.id)?.deliveryStatuses.sort()).toEqual(["dead", "delivered"]);
    });

    it("keeps saved details after checking them like the forms do", async () => {
      const { token } = await signIn();
      const current = (await session(token))!;
      expect(await saveDetails(accounts, site, current, { name: "Alex", last_name: "", email: "not-an-email", postcode: "20000" })).toMatchObject({
        ok: false, fieldErrors: { email: expect.any(String), postcode: expect.any(String) },
      });
      expect(await saveDetails(accounts, site, current, { name: "Alex", last_name: "Citizen", email: "alex@example.com", postcode: "2000" })).toEqual({
        ok: true, details: { name: "Alex", last_name: "Citizen", email: "alex@example.com", postcode: "2000" },
      });
      expect((await garageFor(accounts, site, (await session(token))!)).savedDetails.email).toBe("alex@example.com");
    });

    it("deletes the account with its sessions, watchlist and codes", async () => {
      const { token, phone } = await signIn();
      const current = (await session(token))!;
      await changeWatchlist(accounts, { site, session: current, change: "save", phoneNumber: phone, carId: car });
      expect(await deleteAccount(accounts, site, current)).toBe(true);
      expect(await session(token)).toBeNull();
      expect(await db.orm.select().from(shopperUsers).where(eq(shopperUsers.id, current.user.id))).toEqual([]);
      expect(await db.orm.select().from(watchlistItems).where(eq(watchlistItems.userId, current.user.id))).toEqual([]);
      expect(await db.orm.select().from(signInChallenges).where(eq(signInChallenges.phone, e164(phone)))).toEqual([]);
    });
  });
});
