// The import CLI end to end, while a server holds the embedded database: it
// goes through the server's loopback operator endpoint, prints the refused
// rows and the summary, and exits 1 on refused rows unless allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { migrateDatabase, openDatabase, type Database } from "../../db/client.ts";
import { lockPath } from "../../db/embedded-lock.ts";
import { seedDemoData } from "../../demo/data/insert.ts";
import { fromRoot } from "../../server/project-root.ts";
import { createOpsHandler, databaseLeadAdmin, writeOpsToken } from "../ops/index.ts";
import { createStockImageStore } from "../images/index.ts";
import { createStockOps } from "./index.ts";

const run = promisify(execFile);

function cli(dataDir: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", fromRoot("server", "cli", "import.ts"), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    cwd: fromRoot(),
  }).then(
    (done) => ({ ...done, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
}

describe("import CLI through the running server (embedded database held)", () => {
  let db: Database;
  let server: Server;
  let dataDir: string;

  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    await migrateDatabase(db);
    await seedDemoData(db, { cars: 10, seed: 2 });
    dataDir = mkdtempSync(join(tmpdir(), "forecourt-import-cli-"));
    const token = writeOpsToken(dataDir);
    const images = createStockImageStore({ dir: join(dataDir, "stock-images"), allowFileUrls: true });
    const handle = createOpsHandler({ admin: databaseLeadAdmin(db), token, stock: createStockOps({ db, images }) });
    server = createServer(async (req, res) => {
      if (!(await handle(req, res))) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, purpose: "npm start", port, startedAt: new Date().toISOString() }));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("imports a CSV with a file: photo, prints refused rows, and exits 1 unless rejections are allowed", async () => {
    const photo = join(dataDir, "photo.png");
    writeFileSync(photo, await sharp({ create: { width: 8, height: 6, channels: 3, background: "#36c" } }).png().toBuffer());
    const feed = join(dataDir, "stock.csv");
    writeFileSync(feed, `stock_number,year,make,model,car_type,price,images\nCLI-1,2022,Toyota,Yaris,used,19990,file://${photo}\nCLI-2,2022,Toyota,Yaris,used,12,9o0,\n`);
    const first = await cli(dataDir, "--dealership", "harbour-toyota", feed);
    expect(first.code).toBe(1);
    expect(first.stderr).toContain("line 3: cannot be read as CSV");
    expect(first.stdout).toMatch(/stock\.csv → the running server \(pid \d+, port \d+\): 2 rows in [\d.]+ s\. Added 1, updated 0, marked sold 0, unchanged 0, rejected 1\./);
    const [car] = await db.query<{ images: { url: string }[] }>("select images from cars where stocknum = 'CLI-1'");
    expect(car.images[0].url).toMatch(/^\/img\/stock\/[0-9a-f]{64}\.png$/);
    const again = await cli(dataDir, "--dealership", "harbour-toyota", feed, "--allow-rejections");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("Added 0, updated 0, marked sold 0, unchanged 1, rejected 1.");
  });

  it("imports a gzipped file (.csv.gz) as the CSV inside it, and refuses one that is not gzip with exit status 2", async () => {
    const feed = join(dataDir, "stock.csv.gz");
    writeFileSync(feed, gzipSync(`stock_number,year,make,model,car_type,price\nCLI-GZ-1,2021,Toyota,Corolla,used,21990\n`));
    const done = await cli(dataDir, "--dealership", "harbour-toyota", feed);
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/stock\.csv\.gz → .*: 1 rows in [\d.]+ s\. Added 1, updated 0, marked sold 0, unchanged 0, rejected 0\./);
    const [car] = await db.query<{ model: string; price: number }>("select model, price::float8 as price from cars where stocknum = 'CLI-GZ-1'");
    expect(car).toEqual({ model: "Corolla", price: 21990 });
    // Named .gz, but plain text (or cut short): said, and nothing is sent.
    const fake = join(dataDir, "fake.csv.gz");
    writeFileSync(fake, `stock_number,year,make,model,car_type,price\nCLI-GZ-2,2021,Toyota,Corolla,used,21990\n`);
    const refused = await cli(dataDir, "--dealership", "harbour-toyota", fake);
    expect([refused.code, refused.stderr.trim()]).toEqual([2, `${fake}: it is not a gzip file (it is cut short, or only named .gz).`]);
    const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from cars where stocknum = 'CLI-GZ-2'");
    expect(n).toBe(0);
  });

  it("issues a feed token, and answers usage errors with exit status 2", async () => {
    const token = await cli(dataDir, "token", "--dealership", "harbour-toyota", "--label", "DMS");
    expect(token.code).toBe(0);
    expect(token.stdout).toMatch(/fcfeed_[\w-]{43}/);
    expect((await cli(dataDir, "--dealership", "nowhere", join(dataDir, "stock.csv"))).stderr).toContain('There is no dealership "nowhere".');
    const bad = await cli(dataDir, "--dealership", "harbour-toyota", join(dataDir, "stock.txt"));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Cannot tell the format");
  });
});
