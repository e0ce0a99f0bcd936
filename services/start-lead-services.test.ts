// Start-up wiring: the services a server process gets, end to end on an
// in-memory database: a lead submitted through them lands as an .eml file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrateDatabase, openDatabase, type Database } from "../db/client.ts";
import { loadConfig } from "./config.ts";
import { opsTokenPath, readOpsToken } from "./ops/index.ts";
import { startLeadServices } from "./start-lead-services.ts";
import { submitLead } from "./leads/index.ts";
import { enquiryForm, insertCar, insertDealership, insertGroup, testSite } from "./leads/testing/fixtures.ts";
import { waitFor } from "./leads/testing/receiver.ts";
import { leafParts, parseMime } from "./leads/testing/eml.ts";
import { parseXmlDocument } from "./leads/testing/dom.ts";

describe("startLeadServices", () => {
  let db: Database;
  let dataDir: string;

  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    await migrateDatabase(db);
    dataDir = mkdtempSync(join(tmpdir(), "forecourt-services-"));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers a lead taken through the services to DATA_DIR/mail, and writes the operator token", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const mailDir = join(dataDir, "mail");
    const services = await startLeadServices(db, config, { dataDir, mailDir, secret: { current: "services-test-secret", previous: [] } });
    try {
      expect(services.opsToken).toBe(readOpsToken(dataDir));
      expect(statSync(opsTokenPath(dataDir)).mode & 0o777).toBe(0o600);

      const group = await insertGroup(db);
      const dealer = await insertDealership(db, group, { leadDestinations: [{ kind: "email", to: "sales@harbour.example" }] });
      const car = await insertCar(db, group, dealer.id);
      const site = testSite({ dealerGroupId: group, dealershipIds: [dealer.id] });
      const result = await submitLead(services.pipeline, {
        site,
        kind: "enquiry",
        values: enquiryForm({ car_id: String(car) }),
        client: "127.0.0.1",
        pageUrl: "https://t/cars/x",
        userAgent: "t",
      });
      expect(result.ok).toBe(true);
      await waitFor(() => existsSync(mailDir) && readdirSync(mailDir).some((f) => f.endsWith(".eml")), 10_000, "the .eml file");
      const [file] = readdirSync(mailDir).filter((f) => f.endsWith(".eml"));
      const adf = leafParts(parseMime(readFileSync(join(mailDir, file), "utf8"))).find((p) => p.filename?.endsWith(".adf.xml"))!;
      expect(parseXmlDocument(adf.body).querySelector("prospect > vehicle > stock")?.textContent).toMatch(/^STK-/);
    } finally {
      await services.stop();
    }
  });

  it("leaves the operator endpoint off when the CLI can open PostgreSQL itself", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://unused/db" });
    const services = await startLeadServices(db, config, { dataDir, mailDir: join(dataDir, "mail"), secret: { current: "services-test-secret", previous: [] } });
    expect(services.opsToken).toBeNull();
    await services.stop();
  });
});
