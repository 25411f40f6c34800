import { addDays, CHANGE_LOG_MESSAGES, changeLogRange, REPORT_MESSAGES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programToday } from '../../config.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createSession } from '../../test/persona-fixtures.js';
import { helpers, type SchoolHelpers } from '../../test/school-fixtures.js';

// The change logs' frame, scope and answers (3-billing §2; open-points 1, 28, 30): begindate..enddate
// inclusive in Central time with 30 Days by default, a school user's own schools only, the Admin log TE
// only, "There is no data for the selected parameters." when empty, and the download with the grid's
// readable values. Today is fixed two days after the switch to daylight saving time, so the frame's first
// day is in standard time (UTC-6) and its last in daylight time (UTC-5).

/** Noon in Chicago on 10 March 2026. */
const NOW = new Date('2026-03-10T17:00:00Z');

type Row = Record<string, string | number | null>;

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;
let today: string;

/** A School Information row stamped at a programme-zone local time (YYYY-MM-DD HH:MM), as a trigger writes it. */
async function insertSchoolRow(
  localTime: string,
  change: { table?: string; column: string; oldValue?: string; newValue: string; schoolId?: number },
) {
  const zone = t.config.programTimeZone;
  const schoolId = change.schoolId ?? alpha;
  await t.database.db.execute(sql`insert into change_log
      (log_type, table_name, record_id, action, column_name, old_value, new_value, modified_at, school_id)
    values ('SCHOOL', ${change.table ?? 'schools'}, ${schoolId}, 'UPDATE', ${change.column},
      ${change.oldValue ?? 'old'}, ${change.newValue}, (${localTime}::timestamp at time zone ${zone}), ${schoolId})`);
}

async function call(api: string, cookie: string | undefined, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return h.call('GET', `/api/report/${api}?${qs}`, cookie);
}

async function values(query: Record<string, string | number>) {
  const res = await call('changelogschool', as['telo@alpha.edu'], {
    schoolid: alpha,
    search: 'frame-',
    ...query,
  });
  if (res.statusCode === 404) return [];
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rows: Row[] }).rows.map((r) => r.newValue).sort();
}

beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
  h = helpers(t);
  as = {};
  for (const email of ['admin@example.org', 'telo@alpha.edu', 'multi@beta.edu', 'student@example.com']) {
    as[email] = await createSession(t, await h.userId(email));
  }
  alpha = await h.schoolId('Alpha University');
  beta = await h.schoolId('Beta College');
  today = programToday(t.config);
  const begin = changeLogRange('30d', today).begindate;
  await insertSchoolRow(`${addDays(begin, -1)} 23:59`, { column: 'city', newValue: 'frame-before' });
  await insertSchoolRow(`${begin} 00:01`, { column: 'city', newValue: 'frame-first' });
  await insertSchoolRow(`${today} 23:59`, { column: 'url', newValue: 'frame-last' });
  await insertSchoolRow(`${addDays(today, 1)} 00:01`, { column: 'url', newValue: 'frame-after' });
  await insertSchoolRow(`${today} 12:00`, { column: 'city', newValue: 'frame-beta', schoolId: beta });
});
afterAll(() => t?.close());

describe('the time frame (open-points 30)', () => {
  it('reads 30 Days by default: from 00:00 thirty days back to the end of today, Central time', async () => {
    expect([today, changeLogRange('30d', today).begindate]).toEqual(['2026-03-10', '2026-02-08']);
    expect(await values({})).toEqual(['frame-first', 'frame-last']);
  });

  it('reads the frame asked for, both days inclusive', async () => {
    const threeMonths = changeLogRange('3m', today);
    expect(await values(threeMonths)).toEqual(['frame-before', 'frame-first', 'frame-last']);
    const begin = changeLogRange('30d', today).begindate;
    expect(await values({ begindate: begin, enddate: begin })).toEqual(['frame-first']);
    expect(await values({ begindate: addDays(today, 1), enddate: addDays(today, 1) })).toEqual([
      'frame-after',
    ]);
  });

  it('answers the no-data message for an empty frame, and 400 for one that begins after it ends', async () => {
    const empty = await call('changelogschool', as['telo@alpha.edu'], {
      schoolid: alpha,
      begindate: '2000-01-01',
      enddate: '2000-01-31',
    });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(REPORT_MESSAGES.noData);
    const reversed = await call('changelogschool', as['telo@alpha.edu'], {
      schoolid: alpha,
      begindate: today,
      enddate: addDays(today, -1),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(CHANGE_LOG_MESSAGES.frameOrder);
  });

  it('sorts by the field label and pages with the total', async () => {
    const res = await call('changelogschool', as['telo@alpha.edu'], {
      schoolid: alpha,
      search: 'frame-',
      sort: 'columnName',
      dir: 'desc',
      pagesize: 10,
    });
    expect(res.json()).toMatchObject({ total: 2 });
    expect(res.json().rows.map((r: Row) => r.columnName)).toEqual(['Website', 'City']);
  });
});

describe('who reads which rows (open-points 28)', () => {
  it("gives a TELO their school's rows and a TE user every school's", async () => {
    const alphaRows = await call('changelogschool', as['telo@alpha.edu'], {
      schoolid: alpha,
      search: 'frame-',
    });
    expect(alphaRows.json().rows.every((r: Row) => r.schoolName === 'Alpha University')).toBe(true);
    const all = await call('changelogschool', as['admin@example.org'], { search: 'frame-' });
    expect(all.statusCode).toBe(200);
    expect(new Set(all.json().rows.map((r: Row) => r.schoolName))).toEqual(
      new Set(['Alpha University', 'Beta College']),
    );
  });

  it("refuses another school's log, All Schools to a TELO, the Admin log to a TELO and every log to a student", async () => {
    const refused: [string, string, Record<string, number>][] = [
      ['changelogschool', 'multi@beta.edu', { schoolid: alpha }],
      ['changelogtelousers', 'multi@beta.edu', { schoolid: alpha }],
      ['changelogschool', 'telo@alpha.edu', {}],
      ['changelogteuser', 'telo@alpha.edu', { schoolid: alpha }],
      ['changelogteuser', 'telo@alpha.edu', {}],
      ['changelogimportstatus', 'student@example.com', { schoolid: alpha }],
    ];
    for (const [api, who, query] of refused) {
      expect((await call(api, as[who], query)).statusCode, `${who} ${api}`).toBe(403);
    }
    expect((await call('changelogschool', undefined, { schoolid: alpha })).statusCode).toBe(401);
    // A TE user passes; the demo's TE rows were written after this test's today, so the log is empty.
    const te = await call('changelogteuser', as['admin@example.org']);
    expect({ status: te.statusCode, message: te.json().message }).toEqual({
      status: 404,
      message: REPORT_MESSAGES.noData,
    });
  });
});

describe('the download', () => {
  it('holds the grid rows with their labels and readable values', async () => {
    await insertSchoolRow(`${today} 09:00`, {
      table: 'school_aid_years',
      column: 'tuition_cents',
      oldValue: '3800000',
      newValue: '3850050',
    });
    const res = await h.call(
      'GET',
      `/api/report/changelogschool/download?schoolid=${alpha}&format=csv&search=${encodeURIComponent('Tuition')}`,
      as['telo@alpha.edu'],
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('TELOSchoolInformationChangeLog.csv');
    expect(res.body).toContain('Date Modified');
    expect(res.body).toMatch(/Tuition.*\$38,000\.00.*\$38,500\.50/);
  });
});
