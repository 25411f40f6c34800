import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { readChargeAnswer } from './authorize-net-gateway.js';
import type { BrowserGatewayConfig, ChargeRequest, ChargeResult, PaymentGateway } from './gateway-types.js';
import { testGatewayLedger } from './test-gateway-repo.js';

// The built-in test gateway: it answers as the Authorize.Net sandbox does, for tokens made by the
// portal's own tokenizer (apps/web/public/payments/accept-test.js). That script keeps the card in the
// browser: its token carries only the last four digits, the card type, the card-code result and whether
// the card is the sandbox's "reason code by amount" card, plus a random nonce and the time it was made.

/** Public test values the tokenizer checks, like an API login id and public client key (not secrets). */
export const TEST_GATEWAY_API_LOGIN_ID = 'PortalTest';
export const TEST_GATEWAY_CLIENT_KEY = 'PortalTestClientKey-public-not-a-secret';
export const TEST_GATEWAY_SCRIPT_URL = '/payments/accept-test.js';
/** Accept.js's data descriptor, which the test tokens use too. */
export const ACCEPT_DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';
/** An Accept.js token can be used for 15 minutes. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
const DUPLICATE_WINDOW_MS = 120_000;
const TOKEN_VERSION = 'test-1';
const CARD_TYPES = new Set([
  'Visa',
  'MasterCard',
  'AmericanExpress',
  'Discover',
  'JCB',
  'DinersClub',
  'ChinaUnionPay',
]);

/** The contents of a test token (base64 JSON, as Accept.js tokens are). */
interface TestToken {
  token: string;
  iat: number;
  last4: string;
  type: string;
  cvv: string;
  byAmount: boolean;
}

/**
 * A checksum over the token's fields keyed by the public client key (32-bit FNV-1a, as the script
 * computes it): it finds garbled and hand-edited tokens. It is not a secret signature, and need not be:
 * the test gateway moves no money.
 */
export function testTokenChecksum(fields: Array<string | number>): string {
  let hash = 0x811c9dc5;
  const text = [TEST_GATEWAY_CLIENT_KEY, ...fields].join('|');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Decodes and checks a test token; null when it is not one this gateway issued intact. */
function readTestToken(dataValue: string): TestToken | null {
  if (dataValue.length > 4096 || !/^[A-Za-z0-9+/]+={0,2}$/.test(dataValue)) return null;
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(Buffer.from(dataValue, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { v, token, iat, last4, type, cvv, byAmount, sum } = raw;
  const wellFormed =
    v === TOKEN_VERSION &&
    typeof token === 'string' &&
    /^\d{22}$/.test(token) &&
    Number.isSafeInteger(iat) &&
    typeof last4 === 'string' &&
    /^\d{4}$/.test(last4) &&
    typeof type === 'string' &&
    (type === '' || CARD_TYPES.has(type)) &&
    typeof cvv === 'string' &&
    /^[MNPSU]?$/.test(cvv) &&
    (byAmount === 0 || byAmount === 1);
  if (!wellFormed) return null;
  if (sum !== testTokenChecksum([TOKEN_VERSION, token, iat as number, last4, type, cvv, byAmount as number]))
    return null;
  return { token, iat: iat as number, last4, type, cvv, byAmount: byAmount === 1 };
}

type ReasonAnswer = [responseCode: '2' | '3' | '4', text: string];
const DECLINED: ReasonAnswer = ['2', 'This transaction has been declined.'];
const AVS_MISMATCH: ReasonAnswer = [
  '2',
  'The transaction resulted in an AVS mismatch. The address provided does not match billing address of cardholder.',
];
const PROCESSING_ERROR: ReasonAnswer = [
  '3',
  'An error occurred during processing. Please try again in 5 minutes.',
];
const CARD_TYPE_REFUSED: ReasonAnswer = ['3', 'The merchant does not accept this type of credit card.'];
const HELD_FOR_REVIEW: ReasonAnswer = ['4', 'Your order has been received. Thank you for your business!'];
/**
 * The response reason codes the sandbox's card 4222222222222 answers with when charged that many
 * whole dollars (texts from the provider's response reason code list; the common ones only).
 */
const REASONS_BY_AMOUNT: Record<number, ReasonAnswer> = {
  2: DECLINED,
  3: DECLINED,
  4: DECLINED,
  5: ['3', 'A valid amount is required.'],
  6: ['3', 'The credit card number is invalid.'],
  7: ['3', 'The credit card expiration date is invalid.'],
  8: ['3', 'The credit card has expired.'],
  11: ['3', 'A duplicate transaction has been submitted.'],
  17: CARD_TYPE_REFUSED,
  19: PROCESSING_ERROR,
  20: PROCESSING_ERROR,
  21: PROCESSING_ERROR,
  22: PROCESSING_ERROR,
  23: PROCESSING_ERROR,
  27: AVS_MISMATCH,
  28: ['2', 'The merchant does not accept this type of credit card.'],
  37: ['2', 'The credit card number is invalid.'],
  44: DECLINED,
  45: DECLINED,
  65: DECLINED,
  78: ['3', 'The Card Code (CVV2/CVC2/CID) is invalid.'],
  252: HELD_FOR_REVIEW,
  253: HELD_FOR_REVIEW,
};

/** The sandbox's documented AVS answers by billing ZIP; any other ZIP matches (Y). */
const AVS_BY_ZIP: Record<string, string> = {
  '46201': 'A',
  '46203': 'E',
  '46204': 'G',
  '46205': 'N',
  '46206': 'P',
  '46207': 'R',
  '46208': 'S',
  '46209': 'U',
  '46211': 'W',
  '46214': 'X',
  '46217': 'Z',
};
/** The sandbox's general decline ZIP. */
const DECLINE_ZIP = '46282';
/** The AVS filter of the emulated merchant account: refuse when the ZIP does not match or is invalid. */
const AVS_REFUSED = new Set(['A', 'E', 'N']);

/** A provider answer that refused the token itself (no transaction was made). */
function tokenRefused(code: 'E00114' | 'E00115', text: string): ChargeResult {
  return readChargeAnswer({ messages: { resultCode: 'Error', message: [{ code, text }] } });
}

/** A provider answer with a transaction that did not go through. */
function transactionRefused([responseCode, text]: ReasonAnswer, transId = '0'): ChargeResult {
  const transactionResponse =
    responseCode === '4'
      ? { responseCode, transId, messages: [{ code: '252', description: text }] }
      : { responseCode, transId, errors: [{ errorCode: responseCode, errorText: text }] };
  return readChargeAnswer({
    transactionResponse,
    messages: {
      resultCode: responseCode === '4' ? 'Ok' : 'Error',
      message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }],
    },
  });
}

/** What the emulated sandbox decides for a valid token, in its documented order of checks. */
function decide(token: TestToken, request: ChargeRequest, avs: string): ReasonAnswer | null {
  if (!token.type) return CARD_TYPE_REFUSED;
  if (token.byAmount && request.amountCents % 100 === 0) {
    const byAmount = REASONS_BY_AMOUNT[request.amountCents / 100];
    if (byAmount) return byAmount;
  }
  if (request.zip === DECLINE_ZIP) return DECLINED;
  const avsRefused = AVS_REFUSED.has(avs);
  const cardCodeRefused = token.cvv === 'N';
  if (avsRefused && !cardCodeRefused) return AVS_MISMATCH;
  if (avsRefused || cardCodeRefused) return DECLINED;
  return null;
}

/** A transaction id shaped like the provider's: 12 digits. */
function newTransactionId(): string {
  return String(randomInt(100_000_000_000, 1_000_000_000_000));
}

/**
 * The built-in test gateway, the embedded default: tokens are single-use and expire after 15 minutes,
 * a second approved charge of the same card, amount and invoice within 120 s is refused as a duplicate
 * (the provider's duplicate window), and cards, ZIPs, card codes and amounts approve or decline as the
 * Authorize.Net sandbox documents. What it remembers (tokens taken, charges approved) is kept in the
 * database only, so every server on it is the same gateway; `now` is its clock (tests move it).
 */
export function createTestGateway(options: { db: Db; now?: () => number }): PaymentGateway {
  const now = options.now ?? Date.now;
  const memory = testGatewayLedger(options.db, DUPLICATE_WINDOW_MS);

  return {
    name: 'test',
    browserConfig: testGatewayBrowserConfig,
    charge: async (request) => {
      const at = now();
      await memory.forgetOld(at);
      const token =
        request.token.dataDescriptor === ACCEPT_DATA_DESCRIPTOR
          ? readTestToken(request.token.dataValue)
          : null;
      // A token from the future beyond the lifetime is not one the script made on a sane clock.
      if (!token || token.iat - at > TOKEN_LIFETIME_MS) return tokenRefused('E00114', 'Invalid OTS Token.');
      if (at - token.iat > TOKEN_LIFETIME_MS) return tokenRefused('E00115', 'Expired OTS Token.');
      if (!(await memory.takeToken(token.token, token.iat + TOKEN_LIFETIME_MS)))
        return tokenRefused('E00114', 'Invalid OTS Token.');

      const duplicateKey = `${token.type}|${token.last4}|${request.amountCents}|${request.invoiceNumber}`;
      const duplicate = transactionRefused(['3', 'A duplicate transaction has been submitted.']);
      if (await memory.chargedRecently(duplicateKey, at)) return duplicate;
      const avs = AVS_BY_ZIP[request.zip] ?? 'Y';
      const refusal = decide(token, request, avs);
      if (refusal) return transactionRefused(refusal, refusal[0] === '4' ? newTransactionId() : '0');

      if (!(await memory.recordCharge(duplicateKey, at))) return duplicate;
      return readChargeAnswer({
        transactionResponse: {
          responseCode: '1',
          authCode: String(randomInt(100_000, 1_000_000)),
          avsResultCode: avs,
          cvvResultCode: token.cvv,
          transId: newTransactionId(),
          accountNumber: `XXXX${token.last4}`,
          accountType: token.type,
          messages: [{ code: '1', description: 'This transaction has been approved.' }],
        },
        messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
      });
    },
  };
}

/** What the browser needs to load the portal's own tokenizer: fixed public values, no database needed. */
export function testGatewayBrowserConfig(): BrowserGatewayConfig {
  return {
    gateway: 'test',
    scriptUrl: TEST_GATEWAY_SCRIPT_URL,
    apiLoginId: TEST_GATEWAY_API_LOGIN_ID,
    clientKey: TEST_GATEWAY_CLIENT_KEY,
  };
}
