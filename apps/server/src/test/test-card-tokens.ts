import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { testGatewayBrowserConfig } from '../platform/payments/test-gateway.js';

// The API tests pay by card without a browser: the portal's own test tokenizer makes their tokens.

/** Sandbox test cards (Authorize.Net's documented numbers). */
export const TEST_CARDS = {
  visa: '4111111111111111',
  mastercard: '5424000000000015',
  /** Answers with the response reason code equal to the whole-dollar amount charged. */
  reasonByAmount: '4222222222222',
} as const;

/** The sandbox's ZIP that declines any card ("This transaction has been declined."). */
export const DECLINE_ZIP = '46282';

/** The portal's test tokenizer, as the browser loads it (apps/web/public/payments/accept-test.js). */
const SCRIPT = readFileSync(new URL('../../../web/public/payments/accept-test.js', import.meta.url), 'utf8');

interface AcceptResponse {
  messages: { resultCode: 'Ok' | 'Error'; message: { code: string; text: string }[] };
  opaqueData?: { dataDescriptor: string; dataValue: string };
}
type Accept = { dispatchData(secureData: unknown, handler: (response: AcceptResponse) => void): void };

/**
 * The real script run in a VM whose setTimeout runs at once, so its answer (which a browser gets a moment
 * later) is there when dispatchData returns: the tests make tokens exactly as the browser does, and the
 * token format lives in the script and the test gateway alone.
 */
function loadTokenizer(): Accept {
  const window: Record<string, unknown> = {
    setTimeout: (run: () => void) => run(),
    crypto: globalThis.crypto,
    btoa,
  };
  window.window = window;
  createContext(window);
  runInContext(SCRIPT, window, { filename: 'accept-test.js' });
  return window.Accept as Accept;
}
let tokenizer: Accept | undefined;

/**
 * A one-time token of the test gateway for a card, made now (tokens expire after 15 minutes of the
 * real clock, which the test gateway reads). Throws with the tokenizer's message for a card it refuses.
 */
export function makeTestCardToken(card: { cardNumber: string; cardCode?: string }): {
  dataDescriptor: string;
  dataValue: string;
} {
  tokenizer ??= loadTokenizer();
  const { clientKey, apiLoginId } = testGatewayBrowserConfig();
  let answer: AcceptResponse | undefined;
  tokenizer.dispatchData(
    {
      authData: { clientKey, apiLoginID: apiLoginId },
      cardData: {
        cardNumber: card.cardNumber,
        month: '12',
        year: String(new Date().getFullYear() + 1),
        cardCode: card.cardCode ?? '',
        zip: '60601',
        fullName: 'Pat Payer',
      },
    },
    (response) => {
      answer = response;
    },
  );
  if (!answer?.opaqueData)
    throw new Error(`the tokenizer refuses card ${card.cardNumber}: ${answer?.messages.message[0]?.text}`);
  return answer.opaqueData;
}

/**
 * The body the Pay Now dialog sends for a card: a fresh token, the card code and ZIP the payer typed,
 * sendReceipt 0 as the screen sends it, and a new idempotency key unless one is given.
 */
export function cardPaymentBody(
  card: { cardNumber?: string; cardCode?: string; zip?: string; idempotencyKey?: string } = {},
) {
  const cardCode = card.cardCode ?? '123';
  return {
    token: makeTestCardToken({ cardNumber: card.cardNumber ?? TEST_CARDS.visa, cardCode }),
    cvv: cardCode,
    zip: card.zip ?? '60601',
    sendReceipt: 0,
    idempotencyKey: card.idempotencyKey ?? randomUUID(),
  };
}
