import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { selectRows } from '../../test/student-fixtures.js';

// An import row counts under its application's status (migration 0019): when one transaction changes the
// status while another changes the row, neither may count the row on the other's uncommitted state (the
// row would be taken off twice, or never). The row's trigger takes a share lock on the application, so
// one waits for the other. PostgreSQL only: PGlite runs one transaction at a time.
let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Resolves once a statement of the test waits on a row lock. */
async function untilWaitingOnLock() {
  for (let i = 0; i < 250; i++) {
    const [row] = await selectRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the second write never waited on the lock');
}

/** The kept rows equal what the backfill counts from the stored rows. */
async function expectKeptExact() {
  const kept = () =>
    selectRows(t, sql`select kind, school_id, status_date::text, n from home_action_counts order by 1, 2, 3`);
  const before = await kept();
  await t.database.db.execute(sql`select rebuild_home_action_counts()`);
  expect(await kept()).toEqual(before);
}

/** An open application with an import row awaiting a decision, not used by an earlier test. */
async function openApplicationWithUndecidedRow(skip: number) {
  const [row] = await selectRows<{ appId: number; rowId: number }>(
    t,
    sql`select a.id as "appId", min(x.id) as "rowId" from student_applications a
        join application_schools x on x.application_id = a.id and x.import_status_id in (1, 2, 3)
        where a.application_status = 'OPEN' group by a.id order by a.id offset ${skip} limit 1`,
  );
  if (!row) throw new Error('the demo data has no open application awaiting an import decision');
  return row;
}

/** `first` runs in a transaction held open while `second` starts and waits on it; then both commit. */
async function raced(first: ReturnType<typeof sql>, second: ReturnType<typeof sql>) {
  const held = gate();
  const release = gate();
  const firstDone = inTransaction(t.database.db, null, async (tx) => {
    await tx.execute(first);
    held.open();
    await release.promise;
  });
  await held.promise;
  // Drizzle runs a statement when it is awaited: `then` starts it now.
  const secondDone = t.database.db.execute(second).then(() => undefined);
  await untilWaitingOnLock();
  release.open();
  await firstDone;
  await secondDone;
}

describe('an application status and its import row changed at the same time', () => {
  it('counts the row once when the application closes first', async () => {
    const { appId, rowId } = await openApplicationWithUndecidedRow(0);
    await raced(
      sql`update student_applications set application_status = 'CLOSED' where id = ${appId}`,
      sql`update application_schools set import_status_id = 9 where id = ${rowId}`,
    );
    await expectKeptExact();
  });

  it('counts the row once when the row changes first', async () => {
    const { appId, rowId } = await openApplicationWithUndecidedRow(1);
    await raced(
      sql`update application_schools set import_status_id = 9 where id = ${rowId}`,
      sql`update student_applications set application_status = 'CLOSED' where id = ${appId}`,
    );
    await expectKeptExact();
  });
});
