import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import {
  type BillingSuite,
  callAs,
  createInvoiceAt,
  errorOf,
  startBillingSuite,
} from '../../test/billing-suite.js';
import { cardPaymentBody } from '../../test/test-card-tokens.js';

// Two servers on one database are one test gateway (issue 33): a card token taken through one app is
// refused through a second app, as the provider refuses a one-time token used twice.

let s: BillingSuite;
let secondServer: FastifyInstance;

beforeAll(async () => {
  s = await startBillingSuite('TwoServers', 2087);
  // The app as a second server builds it: its own gateway instance, the same database.
  secondServer = await buildApp({ config: s.t.config, db: s.t.database.db });
  await secondServer.ready();
});

afterAll(async () => {
  await secondServer?.close();
  await s?.t.close();
});

describe('the test gateway behind two servers', () => {
  it('refuses through the second server a token already used through the first', async () => {
    const body = cardPaymentBody();
    const first = await createInvoiceAt(s, { amountCents: 40_000 });
    const paid = await callAs(s, 'schoolTelo', 'POST', `/api/invoice/creditcardpayment/${first}`, body);
    expect(paid.statusCode, paid.body).toBe(200);

    // The same token for another invoice, with a new attempt key, through the other server.
    const second = await createInvoiceAt(s, { amountCents: 40_000 });
    const reused = await secondServer.inject({
      method: 'POST',
      url: `/api/invoice/creditcardpayment/${second}`,
      headers: { cookie: s.cookies.schoolTelo },
      payload: { ...body, idempotencyKey: crypto.randomUUID() },
    });
    expect(reused.statusCode, reused.body).toBe(402);
    expect(errorOf(reused).errors).toEqual({ card: 'Invalid OTS Token.' });

    // A fresh token pays the second invoice through either server.
    const fresh = await secondServer.inject({
      method: 'POST',
      url: `/api/invoice/creditcardpayment/${second}`,
      headers: { cookie: s.cookies.schoolTelo },
      payload: cardPaymentBody(),
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});
