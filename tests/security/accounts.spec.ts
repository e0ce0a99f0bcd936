// Shopper accounts under attack, against the production server: account
// enumeration, guessing codes, session fixation, CSRF on every signed-in
// post, one shopper touching another's watchlist, open redirects through
// `redirect` and `back`, and the shared page cache never carrying a shopper.
// (Another dealer group's session is refused in services/accounts/accounts.test.ts:
// the demo data has one group.)
import { expect, test } from "@playwright/test";
import { raw, PORT } from "./support.ts";
import { codeSentTo, e164, uniqueMobile } from "../e2e/support/sms.ts";
import { cookiesOf, Shopper, SIGN_IN, SITE } from "./support/shopper.ts";
import { CSRF_FAILED_MESSAGE } from "../../services/security/csrf.ts";
import { SIGN_IN_MESSAGES, WATCHLIST_MESSAGES, wrongCodeMessage } from "../../domain/accounts/messages.ts";

async function countCodes(phone: string) {
  const { messagesTo } = await import("../e2e/support/sms.ts");
  return (await messagesTo(phone)).length;
}

test("asking for a code reads the same for a number with an account and one without (no account enumeration)", async () => {
  test.setTimeout(70_000);
  const known = new Shopper("127.0.0.21");
  const { phone } = await known.signIn();
  await new Promise((r) => setTimeout(r, 31_000)); // past the resend wait for the known number
  const fresh = uniqueMobile();
  const a = new Shopper("127.0.0.22");
  const b = new Shopper("127.0.0.23");
  await a.open();
  await b.open();
  const forKnown = await a.post(SIGN_IN, { intent: "send-code", phone });
  const forFresh = await b.post(SIGN_IN, { intent: "send-code", phone: fresh });
  expect(forKnown.status).toBe(forFresh.status);
  const normalise = (html: string) =>
    html.replace(/0412 \d{3} \d{3}|0412\d{6}/g, "PHONE").replace(/nonce-[^'"]+|nonce="[^"]+"/g, "N").replace(/value="[A-Za-z0-9_-]{40,}"/g, "T");
  const visible = (html: string) => /<main[\s\S]*<\/main>/.exec(normalise(html))?.[0];
  expect(visible(forKnown.body)).toBeDefined();
  expect(visible(forKnown.body)).toBe(visible(forFresh.body));
});

test("guessing codes: five wrong tries close the code, even to the right one", async () => {
  const shopper = new Shopper("127.0.0.31");
  const phone = uniqueMobile();
  await shopper.open();
  await shopper.post(SIGN_IN, { intent: "send-code", phone });
  const code = await codeSentTo(phone);
  const answers: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const guess = String((Number(code) + i) % 1_000_000).padStart(6, "0");
    const answer = await shopper.post(SIGN_IN, { intent: "verify-code", phone, code: guess });
    expect(answer.status).toBe(400);
    answers.push(answer.body.includes("entered wrongly 5 times") ? "locked" : answer.body.includes(wrongCodeMessage(5 - i).replace(/'/g, "&#x27;")) ? "wrong" : "?");
  }
  expect(answers).toEqual(["wrong", "wrong", "wrong", "wrong", "locked"]);
  const right = await shopper.post(SIGN_IN, { intent: "verify-code", phone, code });
  expect(right.status).toBe(400);
  expect(right.headers["set-cookie"] ?? "").not.toContain("forecourt_session");
  expect(right.body).toContain(SIGN_IN_MESSAGES.codeLocked.replace(/'/g, "&#x27;").slice(0, 30));
});

test("a code from an SMS works once", async () => {
  const shopper = new Shopper("127.0.0.32");
  const phone = uniqueMobile();
  await shopper.open();
  await shopper.post(SIGN_IN, { intent: "send-code", phone });
  const code = await codeSentTo(phone);
  expect((await shopper.post(SIGN_IN, { intent: "verify-code", phone, code })).status).toBe(303);
  const attacker = new Shopper("127.0.0.33");
  await attacker.open();
  expect((await attacker.post(SIGN_IN, { intent: "verify-code", phone, code })).status).toBe(400);
});

test("a session id planted before sign-in is never the one signed in (session fixation)", async () => {
  const victim = new Shopper("127.0.0.41");
  const planted = "P".repeat(43);
  victim.cookies.set("forecourt_session", planted);
  const { done } = await victim.signIn();
  const issued = cookiesOf(done).find((c) => c.startsWith("forecourt_session="));
  expect(issued).toBeDefined();
  expect(issued).not.toBe(`forecourt_session=${planted}`);
  expect(String(done.headers["set-cookie"])).toMatch(/forecourt_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/);
  // The attacker holding the planted value is not signed in.
  const attacker = new Shopper("127.0.0.42");
  attacker.cookies.set("forecourt_session", planted);
  expect((await attacker.account()).signedIn).toBe(false);
  expect((await victim.account()).signedIn).toBe(true);
});

test("over https the session cookie is __Host- and Secure", async () => {
  // Through our TLS-terminating proxy (127.0.0.1 in the test server's TRUST_PROXY): the shopper is 127.0.0.43, the
  // request reaches us as http with X-Forwarded-Proto, and the browser's Origin is the https site.
  const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "127.0.0.43" };
  const path = SIGN_IN;
  const page = await raw(SITE, path, { from: "127.0.0.1", headers: proxied });
  const csrfCookie = cookiesOf(page).find((c) => c.startsWith("__Host-forecourt_csrf="))!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1];
  const phone = uniqueMobile();
  const post = (values: Record<string, string>) =>
    raw(SITE, path, {
      method: "POST",
      from: "127.0.0.1",
      body: new URLSearchParams({ csrf, ...values }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `https://${SITE}.localhost:${PORT}`, Cookie: csrfCookie, ...proxied },
    });
  expect((await post({ intent: "send-code", phone })).status).toBe(200);
  const done = await post({ intent: "verify-code", phone, code: await codeSentTo(phone) });
  expect(done.status).toBe(303);
  expect(String(done.headers["set-cookie"])).toMatch(/__Host-forecourt_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure/);
});

test("every signed-in post needs the CSRF token and this site's origin", async () => {
  const shopper = new Shopper("127.0.0.51");
  await shopper.signIn();
  const account = await shopper.account();
  const garage = await shopper.open("/my-garage");
  expect(garage.status).toBe(200);
  const sessionId = /name="session_id" value="(\d+)"/.exec(garage.body)![1];
  const posts: [string, Record<string, string>][] = [
    ["/sign-out", {}],
    ["/my-garage", { intent: "save-details", name: "Mallory" }],
    ["/my-garage", { intent: "end-session", session_id: sessionId }],
    ["/my-garage", { intent: "remove-car", car_id: "1" }],
    ["/my-garage", { intent: "delete-account" }],
  ];
  for (const [path, values] of posts) {
    for (const attempt of [{ csrf: null }, { csrf: "forged-token-forged-token-forged-token-00" }, { origin: "https://evil.example" }] as const) {
      const answer = await shopper.post(path, values, attempt);
      // 403 from our check; a foreign Origin may already be refused by React Router's own (400).
      expect([403, 400], `${path} ${JSON.stringify(values)} ${JSON.stringify(attempt)}`).toContain(answer.status);
      expect(answer.headers["set-cookie"] ?? "").not.toContain("forecourt_session=");
    }
  }
  for (const path of ["/api/watchlist/save-car", "/api/watchlist/remove-car"]) {
    const body = { phone_number: account.phone, car_id: 1 };
    expect((await shopper.json(path, body)).status).toBe(403);
    expect((await shopper.json(path, body, { "X-CSRF-Token": "forged-token-forged-token-forged-token-00" })).status).toBe(403);
    const crossSite = await raw(SITE, path, {
      method: "POST",
      from: shopper.from,
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", Cookie: shopper.cookie, "X-CSRF-Token": account.csrf },
    });
    expect([403, 400]).toContain(crossSite.status);
    if (crossSite.status === 403) expect(JSON.parse(crossSite.body)).toEqual({ success: false, message: CSRF_FAILED_MESSAGE });
  }
  // Nothing happened: still signed in, the account still there.
  expect((await shopper.account()).signedIn).toBe(true);
});

test("the sign-in steps need the CSRF token too (no login CSRF, no code sent for a forged form)", async () => {
  const stranger = new Shopper("127.0.0.52");
  await stranger.open();
  const phone = uniqueMobile();
  for (const values of [{ intent: "send-code", phone }, { intent: "verify-code", phone, code: "123456" }] as Record<string, string>[]) {
    for (const attempt of [{ csrf: null }, { csrf: "forged-token-forged-token-forged-token-00" }] as const) {
      expect((await stranger.post(SIGN_IN, values, attempt)).status).toBe(403);
    }
  }
  expect(await countCodes(phone)).toBe(0);
});

test("one shopper cannot change another's watchlist", async ({ request }) => {
  const alice = new Shopper("127.0.0.61");
  const mallory = new Shopper("127.0.0.62");
  const { phone: alicePhone } = await alice.signIn();
  await mallory.signIn();
  const car = /data-car-id="(\d+)"/.exec((await alice.get("/search/used-cars")).body)?.[1];
  expect(car).toBeDefined();
  const aliceAccount = await alice.account();
  expect((await alice.json("/api/watchlist/save-car", { phone_number: aliceAccount.phone, car_id: Number(car) }, { "X-CSRF-Token": aliceAccount.csrf })).status).toBe(200);
  const malloryAccount = await mallory.account();
  for (const path of ["/api/watchlist/remove-car", "/api/watchlist/save-car"]) {
    for (const written of [alicePhone, e164(alicePhone)]) {
      const answer = await mallory.json(path, { phone_number: written, car_id: Number(car) }, { "X-CSRF-Token": malloryAccount.csrf });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: WATCHLIST_MESSAGES.notYourPhone });
    }
  }
  expect((await alice.account()) as unknown).toMatchObject({ savedCarIds: [Number(car)] });
  // Without a session the call is refused too.
  const stranger = new Shopper("127.0.0.63");
  const strangerAccount = await stranger.account();
  expect((await stranger.json("/api/watchlist/remove-car", { phone_number: alicePhone, car_id: Number(car) }, { "X-CSRF-Token": strangerAccount.csrf })).status).toBe(401);
  expect(request).toBeDefined();
});

test("sign-in never sends the shopper off the site through redirect or back", async () => {
  for (const evil of ["//evil.example", "https://evil.example/x", "/\\evil.example", "/%2F%2Fevil.example", "javascript:alert(1)"]) {
    const path = `/sign-in?type=checkout&redirect=${encodeURIComponent(evil)}&back=${encodeURIComponent(evil)}`;
    const shopper = new Shopper("127.0.0.71");
    const page = await shopper.open(path);
    const back = /class="button button--ghost" href="([^"]*)">Go back/.exec(page.body)?.[1];
    expect(back, evil).toBe("/");
    const { done } = await shopper.signIn(uniqueMobile(), path);
    expect(done.headers["location"], evil).toBe("/");
  }
});

test("signed-in pages are private; a page cached for everyone never shows one shopper's state", async () => {
  const shopper = new Shopper("127.0.0.81");
  const { phone } = await shopper.signIn();
  const digits = phone.slice(-3);
  for (const path of ["/my-garage", "/api/account", "/spin-to-win", "/sign-in"]) {
    const answer = await shopper.get(path);
    expect(answer.headers["cache-control"], path).toBe("private, no-store");
  }
  // The same public page, signed in and not, is the same page (the shopper's state comes from /api/account).
  const path = "/search/used-cars?security=accounts";
  const anonymous = await raw(SITE, path, { from: "127.0.0.82" });
  const signedIn = await shopper.get(path);
  const again = await shopper.get(path);
  expect(again.headers["x-cache"]).toMatch(/HIT|STALE/);
  for (const body of [signedIn.body, again.body, anonymous.body]) {
    expect(body).not.toContain(phone);
    expect(body).not.toContain(`*** ${digits}`);
    expect(body).not.toContain("Sign out");
    expect(body).not.toContain('aria-pressed="true"');
  }
  expect(signedIn.headers["set-cookie"]).toBeUndefined();
});

test("the account call every page makes sets no CSRF cookie for an anonymous shopper; a signed-in shopper's carries a token", async () => {
  // The call could answer after the next page the shopper opens had set its own cookie for its form, and
  // replace it: that form's token would then be refused ("Your session has expired…").
  const anonymous = await raw(SITE, "/api/account", { from: "127.0.0.83" });
  expect(anonymous.status).toBe(200);
  expect(JSON.parse(anonymous.body)).toMatchObject({ signedIn: false, csrf: "" });
  expect(anonymous.headers["set-cookie"]).toBeUndefined();
  const shopper = new Shopper("127.0.0.84");
  await shopper.signIn();
  const state = JSON.parse((await shopper.get("/api/account")).body) as { signedIn: boolean; csrf: string };
  expect(state.signedIn).toBe(true);
  expect(state.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
});
