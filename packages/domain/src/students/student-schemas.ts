import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { isStrongPassword } from '../auth/password-rules.js';
import { emailField } from '../common/email.js';
import { whenMissing } from '../common/validation-messages.js';
import { STUDENT_MESSAGES as M } from './messages.js';

/** Profile limits of 1-core §9: first name 15, last name 20, middle initial 1. */
export const NAME_LIMITS = { firstName: 15, lastName: 20, middleInitial: 1 } as const;

const firstName = z
  .string({ error: whenMissing(M.firstNameRequired) })
  .trim()
  .min(1, M.firstNameRequired)
  .max(NAME_LIMITS.firstName, M.firstNameMax);
const lastName = z
  .string({ error: whenMissing(M.lastNameRequired) })
  .trim()
  .min(1, M.lastNameRequired)
  .max(NAME_LIMITS.lastName, M.lastNameMax);
const middleInitial = z
  .string()
  .trim()
  .max(NAME_LIMITS.middleInitial, M.middleInitialMax)
  .nullish()
  .transform((v) => v || null);
const email = emailField(M.emailRequired, M.emailInvalid);

/** FERPA consent as stored (0/1); a checkbox's true/false is accepted too. */
const ferpaValue = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0));

/**
 * Applicant sign-up form and POST api/student/register body (1-core §5). userName equals the email and
 * userType is always STUDENT, so both are optional and the server derives them.
 */
export const registrationSchema = z
  .object({
    userName: z.string().optional(),
    firstName,
    middleInitial,
    lastName,
    email,
    userPassword: z
      .string({ error: whenMissing(M.passwordRequired) })
      .min(1, M.passwordRequired)
      .refine(isStrongPassword, AUTH_MESSAGES.passwordRule),
    confirmPassword: z
      .string({ error: whenMissing(M.confirmPasswordRequired) })
      .min(1, M.confirmPasswordRequired),
    userType: z.literal('STUDENT').optional(),
    ferpa: ferpaValue.default(0),
  })
  .refine((v) => v.userPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMustMatch,
  });
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationBody = z.output<typeof registrationSchema>;

/**
 * Student Profile form and PUT api/student/{id} body: names, middle initial, email and FERPA consent.
 * version, when sent, must match the record's (a stale form gets 409).
 */
export const studentProfileSchema = z.object({
  studentFirstName: firstName,
  studentLastName: lastName,
  studentMiddleInitial: middleInitial,
  studentEmail: email,
  /** Left out: unchanged. */
  ferpa: ferpaValue.optional(),
  version: z.number().int().positive().optional(),
});
export type StudentProfileInput = z.input<typeof studentProfileSchema>;
export type StudentProfileBody = z.output<typeof studentProfileSchema>;
/** A profile change as stored: on the student record and on its account (FERPA resolved). */
export type StudentProfileChange = Omit<StudentProfileBody, 'version' | 'ferpa'> & { ferpa: number };

/** FERPA consent can be given (0 → 1) but never withdrawn once 1 (1-core §2: disabled once set). */
export function ferpaChangeIssue(current: number, next: number): string | null {
  return current === 1 && next !== 1 ? M.ferpaCannotBeCleared : null;
}
