import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SCHOOLS } from './db/seed/school-data.js';
import {
  createEmptyDatabase,
  type EmptyDatabase,
  httpRequest,
  type ServerProcess,
  startServerProcess,
  stopServerProcesses,
} from './test/server-process.js';

// Issue 12, finding 2: two servers started at once on an empty database (a rolling deploy, two replicas)
// both come up; the migrations and the demo seed run once, under an advisory lock.

const MIGRATIONS: number = JSON.parse(
  readFileSync(new URL('./db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
).entries.length;

let database: EmptyDatabase | undefined;
afterEach(async () => {
  await stopServerProcesses();
  await database?.drop();
  database = undefined;
});

async function countRows(url: string, text: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(text)).rows[0]?.n ?? -1;
  } finally {
    await client.end();
  }
}

describe('two servers started at the same moment on one empty database', () => {
  for (const round of [1, 2, 3]) {
    it(`both serve and the demo data exists once (round ${round})`, async () => {
      database = await createEmptyDatabase();
      const starts = [
        startServerProcess({ databaseUrl: database.url }),
        startServerProcess({ databaseUrl: database.url }),
      ];
      const settled = await Promise.allSettled(starts);
      const servers = settled.map((s, i) => {
        if (s.status === 'rejected') throw new Error(`server ${i + 1} did not start: ${String(s.reason)}`);
        return s.value;
      }) as [ServerProcess, ServerProcess];

      for (const server of servers) {
        const ready = await httpRequest(server.baseUrl, '/api/health/ready');
        expect(ready.status, ready.body).toBe(200);
        expect(server.running(), server.logs().join('\n')).toBe(true);
      }
      const url = database.url;
      expect(
        await countRows(url, `select count(*)::int as n from users where lower(email) = 'admin@example.org'`),
      ).toBe(1);
      expect(await countRows(url, 'select count(*)::int as n from schools')).toBe(DEMO_SCHOOLS.length);
      expect(await countRows(url, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toBe(
        MIGRATIONS,
      );
      // Still both up after the checks.
      for (const server of servers) expect(server.running(), server.logs().join('\n')).toBe(true);
    }, 60_000);
  }
});
