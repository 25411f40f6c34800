import { inspect } from 'node:util';
import type { Db } from '../../db/client.js';
import { createAuthorizeNetGateway } from './authorize-net-gateway.js';
import type { AuthorizeNetCredentials, PaymentGateway } from './gateway-types.js';
import { createTestGateway } from './test-gateway.js';

export type {
  AuthorizeNetCredentials,
  AuthorizeNetEnvironment,
  BrowserGatewayConfig,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
} from './gateway-types.js';

/** Which gateway the server uses: Authorize.Net when its credentials are set, else the test gateway. */
export interface PaymentConfig {
  authorizeNet: AuthorizeNetCredentials | null;
}

/** Options for tests: the test gateway's clock, the Authorize.Net endpoint and timeout. */
export interface PaymentGatewayOptions {
  /** Milliseconds since the epoch, as Date.now (the test gateway's token expiry reads it). */
  now?: () => number;
  /** Where Authorize.Net requests go instead of the environment's endpoint (a local contract server). */
  endpoint?: string;
  /** How long a charge waits for Authorize.Net before it counts as failed (ms, default 20 000). */
  timeoutMs?: number;
}

const CREDENTIAL_VARIABLES = [
  'AUTHORIZE_NET_API_LOGIN_ID',
  'AUTHORIZE_NET_TRANSACTION_KEY',
  'AUTHORIZE_NET_CLIENT_KEY',
] as const;

/**
 * Reads the card gateway settings from the environment. All three AUTHORIZE_NET_* credentials select
 * Authorize.Net, none selects the built-in test gateway; some but not all, or an AUTHORIZE_NET_ENV other
 * than sandbox or production, throws naming the variables (never their values).
 */
export function readPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const environment = value('AUTHORIZE_NET_ENV') ?? 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new Error('AUTHORIZE_NET_ENV must be sandbox or production');
  }
  const missing = CREDENTIAL_VARIABLES.filter((name) => value(name) === undefined);
  if (missing.length === CREDENTIAL_VARIABLES.length) return { authorizeNet: null };
  if (missing.length > 0) {
    throw new Error(
      `Authorize.Net needs AUTHORIZE_NET_API_LOGIN_ID, AUTHORIZE_NET_TRANSACTION_KEY and AUTHORIZE_NET_CLIENT_KEY together; missing: ${missing.join(', ')}`,
    );
  }
  return {
    authorizeNet: hideTransactionKey({
      environment,
      apiLoginId: value('AUTHORIZE_NET_API_LOGIN_ID')!,
      transactionKey: value('AUTHORIZE_NET_TRANSACTION_KEY')!,
      clientKey: value('AUTHORIZE_NET_CLIENT_KEY')!,
    }),
  };
}

/**
 * Makes JSON.stringify (so pino) and util.inspect print the credentials without the transaction key,
 * so logging the configuration by mistake leaks nothing. The key itself stays a plain property.
 */
function hideTransactionKey(credentials: AuthorizeNetCredentials): AuthorizeNetCredentials {
  const shown = () => ({ ...credentials, transactionKey: '[hidden]' });
  Object.defineProperty(credentials, 'toJSON', { value: shown, enumerable: false });
  Object.defineProperty(credentials, inspect.custom, { value: shown, enumerable: false });
  return credentials;
}

/**
 * The gateway the configuration selects: Authorize.Net when configured, else the built-in test gateway,
 * which keeps what it remembers in `db` so every server on it is one gateway (issue 33).
 */
export function createPaymentGateway(
  config: PaymentConfig,
  db: Db,
  options: PaymentGatewayOptions = {},
): PaymentGateway {
  if (config.authorizeNet) {
    return createAuthorizeNetGateway(config.authorizeNet, {
      endpoint: options.endpoint,
      timeoutMs: options.timeoutMs,
    });
  }
  return createTestGateway({ db, now: options.now });
}

/**
 * The origins the gateway's browser script is loaded from and talks to, for the Content-Security-Policy
 * (script-src and connect-src). Accept.js fetches its core script from its own host and posts the card to
 * the provider's API host; the test gateway's script is served by the portal itself ('self').
 */
export function paymentCspSources(config: PaymentConfig): { scriptSrc: string[]; connectSrc: string[] } {
  if (!config.authorizeNet) return { scriptSrc: [], connectSrc: [] };
  if (config.authorizeNet.environment === 'production') {
    return {
      scriptSrc: ['https://js.authorize.net'],
      connectSrc: ['https://js.authorize.net', 'https://api2.authorize.net', 'https://api.authorize.net'],
    };
  }
  return {
    scriptSrc: ['https://jstest.authorize.net'],
    connectSrc: ['https://jstest.authorize.net', 'https://apitest.authorize.net'],
  };
}
