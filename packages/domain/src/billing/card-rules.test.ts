import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M } from './billing-messages.js';
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
