import autocannon from 'autocannon';

/** Throughput and latency of one URL under load. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The load: 50 concurrent clients, each sending its next request when the last one answered. */
export const CONNECTIONS = 50;

/** Signs in through the real sign-in route and answers the session cookie (`name=value`). */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, userPassword: password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ep_session='));
  if (!res.ok || !cookie) throw new Error(`cannot sign in as ${email}: ${res.status}`);
  return cookie.split(';')[0]!;
}

function run(url: string, cookie: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
}

/** Loads a URL for `seconds` after a short warm-up (plans, caches, JIT) and answers what autocannon saw. */
export async function loadUrl(url: string, cookie: string, seconds: number): Promise<LoadResult> {
  await run(url, cookie, Math.min(3, seconds));
  const result = await run(url, cookie, seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
