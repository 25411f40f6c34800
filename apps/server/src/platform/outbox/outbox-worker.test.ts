import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { inTransaction } from '../../db/transaction.js';
import { createTestDatabase } from '../../test/database.js';
import {
  type AttachmentRenderers,
  attachmentRenderedAtSend,
  enqueueEmail,
  RENDER_AT_SEND,
} from './outbox-repo.js';
import { sendDueEmails } from './outbox-worker.js';

let database: Database;
let server: SMTPServer;
let port = 0;
const received: { to: string; raw: string }[] = [];
let rejectNext = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (rejectNext > 0) {
        rejectNext--;
        return callback(Object.assign(new Error('Mailbox busy'), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
});

const transport = () => nodemailer.createTransport(`smtp://127.0.0.1:${port}`);
const status = async (to: string) =>
  (
    await queryRows<{ status: string; attempts: number }>(
      database.db,
      sql`select status, attempts from email_outbox where to_address = ${to}`,
    )
  )[0];

describe('email outbox worker', () => {
  it('sends what committed and nothing of a rolled-back write', async () => {
    await inTransaction(database.db, null, (tx) =>
      enqueueEmail(tx, { to: 'one@alpha.edu', subject: 'Hello', text: 'Body one' }),
    );
    await expect(
      inTransaction(database.db, null, async (tx) => {
        await enqueueEmail(tx, { to: 'ghost@alpha.edu', subject: 'Never', text: 'x' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const sent = await sendDueEmails(database.db, transport(), 'Portal <no-reply@example.org>');
    expect(sent).toBe(1);
    expect(received.map((r) => r.to)).toEqual(['one@alpha.edu']);
    expect(received[0]?.raw).toContain('Body one');
    expect(await status('one@alpha.edu')).toEqual({ status: 'SENT', attempts: 1 });
  });

  it('retries a failed delivery later instead of losing it', async () => {
    await inTransaction(database.db, null, (tx) =>
      enqueueEmail(tx, { to: 'retry@alpha.edu', subject: 'Retry', text: 'Body two' }),
    );
    rejectNext = 1;
    expect(await sendDueEmails(database.db, transport(), 'p@example.org')).toBe(0);
    expect(await status('retry@alpha.edu')).toEqual({ status: 'PENDING', attempts: 1 });
    // Not due yet: the backoff keeps it waiting.
    expect(await sendDueEmails(database.db, transport(), 'p@example.org')).toBe(0);
    await database.db.execute(
      sql`update email_outbox set next_attempt_at = now() where to_address = 'retry@alpha.edu'`,
    );
    expect(await sendDueEmails(database.db, transport(), 'p@example.org')).toBe(1);
    expect(await status('retry@alpha.edu')).toEqual({ status: 'SENT', attempts: 2 });
  });

  it('stops after the message in hand when shutting down and hands the rest back at once', async () => {
    const batch = ['stop1@alpha.edu', 'stop2@alpha.edu', 'stop3@alpha.edu'];
    await inTransaction(database.db, null, async (tx) => {
      for (const to of batch) await enqueueEmail(tx, { to, subject: 'Stop', text: 'Body' });
    });
    const before = received.length;
    // The stop arrives while the first message is being sent.
    const sent = await sendDueEmails(
      database.db,
      transport(),
      'p@example.org',
      () => received.length > before,
    );
    expect(sent).toBe(1);
    expect(received.slice(before).map((r) => r.to)).toEqual(['stop1@alpha.edu']);
    const due = await queryRows<{ to: string }>(
      database.db,
      sql`select to_address as "to" from email_outbox
          where status = 'PENDING' and next_attempt_at <= now() order by id`,
    );
    expect(due.map((r) => r.to)).toEqual(['stop2@alpha.edu', 'stop3@alpha.edu']);
    expect(await sendDueEmails(database.db, transport(), 'p@example.org')).toBe(2);
  });
  it('sends the attachments written with an email (the invoice PDF), as they were stored', async () => {
    const to = 'attached@example.org';
    const content = Buffer.from('%PDF-1.3 fixture bytes \u00ff', 'latin1');
    await inTransaction(database.db, null, (tx) =>
      enqueueEmail(tx, {
        to,
        subject: 'With a file',
        text: 'See the file.',
        attachments: [{ fileName: '2026-000001-invoice.pdf', contentType: 'application/pdf', content }],
      }),
    );
    await sendDueEmails(database.db, transport(), 'portal@example.org');
    const raw = received.find((r) => r.to === to)?.raw ?? '';
    expect(raw).toContain('Content-Type: application/pdf; name=2026-000001-invoice.pdf');
    const base64 = raw.split('Content-Disposition: attachment; filename=2026-000001-invoice.pdf')[1]!;
    expect(
      Buffer.from(
        base64
          .trim()
          .split(/\r?\n\r?\n|--/)[0]!
          .replace(/\s/g, ''),
        'base64',
      ),
    ).toEqual(content);
  });
  it('draws a render-at-send attachment when it sends, once for every email of the same input', async () => {
    const renderer = `${RENDER_AT_SEND}upper`;
    const inputs: unknown[] = [];
    const renderers: AttachmentRenderers = {
      [renderer]: async (input) => {
        inputs.push(input);
        return {
          contentType: 'text/plain',
          content: Buffer.from(String((input as { word: string }).word).toUpperCase()),
        };
      },
    };
    const recipients = ['drawn1@example.org', 'drawn2@example.org'];
    await inTransaction(database.db, null, async (tx) => {
      for (const to of recipients)
        await enqueueEmail(tx, {
          to,
          subject: 'Drawn',
          text: 'See the drawn file.',
          attachments: [attachmentRenderedAtSend(renderer, 'word.txt', { word: 'receipt' })],
        });
    });
    const before = received.length;
    await sendDueEmails(database.db, transport(), 'portal@example.org', undefined, renderers);
    const mails = received.slice(before).filter((r) => recipients.includes(r.to));
    expect(mails).toHaveLength(2);
    for (const { raw } of mails) {
      expect(raw).toContain('Content-Type: text/plain; name=word.txt');
      // The drawn content, whichever transfer encoding nodemailer picked.
      expect(raw.includes('RECEIPT') || raw.includes(Buffer.from('RECEIPT').toString('base64'))).toBe(true);
      expect(raw).not.toContain(RENDER_AT_SEND);
    }
    expect(inputs).toEqual([{ word: 'receipt' }]);
  });

  it('keeps an email whose attachment has no renderer, to retry, and says why', async () => {
    const to = 'undrawn@example.org';
    await inTransaction(database.db, null, (tx) =>
      enqueueEmail(tx, {
        to,
        subject: 'Undrawn',
        text: 'x',
        attachments: [attachmentRenderedAtSend(`${RENDER_AT_SEND}unknown`, 'x.pdf', {})],
      }),
    );
    await sendDueEmails(database.db, transport(), 'portal@example.org');
    expect(received.some((r) => r.to === to)).toBe(false);
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string }>(
      database.db,
      sql`select status, attempts, last_error from email_outbox where to_address = ${to}`,
    );
    expect(row).toEqual({
      status: 'PENDING',
      attempts: 1,
      last_error: `no renderer for the attachment type ${RENDER_AT_SEND}unknown`,
    });
  });
});
