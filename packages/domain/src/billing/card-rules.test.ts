import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from './billing-messages.js';
import { cardPaymentBodySchema, feeBodySchema, invoicePaymentBodySchema } from './billing-schemas.js';
import { cardFormSchema, isCardExpiryCurrent, lastFourOf, passesLuhn } from './card-rules.js';

const valid = {
  nameOnCard: 'Pat Payer',
  cardNumber: '4111111111111111',
  cardExpirationMonth: '12',
  cardExpirationYear: '2030',
  cardCVV: '123',
  cardZipCode: '62701',
};

/** The first message the form gives a field for the values, or undefined. */
function messageFor(field: keyof typeof valid, value: string, today = '2026-11-26') {
  const result = cardFormSchema(today).safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('card form (3-billing §5, open-points 26)', () => {
  it('passes the Luhn check for real test numbers only', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41x1')).toBe(false);
    expect(lastFourOf('4111 1111 1111 1111')).toBe('1111');
  });

  it('accepts a valid card', () => {
    expect(cardFormSchema('2026-11-26').safeParse(valid).success).toBe(true);
  });

  it('gives each field its message of the spec', () => {
    expect(messageFor('nameOnCard', '')).toBe(M.required);
    expect(messageFor('cardNumber', '4111-1111')).toBe(M.numericOnly);
    expect(messageFor('cardNumber', '411111')).toBe(M.cardNumberInvalid);
    expect(messageFor('cardNumber', '4111111111111112')).toBe(M.cardNumberChecksum);
    expect(messageFor('cardExpirationMonth', '1')).toBe(M.twoDigits);
    expect(messageFor('cardExpirationMonth', 'ab')).toBe(M.numericOnly);
    expect(messageFor('cardExpirationMonth', '13')).toBe(M.validMonth);
    expect(messageFor('cardExpirationYear', '30')).toBe(M.fourDigits);
    expect(messageFor('cardCVV', '12a')).toBe(M.numericOnly);
    expect(messageFor('cardCVV', '12')).toBe(M.cvvLength);
    expect(messageFor('cardZipCode', '6270')).toBe(M.fiveDigits);
    expect(messageFor('cardZipCode', '')).toBe(M.required);
  });

  it('refuses a card whose month is past, in the programme month', () => {
    expect(isCardExpiryCurrent('11', '2026', '2026-11-26')).toBe(true);
    expect(isCardExpiryCurrent('10', '2026', '2026-11-26')).toBe(false);
    expect(
      cardFormSchema('2026-11-26').safeParse({
        ...valid,
        cardExpirationMonth: '10',
        cardExpirationYear: '2026',
      }).error?.issues[0]?.message,
    ).toBe(M.cardExpired);
  });
});

describe('one message per rule: the card payment body and the billing bodies say what the forms say', () => {
  const body = {
    token: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token' },
    cvv: '123',
    zip: '62701',
    idempotencyKey: '7d4f5c9e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
  };
  /** The body's first message for one field. */
  function bodyMessage(field: 'cvv' | 'zip', value: unknown) {
    const result = cardPaymentBodySchema.safeParse({ ...body, [field]: value });
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
  }

  it.each([
    ['cvv', 'cardCVV', ['', '12a', '12', '12345']],
    ['zip', 'cardZipCode', ['', '12a45', '6060', '606011']],
  ] as const)("%s: the Pay Now form's message for the same text", (field, formField, texts) => {
    for (const text of texts) expect(bodyMessage(field, text)).toBe(messageFor(formField, text));
    expect(bodyMessage('zip', undefined)).toBe(M.required);
  });

  /** The first message of each field, as the API and the form show them. */
  const firstMessages = (issues: readonly { path: PropertyKey[]; message: string }[] = []) => {
    const out: Record<string, string> = {};
    for (const i of issues) out[String(i.path[0])] ??= i.message;
    return out;
  };

  it('"Required" for what Add Fee and Add Payment leave unchosen or empty (3-billing §5)', () => {
    const fee = feeBodySchema.safeParse({
      schoolID: 1,
      aidYearId: null,
      participationTypeId: null,
      feeTypeId: null,
      amount: null,
    });
    expect(firstMessages(fee.error?.issues)).toEqual({
      amount: M.required,
      feeTypeId: M.required,
      participationTypeId: M.required,
      aidYearId: M.required,
    });
    const payment = invoicePaymentBodySchema.safeParse({
      amountPaid: null,
      paymentTypeId: null,
      paymentDate: '',
    });
    expect(firstMessages(payment.error?.issues)).toEqual({
      amountPaid: M.required,
      paymentTypeId: M.required,
      paymentDate: M.required,
    });
  });

  it("Add Fee's exchange programs that fail to load say §8's Fee Types sentence, not the school info's", () => {
    expect(M.programsFailed).toBe('There was a problem getting the Fee Types status list.');
    expect(M.programsFailed).not.toBe(M.schoolInfoFailed);
  });
});
