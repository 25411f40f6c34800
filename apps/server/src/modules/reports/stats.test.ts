import {
  type ExportStatAnswer,
  IMPORT_STATUS,
  type ImportStatAnswer,
  pivotStats,
  REPORT_MESSAGES,
  STATS_REPORTS,
  type StatsEntry,
  type StatsKey,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createSession } from '../../test/persona-fixtures.js';

// Export Stats and Import Stats (3-billing §2, §3, §7; issue 23) over the demo data: who may read them,
// and that every number equals a count made here from the stored applications and import rows (not from
// the counters the server reads), before and after writes.

let t: TestContext;
const cookies = {} as Record<'admin' | 'telo' | 'student', string>;
const school = {} as Record<'alpha' | 'beta', number>;

beforeAll(async () => {
  t = await startTestApp();
  cookies.admin = await sessionOf('admin@example.org');
  cookies.telo = await sessionOf('telo@alpha.edu');
  cookies.student = await sessionOf('student@example.com');
  const names = await rows<{ id: number; name: string }>(
    sql`select id, school_name as name from schools where school_name in ('Alpha University', 'Beta College')`,
  );
  school.alpha = names.find((n) => n.name === 'Alpha University')!.id;
  school.beta = names.find((n) => n.name === 'Beta College')!.id;
});

afterAll(async () => {
  await t?.close();
});

function rows<T>(query: SQL): Promise<T[]> {
  return queryRows<T>(t.database.db, query);
}

/** A session of a demo account, made directly (no argon2 sign-in). */
async function sessionOf(email: string): Promise<string> {
  const [user] = await rows<{ id: number }>(sql`select id from users where email = ${email}`);
  return createSession(t, user!.id);
}

type Query = { schoolid?: number; aidyearid?: number; aidyear?: number; participationtypeid?: number };

/** A statistics call as a demo account. */
function stats(key: StatsKey, query: Query = {}, as: keyof typeof cookies = 'admin') {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return t.app.inject({
    method: 'GET',
    url: `${STATS_REPORTS[key].apiPath}${qs ? `?${qs}` : ''}`,
    headers: { cookie: cookies[as] },
  });
}

/** The answer a TE admin reads (200 expected). */
async function answerOf(key: StatsKey, query: Query = {}): Promise<ExportStatAnswer | ImportStatAnswer> {
  const res = await stats(key, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

interface StoredRow {
  appId: number;
  exportSchoolId: number;
  exportSchoolName: string;
  exportStatusId: number;
  aidYearId: number;
  importSchoolId: number | null;
  importSchoolName: string | null;
  importStatusId: number | null;
  programId: number | null;
}

/**
 * The counts the report should show, made here from every stored application and import row: an export
 * application counts once (under a program: when it has a row of that program) with its import rows (of
 * that program) as schools applied; Import Stats counts import rows at the import school.
 */
async function countStored(key: StatsKey, query: Query): Promise<StatsEntry[]> {
  const stored = await rows<StoredRow>(sql`
    select a.id as "appId", a.export_school_id as "exportSchoolId", es.school_name as "exportSchoolName",
      a.export_status_id as "exportStatusId", a.aid_year_id as "aidYearId",
      r.import_school_id as "importSchoolId", isc.school_name as "importSchoolName",
      r.import_status_id as "importStatusId", r.participation_type_id as "programId"
    from student_applications a
    join schools es on es.id = a.export_school_id
    left join application_schools r on r.application_id = a.id
    left join schools isc on isc.id = r.import_school_id`);
  const year = query.aidyearid ?? query.aidyear;
  const program = query.participationtypeid;
  const kept = stored.filter((r) => !year || r.aidYearId === year);
  const entries = new Map<string, StatsEntry & { counts: Record<string, number> }>();
  const add = (schoolId: number, schoolName: string, statusId: number, measure: string, n: number) => {
    const k = `${schoolId}/${statusId}`;
    const e = entries.get(k) ?? { schoolId, schoolName, statusId, counts: {} };
    e.counts[measure] = (e.counts[measure] ?? 0) + n;
    entries.set(k, e);
  };
  if (key === 'exportStat') {
    const apps = new Map<number, StoredRow[]>();
    for (const r of kept) apps.set(r.appId, [...(apps.get(r.appId) ?? []), r]);
    for (const appRows of apps.values()) {
      const app = appRows[0]!;
      if (query.schoolid && app.exportSchoolId !== query.schoolid) continue;
      const applied = appRows.filter(
        (r) => r.importSchoolId !== null && (!program || r.programId === program),
      );
      if (program && applied.length === 0) continue;
      add(app.exportSchoolId, app.exportSchoolName, app.exportStatusId, 'totalExportAccts', 1);
      add(
        app.exportSchoolId,
        app.exportSchoolName,
        app.exportStatusId,
        'totalImportSchoolsApplied',
        applied.length,
      );
    }
  } else {
    for (const r of kept) {
      if (r.importSchoolId === null || (query.schoolid && r.importSchoolId !== query.schoolid)) continue;
      if (program && r.programId !== program) continue;
      add(r.importSchoolId, r.importSchoolName!, r.importStatusId!, 'importSchoolCount', 1);
    }
  }
  return [...entries.values()];
}

/** The table the report should answer for the query, from the stored rows. */
async function expectedTable(key: StatsKey, query: Query) {
  return pivotStats(STATS_REPORTS[key], await countStored(key, query), !query.schoolid);
}

const KEYS: StatsKey[] = ['exportStat', 'importStat'];

describe('who reads the statistics (open-points 28)', () => {
  it.each(KEYS)(
    '%s: a TE admin reads All Schools and one school; the school’s TELO reads it',
    async (key) => {
      const all = await answerOf(key);
      expect(all.rows[0]?.schoolName).toBe('All Schools');
      const one = await answerOf(key, { schoolid: school.alpha });
      expect(one.rows.every((r) => r.schoolName === undefined)).toBe(true);
      const res = await stats(key, { schoolid: school.alpha }, 'telo');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(one);
    },
  );

  it.each(KEYS)('%s: another school, All Schools and a student are refused', async (key) => {
    expect((await stats(key, { schoolid: school.beta }, 'telo')).statusCode).toBe(403);
    const all = await stats(key, {}, 'telo');
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(REPORT_MESSAGES.allSchoolsTeOnly);
    expect((await stats(key, { schoolid: school.alpha }, 'student')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: STATS_REPORTS[key].apiPath })).statusCode).toBe(401);
  });

  it('refuses a malformed filter with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${STATS_REPORTS.importStat.apiPath}?aidyearid=x`,
      headers: { cookie: cookies.admin },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the numbers (3-billing §3)', () => {
  it.each(KEYS)('%s: All Schools, one school and each filter equal the stored rows', async (key) => {
    const [year] = await rows<{ id: number }>(
      sql`select aid_year_id as id from student_applications group by 1 order by count(*) desc limit 1`,
    );
    for (const query of [
      {},
      { schoolid: school.alpha },
      { schoolid: school.beta },
      { aidyearid: year!.id },
    ]) {
      expect((await answerOf(key, query)).rows, JSON.stringify(query)).toEqual(
        await expectedTable(key, query),
      );
    }
  });

  it('an aid year filter changes the counts, under either name of the parameter', async () => {
    const [year] = await rows<{ id: number }>(
      sql`select aid_year_id as id from student_applications group by 1 order by count(*) desc limit 1`,
    );
    const all = await answerOf('exportStat');
    const one = await answerOf('exportStat', { aidyearid: year!.id });
    expect(one.rows[0]?.total).toBeLessThan(all.rows[0]?.total as number);
    expect(await answerOf('exportStat', { aidyear: year!.id })).toEqual(one);
  });

  it('gives the spec’s rows per status: sums equal to the All Schools row, zeros included', async () => {
    const answer = (await answerOf('importStat')) as ImportStatAnswer;
    expect(answer.importStatusInfo.map((i) => i.importStatusId)).toEqual(
      STATS_REPORTS.importStat.statuses.map((s) => s.id),
    );
    for (const info of answer.importStatusInfo) {
      expect(answer.rows[0]?.[`status${info.importStatusId}`]).toBe(info.importSchoolCount);
    }
  });

  it('answers 404 with the §8 text when nothing is counted', async () => {
    const res = await stats('exportStat', { aidyearid: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REPORT_MESSAGES.noData);
  });
});

describe('the counts follow every write', () => {
  it('import status, program, school and aid year changes, and deleted applications', async () => {
    const [row] = await rows<{ id: number; appId: number }>(sql`
      select r.id, r.application_id as "appId" from application_schools r
      where r.import_status_id = ${IMPORT_STATUS.DECISION_PENDING} order by r.id limit 1`);
    const [years] = await rows<{ a: number; b: number }>(
      sql`select min(id) as a, max(id) as b from aid_years`,
    );
    await t.database.db.execute(sql`update application_schools set import_status_id = ${IMPORT_STATUS.UNDER_REVIEW},
      participation_type_id = 2 where id = ${row!.id}`);
    // Two rows of one program in one statement: the application counts once under it.
    await t.database.db.execute(sql`update application_schools set participation_type_id = 3
      where application_id = (select application_id from application_schools group by 1 having count(*) > 1 order by 1 limit 1)`);
    await t.database.db.execute(sql`update student_applications set aid_year_id = ${years!.b},
      export_school_id = ${school.beta} where id = ${row!.appId}`);
    await t.database.db.execute(sql`update application_schools set participation_type_id = null
      where id = (select min(id) from application_schools where participation_type_id = 3)`);
    await t.database.db.execute(sql`delete from student_applications
      where id = (select max(application_id) from application_schools where participation_type_id is not null)`);
    for (const key of KEYS) {
      for (const query of [
        {},
        { participationtypeid: 2 },
        { participationtypeid: 3 },
        { aidyearid: years!.b },
      ]) {
        const expected = await expectedTable(key, query);
        const res = await stats(key, query);
        if (expected.length === 0 || expected[0]?.total === 0) expect(res.statusCode).toBe(404);
        else expect(res.json().rows, `${key} ${JSON.stringify(query)}`).toEqual(expected);
      }
    }
  });
});
