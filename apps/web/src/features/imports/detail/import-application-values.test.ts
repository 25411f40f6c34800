import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  ELIGIBILITY_ANSWER,
  IMPORT_STATUS,
  type ImportListRow,
  VALIDATION_MESSAGES,
} from '@exchange/domain';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { importRowFixture, ON_CAMPUS, ONLINE } from '../../../test/import-application-fixture';
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

/** The fixture's row at this status, of an OPEN application (the list reading) unless a test says TRANSFER. */
const at = (
  importStatus: number,
  applicationStatus: ImportListRow['applicationStatus'] = APPLICATION_STATUS.OPEN,
) => importRowFixture({ importStatus, applicationStatus });

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
    expect(isImportUpdateDisabled(importApplicationFormValues(row), row)).toBe(false);
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
    expect(opensImportStatusDialog(at(I.ENROLLED), I.WITHDRAWN)).toBe(true);
    expect(opensImportStatusDialog(at(I.ENROLLED), I.GRADUATED)).toBe(true);
    expect(opensImportStatusDialog(at(I.UNDER_REVIEW), I.DENIED_OTHER)).toBe(true);
    expect(opensImportStatusDialog(at(I.ENROLLED), I.LEAVE_OF_ABSENCE)).toBe(false);
    expect(opensImportStatusDialog(at(I.UNDER_REVIEW), I.IMPORT_APPROVED)).toBe(false);
    expect(opensImportStatusDialog(at(I.DENIED_OTHER), I.DENIED_OTHER)).toBe(false);
  });

  it('takes a program where it may change or where the new status asks for one under the reading', () => {
    expect(programAccepted(at(I.ENROLLED), I.ENROLLED)).toBe(true);
    expect(programAccepted(at(I.UNDER_REVIEW), I.IMPORT_APPROVED)).toBe(true);
    expect(programAccepted(at(I.DECISION_PENDING), I.UNDER_REVIEW)).toBe(true);
    expect(programAccepted(at(I.UNDER_REVIEW), I.UNDER_REVIEW)).toBe(false);
    expect(programAccepted(at(I.ENROLLED), I.WITHDRAWN)).toBe(false);
    // A transfer asks no program for Under Review (§4, the transfer grid's reading).
    expect(programAccepted(at(I.DECISION_PENDING, APPLICATION_STATUS.TRANSFER), I.UNDER_REVIEW)).toBe(false);
  });
});

describe('Update App and the form rules', () => {
  const open = importRowFixture();
  const transfer = importRowFixture({ applicationStatus: APPLICATION_STATUS.TRANSFER });

  it('is disabled without a program for Under Review and Enrolled, and without valid leave dates', () => {
    expect(isImportUpdateDisabled(valuesWith({}), open)).toBe(false);
    expect(isImportUpdateDisabled(valuesWith({ participationTypeId: '' }), open)).toBe(true);
    expect(
      isImportUpdateDisabled(valuesWith({ importStatus: I.WITHDRAWN, participationTypeId: '' }), open),
    ).toBe(false);
    const leave = { importStatus: I.LEAVE_OF_ABSENCE, leaveOfAbsenceBegin: '2025-09-01' };
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '' }), open)).toBe(true);
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '2025-08-01' }), open)).toBe(
      true,
    );
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '2026-04-01' }), open)).toBe(
      true,
    );
    expect(isImportUpdateDisabled(valuesWith({ ...leave, leaveOfAbsenceEnd: '2026-01-15' }), open)).toBe(
      false,
    );
  });

  it('on a transfer asks a program for Approved or Enrolled, not Under Review (its reading)', async () => {
    const none = { participationTypeId: '' } as const;
    expect(isImportUpdateDisabled(valuesWith({ ...none, importStatus: I.IMPORT_APPROVED }), transfer)).toBe(
      true,
    );
    expect(isImportUpdateDisabled(valuesWith({ ...none, importStatus: I.IMPORT_APPROVED }), open)).toBe(
      false,
    );
    expect(isImportUpdateDisabled(valuesWith({ ...none, importStatus: I.UNDER_REVIEW }), transfer)).toBe(
      false,
    );
    const approved = await errorsOf(valuesWith({ ...none, importStatus: I.IMPORT_APPROVED }), transfer);
    expect(approved.participationTypeId?.message).toBe(APPLICATION_MESSAGES.programNotSelected);
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

  it('asks the eligibility question as the application reads it (after Approved on a transfer)', async () => {
    const transfer = importRowFixture({
      importStatus: I.IMPORT_APPROVED,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
    });
    const denied = { importStatus: I.DENIED_OTHER, importStatusOtherReason: 'Did not arrive' };
    const unanswered = await errorsOf(valuesWith(denied, transfer), transfer);
    expect(unanswered.addSemesterEligibility?.message).toBe(
      APPLICATION_MESSAGES.eligibilityQuestionUnanswered,
    );
    const enrolledTransfer = importRowFixture({ applicationStatus: APPLICATION_STATUS.TRANSFER });
    const withdrawn = { importStatus: I.WITHDRAWN, withdrawalDate: '2025-10-02' };
    expect(await errorsOf(valuesWith(withdrawn, enrolledTransfer), enrolledTransfer)).toEqual({});
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
