import { sql } from 'drizzle-orm';
import type { TestContext } from './app.js';
import { selectRows } from './student-fixtures.js';

/**
 * The tables a refused or invalid call must leave alone. The change-log triggers record every insert,
 * update and delete of the audited tables and every email goes through the outbox; sign-in state lives
 * in the other three, which no trigger watches.
 */
export const WATCHED_TABLES = [
  'change_log',
  'email_outbox',
  'sessions',
  'password_resets',
  'login_failures',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/** A mark per watched table: "rows/highest id" (rows: live sessions, unused reset links). */
export type RowMarks = Record<WatchedTable, string>;

const highest = (table: string) => sql.raw(`coalesce(max(id)::text, '-') from ${table}`);
// Sessions are ended and reset links used by an update, not a delete: the counts see that, and the
// highest id sees a row added (with one removed) where a count alone would not. The change log and the
// outbox are only ever appended to, and counting the change log's thousands of rows on every call
// would double a run, so their quick mark is the highest id alone.
const logMarks = (full: boolean) =>
  full
    ? sql`(select count(*) || '/' || ${highest('change_log')}) as change_log,
        (select count(*) || '/' || ${highest('email_outbox')}) as email_outbox`
    : sql`(select ${highest('change_log')}) as change_log, (select ${highest('email_outbox')}) as email_outbox`;
const marksQuery = (full: boolean) => sql`select ${logMarks(full)},
  (select count(*) filter (where ended_at is null) || '/' || ${highest('sessions')}) as sessions,
  (select count(*) filter (where used_at is null) || '/' || ${highest('password_resets')}) as password_resets,
  (select count(*) || '/' || ${highest('login_failures')}) as login_failures`;

/**
 * The current marks of every watched table (one statement). `full` also counts the change log and the
 * outbox (about 2 ms more): for comparing a whole run, where a deleted row would otherwise go unseen.
 */
export async function rowMarks(t: TestContext, full = false): Promise<RowMarks> {
  const [row] = await selectRows<RowMarks>(t, marksQuery(full));
  if (!row) throw new Error('no row marks');
  return row;
}

/** The watched tables whose marks differ, leaving out those the call may write by design. */
export function changedTables(
  before: RowMarks,
  after: RowMarks,
  mayWrite: readonly WatchedTable[] = [],
): WatchedTable[] {
  return WATCHED_TABLES.filter((table) => !mayWrite.includes(table) && before[table] !== after[table]);
}
