/**
 * Web-only texts the domain package does not carry yet (reported to the lead for a move to domain).
 * Kept in one place so the move is a one-line import change.
 */
export const WEB_MESSAGES = {
  notFound: "There's nothing here: 404!",
  adminSchoolListFailed: 'There was an error getting the admin school list.',
  networkFailure: 'The server could not be reached. Check your connection and try again.',
  forgotPasswordSent: (email: string) =>
    `If ${email} matches an email we have on file, we have sent you instructions for resetting your password.`,
  forgotPasswordSpam:
    "If you haven't received the email after 5 minutes, check your spam folder, or try a different email.",
  passwordHint: 'At least 12 characters, with upper and lower case letters, a number and one of @$!%*#?&',
  resetLinkMissing: 'This reset link is incomplete. Request a new one below.',
} as const;
