import {
  APPLICATION_MESSAGES as A,
  API_MESSAGES,
  EXPORT_STATUS,
  IMPORT_STATUS,
  STUDENT_MESSAGES as M,
  VALIDATION_MESSAGES,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  registerApplicant,
  selectRows,
} from '../../test/student-fixtures.js';

// The Export Application screen's Update App (2-applications §5): PUT api/student/{id}/application/{applicationId}
// as the export school sends it, and what GET api/student/application/{id} tells the screen.

let t: TestContext;
let f: ApplicationFixtures;
let telo: string;
let teloId: number;
let teRead: string;
let importTelo: string;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  telo = await t.signIn('telo@alpha.edu');
  teloId = (await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: telo } })).json()
    .id;
  teRead = await t.signIn('readonly.admin@example.org');
  importTelo = await t.signIn('multi@beta.edu');
});
afterAll(() => t?.close());

type Application = { studentId: number; applicationId: number; cookie: string; email: string };

/** A new applicant whose OPEN application names Alpha University (demo: .edu only) as employer. */
async function newApplication(prefix: string): Promise<Application> {
  const a = await registerApplicant(t, prefix);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/student/${a.studentId}/application`,
    headers: { cookie: a.cookie },
    payload: applicationBody(f),
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...a, applicationId: res.json().studentApplication[0].id };
}

const read = async (a: Application, cookie = telo) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/student/application/${a.applicationId}`,
      headers: { cookie },
    })
  ).json().studentApplication[0];

/** The screen's form as loaded, with the given changes. */
async function editBody(a: Application, changes: Record<string, unknown> = {}) {
  const v = await read(a);
  return {
    studentFirstName: 'Ignored',
    studentApplication: {
      version: v.version,
      exportSchoolStatus: v.exportSchoolStatus,
      exportStatusReasonOther: v.exportStatusReasonOther,
      noLongerEligibleDate: v.noLongerEligibleDate,
      employeeFirstName: v.employeeFirstName,
      employeeLastName: v.employeeLastName,
      employeeTitle: v.employeeTitle,
      employeeEmail: v.employeeEmail,
      employeeId: v.employeeId,
      employeeYearOfService: v.employeeYearOfService,
      customField1: v.customField1,
      customField2: v.customField2,
      customField3: v.customField3,
      ...changes,
    },
  };
}

const put = (a: Application, payload: object, cookie = telo) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/student/${a.studentId}/application/${a.applicationId}`,
    headers: { cookie },
    payload,
  });

describe('Export Application: Update App', () => {
  it('corrects the employee fields, logs them as the acting user and ignores student fields', async () => {
    const a = await newApplication('exp-edit');
    const res = await put(
      a,
      await editBody(a, { employeeEmail: 'maria.l@alpha.edu', employeeYearOfService: '12' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().studentFirstName).toBe('Sam');
    expect(res.json().studentApplication[0]).toMatchObject({
      employeeEmail: 'maria.l@alpha.edu',
      employeeYearOfService: 12,
      exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
    });
    const log = await selectRows<{ new_value: string; modified_by: number; log_type: string }>(
      t,
      sql`select new_value, modified_by, log_type from change_log
          where application_id = ${a.applicationId} and column_name = 'employee_email' and action = 'UPDATE'`,
    );
    expect(log).toEqual([{ new_value: 'maria.l@alpha.edu', modified_by: teloId, log_type: 'APPLICATION' }]);
  });

  it('gives the §5 messages on the fields and changes nothing', async () => {
    const a = await newApplication('exp-rules');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ employeeFirstName: ' ' }, 'studentApplication.employeeFirstName', M.required],
      [{ employeeLastName: '' }, 'studentApplication.employeeLastName', M.required],
      [{ employeeTitle: '' }, 'studentApplication.employeeTitle', M.required],
      [{ employeeEmail: 'not-an-email' }, 'studentApplication.employeeEmail', M.emailInvalid],
      [{ employeeEmail: 'maria@gmail.com' }, 'studentApplication.employeeEmail', M.employeeEmailEdu],
      [{ employeeEmail: a.email }, 'studentApplication.employeeEmail', M.emailsMustDiffer],
      [{ employeeYearOfService: '123' }, 'studentApplication.employeeYearOfService', M.yearsOfServiceMax],
      [{ employeeYearOfService: 'ab' }, 'studentApplication.employeeYearOfService', M.numericOnly],
      [
        { exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER },
        'studentApplication.exportStatusReasonOther',
        A.reasonTooShort,
      ],
      [
        { exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER, exportStatusReasonOther: 'short' },
        'studentApplication.exportStatusReasonOther',
        A.reasonTooShort,
      ],
      [
        { exportSchoolStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE },
        'studentApplication.noLongerEligibleDate',
        VALIDATION_MESSAGES.required,
      ],
    ];
    const before = await read(a);
    for (const [changes, field, message] of cases) {
      const res = await put(a, await editBody(a, changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(changes)).toBe(message);
    }
    expect(await read(a)).toEqual(before);
  });

  it('changes the export status with its effects: approval moves waiting import rows on', async () => {
    const a = await newApplication('exp-approve');
    const res = await put(a, await editBody(a, { exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED }));
    expect(res.statusCode).toBe(200);
    const v = res.json().studentApplication[0];
    expect(v.exportSchoolStatus).toBe(EXPORT_STATUS.EXPORT_APPROVED);
    expect(v.studentApplicationSchool.map((s: { importStatus: number }) => s.importStatus)).toEqual([
      IMPORT_STATUS.DECISION_PENDING,
      IMPORT_STATUS.DECISION_PENDING,
    ]);
  });

  it("corrects Denied: Other's reason without changing the status", async () => {
    const a = await newApplication('exp-reason');
    // An approved import keeps the application open after the denial (open-points 8).
    await t.database.db.execute(
      sql`update student_applications set export_status_id = ${EXPORT_STATUS.EXPORT_APPROVED}
          where id = ${a.applicationId}`,
    );
    await t.database.db.execute(
      sql`update application_schools set import_status_id = ${IMPORT_STATUS.IMPORT_APPROVED}
          where application_id = ${a.applicationId} and import_school_id = ${f.school('Beta College')}`,
    );
    const denied = await put(
      a,
      await editBody(a, {
        exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER,
        exportStatusReasonOther: 'Not a benefits-eligible post',
      }),
    );
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json().studentApplication[0]).toMatchObject({
      applicationStatus: 'OPEN',
      exportSchoolStatus: 5,
    });
    const res = await put(
      a,
      await editBody(a, { exportStatusReasonOther: 'Part-time contract, not eligible' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().studentApplication[0]).toMatchObject({
      exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER,
      exportStatusReasonOther: 'Part-time contract, not eligible',
    });
  });

  it('refuses a transition outside the table: No Longer Eligible needs an enrolled import', async () => {
    const a = await newApplication('exp-nle');
    const res = await put(
      a,
      await editBody(a, {
        exportSchoolStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
        noLongerEligibleDate: '2026-09-01',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect((await read(a)).exportSchoolStatus).toBe(EXPORT_STATUS.AWAITING_DECISION);
  });

  it('answers 409 to a stale version and to a closed application, changing nothing', async () => {
    const a = await newApplication('exp-stale');
    const stale = await editBody(a, { employeeTitle: 'Archivist' });
    expect((await put(a, await editBody(a, { employeeTitle: 'Curator' }))).statusCode).toBe(200);
    const res = await put(a, stale);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.conflict);
    expect((await read(a)).employeeTitle).toBe('Curator');

    await t.database.db.execute(
      sql`update student_applications set application_status = 'CLOSED' where id = ${a.applicationId}`,
    );
    const closed = await put(a, await editBody(a, { employeeTitle: 'Registrar' }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(A.closedApplicationReadOnly);
  });

  it('refuses read-only users and import schools before reading the body', async () => {
    const a = await newApplication('exp-who');
    const body = await editBody(a, { employeeTitle: 'Dean' });
    expect((await put(a, body, teRead)).statusCode).toBe(403);
    expect((await put(a, body, importTelo)).statusCode).toBe(403);
    expect((await put(a, { nonsense: true }, importTelo)).statusCode).toBe(403);
    const stranger = await registerApplicant(t, 'exp-stranger');
    expect((await put(a, body, stranger.cookie)).statusCode).toBe(403);
    // The read-only TE user reads the screen but is offered nothing.
    expect(await read(a, teRead)).toMatchObject({
      exportStatusOptions: [],
      exportActions: { view: 'enabled', editStatus: 'hidden', editApplication: 'hidden', delete: 'hidden' },
    });
    expect((await read(a)).employeeTitle).toBe('Librarian');
  });
});
