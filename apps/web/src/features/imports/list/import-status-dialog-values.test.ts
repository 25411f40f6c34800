import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  asksQuestion,
  checkDialogForm,
  type DialogRuleRow,
  dialogDateLabel,
  dialogDefaults,
  type ImportDialogForm,
  showLastEligibilityUsed,
  toDialogValues,
} from './import-status-dialog-values';

const I = IMPORT_STATUS;
const TODAY = '2026-11-25';
const form = (over: Partial<ImportDialogForm> = {}) => ({ ...dialogDefaults(TODAY), ...over });
/** A row at this status of an OPEN application (the list reading) unless a test says TRANSFER. */
const at = (
  importStatus: number,
  applicationStatus: DialogRuleRow['applicationStatus'] = APPLICATION_STATUS.OPEN,
  exportSchoolStatus: number = EXPORT_STATUS.EXPORT_APPROVED,
): DialogRuleRow => ({ importStatus, applicationStatus, exportSchoolStatus });

describe('Update Import Status dialog values', () => {
  it('defaults the date to today and sends only what the status asks for', () => {
    expect(toDialogValues(form({ reason: 'ignored' }), I.WITHDRAWN, false)).toEqual({
      importStatusOtherReason: null,
      withdrawalDate: TODAY,
      leaveOfAbsenceBegin: null,
      leaveOfAbsenceEnd: null,
      addSemesterEligibility: null,
    });
    expect(
      toDialogValues(form({ reason: ' Left early ', eligibility: 1 }), I.DENIED_OTHER, true),
    ).toMatchObject({
      importStatusOtherReason: 'Left early',
      withdrawalDate: null,
      addSemesterEligibility: 1,
    });
    expect(
      toDialogValues(form({ leaveBegin: '2027-01-10', leaveEnd: '2027-05-01' }), I.LEAVE_OF_ABSENCE, false),
    ).toMatchObject({
      leaveOfAbsenceBegin: '2027-01-10',
      leaveOfAbsenceEnd: '2027-05-01',
      withdrawalDate: null,
    });
  });

  it('keeps Confirm disabled while the reason has 5 characters or fewer', () => {
    expect(checkDialogForm(at(I.UNDER_REVIEW), I.DENIED_OTHER, form({ reason: 'short' }))).toEqual({
      errors: { reason: M.reasonTooShort },
      confirmDisabled: true,
    });
    expect(
      checkDialogForm(at(I.UNDER_REVIEW), I.DENIED_OTHER, form({ reason: 'longer' })).confirmDisabled,
    ).toBe(false);
  });

  it('asks for both leave dates, the end after the begin and within 6 months', () => {
    const check = (leaveBegin: string, leaveEnd: string) =>
      checkDialogForm(at(I.ENROLLED), I.LEAVE_OF_ABSENCE, form({ leaveBegin, leaveEnd }));
    expect(check('', '').confirmDisabled).toBe(true);
    expect(check('2027-01-10', '2027-01-09').errors.leaveEnd).toBe(M.leaveEndAfterBegin);
    expect(check('2027-01-10', '2027-07-11').errors.leaveEnd).toBe(M.leaveWithinLimit);
    expect(check('2027-01-10', '2027-07-10')).toEqual({ errors: {}, confirmDisabled: false });
  });

  it('keeps Confirm disabled until the eligibility question is answered', () => {
    expect(checkDialogForm(at(I.ENROLLED), I.WITHDRAWN, form())).toEqual({
      errors: { eligibility: M.eligibilityQuestionUnanswered },
      confirmDisabled: true,
    });
    expect(checkDialogForm(at(I.ENROLLED), I.WITHDRAWN, form({ eligibility: 0 })).confirmDisabled).toBe(
      false,
    );
  });

  it('asks the question as the application reads it: after Approved on a transfer, Enrolled otherwise', () => {
    const transfer = (importStatus: number) => at(importStatus, APPLICATION_STATUS.TRANSFER);
    expect(asksQuestion(transfer(I.IMPORT_APPROVED), I.DENIED_OTHER)).toBe(true);
    expect(asksQuestion(at(I.IMPORT_APPROVED), I.DENIED_OTHER)).toBe(false);
    expect(asksQuestion(transfer(I.ENROLLED), I.WITHDRAWN)).toBe(false);
    expect(asksQuestion(at(I.ENROLLED), I.WITHDRAWN)).toBe(true);
    expect(asksQuestion(transfer(I.LEAVE_OF_ABSENCE), I.WITHDRAWN)).toBe(true);
    const reason = form({ reason: 'Did not arrive' });
    expect(checkDialogForm(transfer(I.IMPORT_APPROVED), I.DENIED_OTHER, reason).errors).toEqual({
      eligibility: M.eligibilityQuestionUnanswered,
    });
    expect(checkDialogForm(at(I.IMPORT_APPROVED), I.DENIED_OTHER, reason).confirmDisabled).toBe(false);
    // Under No Longer Eligible the withdrawal of an enrolled transfer student asks it too (open-points 4).
    const ended = at(I.ENROLLED, APPLICATION_STATUS.TRANSFER, EXPORT_STATUS.NO_LONGER_ELIGIBLE);
    expect(asksQuestion(ended, I.WITHDRAWN)).toBe(true);
  });

  it('names the date and shows the last eligibility used, or None', () => {
    expect(dialogDateLabel(I.GRADUATED)).toBe('Graduation Date');
    expect(dialogDateLabel(I.WITHDRAWN)).toBe('Withdrawal Date');
    expect(showLastEligibilityUsed(null)).toBe('None');
    expect(showLastEligibilityUsed('2026-05-15')).toBe('05/15/2026');
    expect(showLastEligibilityUsed('Spring 2026')).toBe('Spring 2026');
  });
});
