// Errors meaning "the database cannot answer right now", as opposed to a bad query or bad data: the
// API answers these 503 with Retry-After so clients and load balancers retry instead of reporting a bug.

/** Node socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is shutting down, starting, recovering or full: 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 57P05 idle_session_timeout, 53300
 * too_many_connections. Class 08 (connection exception) is matched by prefix.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

/** Messages node-postgres, its pool and PGlite give when there is no usable connection (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pool connectionTimeoutMillis
  /^timeout expired$/, // client connect timeout
  /^Query read timeout$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^PGlite is closed$/,
];

function matchesOne(err: object): boolean {
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when an error (or what it wraps: Drizzle's `cause`, an AggregateError's `errors` from a host
 * with several addresses) says the database cannot be reached or is not accepting work right now.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const pending: unknown[] = [err];
  // A bounded walk guards against cause cycles.
  for (let seen = 0; pending.length > 0 && seen < 20; seen++) {
    const e = pending.shift();
    if (!e || typeof e !== 'object') continue;
    if (matchesOne(e)) return true;
    pending.push((e as { cause?: unknown }).cause);
    const nested = (e as { errors?: unknown }).errors;
    if (Array.isArray(nested)) pending.push(...nested);
  }
  return false;
}
