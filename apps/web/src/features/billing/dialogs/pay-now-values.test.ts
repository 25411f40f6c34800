import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api';
import { afterFailedCharge, CARD_FORM_DEFAULTS, startCardAttempt, toCardPaymentBody } from './pay-now-values';

const token = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJ0b2tlbiI6IjEyMyJ9' };

describe('Pay Now', () => {
  it('opens with an empty card form', () => {
    expect(Object.values(CARD_FORM_DEFAULTS).every((v) => v === '')).toBe(true);
  });

  it('sends the token, the code and zip (3-billing §7), no receipt request and the attempt key; never the card number or an amount', () => {
    const card = {
      ...CARD_FORM_DEFAULTS,
      cardNumber: '4111111111111111',
      cardCVV: '123',
      cardZipCode: ' 60601 ',
    };
    const body = toCardPaymentBody(token, card, 'key-1');
    expect(body).toEqual({ token, cvv: '123', zip: '60601', sendReceipt: 0, idempotencyKey: 'key-1' });
    expect(JSON.stringify(body)).not.toContain('4111');
  });

  it('starts each attempt with a new key and no message', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    expect(startCardAttempt(next)).toEqual({ key: 'key-1', message: null });
    expect(startCardAttempt(next).key).toBe('key-2');
  });

  it("after a decline shows the provider's reason and takes a new key for the next try", () => {
    const declined = new ApiRequestError(402, 'There was a problem adding the payment.', {
      card: 'This transaction has been declined.',
    });
    expect(afterFailedCharge({ key: 'key-1', message: null }, declined, () => 'key-2')).toEqual({
      key: 'key-2',
      message: 'This transaction has been declined.',
    });
  });

  it('keeps the key when the outcome is unknown, so pressing again cannot charge twice', () => {
    const attempt = { key: 'key-1', message: null };
    for (const error of [
      new ApiRequestError(0, 'network'),
      new ApiRequestError(503, 'down'),
      new ApiRequestError(409, 'A payment of this invoice is already in progress.'),
      new Error('unexpected'),
    ]) {
      expect(afterFailedCharge(attempt, error, () => 'key-2').key).toBe('key-1');
    }
  });
});
