import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import {
  attachmentsOf,
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  releaseEmails,
} from './outbox-repo.js';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 300;

/**
 * Sends what is due in the outbox once, outside any transaction; returns how many were sent. When
 * `stopping()` turns true it stops after the message in hand and hands the rest of its batch back, so
 * another server (or the next start) sends them at once rather than after the lease.
 */
export async function sendDueEmails(
  db: Db,
  transport: Transporter,
  from: string,
  stopping: () => boolean = () => false,
): Promise<number> {
  const due = await inTransaction(db, null, (tx) => claimDueEmails(tx, BATCH, LEASE_SECONDS));
  let sent = 0;
  for (const [index, email] of due.entries()) {
    if (stopping()) {
      const rest = due.slice(index).map((e) => e.id);
      await inTransaction(db, null, (tx) => releaseEmails(tx, rest));
      break;
    }
    try {
      const attachments = await attachmentsOf(db, email.id);
      await transport.sendMail({
        from,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        ...(email.htmlBody ? { html: email.htmlBody } : {}),
        ...(attachments.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.fileName,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
      await inTransaction(db, null, (tx) => markEmailSent(tx, email.id));
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await inTransaction(db, null, (tx) =>
        markEmailFailed(tx, email.id, message, email.attempts, MAX_ATTEMPTS),
      );
    }
  }
  return sent;
}

/** Starts the background sender when SMTP is configured; returns a stop function. */
export function startOutboxWorker(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  intervalMs: number;
  log: Logger;
}): () => Promise<void> {
  if (!options.smtpUrl) {
    options.log.info('SMTP_URL not set: emails stay in the outbox');
    return async () => {};
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = sendDueEmails(options.db, transport, options.from, () => stopped)
      .catch((err) => options.log.error({ err }, 'outbox run failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  let timer = setTimeout(tick, 200);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    transport.close();
  };
}
