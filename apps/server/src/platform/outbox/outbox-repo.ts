import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailOutbox, emailOutboxAttachments } from '../../db/schema/outbox.js';

/** A file sent with an email (an invoice PDF). */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * The content types of attachments the outbox worker renders when it sends the email, rather than the
 * request that queues it: the stored content is the renderer's input (JSON), the content type names the
 * renderer (`x-render-at-send/<name>`), and the worker sends what the renderer answers (a receipt PDF
 * drawn from its view model). The rest of the row (subject, text) is written when queued, as for any
 * email, so the outbox list shows it whether or not SMTP is configured.
 */
export const RENDER_AT_SEND = 'x-render-at-send/';

/** Turns a stored render-at-send attachment into the file sent (its file name is kept). */
export type AttachmentRenderer = (input: unknown) => Promise<{ contentType: string; content: Buffer }>;

/** The renderers the worker knows, by content type (`RENDER_AT_SEND` + name); given to it at start. */
export type AttachmentRenderers = Readonly<Record<string, AttachmentRenderer>>;

/** An attachment rendered by the outbox worker when it sends: `renderer` names it, `input` is stored as JSON. */
export function attachmentRenderedAtSend(
  renderer: string,
  fileName: string,
  input: unknown,
): EmailAttachment {
  if (!renderer.startsWith(RENDER_AT_SEND)) throw new Error(`not a render-at-send type: ${renderer}`);
  return { fileName, contentType: renderer, content: Buffer.from(JSON.stringify(input), 'utf8') };
}

/** An email to send: plain text, optional HTML and attachments. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly EmailAttachment[];
}

/** Puts an email in the outbox inside the caller's transaction, so it is sent only if the change commits. */
export async function enqueueEmail(db: DbOrTx, email: OutgoingEmail) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
    })
    .returning({ id: emailOutbox.id });
  if (email.attachments?.length) {
    await db
      .insert(emailOutboxAttachments)
      .values(email.attachments.map((a) => ({ emailId: row!.id, ...a })));
  }
}

/** The files attached to an outbox email, in the order they were added. */
export async function attachmentsOf(db: DbOrTx, emailId: number): Promise<EmailAttachment[]> {
  return db
    .select({
      fileName: emailOutboxAttachments.fileName,
      contentType: emailOutboxAttachments.contentType,
      content: emailOutboxAttachments.content,
    })
    .from(emailOutboxAttachments)
    .where(eq(emailOutboxAttachments.emailId, emailId))
    .orderBy(emailOutboxAttachments.id);
}

/**
 * Claims due emails by leasing them for a few minutes; SKIP LOCKED lets several servers share the
 * outbox without sending twice, and a crashed sender's lease simply runs out and the email is retried.
 */
export async function claimDueEmails(db: DbOrTx, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'PENDING'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(emailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Ends the lease of claimed emails that were not tried, so they are due again at once. */
export async function releaseEmails(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'PENDING')));
}

/** Marks an email as sent. */
export async function markEmailSent(db: DbOrTx, id: number) {
  await db
    .update(emailOutbox)
    .set({ status: 'SENT', sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** Records a failed attempt: retried later with backoff, given up after maxAttempts. */
export async function markEmailFailed(
  db: DbOrTx,
  id: number,
  error: string,
  attempts: number,
  maxAttempts: number,
) {
  const giveUp = attempts + 1 >= maxAttempts;
  await db
    .update(emailOutbox)
    .set({
      attempts: attempts + 1,
      lastError: error.slice(0, 1000),
      status: giveUp ? 'FAILED' : 'PENDING',
      nextAttemptAt: sql`now() + make_interval(secs => ${Math.min(2 ** attempts * 30, 6 * 3600)})`,
    })
    .where(eq(emailOutbox.id, id));
}

/** Recent outbox entries, newest first (TE admins read it when no SMTP server is configured). */
export async function listOutbox(db: DbOrTx, limit: number) {
  return db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(limit);
}
