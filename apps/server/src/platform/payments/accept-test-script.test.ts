import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import type { ChargeRequest } from './payment-gateway.js';
import { createTestGateway, TOKEN_LIFETIME_MS, testGatewayBrowserConfig } from './test-gateway.js';

// The browser tokenizer of the test gateway (apps/web/public/payments/accept-test.js), run in a VM with a
// fake window, and its tokens charged through the server's test gateway: script and server agree.

const SCRIPT = readFileSync(
  new URL('../../../../web/public/payments/accept-test.js', import.meta.url),
  'utf8',
);

interface AcceptMessage {
  code: string;
  text: string;
}
interface AcceptResponse {
  messages: { resultCode: 'Ok' | 'Error'; message: AcceptMessage[] };
  opaqueData?: { dataDescriptor: string; dataValue: string };
}
interface FakeWindow {
  Accept?: { dispatchData(secureData: unknown, handler: (response: AcceptResponse) => void): void };
  [name: string]: unknown;
}

let window: FakeWindow;
const browserConfig = testGatewayBrowserConfig();
// The test gateway keeps the tokens it took in the database (issue 33).
let database: Database;
const nextYear = String(new Date().getFullYear() + 1);

beforeAll(async () => {
  database = await createTestDatabase();
  window = { setTimeout, crypto: globalThis.crypto, btoa };
  window.window = window;
  createContext(window);
  runInContext(SCRIPT, window, { filename: 'accept-test.js' });
});

afterAll(async () => {
  await database?.close();
});

interface CardData {
  cardNumber?: unknown;
  month?: unknown;
  year?: unknown;
  cardCode?: unknown;
  zip?: unknown;
  fullName?: unknown;
}

/** Calls Accept.dispatchData and resolves with the answer, checking the handler ran later. */
function dispatch(cardData: CardData, authData: Record<string, unknown> = {}): Promise<AcceptResponse> {
  return new Promise((resolve, reject) => {
    let returned = false;
    window.Accept?.dispatchData(
      {
        authData: { clientKey: browserConfig.clientKey, apiLoginID: browserConfig.apiLoginId, ...authData },
        cardData: {
          month: '12',
          year: nextYear,
          cardCode: '123',
          zip: '60601',
          fullName: 'Pat Payer',
          ...cardData,
        },
      },
      (response) =>
        returned ? resolve(response) : reject(new Error('The handler was called synchronously')),
    );
    returned = true;
  });
}

/** The codes of an error answer. */
async function errorCodes(cardData: CardData, authData?: Record<string, unknown>): Promise<string[]> {
  const response = await dispatch(cardData, authData);
  expect(response.messages.resultCode).toBe('Error');
  expect(response.opaqueData).toBeUndefined();
  return response.messages.message.map((m) => m.code);
}

/** A token for the card, asserting the script made one. */
async function tokenFor(cardData: CardData): Promise<ChargeRequest['token']> {
  const response = await dispatch(cardData);
  expect(response.messages).toEqual({
    resultCode: 'Ok',
    message: [{ code: 'I_WC_01', text: 'Successful.' }],
  });
  expect(response.opaqueData?.dataDescriptor).toBe('COMMON.ACCEPT.INAPP.PAYMENT');
  return response.opaqueData as ChargeRequest['token'];
}

function chargeOf(token: ChargeRequest['token'], overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  const key = crypto.randomUUID();
  return {
    amountCents: 50_000,
    token,
    zip: '60601',
    invoiceNumber: `2026-${key.slice(0, 6)}`,
    idempotencyKey: key,
    description: 'Test invoice',
    ...overrides,
  };
}

describe('accept-test.js tokenizer', () => {
  it('exposes Accept.dispatchData and nothing else on the window', () => {
    expect(typeof window.Accept?.dispatchData).toBe('function');
    expect(Object.keys(window).sort()).toEqual(['Accept', 'btoa', 'crypto', 'setTimeout', 'window']);
  });

  it('makes a token that keeps the card number and code in the browser and that the test gateway approves', async () => {
    const token = await tokenFor({ cardNumber: '4111 1111 1111 1111', cardCode: '123' });
    const decoded = JSON.parse(atob(token.dataValue));
    // Only what the sandbox decides on: no card number, expiry, code, name or ZIP.
    expect(Object.keys(decoded)).toEqual(['v', 'token', 'iat', 'last4', 'type', 'cvv', 'byAmount', 'sum']);
    expect(decoded).toMatchObject({ last4: '1111', type: 'Visa', cvv: 'M', byAmount: 0 });
    const result = await createTestGateway({ db: database.db }).charge(chargeOf(token));
    expect(result).toEqual({
      outcome: 'approved',
      transactionId: expect.stringMatching(/^\d{12}$/),
      cardLastFour: '1111',
      cardType: 'Visa',
    });
  });

  it('approves every card of the sandbox test card list with its card type', async () => {
    const gateway = createTestGateway({ db: database.db });
    const cards: Array<[string, string]> = [
      ['370000000000002', 'AmericanExpress'],
      ['6011000000000012', 'Discover'],
      ['3088000000000017', 'JCB'],
      ['38000000000006', 'DinersClub'],
      ['4007000000027', 'Visa'],
      ['4012888818888', 'Visa'],
      ['5424000000000015', 'MasterCard'],
      ['2223000010309703', 'MasterCard'],
      ['2223000010309711', 'MasterCard'],
    ];
    for (const [cardNumber, cardType] of cards) {
      const cardCode = cardType === 'AmericanExpress' ? '1234' : '123';
      const result = await gateway.charge(chargeOf(await tokenFor({ cardNumber, cardCode })));
      expect(result).toMatchObject({ outcome: 'approved', cardLastFour: cardNumber.slice(-4), cardType });
    }
  });

  it('carries the sandbox triggers to the gateway: decline ZIP, card code 901, reason by amount', async () => {
    const gateway = createTestGateway({ db: database.db });
    const visa = '4111111111111111';
    expect(await gateway.charge(chargeOf(await tokenFor({ cardNumber: visa }), { zip: '46282' }))).toEqual({
      outcome: 'declined',
      message: 'This transaction has been declined.',
    });
    expect(await gateway.charge(chargeOf(await tokenFor({ cardNumber: visa, cardCode: '901' })))).toEqual({
      outcome: 'declined',
      message: 'This transaction has been declined.',
    });
    const byAmount = await tokenFor({ cardNumber: '4222222222222' });
    expect(await gateway.charge(chargeOf(byAmount, { amountCents: 2700 }))).toMatchObject({
      outcome: 'declined',
      message: expect.stringContaining('AVS mismatch'),
    });
  });

  it('makes single-use tokens that expire after 15 minutes', async () => {
    let now = Date.now();
    const gateway = createTestGateway({ db: database.db, now: () => now });
    const token = await tokenFor({ cardNumber: '5424000000000015' });
    expect((await gateway.charge(chargeOf(token))).outcome).toBe('approved');
    expect(await gateway.charge(chargeOf(token))).toEqual({
      outcome: 'declined',
      message: 'Invalid OTS Token.',
    });
    const later = await tokenFor({ cardNumber: '5424000000000015' });
    now += TOKEN_LIFETIME_MS + 1_000;
    expect(await gateway.charge(chargeOf(later))).toEqual({
      outcome: 'declined',
      message: 'Expired OTS Token.',
    });
  });

  it('checks the card number as Accept.js does: 13 to 19 digits passing Luhn', async () => {
    expect(await errorCodes({ cardNumber: '4111111111111112' })).toEqual(['E_WC_05']);
    expect(await errorCodes({ cardNumber: '411111111111' })).toEqual(['E_WC_05']);
    expect(await errorCodes({ cardNumber: '4111-1111-abcd-1111' })).toEqual(['E_WC_05']);
    expect(await errorCodes({ cardNumber: '' })).toEqual(['E_WC_05']);
    const response = await dispatch({ cardNumber: '4111111111111112' });
    expect(response.messages.message).toEqual([
      { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
    ]);
  });

  it('checks the expiry as Accept.js does, with its texts', async () => {
    const visa = '4111111111111111';
    const today = new Date();
    const thisMonth = String(today.getMonth() + 1);
    // A card is good through its expiry month; a one-digit month is read as 0M.
    await tokenFor({ cardNumber: visa, month: thisMonth, year: String(today.getFullYear()) });
    await tokenFor({ cardNumber: visa, month: '12', year: nextYear.slice(2) });
    expect((await dispatch({ cardNumber: visa, month: '13' })).messages.message).toEqual([
      { code: 'E_WC_06', text: 'Please provide valid expiration month.' },
    ]);
    expect((await dispatch({ cardNumber: visa, year: '20x6' })).messages.message).toEqual([
      { code: 'E_WC_07', text: 'Please provide valid expiration year.' },
    ]);
    expect((await dispatch({ cardNumber: visa, month: '01', year: '2020' })).messages.message).toEqual([
      { code: 'E_WC_08', text: 'Expiration date must be in the future.' },
    ]);
  });

  it('checks the optional fields and the keys as Accept.js does', async () => {
    const visa = '4111111111111111';
    expect(await errorCodes({ cardNumber: visa, cardCode: '12' })).toEqual(['E_WC_15']);
    expect(await errorCodes({ cardNumber: visa, zip: '1'.repeat(21) })).toEqual(['E_WC_16']);
    expect(await errorCodes({ cardNumber: visa, fullName: 'x'.repeat(65) })).toEqual(['E_WC_17']);
    expect(await errorCodes({ cardNumber: visa }, { apiLoginID: '' })).toEqual(['E_WC_10']);
    expect(await errorCodes({ cardNumber: visa }, { clientKey: '' })).toEqual(['E_WC_18']);
    expect(await errorCodes({ cardNumber: visa }, { clientKey: 'another-merchants-key' })).toEqual([
      'E_WC_21',
    ]);
    // Every problem at once, in Accept.js's order.
    expect(
      await errorCodes({ cardNumber: '1', month: '00', year: 'x', cardCode: 'abc' }, { clientKey: '' }),
    ).toEqual(['E_WC_05', 'E_WC_07', 'E_WC_06', 'E_WC_18', 'E_WC_15']);
  });

  it('answers a call without card or key data with E_WC_04', async () => {
    const response = await new Promise<AcceptResponse>((resolve) =>
      window.Accept?.dispatchData({ authData: { clientKey: 'k', apiLoginID: 'l' } }, resolve),
    );
    expect(response).toEqual({
      messages: {
        resultCode: 'Error',
        message: [{ code: 'E_WC_04', text: 'Please provide mandatory field to library.' }],
      },
    });
  });
});
