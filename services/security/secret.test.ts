import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { seedsDemoData } from "../config.ts";
import { issueCsrfToken, verifyCsrf } from "./csrf.ts";
import { isLeadToken, leadToken } from "./lead-token.ts";
import { siteKeyResolver, siteSearchKey } from "./search-keys.ts";
import { appSecretPath, MISSING_APP_SECRET_MESSAGE, resolveAppSecret } from "./secret.ts";
import type { SiteRegistry } from "../../sites/registry.ts";
import { testSite } from "../leads/testing/fixtures.ts";

/** The constant every install signed with before: anyone could read it in the repository. */
const OLD_PUBLIC_DEFAULT = "forecourt-local-development-secret";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "forecourt-secret-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the app secret", () => {
  it("is generated on the embedded database's first start, kept in DATA_DIR with mode 0600, and the same on the next start", () => {
    const dataDir = join(tempDir(), "data");
    const first = resolveAppSecret({}, dataDir);
    expect(first.current).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.current).not.toBe(OLD_PUBLIC_DEFAULT);
    expect(statSync(appSecretPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(resolveAppSecret({}, dataDir)).toEqual(first);
    expect(resolveAppSecret({}, tempDir()).current).not.toBe(first.current);
  });

  it("tightens a secret file others could read", () => {
    const dataDir = tempDir();
    const { current } = resolveAppSecret({}, dataDir);
    chmodSync(appSecretPath(dataDir), 0o644);
    expect(resolveAppSecret({}, dataDir).current).toBe(current);
    expect(statSync(appSecretPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("refuses a secret file that holds no generated secret", () => {
    const dataDir = tempDir();
    writeFileSync(appSecretPath(dataDir), `${OLD_PUBLIC_DEFAULT}\n`);
    expect(() => resolveAppSecret({}, dataDir)).toThrow(/does not hold a generated secret/);
  });

  it("uses APP_SECRET when set, and writes nothing", () => {
    const dataDir = tempDir();
    expect(resolveAppSecret({ APP_SECRET: "x".repeat(40) }, dataDir)).toEqual({ current: "x".repeat(40), previous: [] });
    expect(() => readFileSync(appSecretPath(dataDir))).toThrow();
  });

  it("refuses to start with DATABASE_URL and no APP_SECRET, saying how to set one", () => {
    expect(() => resolveAppSecret({ DATABASE_URL: "postgres://db/app" }, tempDir())).toThrow(MISSING_APP_SECRET_MESSAGE);
    expect(MISSING_APP_SECRET_MESSAGE).toMatch(/export APP_SECRET=/);
  });

  it("keeps seeding the embedded default, and a real server only when SEED_DEMO=1", () => {
    expect(seedsDemoData({ DATABASE_URL: undefined, SEED_DEMO: undefined })).toBe(true);
    expect(seedsDemoData({ DATABASE_URL: undefined, SEED_DEMO: false })).toBe(false);
    expect(seedsDemoData({ DATABASE_URL: "postgres://db/app", SEED_DEMO: undefined })).toBe(false);
    expect(seedsDemoData({ DATABASE_URL: "postgres://db/app", SEED_DEMO: true })).toBe(true);
  });
});

describe("rotation: signed with APP_SECRET, still verified with APP_SECRET_PREVIOUS", () => {
  const before = { current: "a".repeat(40), previous: [] };
  const after = resolveAppSecret({ APP_SECRET: "b".repeat(40), APP_SECRET_PREVIOUS: "a".repeat(40) }, "/nonexistent");
  const page = new Request("http://harbour.localhost/contact", { headers: { Host: "harbour.localhost" } });
  const post = (cookie: string) =>
    new Request("http://harbour.localhost/contact", { method: "POST", headers: { Host: "harbour.localhost", Origin: "http://harbour.localhost", Cookie: cookie } });

  it("accepts CSRF tokens from pages rendered before the rotation, and signs new ones with the new secret", () => {
    const issued = issueCsrfToken(page, before);
    const cookie = issued.setCookie!.split(";")[0];
    expect(verifyCsrf(post(cookie), issued.token, after)).toEqual({ ok: true });
    const fresh = issueCsrfToken(post(cookie), after).token;
    expect(fresh).not.toBe(issued.token);
    expect(verifyCsrf(post(cookie), fresh, { current: "b".repeat(40), previous: [] })).toEqual({ ok: true });
    expect(verifyCsrf(post(cookie), issued.token, { current: "b".repeat(40), previous: [] })).toEqual({ ok: false, failure: "bad-token" });
  });

  it("accepts lead tokens and search keys made with the previous secret", () => {
    expect(isLeadToken(7, leadToken(7, before), after)).toBe(true);
    expect(leadToken(7, after)).toBe(leadToken(7, "b".repeat(40)));
    const site = testSite({ slug: "harbour", dealerGroupId: 1, dealershipIds: [1] });
    const sites = { get: (slug: string) => (slug === site.slug ? site : undefined) } as unknown as SiteRegistry;
    const oldKey = siteSearchKey({ secret: before }, site);
    const appId = site.search.appId;
    expect(siteKeyResolver({ secret: after, sites })(appId, oldKey)).not.toBeNull();
    expect(siteKeyResolver({ secret: { current: "b".repeat(40), previous: [] }, sites })(appId, oldKey)).toBeNull();
  });
});
