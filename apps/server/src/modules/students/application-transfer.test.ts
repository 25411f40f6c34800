import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  INITIAL_ELIGIBILITY_REMAINING,
  STUDENT_MESSAGES as M,
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
  setImportStatus,
} from '../../test/student-fixtures.js';

let t: TestContext;
let f: ApplicationFixtures;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
});
afterAll(() => t?.close());

type Applicant = Awaited<ReturnType<typeof registerApplicant>>;
const submit = (a: { studentId: number; cookie?: string }, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/student/${a.studentId}/application`,
    headers: a.cookie ? { cookie: a.cookie } : {},
    payload,
  });

describe('transfer applications (1-core §4)', () => {
  let a: Applicant;
  let openId: number;
  const transfer = (entry: object = {}) =>
    applicationBody(f, {
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      studentApplicationSchool: [
        { importSchool: f.school('Lambda College') },
        { importSchool: f.school('Pi University') },
      ],
      ...entry,
    });

  beforeAll(async () => {
    a = await registerApplicant(t, 'transfer');
    openId = (await submit(a, applicationBody(f))).json().studentApplication[0].id;
  });

  it('starts the OPEN application with the full terms of eligibility and no extension', async () => {
    const [row] = await selectRows<{ eligibility_remaining: number; extend_eligibility: number }>(
      t,
      sql`select eligibility_remaining, extend_eligibility from student_applications where id = ${openId}`,
    );
    expect(row).toEqual({ eligibility_remaining: INITIAL_ELIGIBILITY_REMAINING, extend_eligibility: 0 });
  });

  it('is not offered until an import school has the student enrolled', async () => {
    const res = await submit(a, transfer());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.transferNotOffered);
    const prefill = await t.app.inject({
      method: 'GET',
      url: `/api/student/${a.studentId}/transferprefill`,
      headers: { cookie: a.cookie },
    });
    expect(prefill.statusCode).toBe(404);
  });

  it('is offered and prefilled once a school enrolled the student', async () => {
    await setImportStatus(t, openId, f.school('Beta College'), IMPORT_STATUS.ENROLLED);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/student/${a.studentId}/applications`,
      headers: { cookie: a.cookie },
    });
    expect(list.json()).toMatchObject({ canStartNewApplication: false, transferOffered: true });
    const prefill = await t.app.inject({
      method: 'GET',
      url: `/api/student/${a.studentId}/transferprefill`,
      headers: { cookie: a.cookie },
    });
    expect(prefill.json()).toMatchObject({
      sourceApplicationId: openId,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      exportSchool: f.school('Alpha University'),
      employeeEmail: 'maria.lopez@alpha.edu',
      priorImportSchool: { importSchool: f.school('Beta College'), importSchoolName: 'Beta College' },
    });
  });

  it('refuses category 1, another employer and the school the student is enrolled at', async () => {
    const first = await submit(a, transfer({ studentCategoryId: 1 }));
    expect(first.json().errors['studentApplication.studentCategoryId']).toBe(M.categoryNotForTransfer);
    const employer = await submit(a, transfer({ exportSchool: f.school('Delta College') }));
    expect(employer.json().errors['studentApplication.exportSchool']).toBe(M.transferEmployerFixed);
    const prior = await submit(
      a,
      transfer({ studentApplicationSchool: [{ importSchool: f.school('Beta College') }] }),
    );
    expect(prior.json().errors['studentApplication.studentApplicationSchool']).toBe(M.transferPriorSchool);
  });

  it('creates the transfer with export status Export Approved and its schools at Decision Pending, once only', async () => {
    // On the OPEN application the school extended nine times and terms were used: 7 are left.
    await t.database.db.execute(
      sql`update student_applications set eligibility_remaining = 7, extend_eligibility = 9,
        extend_eligibility_date = '2026-01-15' where id = ${openId}`,
    );
    const res = await submit(a, transfer());
    expect(res.statusCode).toBe(201);
    expect(res.json().studentApplication[0]).toMatchObject({
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED,
      // 1-core §4, §9: no extension of its own yet; the terms used stay on the old application and
      // count in what it has left, which the transfer carries on with.
      eligibilityRemaining: 7,
      extendEligibility: 0,
      extendEligibilityDate: null,
      studentApplicationSchool: [
        // The export starts approved, so the schools start at Import Decision Pending (open-points 4).
        expect.objectContaining({ importStatus: IMPORT_STATUS.DECISION_PENDING }),
        expect.objectContaining({ importStatus: IMPORT_STATUS.DECISION_PENDING }),
      ],
    });
    const mails = await selectRows<{ subject: string }>(
      t,
      sql`select subject from email_outbox where to_address = 'telo@alpha.edu' and subject like '%transfer%'`,
    );
    expect(mails).toHaveLength(1);
    // The old application keeps its extensions.
    const [source] = await selectRows<{ extend_eligibility: number }>(
      t,
      sql`select extend_eligibility from student_applications where id = ${openId}`,
    );
    expect(source).toEqual({ extend_eligibility: 9 });
    const again = await submit(a, transfer());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.transferNotOffered);
  });
});
