/** True when a write failed on a unique constraint (PostgreSQL 23505), whether or not Drizzle wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  // Drizzle puts the driver's error in `cause`; a few levels are plenty and guard against cycles.
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
