import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-error.js';
import { VALIDATION_MESSAGES } from '../common/validation-messages.js';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS, IMPORT_STATUSES } from '../statuses/statuses.js';
import { STUDENT_MESSAGES } from '../students/messages.js';
import { AFTER_AUG_15, importContext, importRow, rolesOf, TELO } from '../test/application-fixtures.js';
import { checkImportStatusUpdate } from './import-status-change.js';
import { listImportTransitionTargets } from './import-transitions.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const I = IMPORT_STATUS;
const ALL_IMPORT = IMPORT_STATUSES.map((s) => s.id);
// Dialog answers every status accepts, so a refusal can only come from the table or the rules before it.
const COMPLETE = {
  importStatusOtherReason: 'Did not submit transcripts',
  withdrawalDate: '2026-09-01',
  leaveOfAbsenceBegin: '2026-10-01',
  leaveOfAbsenceEnd: '2027-03-01',
  addSemesterEligibility: 1,
};
const row = (importStatus: number, o: Parameters<typeof importRow>[0] = {}) => ({
  ...importRow({ importStatus, ...o }),
  participationTypeId: 1,
});

describe('checkImportStatusUpdate (server check of one import status save)', () => {
  it('accepts exactly the moves of the transition table, from every status to every other', () => {
    for (const from of ALL_IMPORT) {
      const allowed = listImportTransitionTargets(row(from), AFTER_AUG_15);
      for (const to of ALL_IMPORT.filter((s) => s !== from)) {
        const check = checkImportStatusUpdate(row(from), importContext(), {
          ...COMPLETE,
          importStatus: to,
          participationTypeId: 1,
        });
        expect({ from, to, ok: check.ok }).toEqual({ from, to, ok: allowed.includes(to) });
        if (!check.ok) expect(check.kind).toBe('refused');
      }
    }
  });

  it('answers an unchanged save with the rule 1 info before anything else', () => {
    const denied = row(I.UNDER_REVIEW, { exportStatus: EXPORT_STATUS.DENIED_OTHER });
    expect(
      checkImportStatusUpdate(denied, importContext(), {
        importStatus: I.UNDER_REVIEW,
        participationTypeId: 1,
      }),
    ).toEqual({
      ok: false,
      kind: 'info',
      message: M.importNothingChanged,
    });
  });

  it('refuses any change while the export is denied', () => {
    const denied = row(I.UNDER_REVIEW, { exportStatus: EXPORT_STATUS.DENIED_MIN_REQS });
    expect(
      checkImportStatusUpdate(denied, importContext(), {
        importStatus: I.IMPORT_APPROVED,
        participationTypeId: 1,
      }),
    ).toEqual({ ok: false, kind: 'refused', message: M.exportDeniedImportLocked });
  });

  it('names both statuses when a move is not in the table', () => {
    expect(
      checkImportStatusUpdate(row(I.UNDER_REVIEW), importContext(), {
        importStatus: I.GRADUATED,
        participationTypeId: 1,
      }),
    ).toEqual({
      ok: false,
      kind: 'refused',
      message: M.importTransitionRefused('Under Review', 'Graduated'),
    });
  });

  it('applies inline rules 2 and 3 after the table', () => {
    const pending = { ...row(I.DECISION_PENDING), participationTypeId: null };
    expect(
      checkImportStatusUpdate(pending, importContext(), {
        importStatus: I.UNDER_REVIEW,
        participationTypeId: null,
      }),
    ).toMatchObject({
      ok: false,
      message: M.programNotSelected,
    });
    expect(
      checkImportStatusUpdate(pending, importContext(), { importStatus: I.DECLINED, participationTypeId: 2 }),
    ).toMatchObject({
      ok: false,
      message: M.programNotChangeable,
    });
  });

  it('refuses a program change where the row does not offer one', () => {
    const single = row(I.ENROLLED, { commonProgramCount: 1 });
    const change = { importStatus: I.ENROLLED, participationTypeId: 2 };
    expect(checkImportStatusUpdate(single, importContext(), change)).toEqual({
      ok: false,
      kind: 'refused',
      message: API_MESSAGES.notAllowed,
    });
    expect(
      checkImportStatusUpdate(row(I.ENROLLED), importContext({ screen: 'closed' }), change),
    ).toMatchObject({
      ok: false,
      kind: 'refused',
    });
    expect(checkImportStatusUpdate(row(I.ENROLLED), importContext(), change)).toMatchObject({ ok: true });
  });

  it('checks the dialog fields and returns them as field errors', () => {
    expect(
      checkImportStatusUpdate(row(I.ENROLLED), importContext(), {
        importStatus: I.WITHDRAWN,
        participationTypeId: 1,
      }),
    ).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'This field is required.',
      errors: {
        withdrawalDate: 'This field is required.',
        addSemesterEligibility: M.eligibilityQuestionUnanswered,
      },
    });
  });

  it('says what to save: program cleared by rule 4, leave dates cleared, the answer only when asked', () => {
    expect(
      checkImportStatusUpdate(row(I.UNDER_REVIEW), importContext(), {
        ...COMPLETE,
        importStatus: I.DECISION_PENDING,
        participationTypeId: 1,
      }),
    ).toEqual({
      ok: true,
      save: {
        participationTypeId: null,
        clearLeaveDates: false,
        addSemesterEligibility: null,
        studentCategoryId: null,
        leaveDatesChanged: false,
      },
    });
    const onLeave = row(I.LEAVE_OF_ABSENCE, {
      leaveOfAbsenceBegin: '2026-10-01',
      leaveOfAbsenceEnd: '2027-01-31',
    });
    expect(
      checkImportStatusUpdate(onLeave, importContext(), {
        ...COMPLETE,
        importStatus: I.WITHDRAWN,
        participationTypeId: 1,
      }),
    ).toEqual({
      ok: true,
      save: {
        participationTypeId: 1,
        clearLeaveDates: true,
        addSemesterEligibility: 1,
        studentCategoryId: null,
        leaveDatesChanged: false,
      },
    });
  });
});

describe('checkImportStatusUpdate: the detail changes only the Student Classification', () => {
  const enrolled = row(I.ENROLLED, { studentCategoryId: 2 });
  const keep = { importStatus: I.ENROLLED, participationTypeId: 1 };

  it('saves a new classification while Enrolled, with nothing else changed', () => {
    expect(checkImportStatusUpdate(enrolled, importContext(), { ...keep, studentCategoryId: 3 })).toEqual({
      ok: true,
      save: {
        participationTypeId: 1,
        clearLeaveDates: false,
        addSemesterEligibility: null,
        studentCategoryId: 3,
        leaveDatesChanged: false,
      },
    });
  });

  it('answers rule 1 when the classification sent is the stored one (or none is sent)', () => {
    for (const studentCategoryId of [2, null, undefined]) {
      expect(checkImportStatusUpdate(enrolled, importContext(), { ...keep, studentCategoryId })).toEqual({
        ok: false,
        kind: 'info',
        message: M.importNothingChanged,
      });
    }
  });

  it('refuses it when the row is not Enrolled or the user is read-only', () => {
    const refusal = {
      ok: false,
      kind: 'invalid',
      message: M.studentClassificationNotEnrolled,
      errors: { studentCategoryId: M.studentClassificationNotEnrolled },
    };
    const approved = row(I.IMPORT_APPROVED, { studentCategoryId: 2 });
    const change = { importStatus: I.IMPORT_APPROVED, participationTypeId: 1, studentCategoryId: 3 };
    expect(checkImportStatusUpdate(approved, importContext(), change)).toEqual(refusal);
    const readOnly = importContext({ access: rolesOf(TELO.roleList, TELO.roleList) });
    expect(checkImportStatusUpdate(enrolled, readOnly, { ...keep, studentCategoryId: 3 })).toEqual(refusal);
  });

  it('refuses an unknown classification, and category 1 on a transfer application', () => {
    expect(
      checkImportStatusUpdate(enrolled, importContext(), { ...keep, studentCategoryId: 99 }),
    ).toMatchObject({ ok: false, errors: { studentCategoryId: VALIDATION_MESSAGES.option } });
    const transfer = { ...enrolled, applicationStatus: APPLICATION_STATUS.TRANSFER };
    expect(
      checkImportStatusUpdate(transfer, importContext(), { ...keep, studentCategoryId: 1 }),
    ).toMatchObject({ ok: false, errors: { studentCategoryId: STUDENT_MESSAGES.categoryNotForTransfer } });
  });

  it('keeps rule 2 and the export lock', () => {
    const noProgram = { ...enrolled, participationTypeId: null };
    expect(
      checkImportStatusUpdate(noProgram, importContext(), {
        importStatus: I.ENROLLED,
        participationTypeId: null,
        studentCategoryId: 3,
      }),
    ).toMatchObject({ message: M.programNotSelected, errors: { participationTypeId: M.programNotSelected } });
    const denied = { ...enrolled, exportStatus: EXPORT_STATUS.DENIED_OTHER };
    expect(checkImportStatusUpdate(denied, importContext(), { ...keep, studentCategoryId: 3 })).toEqual({
      ok: false,
      kind: 'refused',
      message: M.exportDeniedImportLocked,
    });
  });
});

describe('checkImportStatusUpdate: the detail changes only the leave dates', () => {
  const onLeave = row(I.LEAVE_OF_ABSENCE, {
    leaveOfAbsenceBegin: '2026-10-01',
    leaveOfAbsenceEnd: '2027-01-31',
  });
  const stay = (leaveOfAbsenceBegin: string | null, leaveOfAbsenceEnd: string | null) => ({
    importStatus: I.LEAVE_OF_ABSENCE,
    participationTypeId: 1,
    leaveOfAbsenceBegin,
    leaveOfAbsenceEnd,
  });

  it('saves new dates staying at Leave of Absence', () => {
    expect(checkImportStatusUpdate(onLeave, importContext(), stay('2026-10-01', '2027-03-31'))).toMatchObject(
      {
        ok: true,
        save: { leaveDatesChanged: true, clearLeaveDates: false, studentCategoryId: null },
      },
    );
  });

  it('answers rule 1 for the stored dates or none', () => {
    for (const change of [stay('2026-10-01', '2027-01-31'), stay(null, null)])
      expect(checkImportStatusUpdate(onLeave, importContext(), change)).toMatchObject({
        ok: false,
        kind: 'info',
      });
  });

  it('checks the dates: both, end after begin, within 6 months', () => {
    const errorsOf = (b: string | null, e: string | null) => {
      const check = checkImportStatusUpdate(onLeave, importContext(), stay(b, e));
      return check.ok ? undefined : check.errors;
    };
    expect(errorsOf('2026-10-01', null)).toEqual({ leaveOfAbsenceEnd: VALIDATION_MESSAGES.required });
    expect(errorsOf('2026-10-01', '2026-09-30')).toEqual({ leaveOfAbsenceEnd: M.leaveEndAfterBegin });
    expect(errorsOf('2026-10-01', '2027-04-02')).toEqual({ leaveOfAbsenceEnd: M.leaveWithinLimit });
    expect(errorsOf('2026-10-01', '2027-04-01')).toBeUndefined();
  });

  it('refuses them on a closed screen', () => {
    expect(
      checkImportStatusUpdate(onLeave, importContext({ screen: 'closed' }), stay('2026-10-01', '2027-03-31')),
    ).toEqual({ ok: false, kind: 'refused', message: API_MESSAGES.notAllowed });
  });

  it('refuses them under No Longer Eligible, where a leave may only become Withdrawn (open-points 4)', () => {
    const frozen = { ...onLeave, exportStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE };
    expect(checkImportStatusUpdate(frozen, importContext(), stay('2026-10-01', '2027-03-31'))).toEqual({
      ok: false,
      kind: 'refused',
      message: API_MESSAGES.notAllowed,
    });
  });
});
