import { sql } from 'drizzle-orm';
import type { TestContext } from './app.js';
import { selectRows } from './student-fixtures.js';

/**
 * Highest ids of the change log and the email outbox. The change-log triggers record every insert,
 * update and delete of the audited tables, and every email goes through the outbox, so a call that
 * wrote anything raises one of them (cheap: two index lookups, unlike counting).
 */
export async function auditMarks(t: TestContext): Promise<string> {
  const [row] = await selectRows<{ log: string | null; mail: string | null }>(
    t,
    sql`select (select max(id) from change_log)::text as log, (select max(id) from email_outbox)::text as mail`,
  );
  return `${row?.log}/${row?.mail}`;
}

/** Row counts of the change log and the email outbox. */
export async function auditCounts(t: TestContext) {
  const [row] = await selectRows<{ log: string; mail: string }>(
    t,
    sql`select (select count(*) from change_log)::text as log, (select count(*) from email_outbox)::text as mail`,
  );
  return { changeLog: Number(row?.log), outbox: Number(row?.mail) };
}
