import type {
  AuthorizeNetCredentials,
  AuthorizeNetEnvironment,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
} from './gateway-types.js';

const ENDPOINTS: Record<AuthorizeNetEnvironment, string> = {
  sandbox: 'https://apitest.authorize.net/xml/v1/request.api',
  production: 'https://api.authorize.net/xml/v1/request.api',
};
const SCRIPT_URLS: Record<AuthorizeNetEnvironment, string> = {
  sandbox: 'https://jstest.authorize.net/v1/Accept.js',
  production: 'https://js.authorize.net/v1/Accept.js',
};
const DEFAULT_TIMEOUT_MS = 20_000;
/** The provider refuses a second charge of the same card, amount and invoice within this window (s). */
const DUPLICATE_WINDOW_SECONDS = 120;
// Field lengths of the provider's schema: longer values are refused, not cut.
const REF_ID_MAX = 20;
const INVOICE_NUMBER_MAX = 20;
const DESCRIPTION_MAX = 255;
const DEFAULT_DECLINE = 'This transaction has been declined.';

/** The provider's reference id for an attempt: the idempotency key's first 20 letters and digits. */
export function refIdFor(idempotencyKey: string): string {
  return idempotencyKey.replace(/[^A-Za-z0-9]/g, '').slice(0, REF_ID_MAX);
}

/** Integer cents as the provider's decimal dollars: 1234 -> "12.34". */
export function dollarsFromCents(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError('A charge amount is a positive whole number of cents');
  }
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/**
 * The createTransactionRequest body of one charge. Key order matters: the provider's JSON is read
 * against its XML schema, whose elements are a sequence.
 */
export function buildChargeBody(credentials: AuthorizeNetCredentials, request: ChargeRequest) {
  return {
    createTransactionRequest: {
      merchantAuthentication: { name: credentials.apiLoginId, transactionKey: credentials.transactionKey },
      refId: refIdFor(request.idempotencyKey),
      transactionRequest: {
        transactionType: 'authCaptureTransaction',
        amount: dollarsFromCents(request.amountCents),
        payment: {
          opaqueData: { dataDescriptor: request.token.dataDescriptor, dataValue: request.token.dataValue },
        },
        order: {
          invoiceNumber: request.invoiceNumber.slice(0, INVOICE_NUMBER_MAX),
          description: request.description.slice(0, DESCRIPTION_MAX),
        },
        billTo: { zip: request.zip },
        transactionSettings: {
          setting: { settingName: 'duplicateWindow', settingValue: String(DUPLICATE_WINDOW_SECONDS) },
        },
      },
    },
  };
}

type Loose = Record<string, unknown>;

function asObject(value: unknown): Loose | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;
}

/** The first element of a list the provider sends as an array (JSON) or a single object (XML habits). */
function firstOf(value: unknown): Loose | undefined {
  return asObject(Array.isArray(value) ? value[0] : value);
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The provider's first error text: the transaction's own error, else the request-level message. */
function firstErrorText(answer: Loose, transaction: Loose | undefined): string | undefined {
  return (
    nonEmptyText(firstOf(transaction?.errors)?.errorText) ??
    nonEmptyText(firstOf(asObject(answer.messages)?.message)?.text)
  );
}

/**
 * Reads a createTransactionResponse (already parsed) into a ChargeResult: responseCode 1 approved;
 * 2 (declined) and 3 (error) declined with the provider's first error text; 4 (held for review) failed,
 * as the charge may still go through; a request-level Error with no transaction declined likewise.
 */
export function readChargeAnswer(answer: unknown): ChargeResult {
  const body = asObject(answer);
  if (!body)
    return { outcome: 'failed', message: 'The payment provider answered with something unreadable.' };
  const transaction = asObject(body.transactionResponse);
  // The provider sends codes as strings; a number would mean the same.
  const responseCode = transaction?.responseCode == null ? undefined : String(transaction.responseCode);
  if (responseCode === '1') {
    const transactionId = nonEmptyText(transaction?.transId);
    // Test mode approves with transaction id 0 and stores nothing: no money moved.
    if (!transactionId || /^0+$/.test(transactionId)) {
      return {
        outcome: 'failed',
        message:
          'The payment provider approved the charge without a transaction id (test mode); nothing was charged.',
      };
    }
    const accountNumber = nonEmptyText(transaction?.accountNumber);
    return {
      outcome: 'approved',
      transactionId,
      cardLastFour: accountNumber?.match(/(\d{4})$/)?.[1] ?? null,
      cardType: nonEmptyText(transaction?.accountType) ?? null,
    };
  }
  if (responseCode === '2' || responseCode === '3') {
    return { outcome: 'declined', message: firstErrorText(body, transaction) ?? DEFAULT_DECLINE };
  }
  if (responseCode === '4') {
    return {
      outcome: 'failed',
      message: 'The payment provider is holding this charge for review; it was not recorded as paid.',
    };
  }
  if (asObject(body.messages)?.resultCode === 'Error') {
    return { outcome: 'declined', message: firstErrorText(body, transaction) ?? DEFAULT_DECLINE };
  }
  return { outcome: 'failed', message: 'The payment provider answered without a transaction result.' };
}

/** Why a request got no answer, in a sentence without the request's contents. */
function describeRequestError(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `The payment provider did not answer within ${timeoutMs / 1000} seconds.`;
  }
  // undici puts the socket error's code (ECONNREFUSED, ENOTFOUND...) on the cause: safe and useful to ops.
  const code = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  const detail = typeof code === 'string' && /^[A-Z_]+$/.test(code) ? ` (${code})` : '';
  return `The payment provider could not be reached${detail}.`;
}

/** Sends one createTransactionRequest and reads the answer; transport problems become `failed`. */
async function postCharge(endpoint: string, body: unknown, timeoutMs: number): Promise<ChargeResult> {
  let text: string;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      // Drain the body so the connection can be reused; its contents are not needed.
      await response.body?.cancel();
      return { outcome: 'failed', message: `The payment provider answered with HTTP ${response.status}.` };
    }
    text = await response.text();
  } catch (error) {
    return { outcome: 'failed', message: describeRequestError(error, timeoutMs) };
  }
  let parsed: unknown;
  try {
    // The provider starts its JSON with a byte order mark, which JSON.parse refuses.
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { outcome: 'failed', message: 'The payment provider answered with something unreadable.' };
  }
  return readChargeAnswer(parsed);
}

/**
 * The Authorize.Net gateway over its JSON API (createTransactionRequest with Accept.js opaque data).
 * Nothing here logs; no error or message carries the transaction key, the token or card details.
 */
export function createAuthorizeNetGateway(
  credentials: AuthorizeNetCredentials,
  options: { endpoint?: string; timeoutMs?: number } = {},
): PaymentGateway {
  const endpoint = options.endpoint ?? ENDPOINTS[credentials.environment];
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'authorize.net',
    browserConfig: () => ({
      gateway: 'authorize.net',
      scriptUrl: SCRIPT_URLS[credentials.environment],
      apiLoginId: credentials.apiLoginId,
      clientKey: credentials.clientKey,
    }),
    charge: async (request) => postCharge(endpoint, buildChargeBody(credentials, request), timeoutMs),
  };
}
