import { z } from 'zod';
import { whenMissing } from '../common/validation-messages.js';
import { BILLING_MESSAGES as M } from './billing-messages.js';

/** Luhn check digit test over a string of digits (open-points 26). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when the card's month and year are the current month of `today` (YYYY-MM-DD) or later. */
export function isCardExpiryCurrent(month: string, year: string, today: string): boolean {
  return `${year}-${month}` >= today.slice(0, 7);
}

const digitsOnly = /^\d+$/;

/** A required text field of the card form: "Required" when empty or missing (3-billing §5). */
const requiredText = () =>
  z
    .string({ error: whenMissing(M.required) })
    .trim()
    .min(1, M.required);

/**
 * The card's security code (3-billing §5, open-points 26): required, digits only, 3 or 4 of them. One
 * rule for the Pay Now form and the card payment's body, so both say the same sentence.
 */
export const cardCvvField = () =>
  requiredText()
    .refine((v) => digitsOnly.test(v), M.numericOnly)
    .refine((v) => !digitsOnly.test(v) || v.length === 3 || v.length === 4, M.cvvLength);

/** The card's billing zip (3-billing §5): required, digits only, exactly 5; the form and the body alike. */
export const cardZipField = () =>
  requiredText()
    .refine((v) => digitsOnly.test(v), M.numericOnly)
    .refine((v) => !digitsOnly.test(v) || v.length === 5, M.fiveDigits);

/**
 * The Pay Now card form (3-billing §5 with open-points 26): every field required, digits-only fields,
 * month 01-12, year 4 digits and not past, 13-19 digits passing Luhn, a 3-4 digit code, a 5-digit zip.
 * `today` is the programme day the expiry is compared with.
 */
export function cardFormSchema(today: string) {
  return z
    .object({
      nameOnCard: requiredText(),
      cardNumber: requiredText()
        .refine((v) => digitsOnly.test(v), M.numericOnly)
        .refine((v) => !digitsOnly.test(v) || (v.length >= 13 && v.length <= 19), M.cardNumberInvalid)
        .refine(
          (v) => !digitsOnly.test(v) || v.length < 13 || v.length > 19 || passesLuhn(v),
          M.cardNumberChecksum,
        ),
      cardExpirationMonth: requiredText()
        .refine((v) => v.length === 2, M.twoDigits)
        .refine((v) => v.length !== 2 || digitsOnly.test(v), M.numericOnly)
        .refine((v) => !/^\d{2}$/.test(v) || (Number(v) >= 1 && Number(v) <= 12), M.validMonth),
      cardExpirationYear: requiredText()
        .refine((v) => v.length === 4, M.fourDigits)
        .refine((v) => v.length !== 4 || digitsOnly.test(v), M.numericOnly),
      cardCVV: cardCvvField(),
      cardZipCode: cardZipField(),
    })
    .superRefine((v, ctx) => {
      const month = v.cardExpirationMonth;
      const year = v.cardExpirationYear;
      if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) return;
      if (!isCardExpiryCurrent(month, year, today))
        ctx.addIssue({ code: 'custom', path: ['cardExpirationYear'], message: M.cardExpired });
    });
}
export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

/** The last four digits of a card number, the only part of it anything keeps (open-points 26). */
export function lastFourOf(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}
