import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  ELIGIBILITY_ANSWER,
  IMPORT_STATUS,
  VALIDATION_MESSAGES,
} from '@exchange/domain';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { importRowFixture, ON_CAMPUS, ONLINE } from './import-application-fixture';
import {
  type ImportApplicationFormValues,
  importApplicationFormValues,
  importApplicationInput,
  importApplicationResolver,
  importDetailPath,
  importDetailRedirect,
  importStatusChoices,
  isImportUpdateDisabled,
  opensImportStatusDialog,
  programAccepted,
  programChoices,
} from './import-application-values';

const I = IMPORT_STATUS;

function valuesWith(patch: Partial<ImportApplicationFormValues>, row = importRowFixture()) {
  return { ...importApplicationFormValues(row), ...patch };
}

const options = {
  shouldUseNativeValidation: false,
  fields: {},
} as ResolverOptions<ImportApplicationFormValues>;

async function errorsOf(values: ImportApplicationFormValues, row = importRowFixture()) {
  const result = await importApplicationResolver(row)(values, undefined, options);
  return result.errors as FieldErrors<ImportApplicationFormValues>;
}

describe('import detail screens and addresses', () => {
  it('builds the detail address with the application and the school', () => {
    expect(importDetailPath(APPLICATION_STATUS.OPEN, 41, 20)).toBe(
      '/imports/applications/studentapplication?id=41&school=20',
    );
    expect(importDetailPath(APPLICATION_STATUS.CLOSED, 41, 20)).toBe(
      '/imports/closedapplications/studentapplication?id=41&school=20',
    );
  });

  it('sends a link to the detail of the list the application is on', () => {
    const open = { id: 41, applicationStatus: APPLICATION_STATUS.OPEN };
    const transfer = { id: 41, applicationStatus: APPLICATION_STATUS.TRANSFER };
    expect(importDetailRedirect(APPLICATION_STATUS.OPEN, open, 20)).toBeNull();
    expect(importDetailRedirect(APPLICATION_STATUS.OPEN, transfer, 20)).toBe(
      '/imports/transferapplications/studentapplication?id=41&school=20',
    );
    expect(importDetailRedirect(APPLICATION_STATUS.CLOSED, open, 20)).toBe(
      '/imports/applications/studentapplication?id=41&school=20',
    );
  });
});

describe('import detail form values', () => {
  it('fills the form from the row, empty strings for none', () => {
    expect(importApplicationFormValues(importRowFixture({ participationTypeId: null }))).toEqual({
      importStatus: I.ENROLLED,
      participationTypeId: '',
      studentCategoryId: 2,
      leaveOfAbsenceBegin: '',
      leaveOfAbsenceEnd: '',
      importStatusOtherReason: '',
      withdrawalDate: '',
      addSemesterEligibility: null,
    });
  });

  it('starts from the one program both schools offer when none is stored', () => {
    const one = [{ participationId: ONLINE, participationName: 'Online' }];
    const row = importRowFixture({ participationTypeId: null, programOptions: one });
    expect(importApplicationFormValues(row).participationTypeId).toBe(ONLINE);
    expect(isImportUpdateDisabled(importApplicationFormValues(row))).toBe(false);
  });

  it('sends the leave dates only for Leave of Absence and the classification only when it changed', () => {
    const row = importRowFixture();
    const leave = valuesWith({
      importStatus: I.LEAVE_OF_ABSENCE,
      leaveOfAbsenceBegin: '2025-09-01',
      leaveOfAbsenceEnd: '2026-01-15',
      withdrawalDate: '2025-08-01',
    });
    expect(importApplicationInput(leave, row)).toEqual({
      importStatus: I.LEAVE_OF_ABSENCE,
      participationTypeId: ON_CAMPUS,
      importStatusOtherReason: null,
      withdrawalDate: null,
      leaveOfAbsenceBegin: '2025-09-01',
      leaveOfAbsenceEnd: '2026-01-15',
      studentCategoryId: null,
      addSemesterEligibility: null,
    });
    const reclassified = importApplicationInput(valuesWith({ studentCategoryId: 3 }), row);
    expect(reclassified.studentCategoryId).toBe(3);
    expect(reclassified.leaveOfAbsenceBegin).toBeNull();
  });

  it('sends what the dialog collected for the status that asks for it, the answer only when asked', () => {
    const row = importRowFixture();
    const withdrawn = importApplicationInput(
      valuesWith({
        importStatus: I.WITHDRAWN,
        withdrawalDate: '2025-10-02',
        importStatusOtherReason: 'left over',
        addSemesterEligibility: ELIGIBILITY_ANSWER.YES,
      }),
      row,
    );
    expect(withdrawn).toMatchObject({
      withdrawalDate: '2025-10-02',
      importStatusOtherReason: null,
      addSemesterEligibility: ELIGIBILITY_ANSWER.YES,
    });
    const underReview = importRowFixture({ importStatus: I.UNDER_REVIEW });
    const denied = importApplicationInput(
      valuesWith(
        { importStatus: I.DENIED_OTHER, importStatusOtherReason: 'Program full', addSemesterEligibility: 1 },
        underReview,
      ),
      underReview,
    );
    expect(denied).toMatchObject({ importStatusOtherReason: 'Program full', addSemesterEligibility: null });
  });

  it('opens the dialog for Denied: Other, Withdrawn and Graduated, not for Leave of Absence', () => {
    expect(opensImportStatusDialog(I.ENROLLED, I.WITHDRAWN)).toBe(true);
    expect(opensImportStatusDialog(I.ENROLLED, I.GRADUATED)).toBe(true);
    expect(opensImportStatusDialog(I.UNDER_REVIEW, I.DENIED_OTHER)).toBe(true);
    expect(opensImportStatusDialog(I.ENROLLED, I.LEAVE_OF_ABSENCE)).toBe(false);
    expect(opensImportStatusDialog(I.UNDER_REVIEW, I.IMPORT_APPROVED)).toBe(false);
    expect(opensImportStatusDialog(I.DENIED_OTHER, I.DENIED_OTHER)).toBe(false);
  });

  it('takes a program where it may change or where the new status asks for one', () => {
    expect(programAccepted(I.ENROLLED, I.ENROLLED)).toBe(true);
    expect(programAccepted(I.UNDER_REVIEW, I.IMPORT_APPROVED)).toBe(true);
    expect(programAccepted(I.DECISION_PENDING, I.UNDER_REVIEW)).toBe(true);
    expect(programAccepted(I.UNDER_REVIEW, I.UNDER_REVIEW)).toBe(false);
    expect(programAccepted(I.ENROLLED, I.WITHDRAWN)).toBe(false);
  });
});

describe('Update App and the form rules', () => {
  it('is disabled without a program for Under Review and Enrolled, and without valid leave dates', () => {
    expect(isImportUpdateDisabled(valuesWith({}))).toBe(false);
    expect(isImportUpdateDisabled(valuesWith({ participationTypeId: '' }))).toBe(true);
    expect(isImportUpdateDisabled(valuesWith({ importStatus: I.WITHDRAWN, participationTypeId: '' }))).toBe(
      false,
    );
    const leave = { importStatus: I.LEAVE_OF_ABSENCE, leaveOfAbsenceBegin: '2025-09-01' };
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '' }))).toBe(true);
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '2025-08-01' }))).toBe(true);
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '2026-04-01' }))).toBe(true);
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '2026-01-15' }))).toBe(false);
  });

  it('puts the leave and program messages on their fields', async () => {
    const errors = await errorsOf(
      valuesWith({
        importStatus: I.LEAVE_OF_ABSENCE,
        leaveOfAbsenceBegin: '2025-09-01',
        leaveOfAbsenceEnd: '2026-04-01',
      }),
    );
    expect(errors.leaveOfAbsenceEnd?.message).toBe(APPLICATION_MESSAGES.leaveWithinLimit);
    const missing = await errorsOf(valuesWith({ importStatus: I.LEAVE_OF_ABSENCE }));
    expect(missing.leaveOfAbsenceBegin?.message).toBe(VALIDATION_MESSAGES.required);
    const noProgram = await errorsOf(valuesWith({ participationTypeId: '' }));
    expect(noProgram.participationTypeId?.message).toBe(APPLICATION_MESSAGES.programNotSelected);
    expect(await errorsOf(valuesWith({ participationTypeId: ONLINE }))).toEqual({});
  });
});

describe('what the dialog collected', () => {
  it('is required for the new status before Update App sends it', async () => {
    const withdrawn = await errorsOf(valuesWith({ importStatus: I.WITHDRAWN }));
    expect(withdrawn.withdrawalDate?.message).toBe(VALIDATION_MESSAGES.required);
    expect(withdrawn.addSemesterEligibility?.message).toBe(
      APPLICATION_MESSAGES.eligibilityQuestionUnanswered,
    );
    const answered = valuesWith({
      importStatus: I.WITHDRAWN,
      withdrawalDate: '2025-10-02',
      addSemesterEligibility: ELIGIBILITY_ANSWER.NO,
    });
    expect(await errorsOf(answered)).toEqual({});
    const underReview = importRowFixture({ importStatus: I.UNDER_REVIEW });
    const denied = await errorsOf(
      valuesWith({ importStatus: I.DENIED_OTHER, importStatusOtherReason: 'short' }, underReview),
      underReview,
    );
    expect(denied.importStatusOtherReason?.message).toBe(APPLICATION_MESSAGES.reasonTooShort);
  });
});

describe('choices', () => {
  it('lists exactly the statuses the server sent, or the current one alone', () => {
    expect(importStatusChoices([I.ENROLLED, I.WITHDRAWN], I.ENROLLED)).toEqual([
      { value: I.ENROLLED, label: 'Enrolled' },
      { value: I.WITHDRAWN, label: 'Withdrawn' },
    ]);
    expect(importStatusChoices([], I.GRADUATED)).toEqual([{ value: I.GRADUATED, label: 'Graduated' }]);
  });

  it('lists the programs both schools offer', () => {
    expect(programChoices(importRowFixture())).toEqual([
      { value: ON_CAMPUS, label: 'On Campus' },
      { value: ONLINE, label: 'Online' },
    ]);
  });
});
