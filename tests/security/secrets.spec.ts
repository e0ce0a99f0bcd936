// Finding 2: without APP_SECRET the server signed with a constant that is in
// the repository, so anyone could forge lead tokens (accept a trade-in offer on
// someone else's lead), CSRF tokens and search keys. Now the embedded default
// generates its own secret in DATA_DIR, and a server on DATABASE_URL without
// APP_SECRET refuses to start (docs/decisions/0027-app-secret.md).
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { createSecuredKey } from "../../search/core/secured-key.ts";
import { firstChoice, generalEnquiry, openForm, postEnhancedForm, postForm, raw } from "./support.ts";

/** The constant every install without APP_SECRET signed with before. */
const PUBLIC_DEFAULT = "forecourt-local-development-secret";
const SITE = "harbour-motor-group";
const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e");

const forgedLeadToken = (leadId: number) => createHmac("sha256", PUBLIC_DEFAULT).update(`lead:${leadId}`).digest("base64url").slice(0, 32);

test("the embedded default signs with a secret of its own, readable only by the server's user", () => {
  const file = join(DATA_DIR, "app-secret");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readFileSync(file, "utf8").trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test("a lead token forged with the public default does not accept the offer on someone else's trade-in", async () => {
  // The victim's trade-in lead.
  const victim = await openForm(SITE, "/trade-in", "127.0.1.1");
  const location = firstChoice(victim.html, "location_id");
  const lead = await postEnhancedForm(
    SITE,
    "/trade-in",
    victim,
    {
      ...generalEnquiry(""),
      email: `victim-${Date.now()}@example.com`,
      rego: "ABC123",
      regoState: "NSW",
      kms: "85000",
      PreferredContactMethod: "Phone",
      location_id: location,
      terms_conditions: "on",
    },
    "127.0.1.1",
  );
  // The answer carries the lead: its id (with a valuation on offer, also as the estimate stage's lead_id).
  const leadId = Number(((lead.answer.lead ?? {}) as { leadId?: number }).leadId ?? lead.answer.lead_id);
  expect(Number.isInteger(leadId), JSON.stringify(lead.answer)).toBe(true);

  // The attacker has a session of their own and guesses the lead id; the token is forged.
  const attacker = await openForm(SITE, "/trade-in", "127.0.1.2");
  const accept = await postForm(SITE, "/trade-in", attacker, { intent: "accept", lead_id: String(leadId), lead_token: forgedLeadToken(leadId) }, "127.0.1.2");
  // Refused as an unknown lead: the page again, never the redirect of an accepted offer.
  expect(accept.status).toBe(404);
  expect(accept.headers.location).toBeUndefined();
});

test("a CSRF token forged with the public default is refused", async () => {
  const cookie = randomBytes(32).toString("base64url");
  const forged = createHmac("sha256", PUBLIC_DEFAULT).update(`csrf:${cookie}`).digest("base64url");
  const answer = await postForm(SITE, "/contact", { cookie: `forecourt_csrf=${cookie}`, csrf: forged }, generalEnquiry("forged"), "127.0.1.3");
  expect(answer.status).toBe(403);
});

test("a search key forged with the public default is refused; the site's own key works", async () => {
  const config = JSON.parse((await raw(SITE, "/api/search-config")).body) as { appId: string; apiKey: string };
  const query = (apiKey: string) =>
    raw(SITE, "/1/indexes/Car_production/query", {
      method: "POST",
      headers: { "X-Algolia-Application-Id": config.appId, "X-Algolia-API-Key": apiKey, "Content-Type": "application/json" },
      body: JSON.stringify({ hitsPerPage: 1 }),
    });
  expect((await query(config.apiKey)).status).toBe(200);
  expect((await query(createSecuredKey(PUBLIC_DEFAULT, SITE))).status).toBe(403);
});

test("a server on DATABASE_URL without APP_SECRET refuses to start and says how to set one", async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-no-secret-"));
  try {
    const child = spawn(process.execPath, ["server.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        // Nothing listens there: a server that got as far as the database would fail differently.
        DATABASE_URL: "postgres://forecourt@127.0.0.1:9/forecourt",
        APP_SECRET: "",
        APP_SECRET_PREVIOUS: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    const code = await new Promise<number | null>((done) => {
      const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
      child.on("exit", (exitCode) => {
        clearTimeout(timer);
        done(exitCode);
      });
    });
    expect(code, output).toBe(1);
    expect(output).toContain("APP_SECRET is not set");
    expect(output).toContain("export APP_SECRET=");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
