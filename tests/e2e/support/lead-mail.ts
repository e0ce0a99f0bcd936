// The leads the server stored, seen where a dealer sees them: the outbox
// worker's e-mails. With no SMTP_URL the server writes each as an .eml file
// under DATA_DIR/mail/ (services/leads/mail-transport.ts). Tests find a lead's
// e-mails by the unique address the shopper typed.
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e");
export const MAIL_DIR = join(DATA_DIR, "mail");

/** An e-mail as text, with quoted-printable soft line breaks and escapes undone where they split addresses. */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=").replace(/=40/g, "@");
}

export async function mailsMentioning(text: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(MAIL_DIR)).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map(async (f) => readable(await readFile(join(MAIL_DIR, f), "utf8"))));
  return mails.filter((mail) => mail.includes(text));
}

/**
 * Waits until at least `count` e-mails mention `text`, then a little longer
 * to catch any extra (a double submission would show up as a second one).
 */
export async function waitForMails(text: string, count = 1, { timeoutMs = 20_000, settleMs = 1_500 } = {}): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await mailsMentioning(text);
    if (found.length >= count) {
      await new Promise((r) => setTimeout(r, settleMs));
      return mailsMentioning(text);
    }
    if (Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}

let sequence = 0;
/** A shopper nobody else in the run uses. */
export function uniqueShopper(tag: string) {
  sequence += 1;
  const id = `${tag}-${process.pid}-${Date.now().toString(36)}-${sequence}`;
  return {
    name: "Ada",
    last_name: `Tester ${id}`,
    email: `ada.${id}@example.com`,
    phone: "0412 345 678",
    postcode: "2000",
  };
}

/** The stored lead, through the operator CLI (which asks the running server): `npm run leads -- show ID --json`. */
export async function storedLead(leadId: number): Promise<{ payload: { userData: Record<string, unknown> } }> {
  const { stdout } = await promisify(execFile)("npx", ["tsx", "server/cli/leads.ts", "show", String(leadId), "--json"], {
    env: { ...process.env, DATA_DIR },
    timeout: 60_000,
  });
  const shown = JSON.parse(stdout.slice(stdout.indexOf("{"))) as { payload?: { userData: Record<string, unknown> } };
  if (!shown.payload) throw new Error(`lead ${leadId} not shown: ${stdout}`);
  return { payload: shown.payload };
}
