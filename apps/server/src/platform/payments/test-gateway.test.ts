import { lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { testGatewayTokens } from '../../db/schema/shared-limits.js';
import { createTestDatabase } from '../../test/database.js';
import type { ChargeRequest } from './payment-gateway.js';
import {
  ACCEPT_DATA_DESCRIPTOR,
  createTestGateway,
  TEST_GATEWAY_API_LOGIN_ID,
  TEST_GATEWAY_CLIENT_KEY,
  TOKEN_LIFETIME_MS,
  testGatewayBrowserConfig,
  testTokenChecksum,
} from './test-gateway.js';

// The test gateway's decisions, fed with tokens built here in the tokenizer's format
// (accept-test-script.test.ts proves the real script makes tokens the gateway takes). What it
// remembers lives in the database (issue 33): each gateway here is over this file's database.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const T0 = Date.parse('2026-03-02T15:00:00Z');
let nonceCounter = 0;

interface TokenFields {
  last4?: string;
  type?: string;
  cvv?: string;
  byAmount?: 0 | 1;
  iat?: number;
  token?: string;
}

/** A token as the tokenizer makes it: base64 JSON with the keyed checksum. */
function makeToken(fields: TokenFields = {}) {
  const payload = {
    v: 'test-1',
    token: fields.token ?? String(10n ** 22n + BigInt(++nonceCounter)).slice(1),
    iat: fields.iat ?? T0,
    last4: fields.last4 ?? '1111',
    type: fields.type ?? 'Visa',
    cvv: fields.cvv ?? 'M',
    byAmount: fields.byAmount ?? 0,
  };
  const sum = testTokenChecksum([
    payload.v,
    payload.token,
    payload.iat,
    payload.last4,
    payload.type,
    payload.cvv,
    payload.byAmount,
  ]);
  return { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: btoa(JSON.stringify({ ...payload, sum })) };
}

let invoiceCounter = 0;
/** A charge of a fresh invoice (so the duplicate window never joins two tests' charges). */
function chargeOf(token: ChargeRequest['token'], overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  const invoiceNumber = `2026-${String(++invoiceCounter).padStart(6, '0')}`;
  return {
    amountCents: 50_000,
    token,
    zip: '60601',
    invoiceNumber,
    idempotencyKey: crypto.randomUUID(),
    description: `Invoice ${invoiceNumber}`,
    ...overrides,
  };
}

function gatewayAt(start = T0) {
  let clock = start;
  const gateway = createTestGateway({ db: database.db, now: () => clock });
  return { gateway, advance: (ms: number) => (clock += ms) };
}

const DECLINED = { outcome: 'declined', message: 'This transaction has been declined.' };
const AVS_MISMATCH = {
  outcome: 'declined',
  message:
    'The transaction resulted in an AVS mismatch. The address provided does not match billing address of cardholder.',
};
const INVALID_TOKEN = { outcome: 'declined', message: 'Invalid OTS Token.' };

describe('test gateway', () => {
  it('gives the browser its own script and the fixed public test values', () => {
    const gateway = createTestGateway({ db: database.db });
    expect(gateway.browserConfig()).toEqual({
      gateway: 'test',
      scriptUrl: '/payments/accept-test.js',
      apiLoginId: TEST_GATEWAY_API_LOGIN_ID,
      clientKey: TEST_GATEWAY_CLIENT_KEY,
    });
    expect(testGatewayBrowserConfig()).toEqual(gateway.browserConfig());
    expect(gateway.name).toBe('test');
  });

  it('approves a test card with a provider-shaped transaction id, the last four and the card type', async () => {
    const { gateway } = gatewayAt();
    const result = await gateway.charge(chargeOf(makeToken({ last4: '0015', type: 'MasterCard' })));
    expect(result).toEqual({
      outcome: 'approved',
      transactionId: expect.stringMatching(/^\d{12}$/),
      cardLastFour: '0015',
      cardType: 'MasterCard',
    });
  });

  it('declines any card with the sandbox decline ZIP 46282', async () => {
    const { gateway } = gatewayAt();
    expect(await gateway.charge(chargeOf(makeToken(), { zip: '46282' }))).toEqual(DECLINED);
  });

  it('declines the AVS answers the emulated filter refuses (ZIP 46201 A, 46203 E, 46205 N) and passes the rest', async () => {
    const { gateway } = gatewayAt();
    for (const zip of ['46201', '46203', '46205']) {
      expect(await gateway.charge(chargeOf(makeToken(), { zip }))).toEqual(AVS_MISMATCH);
    }
    for (const zip of ['46204', '46206', '46207', '46208', '46209', '46211', '46214', '46217']) {
      expect((await gateway.charge(chargeOf(makeToken(), { zip }))).outcome).toBe('approved');
    }
  });

  it('declines a card code that does not match (901) and approves the other sandbox card codes', async () => {
    const { gateway } = gatewayAt();
    expect(await gateway.charge(chargeOf(makeToken({ cvv: 'N' })))).toEqual(DECLINED);
    // Both filters refusing: the provider's combined reason, whose text is the general decline.
    expect(await gateway.charge(chargeOf(makeToken({ cvv: 'N' }), { zip: '46205' }))).toEqual(DECLINED);
    for (const cvv of ['M', 'P', 'S', 'U', '']) {
      expect((await gateway.charge(chargeOf(makeToken({ cvv })))).outcome).toBe('approved');
    }
  });

  it('answers the reason code equal to the dollar amount for card 4222222222222', async () => {
    const { gateway } = gatewayAt();
    const byAmount = (amountCents: number) =>
      gateway.charge(chargeOf(makeToken({ last4: '2222', byAmount: 1 }), { amountCents }));
    expect(await byAmount(200)).toEqual(DECLINED);
    expect(await byAmount(800)).toEqual({ outcome: 'declined', message: 'The credit card has expired.' });
    expect(await byAmount(2700)).toEqual(AVS_MISMATCH);
    expect(await byAmount(7800)).toEqual({
      outcome: 'declined',
      message: 'The Card Code (CVV2/CVC2/CID) is invalid.',
    });
    // Held for review is not final: the portal records nothing.
    expect((await byAmount(25_200)).outcome).toBe('failed');
    // Amounts that name no listed reason (or have cents) charge as any card does.
    expect((await byAmount(1234)).outcome).toBe('approved');
    expect((await byAmount(50_000)).outcome).toBe('approved');
  });

  it('refuses a card whose type the merchant does not take', async () => {
    const { gateway } = gatewayAt();
    expect(await gateway.charge(chargeOf(makeToken({ type: '' })))).toEqual({
      outcome: 'declined',
      message: 'The merchant does not accept this type of credit card.',
    });
  });

  it('takes a token once: the second use is an invalid token, declined or not the first time', async () => {
    const { gateway } = gatewayAt();
    const token = makeToken();
    expect((await gateway.charge(chargeOf(token))).outcome).toBe('approved');
    expect(await gateway.charge(chargeOf(token))).toEqual(INVALID_TOKEN);
    const declinedToken = makeToken();
    expect(await gateway.charge(chargeOf(declinedToken, { zip: '46282' }))).toEqual(DECLINED);
    expect(await gateway.charge(chargeOf(declinedToken))).toEqual(INVALID_TOKEN);
  });

  it('takes a token for 15 minutes, then answers that it expired', async () => {
    const { gateway, advance } = gatewayAt();
    const fresh = makeToken();
    const stale = makeToken();
    advance(TOKEN_LIFETIME_MS);
    expect((await gateway.charge(chargeOf(fresh))).outcome).toBe('approved');
    advance(1);
    expect(await gateway.charge(chargeOf(stale))).toEqual({
      outcome: 'declined',
      message: 'Expired OTS Token.',
    });
  });

  it('refuses forged, garbled and foreign tokens as invalid', async () => {
    const { gateway } = gatewayAt();
    const genuine = JSON.parse(atob(makeToken().dataValue));
    const edited = btoa(JSON.stringify({ ...genuine, last4: '4242' }));
    const cases = [
      { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: edited },
      { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: 'not a token at all' },
      { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: btoa('{"v":"test-1"') },
      { dataDescriptor: ACCEPT_DATA_DESCRIPTOR, dataValue: btoa('[1,2,3]') },
      {
        dataDescriptor: ACCEPT_DATA_DESCRIPTOR,
        dataValue: btoa(JSON.stringify({ ...genuine, v: 'test-0' })),
      },
      { dataDescriptor: 'COMMON.APPLE.INAPP.PAYMENT', dataValue: makeToken().dataValue },
      makeToken({ iat: T0 + TOKEN_LIFETIME_MS + 1 }),
      makeToken({ last4: '11111' }),
      makeToken({ type: 'Visa Electron' }),
    ];
    for (const token of cases) {
      expect(await gateway.charge(chargeOf(token))).toEqual(INVALID_TOKEN);
    }
  });

  it('refuses a second approved charge of the same card, amount and invoice within the duplicate window', async () => {
    const { gateway, advance } = gatewayAt();
    const first = chargeOf(makeToken());
    expect((await gateway.charge(first)).outcome).toBe('approved');
    const again = { ...first, token: makeToken(), idempotencyKey: crypto.randomUUID() };
    expect(await gateway.charge(again)).toEqual({
      outcome: 'declined',
      message: 'A duplicate transaction has been submitted.',
    });
    // Another invoice or another amount is not a duplicate.
    expect(
      (await gateway.charge({ ...again, token: makeToken(), invoiceNumber: '2026-999999' })).outcome,
    ).toBe('approved');
    expect((await gateway.charge({ ...again, token: makeToken(), amountCents: 49_999 })).outcome).toBe(
      'approved',
    );
    advance(120_000);
    expect((await gateway.charge({ ...again, token: makeToken({ iat: T0 + 120_000 }) })).outcome).toBe(
      'approved',
    );
  });

  it('is one gateway for every instance on the database: tokens and duplicates count across them', async () => {
    // Two servers, each with its own instance (the old per-instance memory approved both of these).
    const first = gatewayAt().gateway;
    const second = gatewayAt().gateway;
    const token = makeToken();
    expect((await first.charge(chargeOf(token))).outcome).toBe('approved');
    expect(await second.charge(chargeOf(token))).toEqual(INVALID_TOKEN);
    const charge = chargeOf(makeToken());
    expect((await first.charge(charge)).outcome).toBe('approved');
    expect(await second.charge({ ...charge, token: makeToken() })).toEqual({
      outcome: 'declined',
      message: 'A duplicate transaction has been submitted.',
    });
  });

  it('takes a token once when two instances are handed it at the same moment', async () => {
    const token = makeToken();
    const answers = await Promise.all([
      gatewayAt().gateway.charge(chargeOf(token)),
      gatewayAt().gateway.charge(chargeOf(token)),
    ]);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['approved', 'declined']);
  });

  it('forgets tokens once they would have expired, so its table stays small', async () => {
    const { gateway, advance } = gatewayAt();
    expect((await gateway.charge(chargeOf(makeToken()))).outcome).toBe('approved');
    advance(TOKEN_LIFETIME_MS + 1);
    expect((await gateway.charge(chargeOf(makeToken({ iat: T0 + TOKEN_LIFETIME_MS })))).outcome).toBe(
      'approved',
    );
    const expired = await database.db
      .select({ nonce: testGatewayTokens.nonce })
      .from(testGatewayTokens)
      .where(lte(testGatewayTokens.expiresAt, new Date(T0 + TOKEN_LIFETIME_MS + 1)));
    expect(expired).toEqual([]);
  });
});
