import type { AppConfig } from '../../config.js';
import type { OutgoingEmail } from '../emails/outbox-repo.js';

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
