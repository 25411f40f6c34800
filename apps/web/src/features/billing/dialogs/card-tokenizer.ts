import { type CardFormValues, BILLING_MESSAGES as M, type PaymentGatewayConfig } from '@exchange/domain';

// The browser side of the card gateway (docs/architecture.md "The machinery: Payments"): Authorize.Net's Accept.js, or the
// built-in test gateway's script of the same shape, turns the card into a one-time token. The card number
// and security code go to it alone; the portal's server receives the token.

/** What Accept.js's dispatchData is given: the public key and the card. */
export interface AcceptSecureData {
  authData: { clientKey: string; apiLoginID: string };
  cardData: {
    cardNumber: string;
    month: string;
    year: string;
    cardCode: string;
    zip: string;
    fullName: string;
  };
}

/** Accept.js's answer: the token (opaqueData) or the provider's messages. */
export interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages?: { resultCode?: string; message?: readonly { code?: string; text?: string }[] };
}

/** The one call of Accept.js the portal uses. */
export interface AcceptApi {
  dispatchData(secureData: AcceptSecureData, handler: (response: AcceptResponse) => void): void;
}

declare global {
  interface Window {
    Accept?: AcceptApi;
  }
}

/** A tokenizing's result: the token, or the provider's first message (3-billing §7). */
export type TokenResult =
  | { ok: true; token: { dataDescriptor: string; dataValue: string } }
  | { ok: false; message: string };

/** The card as Accept.js takes it: every value a string, the name at most the 64 characters it allows. */
export function toSecureData(config: PaymentGatewayConfig, card: CardFormValues): AcceptSecureData {
  return {
    authData: { clientKey: config.clientKey, apiLoginID: config.apiLoginId },
    cardData: {
      cardNumber: card.cardNumber.trim(),
      month: card.cardExpirationMonth.trim(),
      year: card.cardExpirationYear.trim(),
      cardCode: card.cardCVV.trim(),
      zip: card.cardZipCode.trim(),
      fullName: card.nameOnCard.trim().slice(0, 64),
    },
  };
}

/** The token of an "Ok" answer, else the provider's first message ("There was a problem adding the payment." without one). */
export function readAcceptResponse(response: AcceptResponse | null | undefined): TokenResult {
  const data = response?.opaqueData;
  if (response?.messages?.resultCode === 'Ok' && data?.dataDescriptor && data.dataValue) {
    return { ok: true, token: { dataDescriptor: data.dataDescriptor, dataValue: data.dataValue } };
  }
  const first = response?.messages?.message?.[0]?.text?.trim();
  return { ok: false, message: first || M.cardPaymentFailed };
}

const loads = new Map<string, Promise<AcceptApi>>();

/**
 * Loads the gateway's script once per page (a `<script>` tag) and answers its Accept object; a failed
 * load is forgotten, so the next attempt tries again.
 */
export function loadTokenizer(scriptUrl: string): Promise<AcceptApi> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const load = new Promise<AcceptApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.charset = 'utf-8';
    const fail = () => {
      loads.delete(scriptUrl);
      script.remove();
      reject(new Error('The card tokenizer could not be loaded.'));
    };
    script.onload = () => (window.Accept ? resolve(window.Accept) : fail());
    script.onerror = fail;
    document.head.appendChild(script);
  });
  loads.set(scriptUrl, load);
  return load;
}

/** Turns the card into a token through the loaded script; never rejects (a failure is a message). */
export function tokenizeCard(accept: AcceptApi, secureData: AcceptSecureData): Promise<TokenResult> {
  return new Promise((resolve) => {
    try {
      accept.dispatchData(secureData, (response) => resolve(readAcceptResponse(response)));
    } catch {
      resolve({ ok: false, message: M.cardPaymentFailed });
    }
  });
}
