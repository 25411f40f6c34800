import { APPLICATION_MESSAGES, EXPORT_STATUS, STUDENT_MESSAGES, VALIDATION_MESSAGES } from '@exchange/domain';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applicationFixture } from '../../../test/application-fixture';
import { closedStatusFormValues, closedStatusInput } from './export-application-closed-status';
import {
  type ExportApplicationFormValues,
  exportApplicationFormValues,
  exportApplicationInput,
  exportApplicationResolver,
  exportStatusChoices,
  exportUpdateSuccess,
} from './export-application-values';

const options = {
  shouldUseNativeValidation: false,
  fields: {},
} as ResolverOptions<ExportApplicationFormValues>;

async function resolve(values: ExportApplicationFormValues, nonEduAccepted = 0) {
  const resolver = exportApplicationResolver({ studentEmail: 'jamie@example.com', nonEduAccepted });
  return resolver(values, undefined, options);
}

function withEntry(
  patch: Partial<ExportApplicationFormValues['studentApplication']>,
): ExportApplicationFormValues {
  const values = exportApplicationFormValues(applicationFixture());
  return { studentApplication: { ...values.studentApplication, ...patch } };
}

function messageOf(errors: FieldErrors<ExportApplicationFormValues>, field: string): string | undefined {
  const entry = errors.studentApplication as Record<string, { message?: string }> | undefined;
  return entry?.[field]?.message;
}

describe('export application form values', () => {
  it('fills the form from the application, empty strings for none', () => {
    const values = exportApplicationFormValues(applicationFixture({ employeeYearOfService: null }));
    expect(values.studentApplication).toMatchObject({
      exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
      exportStatusReasonOther: '',
      noLongerEligibleDate: '',
      employeeId: '',
      employeeYearOfService: '',
      customField1: 'Libraries',
      customField2: '',
    });
  });

  it('sends the reason only with Denied: Other and the date only with No Longer Eligible', () => {
    const denied = exportApplicationInput(
      withEntry({
        exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER,
        exportStatusReasonOther: 'Not on the payroll',
        noLongerEligibleDate: '2025-05-01',
      }),
    );
    expect(denied.studentApplication).toMatchObject({
      exportStatusReasonOther: 'Not on the payroll',
      noLongerEligibleDate: null,
    });
    const ended = exportApplicationInput(
      withEntry({
        exportSchoolStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
        exportStatusReasonOther: 'left over',
        noLongerEligibleDate: '2025-05-01',
      }),
    );
    expect(ended.studentApplication).toMatchObject({
      exportStatusReasonOther: null,
      noLongerEligibleDate: '2025-05-01',
    });
    const approved = exportApplicationInput(withEntry({ exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED }));
    expect(approved.studentApplication).toMatchObject({
      exportStatusReasonOther: null,
      noLongerEligibleDate: null,
    });
  });

  it('checks the body with the domain schema and answers it nested as the API takes it', async () => {
    const result = await resolve(withEntry({ employeeYearOfService: '12' }));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      studentApplication: { employeeYearOfService: 12, employeeId: null, customField2: null },
    });
  });

  it('gives the .edu rule unless the employer accepts other addresses', async () => {
    const values = withEntry({ employeeEmail: 'maria@gmail.com' });
    expect(messageOf((await resolve(values)).errors, 'employeeEmail')).toBe(
      STUDENT_MESSAGES.employeeEmailEdu,
    );
    expect((await resolve(values, 1)).errors).toEqual({});
  });

  it("refuses the student's own email and a malformed one with the schema's message first", async () => {
    const same = await resolve(withEntry({ employeeEmail: 'Jamie@Example.com' }), 1);
    expect(messageOf(same.errors, 'employeeEmail')).toBe(STUDENT_MESSAGES.emailsMustDiffer);
    const malformed = await resolve(withEntry({ employeeEmail: 'maria@' }));
    expect(messageOf(malformed.errors, 'employeeEmail')).toBe(STUDENT_MESSAGES.emailInvalid);
  });

  it('requires names and title and at most 2 digits of service', async () => {
    const { errors } = await resolve(
      withEntry({ employeeFirstName: ' ', employeeTitle: '', employeeYearOfService: '123' }),
    );
    expect(messageOf(errors, 'employeeFirstName')).toBe(STUDENT_MESSAGES.required);
    expect(messageOf(errors, 'employeeTitle')).toBe(STUDENT_MESSAGES.required);
    expect(messageOf(errors, 'employeeYearOfService')).toBe(STUDENT_MESSAGES.yearsOfServiceMax);
  });

  it('asks Denied: Other for a reason of at least 6 characters and No Longer Eligible for a date', async () => {
    const short = await resolve(
      withEntry({ exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER, exportStatusReasonOther: 'short' }),
    );
    expect(messageOf(short.errors, 'exportStatusReasonOther')).toBe(APPLICATION_MESSAGES.reasonTooShort);
    const undated = await resolve(withEntry({ exportSchoolStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE }));
    expect(messageOf(undated.errors, 'noLongerEligibleDate')).toBe(VALIDATION_MESSAGES.required);
  });

  it('says "update complete" only when the export status changed (open-points 16)', () => {
    expect(exportUpdateSuccess(EXPORT_STATUS.AWAITING_DECISION, EXPORT_STATUS.AWAITING_DECISION)).toBe(
      APPLICATION_MESSAGES.applicationUpdated,
    );
    expect(exportUpdateSuccess(EXPORT_STATUS.AWAITING_DECISION, EXPORT_STATUS.EXPORT_APPROVED)).toBe(
      APPLICATION_MESSAGES.exportStatusUpdateComplete,
    );
  });

  it("offers exactly the server's choices, or the current status alone when none were sent", () => {
    expect(exportStatusChoices([EXPORT_STATUS.AWAITING_DECISION, EXPORT_STATUS.EXPORT_APPROVED], 1)).toEqual([
      { value: EXPORT_STATUS.AWAITING_DECISION, label: 'Awaiting Decision' },
      { value: EXPORT_STATUS.EXPORT_APPROVED, label: 'Export Approved' },
    ]);
    expect(exportStatusChoices([], EXPORT_STATUS.NO_LONGER_ELIGIBLE)).toEqual([
      { value: EXPORT_STATUS.NO_LONGER_ELIGIBLE, label: 'No Longer Eligible' },
    ]);
  });
});

describe('closed export status form', () => {
  it('starts from the stored status and sends what the chosen status asks for', () => {
    const a = applicationFixture({
      applicationStatus: 'CLOSED',
      exportSchoolStatus: EXPORT_STATUS.DENIED_OTHER,
      exportStatusReasonOther: 'Left the university',
    });
    const values = closedStatusFormValues(a);
    expect(values).toEqual({
      exportStatusId: EXPORT_STATUS.DENIED_OTHER,
      exportStatusOtherReason: 'Left the university',
      noLongerEligibleDate: '',
    });
    expect(
      closedStatusInput({
        ...values,
        exportStatusId: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
        noLongerEligibleDate: '2025-06-01',
      }),
    ).toEqual({
      exportStatusId: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
      exportStatusOtherReason: null,
      noLongerEligibleDate: '2025-06-01',
    });
  });
});
