/** Specials the password rule accepts (1-core §9). */
export const PASSWORD_SPECIALS = '@$!%*#?&';
export const PASSWORD_MIN_LENGTH = 12;

const ONLY_ALLOWED = /^[A-Za-z\d@$!%*#?&]+$/;

/** True when the password meets the portal's password rule (3-billing §5 adds: only those classes). */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[@$!%*#?&]/.test(value) &&
    ONLY_ALLOWED.test(value)
  );
}
