import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import {
  type AttachmentRenderers,
  attachmentsOf,
  claimDueEmails,
  type EmailAttachment,
  markEmailFailed,
  markEmailSent,
  RENDER_AT_SEND,
  releaseEmails,
} from './outbox-repo.js';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 300;

/** The files rendered in one run, by renderer and input: one render for every email of the same input. */
type RenderedFiles = Map<string, Promise<{ contentType: string; content: Buffer }>>;

/**
 * An email's attachments as sent: stored files as they are, a render-at-send one (`RENDER_AT_SEND`) as
 * its renderer draws it from the stored input. A receipt goes to the payer and to the billing contact:
 * the same input, rendered once per run. A renderer missing or failing fails the email, which is retried.
 */
async function attachmentsToSend(
  stored: EmailAttachment[],
  renderers: AttachmentRenderers,
  rendered: RenderedFiles,
): Promise<EmailAttachment[]> {
  return Promise.all(
    stored.map(async (a) => {
      if (!a.contentType.startsWith(RENDER_AT_SEND)) return a;
      const render = renderers[a.contentType];
      if (!render) throw new Error(`no renderer for the attachment type ${a.contentType}`);
      const key = `${a.contentType} ${createHash('sha256').update(a.content).digest('hex')}`;
      let file = rendered.get(key);
      if (!file) {
        file = render(JSON.parse(a.content.toString('utf8')));
        rendered.set(key, file);
      }
      return { fileName: a.fileName, ...(await file) };
    }),
  );
}

/**
 * Sends what is due in the outbox once, outside any transaction; returns how many were sent. When
 * `stopping()` turns true it stops after the message in hand and hands the rest of its batch back, so
 * another server (or the next start) sends them at once rather than after the lease. `renderers` draw the
 * attachments queued to be rendered when sent (the receipt PDF of a card payment).
 */
export async function sendDueEmails(
  db: Db,
  transport: Transporter,
  from: string,
  stopping: () => boolean = () => false,
  renderers: AttachmentRenderers = {},
): Promise<number> {
  const due = await inTransaction(db, null, (tx) => claimDueEmails(tx, BATCH, LEASE_SECONDS));
  const rendered: RenderedFiles = new Map();
  let sent = 0;
  for (const [index, email] of due.entries()) {
    if (stopping()) {
      const rest = due.slice(index).map((e) => e.id);
      await inTransaction(db, null, (tx) => releaseEmails(tx, rest));
      break;
    }
    try {
      const attachments = await attachmentsToSend(await attachmentsOf(db, email.id), renderers, rendered);
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
  /** The modules' render-at-send attachments (main.ts passes them: the platform knows no module). */
  renderers?: AttachmentRenderers;
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
    running = sendDueEmails(options.db, transport, options.from, () => stopped, options.renderers)
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
