import autocannon from 'autocannon';

/** Throughput and latency of one URL under load. */
export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  /** Exact, from every response's time (autocannon's histogram has no 95th percentile). */
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The load: 50 concurrent clients, each sending its next request when the last one answered. */
export const CONNECTIONS = 50;

/** What Chromium sends as Accept-Encoding. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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

/** One autocannon run; `times` collects every response's time in ms. */
function run(url: string, cookie: string, seconds: number, times?: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    // The Accept-Encoding a browser sends: answers the server compresses go out compressed, as to a browser.
    const headers = { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const options = { url, connections: CONNECTIONS, duration: seconds, headers };
    const instance = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
    if (times) instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

function percentile(sorted: readonly number[], q: number): number {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
}

/** Loads a URL for `seconds` after a short warm-up (plans, caches, JIT) and answers what autocannon saw. */
export async function loadUrl(url: string, cookie: string, seconds: number): Promise<LoadResult> {
  await run(url, cookie, Math.min(3, seconds));
  const times: number[] = [];
  const result = await run(url, cookie, seconds, times);
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p95Ms: percentile(times, 0.95),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
