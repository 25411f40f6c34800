/** Every user-facing message of sign-in, session and passwords (1-core §5, §8). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  signInFailed:
    "Authentication failed. Please check your credentials and try again. If log in issues persist, contact the programme's central office.",
  trainingIncomplete:
    'Unable to access system as mandatory training not completed. Contact central office for additional info.',
  sessionExpired: 'Your session has expired.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  passwordRule:
    'Password must be at least 12 characters in length. The password must contain at least 1 uppercase character, 1 lowercase character, 1 special character (@$!%*#?&) and 1 number.',
  passwordMustMatch: 'Password must match',
  currentPasswordRequired: 'Required',
  newPasswordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm password is required',
  currentPasswordWrong: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must differ from the current password.',
  passwordUpdated: 'User password updated.',
  passwordUpdateFailed: 'There was a problem updating the password.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Sign in with your new password.',
  /** A call made with a temporary password still set (open-points 37). */
  temporaryPasswordMustChange: 'Your password is temporary. Update your password to continue.',
  /** The warning two minutes before an idle session ends (WCAG 2.2.1). */
  sessionEndingTitle: 'Your session is about to end',
  sessionEndingText: (timeLeft: string) =>
    `You will be signed out in ${timeLeft} because you have been inactive. Choose Stay signed in to keep working.`,
  staySignedIn: 'Stay signed in',
  /** The dialog's other button: the header's Sign Out (1-core §2). */
  signOut: 'Sign Out',
  /** "Stay signed in" near the absolute end of a session (12 hours), which no use extends. */
  sessionCannotExtend: 'Your session has reached its time limit. Save your work and sign in again.',
  /** "Stay signed in" could not reach the server. */
  staySignedInFailed: 'Your session could not be extended. Try again.',
} as const;
