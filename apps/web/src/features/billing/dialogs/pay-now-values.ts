import { ApiRequestError } from '../../../lib/api';

export { CARD_FORM_DEFAULTS, cardFormResolver, toCardPaymentBody } from './card-form-values';

/** One payment attempt of an opened Pay Now dialog: its idempotency key and what the provider said. */
export interface CardAttempt {
  key: string;
  /** The provider's reason for the last refusal (`errors.card` of a 402), shown in the dialog. */
  message: string | null;
}

/** A new attempt with a new key (each opening of the dialog starts one). */
export function startCardAttempt(newKey: () => string = () => crypto.randomUUID()): CardAttempt {
  return { key: newKey(), message: null };
}

/**
 * The attempt after a failed charge. A refusal settles it (402: declined or failed, nothing charged; 400:
 * refused input), so the next press is a new attempt with a new key. Any other failure (the network, a
 * 5xx, 409 while a payment is in progress) may have charged: the key is kept, so pressing again answers
 * that first attempt instead of charging twice.
 */
export function afterFailedCharge(
  attempt: CardAttempt,
  error: unknown,
  newKey: () => string = () => crypto.randomUUID(),
): CardAttempt {
  const settled = error instanceof ApiRequestError && (error.status === 402 || error.status === 400);
  const card = error instanceof ApiRequestError ? (error.errors?.card ?? null) : null;
  return { key: settled ? newKey() : attempt.key, message: card };
}
