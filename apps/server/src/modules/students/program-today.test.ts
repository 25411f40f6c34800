import { STUDENT_MESSAGES as M } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidYears, schoolAidYears } from '../../db/schema/aid-years.js';
import { schools } from '../../db/schema/schools.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { applicationBody, registerApplicant } from '../../test/student-fixtures.js';

/**
 * 'Today' is the programme's day (open-points 1): at 7 pm in Chicago on 30 November, 01:00 UTC on
 * 1 December, a deadline or an aid year ending on 30 November is still open.
 */
const SEVEN_PM_CHICAGO_30_NOVEMBER = new Date('2026-12-01T01:00:00Z');
const LAST_DAY = '2026-11-30';
const DAY_BEFORE = '2026-11-29';

let t: TestContext;
let student: string;
let staff: string;
let aidYearId: number;
const ids = new Map<string, number>();
const school = (name: string) => ids.get(name)!;

beforeAll(async () => {
  t = await startTestApp({ now: () => SEVEN_PM_CHICAGO_30_NOVEMBER });
  const db = t.database.db;
  // An aid year that ends on 30 November and began before every demo aid year running on that day.
  const [year] = await db
    .insert(aidYears)
    .values({
      aidyear: '2081-2082',
      aidyearbegindate: '2026-01-01',
      aidyearenddate: LAST_DAY,
      displaybegindate: '2026-01-01',
      displayenddate: LAST_DAY,
    })
    .returning({ id: aidYears.id });
  aidYearId = year!.id;
  for (const s of await db.select({ id: schools.id, name: schools.schoolName }).from(schools))
    ids.set(s.name, s.id);
  // Deadlines on the last day stay open; those of the day before have passed.
  await db.insert(schoolAidYears).values([
    { schoolId: school('Alpha University'), aidYearId, exportDeadline: LAST_DAY, importDeadline: LAST_DAY },
    { schoolId: school('Beta College'), aidYearId, exportDeadline: DAY_BEFORE, importDeadline: LAST_DAY },
    { schoolId: school('Gamma University'), aidYearId, exportDeadline: LAST_DAY, importDeadline: DAY_BEFORE },
  ]);
  student = await t.signIn('student@example.com');
  staff = await t.signIn('telo@alpha.edu');
});
afterAll(() => t?.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

type Option = { id: number; deadlineStatus: string };
const statusOf = (options: Option[], name: string) =>
  options.find((o) => o.id === school(name))?.deadlineStatus;

describe('today in the programme time zone (open-points 1): 30 November, 7 pm in Chicago', () => {
  it('keeps an employer whose export deadline is 30 November open', async () => {
    const res = await get(`/api/schools/exportschools/${aidYearId}`, student);
    expect(res.statusCode).toBe(200);
    const options = res.json() as Option[];
    expect(statusOf(options, 'Alpha University')).toBe('ENABLED');
    expect(statusOf(options, 'Beta College')).toBe('DISABLED');
  });

  it('keeps an import school whose import deadline is 30 November open', async () => {
    const res = await get(`/api/schools/importschools/${school('Alpha University')}/${aidYearId}`, student);
    expect(res.statusCode).toBe(200);
    const options = res.json() as Option[];
    expect(statusOf(options, 'Beta College')).toBe('ENABLED');
    expect(statusOf(options, 'Gamma University')).toBe('DISABLED');
  });

  it('still offers the aid year ending on 30 November, and it is still the current one', async () => {
    const active = (await get('/api/student/aidyear', student)).json() as { id: number }[];
    expect(active.map((y) => y.id)).toContain(aidYearId);
    const current = await get('/api/student/currentAidYear', student);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id: aidYearId, aidyear: '2081-2082' });
  });

  it('refuses a birth date of 1 December and accepts one of 30 November', async () => {
    const f = { aidYearId, pastAidYearId: aidYearId, school };
    const submit = async (studentBirthDate: string) => {
      const applicant = await registerApplicant(t, 'programday');
      const body = applicationBody(f, {
        studentApplicationSchool: [{ importSchool: school('Beta College') }],
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/student/${applicant.studentId}/application`,
        headers: { cookie: applicant.cookie },
        payload: { ...body, studentBirthDate },
      });
    };
    const future = await submit('2026-12-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ studentBirthDate: M.birthDateFuture });
    expect((await submit(LAST_DAY)).statusCode).toBe(201);
  });

  it("keeps the school's record of that aid year active on the aid-year form", async () => {
    const res = await get(`/api/schools/aidyears/${school('Alpha University')}`, staff);
    expect(res.statusCode).toBe(200);
    const record = (res.json() as { aidYearId: number; active: boolean; canEdit: boolean }[]).find(
      (r) => r.aidYearId === aidYearId,
    );
    expect(record).toMatchObject({ active: true, canEdit: true });
  });
});
