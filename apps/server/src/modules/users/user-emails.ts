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
