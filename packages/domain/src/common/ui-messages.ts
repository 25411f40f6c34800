/** Texts of the shell, sign-in and password screens that the spec does not word (1-core §2, §8). */
export const UI_MESSAGES = {
  notFound: "There's nothing here: 404!",
  adminSchoolListFailed: 'There was an error getting the admin school list.',
  networkFailure: 'The server could not be reached. Check your connection and try again.',
  forgotPasswordSent: (email: string) =>
    `If ${email} matches an email we have on file, we have sent you instructions for resetting your password.`,
  forgotPasswordSpam:
    "If you haven't received the email after 5 minutes, check your spam folder, or try a different email.",
  passwordHint: 'At least 12 characters, with upper and lower case letters, a number and one of @$!%*#?&',
  resetLinkMissing: 'This reset link is incomplete. Request a new one below.',
  newVersionTitle: 'A new version of the portal is available',
  newVersionText: 'Reload the page to continue. Anything you have saved is kept.',
  screenFailedTitle: 'This screen could not be shown',
  screenFailedText: 'Reload the page to try again. If it keeps happening, contact the central office.',
} as const;

/**
 * The lookup failure of a report filter (3-billing §8: "…, and likewise for Export Statuses, Import
 * Statuses, Fee Types (also used for programme types)"), by literal substitution.
 */
export function lookupFailedMessage(
  list: 'Application Year' | 'Export Statuses' | 'Import Statuses' | 'Fee Types',
): string {
  return `There was a problem getting the ${list} status list.`;
}
