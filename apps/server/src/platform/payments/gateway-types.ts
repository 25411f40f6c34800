// The card gateway's shapes, apart from payment-gateway.ts (which picks and builds a gateway), so the
// gateways themselves import them without importing their own factory.

/** One card charge: the provider's one-time token stands in for the card (the server never sees it). */
export interface ChargeRequest {
  /** What to charge, in integer cents (> 0). */
  amountCents: number;
  /** The token the browser script made (Accept.js opaque data). */
  token: { dataDescriptor: string; dataValue: string };
  /** The billing ZIP the payer typed: the provider's address check reads it. */
  zip: string;
  invoiceNumber: string;
  /** One per payment attempt; the provider's reference id is derived from it. */
  idempotencyKey: string;
  description: string;
}

/**
 * The outcome of a charge. `declined`: the provider answered and charged nothing; `message` is its first
 * error text, fit to show the payer. `failed`: no usable answer (timeout, network, HTTP error, unreadable
 * body) or one that is not final (held for review), so whether money moved is not known from here;
 * `message` is a sentence for the payer and the log, never holding a secret.
 */
export type ChargeResult =
  | { outcome: 'approved'; transactionId: string; cardLastFour: string | null; cardType: string | null }
  | { outcome: 'declined'; message: string }
  | { outcome: 'failed'; message: string };

/** What the browser needs to load the tokenizer and make a token (GET api/invoice/paymentgateway). */
export interface BrowserGatewayConfig {
  gateway: 'authorize.net' | 'test';
  scriptUrl: string;
  apiLoginId: string;
  /** The public client key: meant for the browser, not a secret. */
  clientKey: string;
}

/** A card gateway: the browser side it needs and the server-side charge. */
export interface PaymentGateway {
  name: 'authorize.net' | 'test';
  browserConfig(): BrowserGatewayConfig;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export type AuthorizeNetEnvironment = 'sandbox' | 'production';

/** A merchant account's credentials. The transaction key is secret; printing the object hides it. */
export interface AuthorizeNetCredentials {
  environment: AuthorizeNetEnvironment;
  apiLoginId: string;
  transactionKey: string;
  clientKey: string;
}
