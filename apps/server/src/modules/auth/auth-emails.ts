import type { AppConfig } from '../../config.js';
import type { OutgoingEmail } from '../../platform/outbox/outbox-repo.js';

/** The reset-link email (valid one hour, single use). */
export function resetLinkEmail(config: AppConfig, to: string, link: string): OutgoingEmail {
  return {
    to,
    subject: `${config.programName}: reset your password`,
    text: [
      'We received a request to reset the password of your account.',
      '',
      `Open this link within one hour to choose a new password (it works once): ${link}`,
      '',
      'If you did not ask for this, you can ignore this email; your password stays as it is.',
    ].join('\n'),
  };
}

/** Tells the owner that the password changed, so an unexpected change is noticed. */
export function passwordChangedEmail(config: AppConfig, to: string): OutgoingEmail {
  return {
    to,
    subject: `${config.programName}: your password was changed`,
    text: [
      'The password of your account was just reset.',
      '',
      "If this was not you, contact the programme's central office at once.",
    ].join('\n'),
  };
}
