import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against its stored argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-Dummy1!');
  await verifyPassword(await dummyHash, password);
}
