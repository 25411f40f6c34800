import { APPLICATION_REPORTS, REPORT_MESSAGES, ROLE, SPREADSHEET_TYPES } from '@exchange/domain';
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
  SCHOOL_REPORTS,
  type SchoolReportKey,
  signInAll,
  sortedIds,
} from '../../test/application-report-fixtures.js';

// The application reports (3-billing §2, §3, §7; open-points 28, 29): Export, Import, the Enrollment
// report's two tabs, Tuition, Leave of Absence and the TE-only All Applications over the demo data: who
// reads which school's rows, All Schools, and the CSV download holding the grid's rows.

let t: TestContext;
let cookies: Record<Account, string>;
const ALPHA = 1;
const BETA = 2;
const GAMMA = 3;

beforeAll(async () => {
  t = await startTestApp();
  cookies = await signInAll(t);
});

afterAll(async () => {
  await t?.close();
});

const call = (who: Account, path: string, query: ReportQueryValues = {}) =>
  callReport(t, cookies[who], path, query);

/** The school whose name a report's rows carry: the import school, or the export school on the export side. */
const schoolField = (key: SchoolReportKey) =>
  ['export', 'exportEnrollment'].includes(key) ? 'exportSchoolName' : 'importSchoolName';

describe('a school report for one school', () => {
  it.each(SCHOOL_REPORTS)('%s: the TE user and the school TELO read exactly its rows', async (key) => {
    const expected = await expectedRowIds(t, key, ALPHA);
    expect(expected.length).toBeGreaterThan(0);
    const te = await pageOf(await call('admin', pathOf(key), { schoolid: ALPHA }));
    expect(te.total).toBe(expected.length);
    const got = sortedIds(te);
    expect(got.length).toBe(Math.min(50, expected.length));
    for (const id of got) expect(expected).toContain(id);
    const telo = await pageOf(await call('teloAlpha', pathOf(key), { schoolid: ALPHA }));
    expect(telo).toEqual(te);
    const names = new Set(te.rows.map((r) => r[schoolField(key)]));
    expect([...names]).toEqual(['Alpha University']);
  });

  it.each(SCHOOL_REPORTS)("%s: another school's TELO gets 403 with that school id", async (key) => {
    const res = await call('teloBeta', pathOf(key), { schoolid: ALPHA });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REPORT_MESSAGES.notYourReport);
  });

  it.each(SCHOOL_REPORTS)('%s: a student and a school user without a report role get 403', async (key) => {
    expect((await call('student', pathOf(key), { schoolid: ALPHA })).statusCode).toBe(403);
    expect((await call('billingAlpha', pathOf(key), { schoolid: ALPHA })).statusCode).toBe(403);
  });

  it('a multi-school user reads the school where a role opens reports, not the other one', async () => {
    const beta = await pageOf(await call('multi', pathOf('import'), { schoolid: BETA }));
    expect(beta.total).toBe((await expectedRowIds(t, 'import', BETA)).length);
    expect((await call('multi', pathOf('import'), { schoolid: GAMMA })).statusCode).toBe(403);
  });
});

describe('All Schools (no schoolid)', () => {
  it.each(SCHOOL_REPORTS)('%s: the TE user reads the rows of every school', async (key) => {
    const expected = await expectedRowIds(t, key, 0);
    const page = await pageOf(await call('admin', pathOf(key)));
    expect(page.total).toBe(expected.length);
    expect(page.rows.length).toBe(Math.min(50, expected.length));
    for (const id of sortedIds(page)) expect(expected).toContain(id);
    expect(new Set(page.rows.map((r) => r[schoolField(key)])).size).toBeGreaterThan(1);
  });

  it.each(SCHOOL_REPORTS)('%s: a TELO gets 403', async (key) => {
    const res = await call('teloAlpha', pathOf(key));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REPORT_MESSAGES.allSchoolsTeOnly);
    expect((await call('teloAlpha', pathOf(key), { schoolid: 0 })).statusCode).toBe(403);
  });
});

describe('All Applications (TE only)', () => {
  const path = pathOf('allApplications');

  it('lists every application with its export school, TELOs and eligibility', async () => {
    const [all] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from student_applications`,
    );
    const page = await pageOf(await call('admin', path, { pagesize: 50 }));
    expect(page.total).toBe(all!.n);
    const alpha = await pageOf(await call('admin', path, { schoolid: ALPHA }));
    const [primary] = await queryRows<{ name: string; email: string }>(
      t.database.db,
      sql`select u.first_name || ' ' || u.last_name as name, u.email from user_roles r
        join users u on u.id = r.user_id where r.school_id = ${ALPHA} and r.role_id = ${ROLE.PRIMARY_TELO}`,
    );
    for (const row of alpha.rows) {
      expect(row.exportSchoolName).toBe('Alpha University');
      expect(row.primaryTeloName).toBe(primary?.name);
      expect(row.primaryTeloEmail).toBe(primary?.email);
      expect(row.termsOfEligibility).toBe(Number(row.semestersUsed) + Number(row.remainingEligibility));
    }
    const used = await queryRows<{ id: number; used: number }>(
      t.database.db,
      sql`select a.id, count(u.id)::int as used from student_applications a
        join application_schools r on r.application_id = a.id
        join eligibility_usages u on u.application_school_id = r.id
        where a.export_school_id = ${ALPHA} group by a.id`,
    );
    expect(used.length).toBeGreaterThan(0);
    for (const u of used) expect(alpha.rows.find((r) => r.id === u.id)?.semestersUsed).toBe(u.used);
  });

  it('names the school where the student is enrolled or on leave', async () => {
    const enrolled = await queryRows<{ id: number; school: string }>(
      t.database.db,
      sql`select a.id, s.school_name as school from student_applications a
        join application_schools x on x.application_id = a.id and x.import_status_id in (5, 11)
        join schools s on s.id = x.import_school_id where a.export_school_id = ${ALPHA}`,
    );
    expect(enrolled.length).toBeGreaterThan(0);
    const page = await pageOf(await call('admin', path, { schoolid: ALPHA }));
    for (const e of enrolled) expect(page.rows.find((r) => r.id === e.id)?.enrolledSchoolName).toBe(e.school);
    const others = page.rows.filter((r) => !enrolled.some((e) => e.id === r.id));
    for (const r of others) expect(r.enrolledSchoolName).toBeNull();
  });

  it.each(['teloAlpha', 'student', 'multi'] as const)(
    '%s gets 403, with or without a school',
    async (who) => {
      expect((await call(who, path)).statusCode).toBe(403);
      expect((await call(who, path, { schoolid: ALPHA })).statusCode).toBe(403);
    },
  );
});

describe('the CSV download', () => {
  it.each(SCHOOL_REPORTS)('%s: the same rows as the grid, in its order, with its headers', async (key) => {
    const def = APPLICATION_REPORTS[key];
    const page = await pageOf(await call('teloAlpha', def.apiPath, { schoolid: ALPHA }));
    const res = await call('teloAlpha', `${def.apiPath}/download`, { schoolid: ALPHA, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SPREADSHEET_TYPES.csv);
    expect(res.headers['content-disposition']).toContain(`${def.fileName}.csv`);
    const [header, ...lines] = parseCsv(res.body);
    expect(header).toEqual(def.columns.map((c) => c.header));
    expect(lines.length).toBe(page.total);
    const idAt = header!.indexOf('Application ID');
    const nameAt = header!.indexOf('Student Last Name');
    expect(lines.map((l) => [Number(l[idAt]), l[nameAt]])).toEqual(
      page.rows.map((r) => [r.applicationId, r.studentLastName]),
    );
  });

  it('writes Excel as asked, with the same access', async () => {
    const res = await call('admin', `${pathOf('tuition')}/download`, { schoolid: ALPHA, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SPREADSHEET_TYPES.xlsx);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses another school and All Schools to a TELO as the grid does', async () => {
    const path = `${pathOf('import')}/download`;
    expect((await call('teloBeta', path, { schoolid: ALPHA, format: 'csv' })).statusCode).toBe(403);
    expect((await call('teloAlpha', path, { format: 'csv' })).statusCode).toBe(403);
    expect(
      (await call('teloAlpha', `${pathOf('allApplications')}/download`, { format: 'csv' })).statusCode,
    ).toBe(403);
  });
});
