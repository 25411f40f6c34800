import { isStudentUser, USER_MESSAGES as M, type StaffUserType, teloSlotIssue } from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import { HttpError } from '../../plugins/errors.js';
import { hashPassword } from '../auth/auth-service.js';
import { newTemporaryPassword } from './temporary-password.js';
import { emailChangedEmails, temporaryPasswordEmail } from './user-emails.js';
import * as repo from './users-repo.js';

/** A refusal that also names the form fields it is about, so the form shows it there too. */
export function fieldRefusal(status: 403 | 409, field: string | readonly string[], message: string) {
  const fields = typeof field === 'string' ? [field] : field;
  return new HttpError(status, message, Object.fromEntries(fields.map((f) => [f, message])));
}

/** A fresh temporary password and its hash (hashed before the transaction: argon2 is slow by design). */
export async function prepareTemporaryPassword() {
  const password = newTemporaryPassword();
  return { password, passwordHash: await hashPassword(password) };
}

/** 409 when another account already uses the email. */
export async function ensureEmailFree(tx: Tx, email: string, userId: number) {
  const other = await repo.findAccountByEmail(tx, email);
  if (other && other.id !== userId) throw fieldRefusal(409, 'email', M.emailTaken);
}

/**
 * An administrator changes a staff member's email, which is also their user ID: 409 when another
 * account uses it; otherwise the old and new addresses are told (same transaction) and the answer is
 * the columns to update, raising the 'User Email Updated' notice for the user's next page.
 */
export async function changeStaffEmail(
  tx: Tx,
  config: AppConfig,
  userId: number,
  oldEmail: string,
  newEmail: string,
) {
  await ensureEmailFree(tx, newEmail, userId);
  for (const mail of emailChangedEmails(config, oldEmail, newEmail)) await enqueueEmail(tx, mail);
  return { email: newEmail, userName: newEmail, emailChangeNotice: 1 };
}

/** The person fields of the staff forms. */
export interface PersonFields {
  email: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  title?: string | null;
}

/**
 * Opens an account for an email that has none, or re-opens a deactivated staff account (deleting a
 * user deactivates it, so the email stays reserved for the same person). Either way the person gets a
 * temporary password by email, in the same transaction. An active account, or a student's, is refused.
 */
export async function openAccount(
  tx: Tx,
  config: AppConfig,
  input: {
    person: PersonFields;
    usertype: StaffUserType;
    trainingComplete: number;
    dailyDigest: number;
    temporary: { password: string; passwordHash: string };
  },
): Promise<number> {
  const { person, temporary } = input;
  const values = {
    userName: person.email,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    middleInitial: person.middleInitial,
    title: person.title ?? null,
    usertype: input.usertype,
    trainingComplete: input.trainingComplete,
    dailyDigest: input.dailyDigest,
    isPasswordTemp: 1,
    passwordHash: temporary.passwordHash,
    active: true,
    emailChangeNotice: 0,
  };
  const existing = await repo.findAccountByEmail(tx, person.email);
  let id: number;
  if (!existing) {
    id = await repo.insertUser(tx, values);
  } else {
    if (existing.active || isStudentUser(existing)) throw fieldRefusal(409, 'email', M.emailTaken);
    id = existing.id;
    await repo.deleteRoles(tx, id, 'all');
    await repo.updateUser(tx, id, values);
  }
  await enqueueEmail(tx, temporaryPasswordEmail(config, person.email, temporary.password));
  return id;
}

/** Turns unique-index races into the domain's 409 messages (TELO slots, email). */
export function translateConflict(err: unknown, roles: readonly { userRoleId: number }[]): unknown {
  if (isUniqueViolation(err, 'user_roles_telo_uq')) {
    const message = teloSlotIssue(roles, { primaryUsed: true, secondaryUsed: true }) ?? M.primaryUsed;
    return fieldRefusal(409, 'userRole', message);
  }
  if (isUniqueViolation(err, 'users_email_uq')) return fieldRefusal(409, 'email', M.emailTaken);
  return err;
}
