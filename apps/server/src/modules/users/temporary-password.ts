import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@exchange/domain';

// Look-alike characters (0/O, 1/l/I) are left out: people type this password from an email.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '@$!%*#?&';
const ALL = UPPER + LOWER + DIGITS + SPECIALS;

const pick = (set: string) => set[randomInt(set.length)]!;

/** A random 16-character temporary password that meets the password rule (1-core §5). */
export function newTemporaryPassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < 16) chars.push(pick(ALL));
  // Fisher-Yates, so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!isStrongPassword(password)) throw new Error('temporary password does not meet the password rule');
  return password;
}
