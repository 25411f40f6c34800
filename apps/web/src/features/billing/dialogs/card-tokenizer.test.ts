import { BILLING_MESSAGES as M } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { type AcceptApi, readAcceptResponse, tokenizeCard, toSecureData } from './card-tokenizer';

const config = {
  gateway: 'test' as const,
  scriptUrl: '/api/invoice/paymentgateway/test-accept.js',
  apiLoginId: 'login-id',
  clientKey: 'public-key',
};
const card = {
  nameOnCard: ' Pat Reed ',
  cardNumber: '4111111111111111',
  cardExpirationMonth: '04',
  cardExpirationYear: '2031',
  cardCVV: '123',
  cardZipCode: '60601',
};
const token = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'abc' };

describe('the card tokenizer', () => {
  it('gives Accept.js the public key and the card, as strings of the shapes it takes', () => {
    expect(toSecureData(config, card)).toEqual({
      authData: { clientKey: 'public-key', apiLoginID: 'login-id' },
      cardData: {
        cardNumber: '4111111111111111',
        month: '04',
        year: '2031',
        cardCode: '123',
        zip: '60601',
        fullName: 'Pat Reed',
      },
    });
  });

  it('reads the token of an Ok answer', () => {
    expect(readAcceptResponse({ opaqueData: token, messages: { resultCode: 'Ok', message: [] } })).toEqual({
      ok: true,
      token,
    });
  });

  it("reads the provider's first message of an Error answer (3-billing §7)", () => {
    const response = {
      messages: {
        resultCode: 'Error',
        message: [
          { code: 'E_WC_05', text: 'Please provide valid credit card number.' },
          { code: 'E_WC_06', text: 'Please provide valid expiration month.' },
        ],
      },
    };
    expect(readAcceptResponse(response)).toEqual({
      ok: false,
      message: 'Please provide valid credit card number.',
    });
    expect(readAcceptResponse(undefined)).toEqual({ ok: false, message: M.cardPaymentFailed });
  });

  it('answers through dispatchData, and turns a throwing script into the failure text', async () => {
    const ok: AcceptApi = {
      dispatchData: (_data, handler) => handler({ opaqueData: token, messages: { resultCode: 'Ok' } }),
    };
    expect(await tokenizeCard(ok, toSecureData(config, card))).toEqual({ ok: true, token });
    const broken: AcceptApi = {
      dispatchData: () => {
        throw new Error('script error');
      },
    };
    expect(await tokenizeCard(broken, toSecureData(config, card))).toEqual({
      ok: false,
      message: M.cardPaymentFailed,
    });
  });
});
