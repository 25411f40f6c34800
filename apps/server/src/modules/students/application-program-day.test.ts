import { APPLICATION_STATUS, STUDENT_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  daysFromToday,
  registerApplicant,
} from '../../test/student-fixtures.js';

// "Today" of the student's application is the programme's day (open-points 1): a deadline is open until
// midnight in America/Chicago. The clock is 01:00 UTC today, i.e. yesterday evening in Chicago, and the
// deadlines fall on yesterday: the UTC date would call them past.

const DEADLINE = daysFromToday(-1);
const CLOCK = new Date(`${daysFromToday(0)}T01:00:00Z`);

let t: TestContext;
let f: ApplicationFixtures;
beforeAll(async () => {
  t = await startTestApp({ now: () => CLOCK });
  f = await createApplicationFixtures(t);
});
afterAll(() => t?.close());

/** Puts a school's export and import deadlines of the fixture aid year on a day. */
async function setDeadlines(school: string, day: string) {
  await t.database.db.execute(sql`update school_aid_years set export_deadline = ${day}, import_deadline = ${day}
    where aid_year_id = ${f.aidYearId} and school_id = ${f.school(school)}`);
}

const submit = (a: { studentId: number; cookie: string }, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/student/${a.studentId}/application`,
    headers: { cookie: a.cookie },
    payload,
  });

describe("the student's application on a deadline day, in the evening in Chicago (open-points 1)", () => {
  it('takes the employer and an import school whose deadline is the programme day', async () => {
    await setDeadlines('Alpha University', DEADLINE);
    await setDeadlines('Pi University', DEADLINE);
    const a = await registerApplicant(t, 'programday');
    const res = await submit(
      a,
      applicationBody(f, { studentApplicationSchool: [{ importSchool: f.school('Pi University') }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().studentApplication[0].applicationStatus).toBe(APPLICATION_STATUS.OPEN);
    // Made on the programme's day, not on the database's UTC date.
    expect(res.json().studentApplication[0].creationDate).toBe(DEADLINE);
    const [dates] = await queryRows<{ export_status_date: string; import_status_date: string }>(
      t.database.db,
      sql`select a.export_status_date::text, s.import_status_date::text from student_applications a
        join application_schools s on s.application_id = a.id where a.id = ${res.json().studentApplication[0].id}`,
    );
    expect(dates).toEqual({ export_status_date: DEADLINE, import_status_date: DEADLINE });
  });

  it("adds an import school whose deadline is the programme day on the student's update", async () => {
    await setDeadlines('Alpha University', daysFromToday(30));
    const a = await registerApplicant(t, 'programday');
    const created = await submit(a, applicationBody(f));
    await setDeadlines('Lambda College', DEADLINE);
    expect(created.statusCode, created.body).toBe(201);
    const app = created.json().studentApplication[0];
    const { studentApplication: _entry, ...address } = applicationBody(f);
    const kept = app.studentApplicationSchool.map((s: { importSchool: number }) => ({
      importSchool: s.importSchool,
      importStatus: 1,
    }));
    const added = { importSchool: f.school('Lambda College'), importStatus: 1 };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/student/${a.studentId}/application/${app.id}`,
      headers: { cookie: a.cookie },
      payload: { ...address, studentApplication: { studentApplicationSchool: [...kept, added] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().studentApplication[0].studentApplicationSchool).toHaveLength(3);
  });

  it("refuses a birth date after the programme day, on the submission and on the student's update", async () => {
    // Today in UTC is tomorrow in Chicago: a birth date on it lies in the future.
    await setDeadlines('Alpha University', daysFromToday(30));
    const born = { studentBirthDate: daysFromToday(0) };
    const a = await registerApplicant(t, 'programday');
    const refused = await submit(a, applicationBody(f, {}, born));
    expect([refused.statusCode, refused.json().errors?.studentBirthDate]).toEqual([400, M.birthDateFuture]);
    const created = await submit(a, applicationBody(f));
    expect(created.statusCode, created.body).toBe(201);
    const app = created.json().studentApplication[0];
    const { studentApplication: _entry, ...address } = applicationBody(f, {}, born);
    const schools = app.studentApplicationSchool.map((s: { importSchool: number }) => ({
      importSchool: s.importSchool,
      importStatus: 1,
    }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/student/${a.studentId}/application/${app.id}`,
      headers: { cookie: a.cookie },
      payload: { ...address, studentApplication: { studentApplicationSchool: schools } },
    });
    expect([res.statusCode, res.json().errors?.studentBirthDate]).toEqual([400, M.birthDateFuture]);
  });
});
