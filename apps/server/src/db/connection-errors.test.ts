import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { isDatabaseUnavailable } from './connection-errors.js';

/** A PostgreSQL error as node-postgres raises it. */
function serverError(code: string, message = 'server error') {
  const err = new pg.DatabaseError(message, 0, 'error');
  err.code = code;
  return err;
}

/** How Drizzle wraps a driver error. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is shutting down, starting or full', () => {
    expect(
      isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    for (const code of ['57P02', '57P03', '53300', '08000', '08001', '08003', '08006', '08P01']) {
      expect(isDatabaseUnavailable(wrapped(serverError(code))), code).toBe(true);
    }
  });

  it('recognises sockets that could not connect or were lost, however wrapped', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']) {
      expect(isDatabaseUnavailable(socketError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(socketError(code))), code).toBe(true);
    }
    const both = new AggregateError(
      [socketError('ECONNREFUSED'), socketError('ECONNREFUSED')],
      'connect failed',
    );
    expect(isDatabaseUnavailable(wrapped(both))).toBe(true);
  });

  it('recognises the driver, pool and PGlite messages that carry no code', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Cannot use a pool after calling end on the pool',
      'Client has encountered a connection error and is not queryable',
      'PGlite is closed',
    ]) {
      expect(isDatabaseUnavailable(wrapped(new Error(message))), message).toBe(true);
    }
  });

  it('leaves bad queries, bad data and other failures alone', () => {
    for (const err of [
      serverError('23505', 'duplicate key value violates unique constraint'),
      serverError('22P02', 'invalid input syntax for type integer'),
      serverError('42P01', 'relation "nothing" does not exist'),
      serverError('40001', 'could not serialize access'),
      wrapped(new TypeError("Cannot read properties of undefined (reading 'trim')")),
      new Error('Connection to SMTP refused by policy'),
      { code: 5 },
      'ECONNREFUSED',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
    }
  });

  it('stops on a cycle of causes', () => {
    const a: { cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it('recognises what the real drivers throw: a closed PGlite, a refused PostgreSQL connection', async () => {
    const embedded = await openDatabase({});
    await embedded.close();
    const closed = await embedded.db.execute(sql`select 1`).catch((err: unknown) => err);
    expect(isDatabaseUnavailable(closed)).toBe(true);

    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const remote = await openDatabase({ url: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    const refused = await remote.db.execute(sql`select 1`).catch((err: unknown) => err);
    await remote.close();
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });
});
