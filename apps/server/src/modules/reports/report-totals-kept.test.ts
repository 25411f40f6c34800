import { CHANGE_LOG_TYPES, CHANGE_LOGS, IMPORT_STATUS } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type Account,
  callReport,
  expectedRowIds,
  pageOf,
  pathOf,
  SCHOOL_REPORTS,
  type SchoolReportKey,
  signInAll,
} from '../../test/application-report-fixtures.js';
import { changeLogConditions } from './change-log-fields-repo.js';
import { reportFilters } from './report-routes.js';

// The report totals kept per server (report-rows-repo.ts): under the list counters, read, then changed
// by a write of each kind a report counts, a total is counted again and equals the rows stored, for
// every school report at All Schools and at the schools the write touched; a change log's settled rows
// kept, its recent ones counted on every read.

let t: TestContext;
let cookies: Record<Account, string>;

beforeAll(async () => {
  t = await startTestApp();
  cookies = await signInAll(t);
});

afterAll(async () => {
  await t?.close();
});

const write = (statement: SQL) => t.database.db.execute(statement);

async function totalOf(key: SchoolReportKey, schoolId: number): Promise<number> {
  const query = schoolId ? { schoolid: schoolId } : {};
  const res = await callReport(t, cookies.admin, pathOf(key), query);
  if (res.statusCode === 404) return 0;
  return (await pageOf(res)).total;
}

/** Every school report's total at All Schools and the given schools equals its stored rows. */
async function expectTotalsOfStoredRows(schoolIds: readonly number[], when: string) {
  for (const key of SCHOOL_REPORTS) {
    for (const schoolId of [0, ...schoolIds]) {
      const stored = (await expectedRowIds(t, key, schoolId)).length;
      expect(await totalOf(key, schoolId), `${key} at school ${schoolId} ${when}`).toBe(stored);
    }
  }
}

/** An import row, its import school and its application's export school. */
async function someImportRow(status: number) {
  const [row] = await queryRows<{ id: number; appId: number; importSchool: number; exportSchool: number }>(
    t.database.db,
    sql`select x.id, x.application_id as "appId", x.import_school_id as "importSchool",
          a.export_school_id as "exportSchool"
        from application_schools x join student_applications a on a.id = x.application_id
        where x.import_status_id = ${status} order by x.id limit 1`,
  );
  if (!row) throw new Error(`no import row at status ${status}`);
  return row;
}

describe('kept report totals', () => {
  it('are counted again after each change of the rows they count', async () => {
    const row = await someImportRow(IMPORT_STATUS.DECISION_PENDING);
    const schools = [row.importSchool, row.exportSchool];
    // Read (and so kept) before any write.
    await expectTotalsOfStoredRows(schools, 'at first');

    // An import row enrolled: Import Enrollment, Export Enrollment and Tuition gain it.
    await write(sql`update application_schools set import_status_id = ${IMPORT_STATUS.ENROLLED},
      leave_of_absence_begin = current_date where id = ${row.id}`);
    await expectTotalsOfStoredRows(schools, 'after an import status change');

    // A new import row of the application at another school.
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select s.id from schools s where s.id not in (select x.import_school_id from application_schools x
            where x.application_id = ${row.appId}) and s.id <> ${row.exportSchool} order by s.id limit 1`,
    );
    await write(sql`insert into application_schools (application_id, import_school_id, import_status_id)
      values (${row.appId}, ${other!.id}, ${IMPORT_STATUS.DECISION_PENDING})`);
    await expectTotalsOfStoredRows([...schools, other!.id], 'after an import row was added');

    // The application deleted: its import rows go with it (the cascade).
    await write(sql`delete from student_applications where id = ${row.appId}`);
    await expectTotalsOfStoredRows([...schools, other!.id], 'after an application was deleted');
  });

  it('follow the filters: an application moved to another aid year leaves that year’s totals', async () => {
    const row = await someImportRow(IMPORT_STATUS.DECISION_PENDING);
    const [years] = await queryRows<{ from: number; to: number }>(
      t.database.db,
      sql`select a.aid_year_id as "from", (select max(y.id) from aid_years y where y.id <> a.aid_year_id) as "to"
          from student_applications a where a.id = ${row.appId}`,
    );
    const importOf = async (aidyearid: number) => {
      const res = await callReport(t, cookies.admin, pathOf('import'), { aidyearid });
      return res.statusCode === 404 ? 0 : (await pageOf(res)).total;
    };
    const rowsOfApplication = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from application_schools where application_id = ${row.appId}`,
        )
      )[0]!.n;
    const before = { from: await importOf(years!.from), to: await importOf(years!.to) };
    const moved = await rowsOfApplication();
    await write(sql`update student_applications set aid_year_id = ${years!.to} where id = ${row.appId}`);
    expect(await importOf(years!.from)).toBe(before.from - moved);
    expect(await importOf(years!.to)).toBe(before.to + moved);
  });
});

describe('kept change-log totals', () => {
  const log = CHANGE_LOGS.changeLogImport;

  /** The Import Status log's rows in the default frame (30 Days), counted here. */
  async function storedLogRows(schoolId: number) {
    const conditions = changeLogConditions([CHANGE_LOG_TYPES.import], reportFilters(t.config, {}));
    if (schoolId) conditions.push(sql`c.school_id = ${schoolId}`);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from change_log c where ${sql.join(conditions, sql` and `)}`,
    );
    return row!.n;
  }

  async function logTotal(schoolId: number) {
    const res = await callReport(t, cookies.admin, log.apiPath, schoolId ? { schoolid: schoolId } : {});
    return res.statusCode === 404 ? 0 : (await pageOf(res)).total;
  }

  it('count the settled rows once and every newer row on each read', async () => {
    const row = await someImportRow(IMPORT_STATUS.DECISION_PENDING);
    // Rows of five days ago, written before any read: settled (older than every open transaction).
    for (const n of [1, 2])
      await write(sql`insert into change_log (log_type, table_name, record_id, action, column_name, old_value,
          new_value, modified_at, school_id)
        values (${CHANGE_LOG_TYPES.import}, 'application_schools', ${row.id}, 'UPDATE', 'import_status_id',
          '1', ${String(n + 1)}, now() - interval '5 days', ${row.importSchool})`);
    for (const schoolId of [0, row.importSchool])
      expect(await logTotal(schoolId), `school ${schoolId}`).toBe(await storedLogRows(schoolId));

    // A status change now: its trigger-written rows are counted on the next read.
    await write(sql`update application_schools set import_status_id = ${IMPORT_STATUS.UNDER_REVIEW}
      where id = ${row.id}`);
    for (const schoolId of [0, row.importSchool])
      expect(await logTotal(schoolId), `school ${schoolId} after a change`).toBe(
        await storedLogRows(schoolId),
      );
  });
});
