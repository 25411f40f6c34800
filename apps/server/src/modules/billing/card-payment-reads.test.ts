import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database, Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { type BillingSuite, createInvoiceAt, startBillingSuite } from '../../test/billing-suite.js';
import { cardPaymentBody } from '../../test/test-card-tokens.js';
import { INVOICE_PDF_RENDERER } from './invoice-documents.js';

// What one Pay Now request reads and draws (issue 34; docs/decisions/card-payments.md): the invoice row
// three times at most (the access rule's lookup of its school, the lock with what the charge needs, and
// once after the payment for the answer and the receipt), its lines and payments once each for the
// receipt, and no PDF: the receipt is queued with its view model and drawn by the outbox worker.

/** The same database through a Drizzle handle that notes every statement it sends, transactions too. */
function countingDb(database: Database, statements: string[]): Db {
  const options = {
    schema,
    casing: 'snake_case' as const,
    logger: { logQuery: (query: string) => void statements.push(query) },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  return (database.kind === 'pglite'
    ? drizzlePglite(client as PGlite, options)
    : drizzlePg(client as pg.Pool, options)) as unknown as Db;
}

/** The statements that read a table (from or join it, quoted or not), whatever else they do. */
const reading = (statements: string[], table: string) =>
  statements.filter((q) => new RegExp(`\\b(?:from|join)\\s+"?${table}(?!\\w)`, 'i').test(q)).length;

let s: BillingSuite;
let counted: FastifyInstance;
const statements: string[] = [];

beforeAll(async () => {
  s = await startBillingSuite('CardReads', 2089);
  // A second app over the same database whose statements are counted (the sessions are in the database).
  counted = await buildApp({ config: s.t.config, db: countingDb(s.t.database, statements) });
  await counted.ready();
});

afterAll(async () => {
  await counted?.close();
  await s?.t.close();
});

/** Pay Now through the counting app; answers the response and the statements it sent. */
async function payCounted(invoiceId: number, body: Record<string, unknown>) {
  statements.length = 0;
  const res = await counted.inject({
    method: 'POST',
    url: `/api/invoice/creditcardpayment/${invoiceId}`,
    headers: { cookie: s.cookies.schoolTelo },
    payload: body,
  });
  return { res, sent: [...statements] };
}

describe('one Pay Now request', () => {
  it('reads the invoice row three times (access, lock, answer) and its lines and payments once', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 64_000 });
    const { res, sent } = await payCounted(invoiceId, cardPaymentBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoice).toMatchObject({ id: invoiceId, invoiceAmountDue: 0, status: 'Paid' });
    expect(reading(sent, 'invoices')).toBe(3);
    expect(reading(sent, 'invoice_lines')).toBe(1);
  });

  it('answers a repeated key from the lock and one read, reading nothing for a receipt', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 12_500 });
    const body = cardPaymentBody();
    expect((await payCounted(invoiceId, body)).res.statusCode).toBe(200);
    const { res, sent } = await payCounted(invoiceId, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(reading(sent, 'invoices')).toBe(3);
    expect(reading(sent, 'invoice_lines')).toBe(0);
  });

  it('queues the receipts with the view model to draw, never a PDF drawn in the request', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 33_000 });
    const [mark] = await s.rows<{ n: number }>(sql`select coalesce(max(id), 0)::int as n from email_outbox`);
    const { res } = await payCounted(invoiceId, cardPaymentBody());
    expect(res.statusCode, res.body).toBe(200);
    const files = await s.rows<{ content_type: string; document: { kind: string; invoiceNumber: string } }>(
      sql`select a.content_type, convert_from(a.content, 'UTF8')::jsonb as document
          from email_outbox_attachments a where a.email_id > ${mark!.n} order by a.id`,
    );
    // The payer and the billing contact.
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file.content_type).toBe(INVOICE_PDF_RENDERER);
      expect(file.document).toMatchObject({
        kind: 'receipt',
        invoiceNumber: res.json().invoice.invoiceNumber,
      });
    }
  });
});
