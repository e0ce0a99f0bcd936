// The local SMS provider: each message is a file under DATA_DIR/sms/ (one per
// message: the number and the text), and a line in the log at
// LOG_LEVEL=debug. Development and the browser tests read sign-in codes here.
import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { log } from "../log.ts";
import type { SmsMessage, SmsProvider } from "./provider.ts";

export const smsDir = (dataDir: string) => join(dataDir, "sms");

let sequence = 0;

/**
 * The file a message is written to: sortable by time (and, within one millisecond, by the order this process sent
 * them), then the number's digits, so a reader can find the latest for a phone.
 */
export function smsFileName(message: SmsMessage, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, "0")}_${message.to.replace(/\D/g, "")}_${randomBytes(4).toString("hex")}.txt`;
}

/** The file's content: the number, a blank line, the text. */
export const smsFileContent = (message: SmsMessage) => `To: ${message.to}\n\n${message.text}\n`;

export function createLocalSmsProvider(dir: string, clock: () => Date = () => new Date()): SmsProvider {
  return {
    name: "local",
    async send(message) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, smsFileName(message, clock()));
      // Written whole, then renamed: a reader never sees half a message.
      writeFileSync(`${file}.tmp`, smsFileContent(message), { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
      log.debug(`SMS to ${message.to} (local provider, ${file}): ${message.text}`);
    },
  };
}
