import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';

/**
 * Who may read GET /api/metrics (issue 33; docs/decisions/metrics.md "Who may read the metrics"): a
 * caller on this host, or one that sends `Authorization: Bearer <METRICS_TOKEN>`. Never the public.
 */
export type MetricsAccess = 'allowed' | 'refused' | 'wrongToken';

/** What the decision reads of a request: the socket's peer and the headers. */
export interface MetricsCaller {
  socketAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

export interface MetricsAccessOptions {
  /** TRUST_PROXY: a proxy in front names the client in X-Forwarded-For. */
  trustProxy: boolean;
  /** METRICS_TOKEN; absent means only callers on this host are answered. */
  token?: string;
}

/** 127.0.0.0/8, ::1 and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIPv4(v4) && v4.startsWith('127.'));
}

/** Headers a proxy adds to say whom it relays for. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function header(caller: MetricsCaller, name: string): string | undefined {
  const value = caller.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Whether the caller is on this host. Behind a proxy on this host every request reaches the server from
 * loopback, so loopback alone proves nothing:
 * - without TRUST_PROXY a request that names a forwarded client (a proxy relayed it) is never local;
 * - with TRUST_PROXY the client is the address the nearest proxy saw, the last of X-Forwarded-For. Not
 *   the first, which Fastify's request.ip takes under TRUST_PROXY=1: a proxy that appends rather than
 *   replaces leaves whatever the client wrote there first, such as 127.0.0.1.
 */
export function isLocalCaller(caller: MetricsCaller, trustProxy: boolean): boolean {
  if (!trustProxy) {
    return isLoopback(caller.socketAddress) && FORWARDING_HEADERS.every((h) => !header(caller, h));
  }
  const forwardedFor = header(caller, 'x-forwarded-for');
  if (forwardedFor === undefined) {
    // A proxy that names its client only in another header is not understood: not local.
    return isLoopback(caller.socketAddress) && !header(caller, 'forwarded') && !header(caller, 'x-real-ip');
  }
  return isLoopback(forwardedFor.split(',').at(-1)?.trim());
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (digests of equal length), so the answer's timing tells nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The decision. A caller that sends credentials is judged on them alone (a wrong token is refused even
 * from loopback, so a misconfigured scraper learns it); one that sends none is answered when local.
 */
export function metricsAccess(caller: MetricsCaller, options: MetricsAccessOptions): MetricsAccess {
  const authorization = header(caller, 'authorization');
  if (authorization !== undefined) {
    const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization)?.[1];
    return bearer !== undefined && options.token !== undefined && sameToken(bearer, options.token)
      ? 'allowed'
      : 'wrongToken';
  }
  return isLocalCaller(caller, options.trustProxy) ? 'allowed' : 'refused';
}
