import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../common/validation-messages.js';
import { EXPORT_STATUS as E } from '../statuses/statuses.js';
import { STUDENT_MESSAGES } from '../students/messages.js';
import {
  exportApplicationEditSchema,
  exportBulkUpdateSchema,
  exportListQuery,
  exportStatusUpdateSchema,
} from './export-schemas.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

/** The first message per field of a failed parse. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('exportStatusUpdateSchema (PUT api/export/{id})', () => {
  it('asks Denied: Other for a reason of at least 6 characters and keeps the other fields optional', () => {
    expect(
      errorsOf(
        exportStatusUpdateSchema.safeParse({
          exportStatusId: E.DENIED_OTHER,
          exportStatusOtherReason: ' short ',
        }),
      ),
    ).toEqual({
      exportStatusOtherReason: M.reasonTooShort,
    });
    const ok = exportStatusUpdateSchema.parse({
      exportStatusId: E.DENIED_OTHER,
      exportStatusOtherReason: ' Not on payroll ',
    });
    expect(ok).toMatchObject({ exportStatusOtherReason: 'Not on payroll', noLongerEligibleDate: null });
    expect(
      exportStatusUpdateSchema.parse({ exportStatusId: E.EXPORT_APPROVED, modifiedBy: 'anything' }),
    ).toMatchObject({
      exportStatusId: E.EXPORT_APPROVED,
    });
  });

  it('asks No Longer Eligible for a real date', () => {
    expect(errorsOf(exportStatusUpdateSchema.safeParse({ exportStatusId: E.NO_LONGER_ELIGIBLE }))).toEqual({
      noLongerEligibleDate: VALIDATION_MESSAGES.required,
    });
    expect(
      errorsOf(
        exportStatusUpdateSchema.safeParse({
          exportStatusId: E.NO_LONGER_ELIGIBLE,
          noLongerEligibleDate: '2026-02-30',
        }),
      ),
    ).toEqual({ noLongerEligibleDate: VALIDATION_MESSAGES.date });
  });

  it('refuses a missing status and ids beyond what the database holds', () => {
    expect(errorsOf(exportStatusUpdateSchema.safeParse({}))).toEqual({
      exportStatusId: M.exportStatusRequired,
    });
    expect(
      exportStatusUpdateSchema.safeParse({ exportStatusId: E.EXPORT_APPROVED, version: 2 ** 31 }).success,
    ).toBe(false);
  });
});

describe('exportBulkUpdateSchema (PUT api/export/status/{schoolId})', () => {
  const body = (ids: number[]) => ({
    exportStatusId: E.EXPORT_APPROVED,
    filterStatusId: E.AWAITING_DECISION,
    studentApplications: ids.map((id) => ({ id, modifiedBy: 1 })),
  });
  it('needs two or more distinct applications', () => {
    expect(exportBulkUpdateSchema.safeParse(body([1, 2])).success).toBe(true);
    expect(errorsOf(exportBulkUpdateSchema.safeParse(body([1])))).toEqual({
      studentApplications: M.bulkNotOffered,
    });
    expect(errorsOf(exportBulkUpdateSchema.safeParse(body([3, 3])))).toEqual({
      studentApplications: M.bulkDuplicateRows,
    });
  });
});

describe('exportApplicationEditSchema (the Export Application form)', () => {
  const entry = {
    exportSchoolStatus: E.AWAITING_DECISION,
    employeeFirstName: 'Maria',
    employeeLastName: 'Lopez',
    employeeTitle: 'Librarian',
    employeeEmail: 'maria@alpha.edu',
    employeeYearOfService: '',
  };
  it('lets years of service stay empty but keeps it to 2 digits', () => {
    expect(
      exportApplicationEditSchema.parse({ studentApplication: entry }).studentApplication
        .employeeYearOfService,
    ).toBeNull();
    expect(
      errorsOf(
        exportApplicationEditSchema.safeParse({
          studentApplication: { ...entry, employeeYearOfService: '100' },
        }),
      ),
    ).toEqual({ 'studentApplication.employeeYearOfService': STUDENT_MESSAGES.yearsOfServiceMax });
  });

  it('requires the names and the title and the reason of Denied: Other', () => {
    const result = exportApplicationEditSchema.safeParse({
      studentApplication: {
        ...entry,
        employeeFirstName: '',
        employeeTitle: ' ',
        exportSchoolStatus: E.DENIED_OTHER,
      },
    });
    expect(errorsOf(result)).toMatchObject({
      'studentApplication.employeeFirstName': STUDENT_MESSAGES.required,
      'studentApplication.employeeTitle': STUDENT_MESSAGES.required,
    });
    const reason = exportApplicationEditSchema.safeParse({
      studentApplication: { ...entry, exportSchoolStatus: E.DENIED_OTHER },
    });
    expect(errorsOf(reason)).toEqual({ 'studentApplication.exportStatusReasonOther': M.reasonTooShort });
  });
});

describe('exportListQuery', () => {
  it('lists open applications of every year and status unless asked otherwise', () => {
    expect(exportListQuery.parse({})).toMatchObject({ appstatus: 'OPEN', aidyear: 0, exportstatus: 0 });
    expect(exportListQuery.safeParse({ appstatus: 'TRANSFER' }).success).toBe(false);
  });
});
