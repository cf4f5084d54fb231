// Outgoing e-mail. With SMTP_URL set, mail goes through that server (nodemailer). Otherwise each
// message is written to DATA_DIR/outbox/ as JSON (developers and tests read it) and, when a person
// watches the server on a terminal, its links are printed there, so a local sign-up can be
// verified without any mail set-up. The JSON log names only the outbox file (links hold tokens).
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server";
import { onShutdown } from "./lifecycle.server";
import { log } from "./log.server";

export interface MailAttachment {
  filename: string;
  /** Text content (e.g. an .ics invite), written as is. */
  content: string;
  /** e.g. "text/calendar; charset=utf-8; method=REQUEST" */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message; the local outbox keeps them in its entry for tests to read. */
  attachments?: MailAttachment[];
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
  links: string[];
}

let transporter: Transporter | undefined;

export function outboxDir() {
  return path.join(env().dataDir, "outbox");
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

export async function sendMail(message: MailMessage): Promise<void> {
  const config = env();
  if (config.SMTP_URL) {
    transporter ??= nodemailer.createTransport(config.SMTP_URL);
    await transporter.sendMail({ from: config.MAIL_FROM, ...message });
    return;
  }
  const sentAt = new Date();
  const id = `${sentAt.toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}`;
  const entry: OutboxEntry = {
    id,
    from: config.MAIL_FROM,
    sentAt: sentAt.toISOString(),
    links: extractLinks(message.text),
    ...message,
  };
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  // Written aside, then renamed: whoever reads the outbox (a developer, a test polling for the
  // mail) never sees a half-written message.
  const partial = path.join(dir, `.${id}.json.partial`);
  await fs.writeFile(partial, `${JSON.stringify(entry, null, 2)}\n`);
  await fs.rename(partial, path.join(dir, `${id}.json`));
  log.info({ outboxFile: `${id}.json` }, `[mail] outbox: "${message.subject}"`);
  // The links carry one-time tokens: shown to a developer at a terminal, never written to a log.
  if (process.stdout.isTTY && entry.links.length > 0) {
    console.info(`[mail] to ${message.to}:\n       ${entry.links.join("\n       ")}`);
  }
}

/** Mails being sent in the background (see sendMailInBackground). */
const pending = new Set<Promise<void>>();
let finishOnShutdown = false;

/**
 * Sends the mail after the caller has answered: a request's answer then takes the same time
 * whether or not it led to a mail (a slow SMTP server would otherwise tell who is registered).
 * A failure is logged, never thrown; a shutdown waits for the mails still being sent.
 */
export function sendMailInBackground(message: MailMessage): void {
  if (!finishOnShutdown) {
    finishOnShutdown = true;
    onShutdown(settlePendingMail);
  }
  const sending = sendMail(message)
    .catch((error: unknown) => {
      log.error({ err: error, subject: message.subject }, "[mail] sending failed");
    })
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Waits until every mail sent in the background has been sent (or has failed). */
export async function settlePendingMail(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** Reads the outbox, newest first (for tests and the developer's own use). */
export async function readOutbox(): Promise<OutboxEntry[]> {
  const dir = outboxDir();
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith(".json"))
      .map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as OutboxEntry),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}
