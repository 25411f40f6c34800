import {
  APPLICATION_STATUSES,
  EXPORT_STATUS,
  exportStatusName,
  IMPORT_STATUS,
  importStatusName,
  REPORT_MESSAGES,
  type ReportRow,
  SCHOLARSHIP_OFFERING,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type Account,
  callReport,
  expectedRowIds,
  pageOf,
  parseCsv,
  pathOf,
  type ReportQueryValues,
  signInAll,
  sortedIds,
} from '../../test/application-report-fixtures.js';

// The application reports' filters, sort, paging and quick filter (3-billing §2, §3, §9), the empty answer
// and the Tuition award in integer cents from the school's aid-year information.

let t: TestContext;
let cookies: Record<Account, string>;
const ALPHA = 1;

beforeAll(async () => {
  t = await startTestApp();
  cookies = await signInAll(t);
});

afterAll(async () => {
  await t?.close();
});

const call = (who: Account, path: string, query: ReportQueryValues = {}) =>
  callReport(t, cookies[who], path, query);
const rowsOf = async (path: string, query: ReportQueryValues) => pageOf(await call('admin', path, query));
const idsWhere = async (condition: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from ${condition}`))
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('the filters change the rows', () => {
  it('Export: aid year and export status', async () => {
    const [year] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select y.id, y.aidyear as name from student_applications a join aid_years y on y.id = a.aid_year_id
        where a.export_school_id = ${ALPHA} group by y.id order by count(*) desc limit 1`,
    );
    const all = await rowsOf(pathOf('export'), { schoolid: ALPHA });
    const inYear = await rowsOf(pathOf('export'), { schoolid: ALPHA, aidyear: year!.id });
    expect(sortedIds(inYear)).toEqual(
      await idsWhere(
        sql`student_applications where export_school_id = ${ALPHA} and aid_year_id = ${year!.id}`,
      ),
    );
    expect(inYear.total).toBeLessThan(all.total);
    expect(new Set(inYear.rows.map((r) => r.aidYearName))).toEqual(new Set([year!.name]));
    // aidyearid is the same filter under the name some calls use.
    expect(await rowsOf(pathOf('export'), { schoolid: ALPHA, aidyearid: year!.id })).toEqual(inYear);

    const approved = await rowsOf(pathOf('export'), {
      schoolid: ALPHA,
      exportstatusid: EXPORT_STATUS.EXPORT_APPROVED,
    });
    expect(sortedIds(approved)).toEqual(
      await idsWhere(
        sql`student_applications where export_school_id = ${ALPHA} and export_status_id = ${EXPORT_STATUS.EXPORT_APPROVED}`,
      ),
    );
    expect(new Set(approved.rows.map((r) => r.exportStatusName))).toEqual(
      new Set([exportStatusName(EXPORT_STATUS.EXPORT_APPROVED)]),
    );
    // 0 is "All".
    expect((await rowsOf(pathOf('export'), { schoolid: ALPHA, exportstatusid: 0, aidyear: 0 })).total).toBe(
      all.total,
    );
  });

  it('Export: lists every application status with its column', async () => {
    const page = await rowsOf(pathOf('export'), { schoolid: ALPHA });
    const [found] = await queryRows<{ statuses: string[] }>(
      t.database.db,
      sql`select array_agg(distinct application_status order by application_status) as statuses
        from student_applications where export_school_id = ${ALPHA}`,
    );
    expect(found!.statuses.length).toBeGreaterThan(1);
    expect([...new Set(page.rows.map((r) => r.applicationStatus))].sort()).toEqual(found!.statuses);
  });

  it('Export and Import: the application status', async () => {
    for (const status of APPLICATION_STATUSES) {
      const exported = await call('admin', pathOf('export'), { schoolid: ALPHA, applicationstatus: status });
      const expected = await idsWhere(
        sql`student_applications where export_school_id = ${ALPHA} and application_status = ${status}`,
      );
      if (expected.length === 0) expect(exported.statusCode).toBe(404);
      else expect(sortedIds(await pageOf(exported))).toEqual(expected);
    }
    const closed = await rowsOf(pathOf('import'), { schoolid: ALPHA, applicationstatus: 'CLOSED' });
    expect(sortedIds(closed)).toEqual(
      await idsWhere(sql`application_schools x where x.import_school_id = ${ALPHA} and exists (select 1
        from student_applications a where a.id = x.application_id and a.application_status = 'CLOSED')`),
    );
    expect(new Set(closed.rows.map((r) => r.applicationStatus))).toEqual(new Set(['CLOSED']));
    expect((await call('admin', pathOf('import'), { applicationstatus: 'ARCHIVED' })).statusCode).toBe(400);
  });

  it('Import: import status and exchange program', async () => {
    const enrolled = await rowsOf(pathOf('import'), {
      schoolid: ALPHA,
      importstatusid: IMPORT_STATUS.ENROLLED,
    });
    expect(sortedIds(enrolled)).toEqual(
      await idsWhere(
        sql`application_schools where import_school_id = ${ALPHA} and import_status_id = ${IMPORT_STATUS.ENROLLED}`,
      ),
    );
    expect(new Set(enrolled.rows.map((r) => r.importStatusName))).toEqual(
      new Set([importStatusName(IMPORT_STATUS.ENROLLED)]),
    );
    const [program] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`select p.id, p.participation_name as name from application_schools x
        join participation_types p on p.id = x.participation_type_id
        where x.import_school_id = ${ALPHA} group by p.id order by count(*) desc limit 1`,
    );
    const inProgram = await rowsOf(pathOf('import'), { schoolid: ALPHA, participationtypeid: program!.id });
    expect(sortedIds(inProgram)).toEqual(
      await idsWhere(
        sql`application_schools where import_school_id = ${ALPHA} and participation_type_id = ${program!.id}`,
      ),
    );
    expect(new Set(inProgram.rows.map((r) => r.participationName))).toEqual(new Set([program!.name]));
  });

  it('Enrollment, Tuition and Leave of Absence: the aid year', async () => {
    for (const key of ['importEnrollment', 'exportEnrollment', 'tuition', 'leaveOfAbsence'] as const) {
      const all = await rowsOf(pathOf(key), {});
      const year = all.rows[0]!.aidYearName;
      const [found] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from aid_years where aidyear = ${year}`,
      );
      const inYear = await rowsOf(pathOf(key), { aidyear: found!.id });
      expect(new Set(inYear.rows.map((r) => r.aidYearName)), key).toEqual(new Set([year]));
      const everyYear = new Set(await expectedRowIds(t, key, 0));
      for (const rowId of sortedIds(inYear)) expect(everyYear.has(rowId)).toBe(true);
    }
  });

  it('an empty result answers 404 "There is no data for the selected parameters."', async () => {
    // An aid year and export status that no application of the school has together.
    const [none] = await queryRows<{ year: number; status: number }>(
      t.database.db,
      sql`select y.id as year, st.id as status from aid_years y cross join export_statuses st
        where not exists (select 1 from student_applications a where a.aid_year_id = y.id
          and a.export_status_id = st.id and a.export_school_id = ${ALPHA}) order by y.id, st.id limit 1`,
    );
    const res = await call('teloAlpha', pathOf('export'), {
      schoolid: ALPHA,
      aidyear: none!.year,
      exportstatusid: none!.status,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REPORT_MESSAGES.noData);
    const searched = await call('admin', pathOf('import'), { search: 'no such student anywhere' });
    expect(searched.statusCode).toBe(404);
    expect(searched.json().message).toBe(REPORT_MESSAGES.noData);
  });
});

describe('sort, paging and the quick filter', () => {
  const importPath = pathOf('import');

  it('opens with the newest application first and pages 0-based with a stable total', async () => {
    const first = await rowsOf(importPath, { pagesize: 10 });
    const second = await rowsOf(importPath, { pagesize: 10, page: 1 });
    expect(second.total).toBe(first.total);
    expect(first.rows).toHaveLength(10);
    const appIds = [...first.rows, ...second.rows].map((r) => Number(r.applicationId));
    expect(appIds).toEqual([...appIds].sort((a, b) => b - a));
    const firstIds = new Set(first.rows.map((r) => r.id));
    for (const r of second.rows) expect(firstIds.has(r.id)).toBe(false);
  });

  it('sorts by a column either way', async () => {
    const dates = (rows: ReportRow[]) => rows.map((r) => String(r.importStatusDate));
    const asc = await rowsOf(importPath, { pagesize: 25, sort: 'importStatusDate', dir: 'asc' });
    const next = await rowsOf(importPath, { pagesize: 25, page: 1, sort: 'importStatusDate', dir: 'asc' });
    const ascending = [...dates(asc.rows), ...dates(next.rows)];
    expect(ascending).toEqual([...ascending].sort());
    const desc = await rowsOf(importPath, { pagesize: 25, sort: 'importStatusDate', dir: 'desc' });
    expect(dates(desc.rows)).toEqual([...dates(desc.rows)].sort().reverse());
    expect(desc.rows[0]!.importStatusDate! > asc.rows[0]!.importStatusDate!).toBe(true);
    // By the student's last name in the database's collation, the row key breaking ties.
    const [order] = await queryRows<{ ids: number[] }>(
      t.database.db,
      sql`select array_agg(id order by last_name, id) as ids from (select x.id, s.student_last_name as last_name
        from application_schools x join student_applications a on a.id = x.application_id
        join students s on s.id = a.student_id where x.import_school_id = ${ALPHA}) r`,
    );
    const byName = await rowsOf(importPath, { schoolid: ALPHA, sort: 'studentLastName', dir: 'asc' });
    expect(byName.rows.map((r) => r.id)).toEqual(order!.ids.slice(0, 50));
  });

  it('refuses a sort that is not a column (400)', async () => {
    expect((await call('admin', importPath, { sort: 'password' })).statusCode).toBe(400);
  });

  it("finds rows by the student's name or e-mail, in any case", async () => {
    const all = await rowsOf(pathOf('export'), { schoolid: ALPHA });
    const name = String(all.rows[0]!.studentLastName);
    const found = await rowsOf(pathOf('export'), { schoolid: ALPHA, search: name.toUpperCase() });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    const fields = [
      'studentLastName',
      'studentFirstName',
      'studentEmail',
      'employeeLastName',
      'employeeFirstName',
      'employeeEmail',
    ];
    for (const row of found.rows) {
      expect(
        fields.some((f) =>
          String(row[f] ?? '')
            .toLowerCase()
            .includes(name.toLowerCase()),
        ),
      ).toBe(true);
    }
    const email = String(all.rows[0]!.studentEmail);
    const byEmail = await rowsOf(pathOf('import'), { search: email });
    expect(byEmail.rows.every((r) => r.studentEmail === email)).toBe(true);
  });
});

describe('Tuition: the award of the school aid-year information, in integer cents', () => {
  it('is the tuition for Full Tuition, the set rate for Annual Set-Rate, the amount for Other, none when opted out', async () => {
    const page = await rowsOf(pathOf('tuition'), { schoolid: ALPHA });
    const row = page.rows[0]!;
    const [info] = await queryRows<{ id: number; aidYearId: number; tuition: number; rate: number }>(
      t.database.db,
      sql`select say.id, say.aid_year_id as "aidYearId", say.tuition_cents as tuition, y.set_rate_cents as rate
        from school_aid_years say join aid_years y on y.id = say.aid_year_id
        where say.school_id = ${ALPHA} and y.aidyear = ${row.aidYearName}`,
    );
    const awardOf = async () =>
      (await rowsOf(pathOf('tuition'), { schoolid: ALPHA, aidyear: info!.aidYearId })).rows.find(
        (r) => r.id === row.id,
      )!;
    const set = (values: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`update school_aid_years set ${values} where id = ${info!.id}`);

    await set(sql`scholarship_offering_id = ${SCHOLARSHIP_OFFERING.FULL_TUITION}, tuition_cents = 4321050`);
    expect(await awardOf()).toMatchObject({
      awardAmount: 4321050,
      tuition: 4321050,
      scholarshipOfferingName: 'Full Tuition',
    });
    await set(sql`scholarship_offering_id = ${SCHOLARSHIP_OFFERING.SET_RATE}, set_rate_cents = null`);
    // Named as 3-billing §9 does (open-points 42), not as the aid-year form's "Annual Set-Rate".
    expect(await awardOf()).toMatchObject({
      awardAmount: info!.rate,
      scholarshipOfferingName: 'Annual Set Rate',
    });
    const csv = parseCsv(
      (
        await call('admin', `${pathOf('tuition')}/download`, {
          schoolid: ALPHA,
          aidyear: info!.aidYearId,
          format: 'csv',
        })
      ).body,
    );
    const at = csv[0]!.indexOf('Scholarship Offering');
    const names = new Set(csv.slice(1).map((line) => line[at]));
    expect(names).toContain('Annual Set Rate');
    expect(names).not.toContain('Annual Set-Rate');
    await set(sql`set_rate_cents = 1250075`);
    expect((await awardOf()).awardAmount).toBe(1250075);
    await set(
      sql`scholarship_offering_id = ${SCHOLARSHIP_OFFERING.PUBLIC_RATE}, scholarship_amount_other_cents = 88888`,
    );
    expect(await awardOf()).toMatchObject({ awardAmount: 88888, scholarshipOfferingName: 'Other' });
    await set(
      sql`scholarship_offering_id = ${SCHOLARSHIP_OFFERING.OTHER}, scholarship_amount_other_cents = 99999`,
    );
    expect(await awardOf()).toMatchObject({ awardAmount: 99999, scholarshipOfferingName: 'Other' });
    await set(sql`opt_out_import_scholarship = 1`);
    expect(await awardOf()).toMatchObject({ awardAmount: null, scholarshipOfferingName: null });
    for (const r of page.rows) {
      for (const money of [r.awardAmount, r.tuition])
        if (money !== null) expect(Number.isInteger(money)).toBe(true);
    }
  });
});
