import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { createAuthorizeNetGateway, readChargeAnswer } from './authorize-net-gateway.js';
import {
  type AuthorizeNetCredentials,
  type ChargeRequest,
  createPaymentGateway,
  paymentCspSources,
  readPaymentConfig,
} from './payment-gateway.js';

// A contract test: the real adapter against a local server that answers as Authorize.Net does.

const credentials: AuthorizeNetCredentials = {
  environment: 'sandbox',
  apiLoginId: 'login-for-tests',
  transactionKey: 'transaction-key-for-tests',
  clientKey: 'public-client-key-for-tests',
};
const request: ChargeRequest = {
  amountCents: 1234,
  token: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'opaque-token-value-for-tests' },
  zip: '46201',
  invoiceNumber: '2026-000123',
  idempotencyKey: '3f2b8c1e-9d4a-4e6b-8a2f-1c3d5e7f9a0b',
  description: 'Invoice 2026-000123, Alpha University',
};
const SLOW_MS = 2_000;
const TIMEOUT_MS = 150;

type Reply = (res: ServerResponse) => void;
const json =
  (body: unknown, status = 200): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

const approvedAnswer = {
  transactionResponse: {
    responseCode: '1',
    authCode: 'QWERTY',
    avsResultCode: 'Y',
    cvvResultCode: 'M',
    transId: '60123456789',
    accountNumber: 'XXXX1111',
    accountType: 'Visa',
    messages: [{ code: '1', description: 'This transaction has been approved.' }],
  },
  refId: '3f2b8c1e9d4a4e6b8a2f',
  messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
};

let server: Server;
/** The test gateway's memory; the choice of gateway is all these tests read of it. */
let database: Database;
let endpoint: string;
let reply: Reply;
let received: Array<{ method?: string; contentType?: string; body: unknown }>;
const slowTimers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method,
        contentType: req.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      reply(res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
});

afterAll(async () => {
  for (const timer of slowTimers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await database?.close();
});

beforeEach(() => {
  received = [];
  reply = json(approvedAnswer);
});

interface SentRequest {
  merchantAuthentication: unknown;
  refId: string;
  transactionRequest: {
    transactionType: string;
    amount: string;
    payment: unknown;
    order: { invoiceNumber: string; description: string };
    billTo: unknown;
    transactionSettings: unknown;
  };
}

/** The createTransactionRequest the server received in the i-th request. */
function sent(i: number): SentRequest {
  const body = received[i]?.body as { createTransactionRequest: SentRequest } | undefined;
  if (!body) throw new Error(`No request number ${i} reached the provider`);
  return body.createTransactionRequest;
}

/**
 * The adapter as the server builds it. Only the timeout test waits for TIMEOUT_MS; the others allow far
 * more, so a first request on a loaded machine (CI ran two suites at once) is not mistaken for a slow
 * provider.
 */
const gateway = (timeoutMs = 30_000) => createAuthorizeNetGateway(credentials, { endpoint, timeoutMs });

/** Every failure sentence must be free of the secret and the token. */
function expectNoSecrets(result: unknown) {
  const text = JSON.stringify(result);
  expect(text).not.toContain(credentials.transactionKey);
  expect(text).not.toContain(request.token.dataValue);
}

describe('Authorize.Net adapter against a provider-like server', () => {
  it('sends a createTransactionRequest the provider accepts', async () => {
    await gateway().charge(request);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.contentType).toBe('application/json');
    const first = sent(0);
    expect(Object.keys(first)).toEqual(['merchantAuthentication', 'refId', 'transactionRequest']);
    expect(first.merchantAuthentication).toEqual({
      name: 'login-for-tests',
      transactionKey: 'transaction-key-for-tests',
    });
    expect(first.refId).toBe('3f2b8c1e9d4a4e6b8a2f');
    expect(first.refId.length).toBeLessThanOrEqual(20);
    const tx = first.transactionRequest;
    // The provider reads JSON against its XML schema, in which element order is fixed.
    expect(Object.keys(tx)).toEqual([
      'transactionType',
      'amount',
      'payment',
      'order',
      'billTo',
      'transactionSettings',
    ]);
    expect(tx.transactionType).toBe('authCaptureTransaction');
    expect(tx.amount).toBe('12.34');
    expect(tx.payment).toEqual({ opaqueData: request.token });
    expect(tx.order).toEqual({
      invoiceNumber: '2026-000123',
      description: 'Invoice 2026-000123, Alpha University',
    });
    expect(tx.billTo).toEqual({ zip: '46201' });
    expect(tx.transactionSettings).toEqual({
      setting: { settingName: 'duplicateWindow', settingValue: '120' },
    });
  });

  it('writes whole and small amounts as dollars and cents and keeps fields within the provider limits', async () => {
    await gateway().charge({
      ...request,
      amountCents: 50_000,
      invoiceNumber: '2026-000123-EXTRA-LONG-NUMBER',
      description: 'x'.repeat(300),
    });
    await gateway().charge({ ...request, amountCents: 5 });
    const large = sent(0).transactionRequest;
    expect(large.amount).toBe('500.00');
    expect(large.order.invoiceNumber).toHaveLength(20);
    expect(large.order.description).toHaveLength(255);
    expect(sent(1).transactionRequest.amount).toBe('0.05');
  });

  it('refuses an amount that is not positive whole cents without calling the provider', async () => {
    await expect(gateway().charge({ ...request, amountCents: 12.5 })).rejects.toThrow(RangeError);
    await expect(gateway().charge({ ...request, amountCents: 0 })).rejects.toThrow(RangeError);
    expect(received).toHaveLength(0);
  });

  it('reads an approval: transaction id, last four and card type', async () => {
    expect(await gateway().charge(request)).toEqual({
      outcome: 'approved',
      transactionId: '60123456789',
      cardLastFour: '1111',
      cardType: 'Visa',
    });
  });

  it('reads an approval whose body starts with a byte order mark', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(approvedAnswer))]));
    };
    expect(await gateway().charge(request)).toMatchObject({
      outcome: 'approved',
      transactionId: '60123456789',
    });
  });

  it('reads a decline (responseCode 2) with the provider first error text', async () => {
    reply = json({
      transactionResponse: {
        responseCode: '2',
        transId: '0',
        accountNumber: 'XXXX0027',
        accountType: 'Visa',
        errors: [
          { errorCode: '2', errorText: 'This transaction has been declined.' },
          { errorCode: '27', errorText: 'A second error that is not shown.' },
        ],
      },
      messages: {
        resultCode: 'Error',
        message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }],
      },
    });
    const result = await gateway().charge(request);
    expect(result).toEqual({ outcome: 'declined', message: 'This transaction has been declined.' });
  });

  it('reads an error (responseCode 3) as declined with its text', async () => {
    reply = json({
      transactionResponse: {
        responseCode: '3',
        errors: [{ errorCode: '11', errorText: 'A duplicate transaction has been submitted.' }],
      },
      messages: {
        resultCode: 'Error',
        message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }],
      },
    });
    expect(await gateway().charge(request)).toEqual({
      outcome: 'declined',
      message: 'A duplicate transaction has been submitted.',
    });
  });

  it('reads a request-level Error with messages only as declined with the first message', async () => {
    reply = json({
      messages: {
        resultCode: 'Error',
        message: [
          { code: 'E00114', text: 'Invalid OTS Token.' },
          { code: 'E00007', text: 'User authentication failed due to invalid authentication values.' },
        ],
      },
    });
    const result = await gateway().charge(request);
    expect(result).toEqual({ outcome: 'declined', message: 'Invalid OTS Token.' });
    expectNoSecrets(result);
  });

  it('counts a charge held for review (responseCode 4) as failed: it is not final', async () => {
    reply = json({
      transactionResponse: {
        responseCode: '4',
        transId: '60123456790',
        messages: [
          { code: '252', description: 'Your order has been received. Thank you for your business!' },
        ],
      },
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    });
    const result = await gateway().charge(request);
    expect(result.outcome).toBe('failed');
    expect(result).toHaveProperty('message', expect.stringMatching(/held|review/i));
  });

  it('counts a test-mode approval (transaction id 0) as failed: nothing was charged', async () => {
    reply = json({
      ...approvedAnswer,
      transactionResponse: { ...approvedAnswer.transactionResponse, transId: '0' },
    });
    expect((await gateway().charge(request)).outcome).toBe('failed');
  });

  it('fails with a sentence when the provider is slower than the timeout', async () => {
    reply = (res) => {
      const timer = setTimeout(() => json(approvedAnswer)(res), SLOW_MS);
      slowTimers.add(timer);
    };
    const started = Date.now();
    const result = await gateway(TIMEOUT_MS).charge(request);
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(result).toEqual({
      outcome: 'failed',
      message: 'The payment provider did not answer within 0.15 seconds.',
    });
  });

  it('fails with a sentence on an HTTP error', async () => {
    reply = (res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end(`<html>Internal error for ${credentials.transactionKey}</html>`);
    };
    const result = await gateway().charge(request);
    expect(result).toEqual({ outcome: 'failed', message: 'The payment provider answered with HTTP 500.' });
    expectNoSecrets(result);
  });

  it('fails with a sentence on a body that is not JSON', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    };
    const result = await gateway().charge(request);
    expect(result).toEqual({
      outcome: 'failed',
      message: 'The payment provider answered with something unreadable.',
    });
  });

  it('fails with a sentence when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const result = await createAuthorizeNetGateway(credentials, {
      endpoint: `http://127.0.0.1:${port}/xml/v1/request.api`,
    }).charge(request);
    expect(result).toEqual({
      outcome: 'failed',
      message: 'The payment provider could not be reached (ECONNREFUSED).',
    });
    expectNoSecrets(result);
  });
});

describe('Authorize.Net answers read without a server', () => {
  it('keeps null for a missing card type and an account number without digits', () => {
    expect(
      readChargeAnswer({ transactionResponse: { responseCode: '1', transId: '42', accountNumber: 'XXXX' } }),
    ).toEqual({ outcome: 'approved', transactionId: '42', cardLastFour: null, cardType: null });
  });

  it('declines with the provider default text when a decline has no error text', () => {
    expect(readChargeAnswer({ transactionResponse: { responseCode: '2' } })).toEqual({
      outcome: 'declined',
      message: 'This transaction has been declined.',
    });
  });

  it('fails on an answer without a result', () => {
    expect(readChargeAnswer({ messages: { resultCode: 'Ok' } }).outcome).toBe('failed');
    expect(readChargeAnswer('<xml/>').outcome).toBe('failed');
  });
});

describe('gateway selection and settings', () => {
  const env = {
    AUTHORIZE_NET_API_LOGIN_ID: 'login',
    AUTHORIZE_NET_TRANSACTION_KEY: 'secret-transaction-key',
    AUTHORIZE_NET_CLIENT_KEY: 'public-key',
  };

  it('selects the test gateway when no credential is set, and Authorize.Net when all three are', () => {
    expect(readPaymentConfig({})).toEqual({ authorizeNet: null });
    expect(readPaymentConfig({ AUTHORIZE_NET_API_LOGIN_ID: '  ', AUTHORIZE_NET_ENV: '' })).toEqual({
      authorizeNet: null,
    });
    expect(createPaymentGateway(readPaymentConfig({}), database.db).name).toBe('test');
    const config = readPaymentConfig(env);
    expect(config.authorizeNet).toEqual({
      environment: 'sandbox',
      apiLoginId: 'login',
      transactionKey: 'secret-transaction-key',
      clientKey: 'public-key',
    });
    expect(createPaymentGateway(config, database.db).name).toBe('authorize.net');
  });

  it('refuses some but not all credentials, naming the missing variables and no value', () => {
    const partial = {
      AUTHORIZE_NET_API_LOGIN_ID: 'login',
      AUTHORIZE_NET_TRANSACTION_KEY: 'secret-transaction-key',
    };
    expect(() => readPaymentConfig(partial)).toThrow(/missing: AUTHORIZE_NET_CLIENT_KEY$/);
    expect(() => readPaymentConfig(partial)).not.toThrow(/secret-transaction-key/);
  });

  it('refuses an environment other than sandbox or production', () => {
    expect(() => readPaymentConfig({ ...env, AUTHORIZE_NET_ENV: 'live' })).toThrow(
      'AUTHORIZE_NET_ENV must be sandbox or production',
    );
    expect(readPaymentConfig({ ...env, AUTHORIZE_NET_ENV: 'production' }).authorizeNet?.environment).toBe(
      'production',
    );
  });

  it('hides the transaction key when the settings are printed', () => {
    const config = readPaymentConfig(env);
    expect(JSON.stringify(config)).not.toContain('secret-transaction-key');
    expect(inspect(config, { depth: 5 })).not.toContain('secret-transaction-key');
    expect(config.authorizeNet?.transactionKey).toBe('secret-transaction-key');
  });

  it('gives the browser the environment script and public values only', () => {
    const sandbox = createPaymentGateway(readPaymentConfig(env), database.db).browserConfig();
    expect(sandbox).toEqual({
      gateway: 'authorize.net',
      scriptUrl: 'https://jstest.authorize.net/v1/Accept.js',
      apiLoginId: 'login',
      clientKey: 'public-key',
    });
    const production = readPaymentConfig({ ...env, AUTHORIZE_NET_ENV: 'production' });
    expect(createPaymentGateway(production, database.db).browserConfig().scriptUrl).toBe(
      'https://js.authorize.net/v1/Accept.js',
    );
    expect(paymentCspSources(production).scriptSrc).toEqual(['https://js.authorize.net']);
    expect(paymentCspSources(readPaymentConfig(env)).connectSrc).toContain('https://apitest.authorize.net');
    expect(paymentCspSources({ authorizeNet: null })).toEqual({ scriptSrc: [], connectSrc: [] });
  });
});
