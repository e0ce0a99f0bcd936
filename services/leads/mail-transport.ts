// Email destinations. With SMTP_URL set, nodemailer sends through that
// server; without it (local development) each message is written as an .eml
// file under DATA_DIR/mail/, named by its idempotency key, so a redelivery
// overwrites the same file instead of making a second one.
import nodemailer, { type SendMailOptions } from "nodemailer";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { leadEmail } from "./email-message.ts";
import { errorText, type DeliveryJob, type DeliveryOutcome, type LeadTransport } from "./delivery.ts";

export interface MailerOptions {
  smtpUrl?: string;
  /** Where .eml files go when there is no SMTP server. */
  mailDir: string;
  from?: string;
}

/** The file an email for this key is written to (local mode). */
export function emlPath(mailDir: string, idempotencyKey: string): string {
  return join(mailDir, `${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, "_")}.eml`);
}

/** SMTP replies 5xx are permanent (no such mailbox, rejected); 4xx and connection trouble are worth retrying. */
export function classifySmtpError(error: unknown): DeliveryOutcome {
  const code = (error as { responseCode?: number }).responseCode;
  const text = errorText(error);
  if (typeof code === "number" && code >= 500 && code < 600) return { kind: "failed", error: `SMTP ${code}: ${text}` };
  return { kind: "retry", error: typeof code === "number" ? `SMTP ${code}: ${text}` : text };
}

export interface MailSender {
  /** Sends one message; without SMTP it is written to mailDir as {idempotencyKey}.eml (a redelivery overwrites it). */
  send(message: SendMailOptions, idempotencyKey: string): Promise<DeliveryOutcome>;
}

/** The email provider: SMTP_URL through nodemailer, or .eml files under mailDir. Leads and shopper alerts both send through it. */
export function createMailSender(options: Pick<MailerOptions, "smtpUrl" | "mailDir">): MailSender {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message, idempotencyKey) {
      try {
        const info = await transport.sendMail(message);
        if (!options.smtpUrl) {
          mkdirSync(options.mailDir, { recursive: true });
          const file = emlPath(options.mailDir, idempotencyKey);
          writeFileSync(`${file}.tmp`, (info as unknown as { message: Buffer }).message);
          renameSync(`${file}.tmp`, file);
        }
        return { kind: "delivered" };
      } catch (error) {
        return classifySmtpError(error);
      }
    },
  };
}

export function createMailer(options: MailerOptions): LeadTransport {
  const sender = createMailSender(options);
  return {
    async deliver(job: DeliveryJob): Promise<DeliveryOutcome> {
      if (job.destination.kind !== "email") return { kind: "failed", error: "not an email destination" };
      const message = leadEmail({
        lead: job.lead,
        event: job.event,
        to: job.destination.to,
        idempotencyKey: job.idempotencyKey,
        from: options.from,
      });
      return sender.send(message, job.idempotencyKey);
    },
  };
}
