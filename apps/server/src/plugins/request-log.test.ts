import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log.js';

/** A Fastify app whose log lines are collected, parsed, in `lines`. */
async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/api/thing', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request, with the path but never the query string', async () => {
    const { app, lines } = await appWithLog();
    const res = await app.inject({ method: 'GET', url: '/api/thing?token=secret-reset-token' });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      path: '/api/thing',
      statusCode: 200,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-reset-token');
    await app.close();
  });

  it('logs refused and missing requests too', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/nowhere' });
    expect(lines).toEqual([expect.objectContaining({ path: '/nowhere', statusCode: 404 })]);
    await app.close();
  });
});
