import {
  API_MESSAGES,
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
  STUDENT_MESSAGES,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImport,
  type ImportSuite,
  messageOf,
  putStatus,
  startImportSuite,
  storedApplication,
  storedRow,
} from '../../test/import-fixtures.js';

// The Import Application detail's saves (§2, §4) and who may make them (§6, issue 10 server rules):
// Student Classification or leave dates alone, the version check, the row that is not there, rows the
// import school may not change, and each persona.

const I = IMPORT_STATUS;
const KEEP_ENROLLED = { importStatus: I.ENROLLED, participationTypeId: 1 };

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

describe('Student Classification (only while Enrolled, not read-only)', () => {
  it('is saved on its own on an Enrolled row, on the application', async () => {
    const { applicationId } = await createImport(s, { beta: I.ENROLLED, studentCategoryId: 2 });
    const before = await storedApplication(s, applicationId);
    const res = await putStatus(s, applicationId, { ...KEEP_ENROLLED, studentCategoryId: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ studentCategoryId: 3, importStatus: I.ENROLLED });
    expect(await storedApplication(s, applicationId)).toMatchObject({
      student_category_id: 3,
      version: Number(before.version) + 1,
    });
  });

  it('is refused when the row is not Enrolled', async () => {
    const { applicationId } = await createImport(s, { beta: I.IMPORT_APPROVED });
    const res = await putStatus(s, applicationId, {
      importStatus: I.IMPORT_APPROVED,
      participationTypeId: 1,
      studentCategoryId: 3,
    });
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.studentClassificationNotEnrolled]);
    expect((await storedApplication(s, applicationId)).student_category_id).toBe(2);
  });

  it('refuses category 1 on a transfer application', async () => {
    const { applicationId } = await createImport(s, {
      beta: I.ENROLLED,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
    });
    const res = await putStatus(s, applicationId, { ...KEEP_ENROLLED, studentCategoryId: 1 });
    expect(res.json()).toMatchObject({
      status: 400,
      errors: { studentCategoryId: STUDENT_MESSAGES.categoryNotForTransfer },
    });
  });
});

describe('leave dates staying at Leave of Absence', () => {
  const onLeave = { beta: I.LEAVE_OF_ABSENCE, leave: ['2026-09-15', '2026-12-15'] as [string, string] };
  const stay = (begin: string, end: string) => ({
    importStatus: I.LEAVE_OF_ABSENCE,
    participationTypeId: 1,
    leaveOfAbsenceBegin: begin,
    leaveOfAbsenceEnd: end,
  });

  it('saves new dates without a new status date', async () => {
    const { applicationId } = await createImport(s, onLeave);
    const res = await putStatus(s, applicationId, stay('2026-09-15', '2027-01-31'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(s, applicationId, s.beta)).toMatchObject({
      leave_of_absence_begin: '2026-09-15',
      leave_of_absence_end: '2027-01-31',
      import_status_date: '2026-07-15',
      modified_by: s.userIds.beta,
    });
  });

  it('checks them like the dialog', async () => {
    const { applicationId } = await createImport(s, onLeave);
    const res = await putStatus(s, applicationId, stay('2026-09-15', '2027-03-16'));
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.leaveWithinLimit]);
    expect((await storedRow(s, applicationId, s.beta)).leave_of_absence_end).toBe('2026-12-15');
  });

  it('the stored dates again are the rule 1 info', async () => {
    const { applicationId } = await createImport(s, onLeave);
    const res = await putStatus(s, applicationId, stay('2026-09-15', '2026-12-15'));
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.importNothingChanged]);
  });
});

describe('rows the school may not change', () => {
  it('is 409 on a stale version and changes nothing; the current version saves', async () => {
    const { applicationId } = await createImport(s);
    const version = Number((await storedRow(s, applicationId, s.beta)).version);
    const body = { importStatus: I.IMPORT_APPROVED, participationTypeId: 1 };
    const stale = await putStatus(s, applicationId, { ...body, version: version + 1 });
    expect([stale.statusCode, messageOf(stale)]).toEqual([409, API_MESSAGES.conflict]);
    expect((await storedRow(s, applicationId, s.beta)).import_status_id).toBe(I.UNDER_REVIEW);
    const current = await putStatus(s, applicationId, { ...body, version });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().version).toBe(version + 1);
  });

  it('is 404 when the school has no row on the application, or there is no such application', async () => {
    const { applicationId } = await createImport(s, { gamma: null });
    const noRow = await putStatus(
      s,
      applicationId,
      { importStatus: I.IMPORT_APPROVED },
      { as: 'gamma', schoolId: s.gamma },
    );
    expect([noRow.statusCode, messageOf(noRow)]).toEqual([404, M.importRowNotFound]);
    const none = await putStatus(s, 2_000_000_000, { importStatus: I.IMPORT_APPROVED });
    expect([none.statusCode, messageOf(none)]).toEqual([404, M.importRowNotFound]);
  });

  it('refuses every change while the export school has denied the application', async () => {
    const { applicationId } = await createImport(s, { exportStatus: EXPORT_STATUS.DENIED_OTHER });
    const res = await putStatus(s, applicationId, {
      importStatus: I.IMPORT_APPROVED,
      participationTypeId: 1,
    });
    expect([res.statusCode, messageOf(res)]).toEqual([400, M.exportDeniedImportLocked]);
  });

  it('refuses changes on a closed application', async () => {
    const { applicationId } = await createImport(s, {
      beta: I.LEAVE_OF_ABSENCE,
      leave: ['2026-09-15', '2026-12-15'],
      applicationStatus: APPLICATION_STATUS.CLOSED,
    });
    const status = await putStatus(s, applicationId, { importStatus: I.ENROLLED, participationTypeId: 1 });
    expect([status.statusCode, messageOf(status)]).toEqual([
      400,
      M.importTransitionRefused('Leave of Absence', 'Enrolled'),
    ]);
    const dates = await putStatus(s, applicationId, {
      importStatus: I.LEAVE_OF_ABSENCE,
      participationTypeId: 1,
      leaveOfAbsenceBegin: '2026-09-15',
      leaveOfAbsenceEnd: '2027-01-15',
    });
    expect([dates.statusCode, messageOf(dates)]).toEqual([400, API_MESSAGES.notAllowed]);
  });
});

describe('who may change an import row (§6)', () => {
  const approve = { importStatus: I.IMPORT_APPROVED, participationTypeId: 1 };

  it.each([
    ['the import school TELO', 'betaTelo'],
    ['an import user of the school', 'beta'],
    ['a TE admin', 'te'],
  ] as const)('%s may (200)', async (_who, persona) => {
    const { applicationId } = await createImport(s);
    const res = await putStatus(s, applicationId, approve, { as: persona });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importStatus: I.IMPORT_APPROVED, modifiedBy: s.userIds[persona] });
  });

  it.each([
    ['a read-only import user of the school', 'betaReadOnly'],
    ['another import school of the same application', 'gamma'],
    ['the export school', 'alpha'],
    ['a read-only TE user', 'teReadOnly'],
  ] as const)('%s may not (403, before the body is read)', async (_who, persona) => {
    const { applicationId } = await createImport(s);
    const res = await putStatus(s, applicationId, approve, { as: persona });
    expect([res.statusCode, messageOf(res)]).toEqual([403, API_MESSAGES.forbidden]);
    const unreadable = await s.t.app.inject({
      method: 'PUT',
      url: `/api/import/appid/${applicationId}/importschool/${s.beta}`,
      headers: { cookie: s.cookies[persona], 'content-type': 'application/json' },
      payload: '{"importStatus":',
    });
    expect(unreadable.statusCode).toBe(403);
    expect((await storedRow(s, applicationId, s.beta)).import_status_id).toBe(I.UNDER_REVIEW);
  });

  it('the student may not (403), nor anyone signed out (401)', async () => {
    const { applicationId, studentCookie } = await createImport(s);
    const student = await putStatus(s, applicationId, approve, { as: { cookie: studentCookie } });
    expect(student.statusCode).toBe(403);
    const anonymous = await putStatus(s, applicationId, approve, { as: { cookie: undefined } });
    expect(anonymous.statusCode).toBe(401);
  });
});
