import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { asksEligibilityQuestion, ELIGIBILITY_QUESTION_READINGS } from './import-status-dialog.js';
import {
  checkInlineEdit as checkUnder,
  INLINE_EDIT_READINGS,
  type InlineEditInput,
  type InlineEditReading,
  importReadingsFor,
  isProgramChange,
  isProgramRequired,
} from './inline-edit.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const I = IMPORT_STATUS;
const P1 = 1;
const P2 = 2;
const edit = (prior: [number, number | null], next: [number, number | null], programCount = 2) => ({
  prior: { importStatus: prior[0], participationTypeId: prior[1] },
  next: { importStatus: next[0], participationTypeId: next[1] },
  programCount,
});
// The list reading unless a test names the transfer grid's.
const checkInlineEdit = (input: InlineEditInput, reading: InlineEditReading = INLINE_EDIT_READINGS.list) =>
  checkUnder(input, reading);

describe('importReadingsFor: the reading follows the application', () => {
  it('reads a TRANSFER application the transfer grid way, everything else the list way', () => {
    const approved = EXPORT_STATUS.EXPORT_APPROVED;
    expect(
      importReadingsFor({ applicationStatus: APPLICATION_STATUS.TRANSFER, exportStatus: approved }),
    ).toEqual({
      inlineEdit: INLINE_EDIT_READINGS.transfer,
      eligibilityQuestion: ELIGIBILITY_QUESTION_READINGS.transfer,
    });
    for (const applicationStatus of [APPLICATION_STATUS.OPEN, APPLICATION_STATUS.CLOSED]) {
      expect(importReadingsFor({ applicationStatus, exportStatus: approved })).toEqual({
        inlineEdit: INLINE_EDIT_READINGS.list,
        eligibilityQuestion: ELIGIBILITY_QUESTION_READINGS.list,
      });
    }
  });

  it('asks the eligibility question after Enrolled on a transfer under No Longer Eligible (open-points 4)', () => {
    const readings = importReadingsFor({
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      exportStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
    });
    expect(readings.inlineEdit).toEqual(INLINE_EDIT_READINGS.transfer);
    expect(asksEligibilityQuestion(I.ENROLLED, I.WITHDRAWN, readings.eligibilityQuestion)).toBe(true);
    expect(asksEligibilityQuestion(I.LEAVE_OF_ABSENCE, I.WITHDRAWN, readings.eligibilityQuestion)).toBe(true);
  });

  it('asks a program for Under Review or Enrolled in the list, Enrolled or Approved in the transfer', () => {
    const required = (reading: InlineEditReading) =>
      [I.DECISION_PENDING, I.UNDER_REVIEW, I.IMPORT_APPROVED, I.ENROLLED, I.WITHDRAWN].filter((s) =>
        isProgramRequired(reading, s),
      );
    expect(required(INLINE_EDIT_READINGS.list)).toEqual([I.UNDER_REVIEW, I.ENROLLED]);
    expect(required(INLINE_EDIT_READINGS.transfer)).toEqual([I.IMPORT_APPROVED, I.ENROLLED]);
  });
});

describe('inline edit rules, in order (§4), list reading', () => {
  it('1. nothing changed: info, even where later rules would fail', () => {
    expect(checkInlineEdit(edit([I.UNDER_REVIEW, null], [I.UNDER_REVIEW, null]))).toEqual({
      ok: false,
      rule: 1,
      kind: 'info',
      message: 'A new import status or exchange program was not selected.',
    });
  });

  it.each([
    ['Under Review', I.UNDER_REVIEW],
    ['Enrolled', I.ENROLLED],
  ])('2. %s without an exchange program', (_name, status) => {
    expect(checkInlineEdit(edit([I.DECISION_PENDING, null], [status, null]))).toMatchObject({
      ok: false,
      rule: 2,
      message: 'An exchange program was not selected.',
    });
  });

  it('2 comes before 3 when both fail', () => {
    // Program removed at Under Review: rule 2 (no program) and rule 3 (changed while not 4/5) both fail.
    expect(checkInlineEdit(edit([I.UNDER_REVIEW, P1], [I.UNDER_REVIEW, null]))).toMatchObject({ rule: 2 });
  });

  it.each([
    ['a program-only change at Under Review', edit([I.UNDER_REVIEW, P1], [I.UNDER_REVIEW, P2])],
    ['a program chosen with a denial', edit([I.DECISION_PENDING, null], [I.DENIED_OTHER, P1])],
    [
      'a program changed on the way back to Decision Pending',
      edit([I.UNDER_REVIEW, P1], [I.DECISION_PENDING, P2]),
    ],
  ])('3. %s', (_name, input) => {
    expect(checkInlineEdit(input)).toEqual({
      ok: false,
      rule: 3,
      kind: 'invalid',
      message: 'An exchange program cannot be changed when the import status is not Enrolled or Approved.',
    });
  });

  it.each([
    ['at Enrolled', edit([I.ENROLLED, P1], [I.ENROLLED, P2])],
    ['at Import Approved', edit([I.UNDER_REVIEW, P1], [I.IMPORT_APPROVED, P2])],
    ['when choosing it on the way into Under Review', edit([I.DECISION_PENDING, null], [I.UNDER_REVIEW, P1])],
  ])('3 lets the program change %s', (_name, input) => {
    expect(checkInlineEdit(input)).toEqual({
      ok: true,
      participationTypeId: input.next.participationTypeId,
      opensDialog: false,
    });
  });

  it('4. back to Decision Pending clears the program when the row has several', () => {
    expect(checkInlineEdit(edit([I.UNDER_REVIEW, P1], [I.DECISION_PENDING, P1], 2))).toEqual({
      ok: true,
      participationTypeId: null,
      opensDialog: false,
    });
    expect(checkInlineEdit(edit([I.UNDER_REVIEW, P1], [I.DECISION_PENDING, P1], 1))).toMatchObject({
      participationTypeId: P1,
    });
  });

  it('4. the move to Decision Pending sent with the program cleared is not a program change (rule 3)', () => {
    // The grid saves rule 4's result (null); the server re-checks what the grid sent.
    const cleared = edit([I.UNDER_REVIEW, P1], [I.DECISION_PENDING, null], 2);
    expect(isProgramChange(cleared)).toBe(false);
    expect(checkInlineEdit(cleared)).toEqual({ ok: true, participationTypeId: null, opensDialog: false });
    expect(checkInlineEdit(cleared, INLINE_EDIT_READINGS.transfer)).toEqual({
      ok: true,
      participationTypeId: null,
      opensDialog: false,
    });
    const fromEnrolled = edit([I.ENROLLED, P1], [I.DECISION_PENDING, null], 2);
    expect(checkInlineEdit(fromEnrolled)).toMatchObject({ ok: true, participationTypeId: null });
  });

  it.each([
    ['with one common program', edit([I.UNDER_REVIEW, P1], [I.DECISION_PENDING, null], 1)],
    [
      'without a move (a program removed at Decision Pending)',
      edit([I.DECISION_PENDING, P1], [I.DECISION_PENDING, null], 2),
    ],
    ['to another status', edit([I.UNDER_REVIEW, P1], [I.DENIED_OTHER, null], 2)],
  ])('4. a program sent as null %s is still a change (rule 3)', (_name, input) => {
    expect(isProgramChange(input)).toBe(true);
    expect(checkInlineEdit(input)).toMatchObject({ ok: false, rule: 3 });
  });

  it.each([
    [I.DENIED_OTHER, true],
    [I.WITHDRAWN, true],
    [I.LEAVE_OF_ABSENCE, true],
    [I.GRADUATED, true],
    [I.DECISION_PENDING, false],
    [I.IMPORT_APPROVED, false],
    [I.DECLINED, false],
  ])('5. moving from Enrolled to %i opens the dialog: %s', (status, opens) => {
    expect(checkInlineEdit(edit([I.ENROLLED, P1], [status, P1]))).toMatchObject({
      ok: true,
      opensDialog: opens,
    });
  });

  it('5. a program-only change at Enrolled saves at once', () => {
    expect(checkInlineEdit(edit([I.ENROLLED, P1], [I.ENROLLED, P2]))).toMatchObject({
      ok: true,
      opensDialog: false,
    });
  });
});

describe('the transfer grid reading of rules 1-3 (TRANSFER applications)', () => {
  const transfer = INLINE_EDIT_READINGS.transfer;

  it('words rule 1 without the program', () => {
    expect(checkInlineEdit(edit([I.ENROLLED, P1], [I.ENROLLED, P1]), transfer)).toMatchObject({
      message: M.importNothingChangedTransfer,
    });
  });

  it('asks a program for Enrolled or Approved, not Under Review', () => {
    expect(checkInlineEdit(edit([I.UNDER_REVIEW, null], [I.IMPORT_APPROVED, null]), transfer)).toMatchObject({
      rule: 2,
    });
    expect(checkInlineEdit(edit([I.DECISION_PENDING, null], [I.UNDER_REVIEW, null]), transfer)).toMatchObject(
      {
        ok: true,
      },
    );
    // The list reading is the opposite for these two moves.
    expect(checkInlineEdit(edit([I.UNDER_REVIEW, null], [I.IMPORT_APPROVED, null]))).toMatchObject({
      ok: true,
    });
    expect(checkInlineEdit(edit([I.DECISION_PENDING, null], [I.UNDER_REVIEW, null]))).toMatchObject({
      rule: 2,
    });
  });

  it('3 follows the reading: a program goes with a move into Approved, not into Under Review', () => {
    expect(checkInlineEdit(edit([I.UNDER_REVIEW, null], [I.IMPORT_APPROVED, P1]), transfer)).toMatchObject({
      ok: true,
      participationTypeId: P1,
    });
    expect(checkInlineEdit(edit([I.DECISION_PENDING, null], [I.UNDER_REVIEW, P1]), transfer)).toMatchObject({
      rule: 3,
      message: M.programNotChangeable,
    });
  });
});
