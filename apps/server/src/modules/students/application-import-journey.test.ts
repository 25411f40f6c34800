import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS, STUDENT_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidYears } from '../../db/schema/aid-years.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  daysFromToday,
  selectRows,
  setExportState,
  submitApplication,
} from '../../test/student-fixtures.js';

// Issue 10 item 6 end to end: the import school decides through its own call (PUT api/import/...), and
// the student's side follows — the emails, the locked apply-to list, the transfer offer and the
// transfer's schools starting at Import Decision Pending.

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

let t: TestContext;
let f: ApplicationFixtures;
let beta: string;
let app: Awaited<ReturnType<typeof submitApplication>>;

beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  beta = await t.signIn('telo@beta.edu');
  app = await submitApplication(t, f, {}, 'journey');
  await setExportState(t, app.applicationId, {
    exportStatusId: E.EXPORT_APPROVED,
    importStatuses: {
      [f.school('Beta College')]: I.DECISION_PENDING,
      [f.school('Gamma University')]: I.DECISION_PENDING,
    },
  });
  // The school may enrol the student only from 15 August of the aid year's first year (open-points 6):
  // move the application to a running aid year whose name puts that day long past, whatever today is.
  const [year] = await t.database.db
    .insert(aidYears)
    .values({
      aidyear: '1990-1991',
      aidyearbegindate: daysFromToday(-10),
      aidyearenddate: daysFromToday(300),
      displaybegindate: daysFromToday(-60),
      displayenddate: daysFromToday(300),
    })
    .returning({ id: aidYears.id });
  await t.database.db.execute(
    sql`update student_applications set aid_year_id = ${year!.id} where id = ${app.applicationId}`,
  );
});
afterAll(() => t?.close());

const rowUrl = () => `/api/import/appid/${app.applicationId}/importschool/${f.school('Beta College')}`;

/** Beta College's decision through the import call, with the program both schools offer. */
async function decide(importStatus: number, extra: object = {}) {
  const row = (await t.app.inject({ method: 'GET', url: rowUrl(), headers: { cookie: beta } })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: rowUrl(),
    headers: { cookie: beta },
    payload: {
      importStatus,
      participationTypeId: row.participationTypeId ?? row.programOptions[0]?.participationId ?? null,
      version: row.version,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const overview = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/student/${app.studentId}/applications`,
      headers: { cookie: app.cookie },
    })
  ).json();

const addLambda = () => {
  const { studentApplication: _entry, ...address } = applicationBody(f);
  return t.app.inject({
    method: 'PUT',
    url: `/api/student/${app.studentId}/application/${app.applicationId}`,
    headers: { cookie: app.cookie },
    payload: {
      ...address,
      studentApplication: {
        studentApplicationSchool: ['Beta College', 'Gamma University', 'Lambda College'].map((n) => ({
          importSchool: f.school(n),
        })),
      },
    },
  });
};

const studentMail = () =>
  selectRows<{ subject: string; text_body: string }>(
    t,
    sql`select subject, text_body from email_outbox where to_address = ${app.email} order by id`,
  );

describe('the student side after real import decisions', () => {
  it('tells the student of the approval and enrolment, then locks the list and offers a transfer', async () => {
    await decide(I.UNDER_REVIEW);
    expect((await overview()).studentApplication[0].applyListLocked).toBe(false);
    await decide(I.IMPORT_APPROVED);
    expect(await overview()).toMatchObject({
      transferOffered: false,
      studentApplication: [{ applyListLocked: false }],
    });
    await decide(I.ENROLLED);
    expect(await overview()).toMatchObject({
      transferOffered: true,
      studentApplication: [{ applyListLocked: true }],
    });
    const locked = await addLambda();
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.applyListLocked);
    const subjects = (await studentMail()).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `${t.config.programName}: Beta College approved your application`,
        `${t.config.programName}: Beta College enrolled you`,
      ]),
    );
    // Under Review is no decision: nothing about it.
    expect(subjects.filter((s) => s.includes('Beta College'))).toHaveLength(2);
  });

  it('keeps the list locked and the transfer off while the student is on leave', async () => {
    const begin = daysFromToday(1);
    const end = daysFromToday(60);
    await decide(I.LEAVE_OF_ABSENCE, { leaveOfAbsenceBegin: begin, leaveOfAbsenceEnd: end });
    expect(await overview()).toMatchObject({
      transferOffered: false,
      studentApplication: [{ applyListLocked: true }],
    });
    expect((await addLambda()).statusCode).toBe(409);
    const [leave] = (await studentMail()).filter((m) => m.subject.endsWith('recorded a leave of absence'));
    const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
    expect(leave?.text_body).toContain(`from ${us(begin)} to ${us(end)}`);
  });

  it('offers the transfer again once the student is back, and its schools start at Decision Pending', async () => {
    await decide(I.ENROLLED);
    expect((await overview()).transferOffered).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/student/${app.studentId}/application`,
      headers: { cookie: app.cookie },
      payload: applicationBody(f, {
        applicationStatus: APPLICATION_STATUS.TRANSFER,
        studentApplicationSchool: [{ importSchool: f.school('Lambda College') }],
      }) as unknown as Record<string, unknown>,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().studentApplication[0]).toMatchObject({
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      studentApplicationSchool: [expect.objectContaining({ importStatus: I.DECISION_PENDING })],
    });
  });
});
