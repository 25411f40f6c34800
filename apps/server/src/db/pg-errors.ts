/** The PostgreSQL error under a thrown error, whether or not Drizzle wrapped it in `cause`. */
function pgError(err: unknown): { code?: unknown; constraint?: unknown } | undefined {
  let e: unknown = err;
  // A few levels are plenty and guard against cause cycles.
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if (typeof (e as { code?: unknown }).code === 'string')
      return e as { code?: unknown; constraint?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a write failed on a unique constraint (23505), optionally a named one. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/**
 * True when PostgreSQL aborted the transaction only because of its concurrent ones: deadlock_detected
 * (40P01) or serialization_failure (40001). Run again, the same transaction may well succeed.
 */
export function isRetryableTransactionFailure(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === '40P01' || code === '40001';
}
