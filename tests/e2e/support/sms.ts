// Sign-in codes as a shopper receives them: the local SMS provider writes each
// message under DATA_DIR/sms/ (services/sms/local-provider.ts), one file per
// message named by time and the number's digits. Tests sign in by reading them.
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { expect, type Page } from "@playwright/test";

const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? ".test-data/e2e");
export const SMS_DIR = join(DATA_DIR, "sms");

let counter = 0;

/** A fresh Australian mobile for one test (0412 and six digits from the process id, the time and a counter). */
export function uniqueMobile(): string {
  const n = (process.pid * 7919 + Date.now() + ++counter * 104_729) % 1_000_000;
  return `0412${String(n).padStart(6, "0")}`;
}

export const e164 = (national: string) => `+61${national.replace(/\D/g, "").slice(1)}`;

/** The texts sent to this number, oldest first. */
export async function messagesTo(phone: string): Promise<string[]> {
  const digits = e164(phone).slice(1);
  let files: string[];
  try {
    files = (await readdir(SMS_DIR)).filter((f) => f.endsWith(".txt") && f.includes(`_${digits}_`)).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((f) => readFile(join(SMS_DIR, f), "utf8")));
}

/** Waits for the `count`th code sent to the number and returns it. */
export async function codeSentTo(phone: string, count = 1): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = await messagesTo(phone);
      code = messages.length >= count ? (/\n\n(\d{6}) is your/.exec(messages[count - 1])?.[1] ?? null) : null;
      return code;
    }, { timeout: 10_000 })
    .not.toBeNull();
  return code!;
}

/** Signs in on the sign-in page the browser is on (JavaScript on or off): number, then the code from the SMS. */
export async function signInOnPage(page: Page, phone = uniqueMobile()): Promise<string> {
  const before = (await messagesTo(phone)).length;
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText(/We've sent a 6-digit code to/)).toBeVisible();
  const code = await codeSentTo(phone, before + 1);
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return phone;
}
