import { describe, expect, it } from 'vitest';
import { IMPORT_STATUS, IMPORT_STATUSES } from '../statuses/statuses.js';
import {
  asksEligibilityQuestion as asksUnder,
  checkImportDialog as checkUnder,
  ELIGIBILITY_QUESTION_READINGS,
  type EligibilityQuestionReading,
  formatLastEligibilityUsed,
  getImportDialogDefaults,
  type ImportDialogInput,
} from './import-status-dialog.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const I = IMPORT_STATUS;
const ALL_IMPORT = IMPORT_STATUSES.map((s) => s.id);
const list: EligibilityQuestionReading = ELIGIBILITY_QUESTION_READINGS.list;
const transfer: EligibilityQuestionReading = ELIGIBILITY_QUESTION_READINGS.transfer;
// The list reading unless a test names the transfer grid's.
const checkImportDialog = (prior: number, next: number, input: ImportDialogInput, reading = list) =>
  checkUnder(prior, next, input, reading);
const asksEligibilityQuestion = (prior: number, next: number, reading = list) =>
  asksUnder(prior, next, reading);

describe('Update Import Status dialog (§4)', () => {
  it('Denied: Other needs a reason longer than 5 characters; Confirm is disabled until then', () => {
    for (const reason of [undefined, '', 'short']) {
      expect(checkImportDialog(I.UNDER_REVIEW, I.DENIED_OTHER, { importStatusOtherReason: reason })).toEqual({
        errors: { importStatusOtherReason: 'Reason must be greater than 5 characters' },
        confirmDisabled: true,
      });
    }
    expect(
      checkImportDialog(I.UNDER_REVIEW, I.DENIED_OTHER, { importStatusOtherReason: 'No space' }),
    ).toEqual({
      errors: {},
      confirmDisabled: false,
    });
  });

  it.each([
    ['Withdrawn', I.WITHDRAWN],
    ['Graduated', I.GRADUATED],
  ])('%s needs a date, defaulting to today', (_name, status) => {
    expect(getImportDialogDefaults(status, '2026-09-01')).toEqual({ withdrawalDate: '2026-09-01' });
    const answered = { addSemesterEligibility: 1 };
    expect(checkImportDialog(I.ENROLLED, status, answered).errors).toEqual({
      withdrawalDate: 'This field is required.',
    });
    expect(checkImportDialog(I.ENROLLED, status, { ...answered, withdrawalDate: '2026-09-01' })).toEqual({
      errors: {},
      confirmDisabled: false,
    });
  });

  it('Leave of Absence needs both dates, end after begin, within 6 months', () => {
    expect(checkImportDialog(I.ENROLLED, I.LEAVE_OF_ABSENCE, {}).confirmDisabled).toBe(true);
    expect(
      checkImportDialog(I.ENROLLED, I.LEAVE_OF_ABSENCE, {
        leaveOfAbsenceBegin: '2026-09-01',
        leaveOfAbsenceEnd: '2027-03-02',
      }).errors,
    ).toEqual({ leaveOfAbsenceEnd: M.leaveWithinLimit });
    expect(
      checkImportDialog(I.ENROLLED, I.LEAVE_OF_ABSENCE, {
        leaveOfAbsenceBegin: '2026-09-01',
        leaveOfAbsenceEnd: '2027-03-01',
      }),
    ).toEqual({ errors: {}, confirmDisabled: false });
  });

  it('has no default and no fields for other statuses', () => {
    expect(getImportDialogDefaults(I.DENIED_OTHER, '2026-09-01')).toEqual({});
    expect(checkImportDialog(I.UNDER_REVIEW, I.IMPORT_APPROVED, {})).toEqual({
      errors: {},
      confirmDisabled: false,
    });
  });

  it('shows the last eligibility used date or "None"', () => {
    expect(formatLastEligibilityUsed(null)).toBe('None');
    expect(formatLastEligibilityUsed('2026-05-15')).toBe('2026-05-15');
  });
});

describe('"Has the student used a term of eligibility?" (§4)', () => {
  const asked: readonly number[] = [I.WITHDRAWN, I.GRADUATED, I.DENIED_OTHER];

  it('the list reading asks after Enrolled or Leave of Absence', () => {
    for (const prior of ALL_IMPORT) {
      for (const next of ALL_IMPORT) {
        const expected = (prior === I.ENROLLED || prior === I.LEAVE_OF_ABSENCE) && asked.includes(next);
        expect(asksEligibilityQuestion(prior, next)).toBe(expected);
      }
    }
  });

  it('the transfer reading asks after Approved or Leave of Absence instead', () => {
    for (const prior of ALL_IMPORT) {
      for (const next of ALL_IMPORT) {
        const expected =
          (prior === I.IMPORT_APPROVED || prior === I.LEAVE_OF_ABSENCE) && asked.includes(next);
        expect(asksEligibilityQuestion(prior, next, transfer)).toBe(expected);
      }
    }
  });

  it('Confirm waits for the answer where the reading asks, and only there', () => {
    const reason = { importStatusOtherReason: 'Did not arrive' };
    const unanswered = {
      errors: { addSemesterEligibility: M.eligibilityQuestionUnanswered },
      confirmDisabled: true,
    };
    const ready = { errors: {}, confirmDisabled: false };
    expect(checkImportDialog(I.IMPORT_APPROVED, I.DENIED_OTHER, reason, transfer)).toEqual(unanswered);
    expect(checkImportDialog(I.IMPORT_APPROVED, I.DENIED_OTHER, reason, list)).toEqual(ready);
    const date = { withdrawalDate: '2026-09-01' };
    expect(checkImportDialog(I.ENROLLED, I.WITHDRAWN, date, list)).toEqual(unanswered);
    expect(checkImportDialog(I.ENROLLED, I.WITHDRAWN, date, transfer)).toEqual(ready);
  });

  it('keeps Confirm disabled until it is answered Yes (1) or No (0)', () => {
    const input = { withdrawalDate: '2026-09-01' };
    expect(checkImportDialog(I.LEAVE_OF_ABSENCE, I.WITHDRAWN, input)).toEqual({
      errors: { addSemesterEligibility: M.eligibilityQuestionUnanswered },
      confirmDisabled: true,
    });
    for (const answer of [0, 1]) {
      expect(
        checkImportDialog(I.LEAVE_OF_ABSENCE, I.WITHDRAWN, { ...input, addSemesterEligibility: answer })
          .confirmDisabled,
      ).toBe(false);
    }
    expect(
      checkImportDialog(I.LEAVE_OF_ABSENCE, I.WITHDRAWN, { ...input, addSemesterEligibility: 2 })
        .confirmDisabled,
    ).toBe(true);
    // Not asked from Under Review: no answer needed.
    expect(
      checkImportDialog(I.UNDER_REVIEW, I.DENIED_OTHER, { importStatusOtherReason: 'Missed deadline' }),
    ).toEqual({
      errors: {},
      confirmDisabled: false,
    });
  });
});
