import * as z from 'zod/mini';
import { whenMissing } from './validation-messages.js';

/** A practical address rule: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address mail can carry (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** True when the text looks like an email address the portal accepts (at most 254 characters). */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

/** Required, valid email field with the given messages. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z.pipe(
    z
      .string({ error: whenMissing(requiredMessage) })
      .check(z.trim(), z.minLength(1, requiredMessage), z.refine(isValidEmail, invalidMessage)),
    z.transform((v: string) => v.toLowerCase()),
  );
}
