import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database, Db, Tx } from './client.js';
import { inTransaction, TRANSACTION_ATTEMPTS } from './transaction.js';

// Two rows that transactions lock in opposite orders, and what every attempt wrote.
let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await db.execute(sql`create table probe_rows (id int primary key, n int not null)`);
  await db.execute(sql`create table probe_writes (attempt text not null)`);
});
afterAll(() => database?.close());

beforeEach(async () => {
  await db.execute(sql`truncate probe_writes`);
  await db.execute(sql`delete from probe_rows`);
  await db.execute(sql`insert into probe_rows values (1, 0), (2, 0)`);
});

const bump = (tx: Tx, id: number) => tx.execute(sql`update probe_rows set n = n + 1 where id = ${id}`);

async function column<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: Record<string, T>[] };
  return res.rows.map((r) => Object.values(r)[0]!);
}

/** An error as node-postgres raises it under Drizzle's wrapper: the PostgreSQL code on the cause. */
function pgFailure(code: string) {
  return new Error('Failed query', { cause: Object.assign(new Error(`pg ${code}`), { code }) });
}

/** Resolves when both sides have arrived, or after `ms` (PGlite runs one transaction at a time). */
function meeting(ms: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const met = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async () => {
    arrived++;
    if (arrived >= 2) open();
    await Promise.race([met, new Promise((resolve) => setTimeout(resolve, ms))]);
  };
}

describe('inTransaction retries', () => {
  it('runs both of two writes locking two rows in opposite orders, the deadlock loser again', async () => {
    // PGlite runs one transaction at a time, so the other side never arrives there: no wait at all.
    const meet = meeting(database.kind === 'postgres' ? 1500 : 0);
    const runs = { up: 0, down: 0 };
    const write = (name: 'up' | 'down', first: number, second: number) =>
      inTransaction(db, null, async (tx) => {
        runs[name]++;
        await tx.execute(sql`insert into probe_writes values (${name})`);
        await bump(tx, first);
        // Both hold their first row before either asks for its second: PostgreSQL ends one of them.
        await meet();
        await bump(tx, second);
        return name;
      });
    expect(await Promise.all([write('up', 1, 2), write('down', 2, 1)])).toEqual(['up', 'down']);
    expect(await column<number>(sql`select n from probe_rows order by id`)).toEqual([2, 2]);
    // Over two connections one of them deadlocked and ran again (on a loaded machine a second attempt may
    // meet the other again: what matters is that some attempt ran again and only one of each is left);
    // PGlite ran them one after the other.
    if (database.kind === 'postgres') expect(runs.up + runs.down).toBeGreaterThanOrEqual(3);
    else expect(runs.up + runs.down).toBe(2);
    // The loser's first attempt was rolled back: one write of each is left.
    expect(await column<string>(sql`select attempt from probe_writes order by attempt`)).toEqual([
      'down',
      'up',
    ]);
  });

  it.each(['40P01', '40001'])(
    'runs a write that failed with %s again, its first attempt undone',
    async (code) => {
      let runs = 0;
      const result = await inTransaction(db, null, async (tx) => {
        runs++;
        await tx.execute(sql`insert into probe_writes values (${`run ${runs}`})`);
        if (runs === 1) throw pgFailure(code);
        return 'saved';
      });
      expect(result).toBe('saved');
      expect(runs).toBe(2);
      expect(await column<string>(sql`select attempt from probe_writes`)).toEqual(['run 2']);
    },
  );

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts, answering the last failure`, async () => {
    let runs = 0;
    const failing = inTransaction(db, null, async () => {
      runs++;
      throw pgFailure('40P01');
    });
    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not run again a write that failed for any other reason', async () => {
    let runs = 0;
    const duplicate = inTransaction(db, null, async (tx) => {
      runs++;
      await tx.execute(sql`insert into probe_rows values (1, 0)`);
    });
    await expect(duplicate).rejects.toThrow();
    expect(runs).toBe(1);
    let refusals = 0;
    const refused = inTransaction(db, null, async () => {
      refusals++;
      throw Object.assign(new Error('refused'), { statusCode: 409 });
    });
    await expect(refused).rejects.toThrow('refused');
    expect(refusals).toBe(1);
  });
});
