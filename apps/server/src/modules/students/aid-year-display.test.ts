import { STUDENT_MESSAGES as M } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidYears } from '../../db/schema/index.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  daysFromToday,
  registerApplicant,
} from '../../test/student-fixtures.js';

let t: TestContext;
let f: ApplicationFixtures;
/** An active aid year whose display window has not begun: staff prepare it, applicants do not see it. */
let hiddenId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  const [hidden] = await t.database.db
    .insert(aidYears)
    .values({
      aidyear: '2092-2093',
      aidyearbegindate: daysFromToday(400),
      aidyearenddate: daysFromToday(700),
      displaybegindate: daysFromToday(5),
      displayenddate: daysFromToday(700),
    })
    .returning({ id: aidYears.id });
  hiddenId = hidden!.id;
});
afterAll(() => t?.close());

const activeYears = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/student/aidyear', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }[]).map((y) => y.id);
};

describe('the display dates decide when applicants see an aid year (open-points 32)', () => {
  it('offers applicants only the active aid years whose display window holds today', async () => {
    const student = await registerApplicant(t, 'display');
    const years = await activeYears(student.cookie);
    expect(years).toContain(f.aidYearId);
    expect(years).not.toContain(hiddenId);
  });

  it('still lists the prepared aid year to staff', async () => {
    expect(await activeYears(await t.signIn('admin@example.org'))).toContain(hiddenId);
  });

  it('refuses a new application for an aid year applicants do not see yet', async () => {
    const student = await registerApplicant(t, 'display');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/student/${student.studentId}/application`,
      headers: { cookie: student.cookie },
      payload: applicationBody(f, { aidyear: hiddenId }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['studentApplication.aidyear']).toBe(M.aidYearInactive);
  });
});
