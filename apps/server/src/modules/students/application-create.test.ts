import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  STUDENT_MESSAGES as M,
  toProgramDay,
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

describe('POST api/student/{id}/application (EZ application)', () => {
  let a: Applicant;
  let applicationId: number;

  it('creates an OPEN application: export status Awaiting Decision, every import school at status 1', async () => {
    a = await registerApplicant(t, 'ez');
    const res = await submit(a, applicationBody(f));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: a.studentId,
      studentAddress: '12 Elm Street',
      studentCellPhone: '6145550199',
      studentZipFour: '1234',
      studentBirthDate: '2008-05-20',
    });
    const app = body.studentApplication[0];
    applicationId = app.id;
    expect(app).toMatchObject({
      applicationStatus: APPLICATION_STATUS.OPEN,
      aidyear: f.aidYearId,
      aidyearName: '2090-2091',
      aidyearLabel: '2090-2091 (Enrolling Fall 2090 or Spring 2091)',
      creationDate: toProgramDay(new Date()),
      exportSchool: f.school('Alpha University'),
      exportSchoolName: 'Alpha University',
      customFieldLabel1: 'Department',
      customField1: 'University Libraries',
      exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
      exportSchoolStatusName: 'Awaiting Decision',
      employeeYearOfService: 7,
      extendEligibility: 0,
      studentCategoryId: 2,
      version: 1,
      canUpdate: true,
      applyListLocked: false,
    });
    expect(app.studentApplicationSchool).toEqual([
      expect.objectContaining({
        importSchool: f.school('Beta College'),
        importStatus: IMPORT_STATUS.AWAITING_EXPORT_DECISION,
      }),
      expect.objectContaining({
        importSchool: f.school('Gamma University'),
        importStatus: IMPORT_STATUS.AWAITING_EXPORT_DECISION,
      }),
    ]);
  });

  it('records the application, its schools and the address in the change log as the student', async () => {
    const rows = await selectRows<{ table_name: string; log_type: string; modified_by: number }>(
      t,
      sql`select table_name, log_type, modified_by from change_log
          where application_id = ${applicationId} and action = 'INSERT'`,
    );
    const tables = rows.map((r) => r.table_name);
    expect(tables).toContain('student_applications');
    expect(tables).toContain('application_schools');
    expect(rows.every((r) => r.modified_by === a.userId)).toBe(true);
    const address = await selectRows(
      t,
      sql`select 1 from change_log where table_name = 'students' and record_id = ${a.studentId}
          and column_name = 'student_address' and new_value = '12 Elm Street'`,
    );
    expect(address).toHaveLength(1);
  });

  it("mails the student a confirmation and the employer's primary TELO a decision request", async () => {
    const mails = await selectRows<{ to_address: string; subject: string; text_body: string }>(
      t,
      sql`select to_address, subject, text_body from email_outbox where to_address in (${a.email}, 'telo@alpha.edu')`,
    );
    const toStudent = mails.find((m) => m.to_address === a.email);
    const toTelo = mails.find((m) => m.to_address === 'telo@alpha.edu');
    expect(toStudent?.subject).toMatch(/your application was received/);
    expect(toStudent?.text_body).toContain('Beta College');
    expect(toTelo?.subject).toMatch(/a new application awaits your decision/);
    expect(toTelo?.text_body).toContain('Sam Fixture');
  });

  it("refuses a second application while one is open: 'One application is already open.'", async () => {
    const res = await submit(a, applicationBody(f));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.oneApplicationOpen);
    const demo = await t.signIn('student@example.com');
    const me = (
      await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: demo } })
    ).json();
    expect((await submit({ studentId: me.studentId, cookie: demo }, applicationBody(f))).statusCode).toBe(
      409,
    );
  });

  it('refuses another student, staff and anonymous callers', async () => {
    const other = await t.signIn('newstudent@example.com');
    const te = await t.signIn('admin@example.org');
    const b = await registerApplicant(t, 'victim');
    expect((await submit({ studentId: b.studentId, cookie: other }, applicationBody(f))).statusCode).toBe(
      403,
    );
    expect((await submit({ studentId: b.studentId, cookie: te }, applicationBody(f))).statusCode).toBe(403);
    expect((await submit({ studentId: b.studentId }, applicationBody(f))).statusCode).toBe(401);
  });

  it('accepts a non-.edu employee email when the employer accepts it, and a non-US address', async () => {
    const b = await registerApplicant(t, 'nonedu');
    const body = applicationBody(
      f,
      { exportSchool: f.school('Delta College'), employeeEmail: 'parent@gmail.com' },
      {
        countryId: 2,
        studentState: '',
        studentZip: 'B3H 4R2',
        studentZipFour: '',
        studentCellPhone: '19025550100',
      },
    );
    const res = await submit(b, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ countryId: 2, studentState: 'FC', studentZipFour: null });
  });
});

describe('EZ application validation (one test per message)', () => {
  let a: Applicant;
  beforeAll(async () => {
    a = await registerApplicant(t, 'invalid');
  });
  const many = () => Array.from({ length: 21 }, (_, i) => ({ importSchool: 1000 + i }));

  it.each([
    ['studentApplication.employeeEmail', () => ({ employeeEmail: 'maria@example.com' }), M.employeeEmailEdu],
    [
      'studentApplication.employeeEmail',
      () => ({ employeeEmail: a.email.toUpperCase() }),
      M.emailsMustDiffer,
    ],
    ['studentApplication.employeeEmail', () => ({ employeeEmail: '' }), M.emailRequired],
    ['studentApplication.employeeEmail', () => ({ employeeEmail: 'maria@' }), M.emailInvalid],
    ['studentApplication.employeeYearOfService', () => ({ employeeYearOfService: 'ten' }), M.numericOnly],
    ['studentApplication.studentCategoryId', () => ({ studentCategoryId: 999 }), M.categoryUnknown],
    [
      'studentApplication.studentApplicationSchool',
      () => ({
        studentApplicationSchool: [
          { importSchool: f.school('Beta College') },
          { importSchool: f.school('Beta College') },
        ],
      }),
      M.importSchoolDuplicate,
    ],
    [
      'studentApplication.employeeYearOfService',
      () => ({ employeeYearOfService: '100' }),
      M.yearsOfServiceMax,
    ],
    ['studentApplication.employeeYearOfService', () => ({ employeeYearOfService: '' }), M.required],
    ['studentApplication.employeeFirstName', () => ({ employeeFirstName: '' }), M.required],
    ['studentApplication.employeeLastName', () => ({ employeeLastName: ' ' }), M.required],
    ['studentApplication.employeeTitle', () => ({ employeeTitle: '' }), M.required],
    ['studentApplication.exportSchool', () => ({ exportSchool: undefined }), M.required],
    [
      'studentApplication.exportSchool',
      () => ({ exportSchool: f.school('Epsilon State University') }),
      M.employerDisabled,
    ],
    ['studentApplication.aidyear', () => ({ aidyear: f.pastAidYearId }), M.aidYearInactive],
    ['studentApplication.studentCategoryId', () => ({ studentCategoryId: undefined }), M.required],
    [
      'studentApplication.studentApplicationSchool',
      () => ({ studentApplicationSchool: [] }),
      M.importSchoolRequired,
    ],
    [
      'studentApplication.studentApplicationSchool',
      () => ({ studentApplicationSchool: many() }),
      M.importSchoolMax,
    ],
    [
      'studentApplication.studentApplicationSchool',
      () => ({ studentApplicationSchool: [{ importSchool: f.school('Epsilon State University') }] }),
      M.importSchoolDisabled,
    ],
    [
      'studentApplication.studentApplicationSchool',
      () => ({ studentApplicationSchool: [{ importSchool: f.school('Psi College') }] }),
      M.importSchoolDisabled,
    ],
    [
      'studentApplication.studentApplicationSchool',
      () => ({ studentApplicationSchool: [{ importSchool: f.school('Alpha University') }] }),
      M.importSchoolIsEmployer,
    ],
  ])('%s: %s → %s', async (field, change, message) => {
    const res = await submit(a, applicationBody(f, change()));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each([
    ['studentAddress', { studentAddress: '' }, M.required],
    ['studentCity', { studentCity: '' }, M.required],
    ['studentZip', { studentZip: '' }, M.required],
    ['studentZip', { studentZip: '4321' }, M.zipFiveDigits],
    ['studentZipFour', { studentZipFour: '12345' }, M.zipFourDigits],
    ['studentCellPhone', { studentCellPhone: '614555019' }, M.phoneTenDigits],
    [
      'studentCellPhone',
      { countryId: 2, studentZip: 'X1', studentCellPhone: '4'.repeat(16) },
      M.phoneMaxFifteen,
    ],
    ['studentState', { studentState: '' }, M.required],
    ['studentState', { studentState: 'ZZ' }, M.stateUnknown],
    ['countryId', { countryId: 99999 }, M.countryUnknown],
    ['studentBirthDate', { studentBirthDate: '2008-13-01' }, M.birthMonthInvalid],
    ['studentBirthDate', { studentBirthDate: '2008-04-31' }, M.birthDayInvalid],
    ['studentBirthDate', { studentBirthDate: '208-04-01' }, M.birthYearInvalid],
    [
      'studentBirthDate',
      { studentBirthDate: `${Number(toProgramDay(new Date()).slice(0, 4)) + 1}-01-01` },
      M.birthDateFuture,
    ],
    ['studentZip', { studentZip: '43-15' }, M.zipNoSpecialCharacters],
    ['studentZip', { studentZip: '4321A' }, M.numericOnly],
    ['acknowledgment', { acknowledgment: false }, M.acknowledgmentRequired],
  ])('%s: %j → %s', async (field, change, message) => {
    const res = await submit(a, applicationBody(f, {}, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('writes nothing when refused', async () => {
    const rows = await selectRows(
      t,
      sql`select 1 from student_applications where student_id = ${a.studentId}`,
    );
    expect(rows).toHaveLength(0);
  });
});
