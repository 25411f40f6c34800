import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token for a cookie or a reset link (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token is stored, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
