import { describe, expect, it } from 'vitest';
import { isLoopback, type MetricsCaller, metricsAccess } from './metrics-access.js';

// Issue 33: the metrics answer a caller on this host or one with METRICS_TOKEN, never the public.

const TOKEN = 'a-long-random-metrics-token';
const call = (socketAddress: string, headers: MetricsCaller['headers'] = {}): MetricsCaller => ({
  socketAddress,
  headers,
});
const direct = { trustProxy: false, token: TOKEN };
const proxied = { trustProxy: true, token: TOKEN };

describe('who may read the metrics', () => {
  it('knows loopback in each of its spellings, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '::2',
      '1.127.0.0',
      '127.0.0.1.evil',
      '',
      undefined,
    ]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });

  it('answers a direct caller on this host and refuses one elsewhere', () => {
    expect(metricsAccess(call('127.0.0.1'), direct)).toBe('allowed');
    expect(metricsAccess(call('::1'), direct)).toBe('allowed');
    expect(metricsAccess(call('203.0.113.7'), direct)).toBe('refused');
    expect(metricsAccess(call('10.0.0.12'), direct)).toBe('refused');
  });

  it('without TRUST_PROXY, refuses a request a proxy on this host relayed', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(metricsAccess(call('127.0.0.1', { [header]: '203.0.113.7' }), direct), header).toBe('refused');
    }
    // Even when it names loopback: the proxy relays what the client wrote.
    expect(metricsAccess(call('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }), direct)).toBe('refused');
  });

  it('with TRUST_PROXY, goes by the client the nearest proxy saw, which a client cannot forge', () => {
    const via = (forwardedFor: string) => call('127.0.0.1', { 'x-forwarded-for': forwardedFor });
    expect(metricsAccess(via('203.0.113.7'), proxied)).toBe('refused');
    // A client that writes 127.0.0.1 itself: a proxy that appends puts the real address last.
    expect(metricsAccess(via('127.0.0.1, 203.0.113.7'), proxied)).toBe('refused');
    expect(metricsAccess(via('203.0.113.7, 127.0.0.1'), proxied)).toBe('allowed');
    // No proxy in between: the socket decides.
    expect(metricsAccess(call('127.0.0.1'), proxied)).toBe('allowed');
    expect(metricsAccess(call('10.0.0.5'), proxied)).toBe('refused');
    // A client address in a header this server does not read is not taken for local.
    expect(metricsAccess(call('127.0.0.1', { forwarded: 'for=203.0.113.7' }), proxied)).toBe('refused');
  });

  it('answers the bearer token from anywhere and refuses a wrong one, even from loopback', () => {
    const bearer = (value: string, from = '203.0.113.7') => call(from, { authorization: value });
    expect(metricsAccess(bearer(`Bearer ${TOKEN}`), direct)).toBe('allowed');
    expect(metricsAccess(bearer(`bearer  ${TOKEN} `), proxied)).toBe('allowed');
    expect(metricsAccess(bearer(`Bearer ${TOKEN}x`), direct)).toBe('wrongToken');
    expect(metricsAccess(bearer(`Bearer ${TOKEN.slice(1)}`), direct)).toBe('wrongToken');
    expect(metricsAccess(bearer(`Basic ${TOKEN}`), direct)).toBe('wrongToken');
    expect(metricsAccess(bearer('Bearer wrong', '127.0.0.1'), direct)).toBe('wrongToken');
    // No token configured: every token is wrong.
    expect(metricsAccess(bearer(`Bearer ${TOKEN}`), { trustProxy: false })).toBe('wrongToken');
  });
});
