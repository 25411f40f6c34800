import type { AppConfig } from '../../config.js';
import type { OutgoingEmail } from '../../platform/outbox/outbox-repo.js';

/** The welcome email of a new (or re-opened) staff account, with its temporary password. */
export function temporaryPasswordEmail(config: AppConfig, to: string, password: string): OutgoingEmail {
  return {
    to,
    subject: `${config.programName}: your account`,
    text: [
      `An account has been opened for you on the ${config.programName} portal.`,
      '',
      `Sign in at ${config.publicUrl}/signin with:`,
      `  User ID: ${to}`,
      `  Temporary password: ${password}`,
      '',
      'You will be asked to choose your own password when you first sign in.',
      "If you did not expect this email, contact the programme's central office.",
    ].join('\n'),
  };
}

/**
 * Sent when a school adds an existing account: the person hears that a school now shares their account,
 * and the primary TELOs of the schools they already work at hear it too, so an account cannot be
 * borrowed by another school unnoticed.
 */
export function addedToSchoolEmails(
  config: AppConfig,
  added: { email: string; schoolName: string; roleNames: string; addedBy: string },
  primaryTelos: readonly string[],
): OutgoingEmail[] {
  const subject = `${config.programName}: access to ${added.schoolName} added`;
  const person = [
    `${added.addedBy} has given your ${config.programName} portal account access to ${added.schoolName}`,
    `(roles: ${added.roleNames}). Your sign-in user ID, password and details have not changed.`,
    '',
    `If you did not expect this, contact ${added.schoolName} or the programme's central office.`,
  ].join('\n');
  const telo = [
    `${added.addedBy} of ${added.schoolName} has given the ${config.programName} portal account ${added.email},`,
    `a user of your school, access to ${added.schoolName} (roles: ${added.roleNames}).`,
    'Their access to your school has not changed.',
    '',
    "If this looks wrong, contact the programme's central office.",
  ].join('\n');
  return [
    { to: added.email, subject, text: person },
    ...primaryTelos.filter((to) => to !== added.email).map((to) => ({ to, subject, text: telo })),
  ];
}

/**
 * Sent to the old and the new address when an administrator changes a staff member's email, which is
 * their sign-in user ID: without it they would not know what to sign in with.
 */
export function emailChangedEmails(config: AppConfig, oldEmail: string, newEmail: string): OutgoingEmail[] {
  const text = [
    `Your sign-in user ID on the ${config.programName} portal has been changed by an administrator.`,
    '',
    `From now on, sign in at ${config.publicUrl}/signin with:`,
    `  User ID: ${newEmail}`,
    '  Password: your current password (it has not changed)',
    '',
    "If you did not expect this change, contact the programme's central office.",
  ].join('\n');
  const subject = `${config.programName}: your sign-in user ID has changed`;
  return [oldEmail, newEmail].map((to) => ({ to, subject, text }));
}
