import { z } from 'zod';
import { whenMissing } from './validation-messages.js';

/** A practical address rule: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the text looks like an email address the portal accepts. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Required, valid email field with the given messages. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: whenMissing(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .refine(isValidEmail, invalidMessage)
    .transform((v) => v.toLowerCase());
}
