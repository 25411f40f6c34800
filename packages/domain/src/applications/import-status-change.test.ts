import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-error.js';
import { EXPORT_STATUS, IMPORT_STATUS, IMPORT_STATUSES } from '../statuses/statuses.js';
import { checkImportStatusUpdate } from './import-status-change.js';
import { listImportTransitionTargets } from './import-transitions.js';
import { APPLICATION_MESSAGES as M } from './messages.js';
import { AFTER_AUG_15, importContext, importRow } from './test-fixtures.js';

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
      save: { participationTypeId: null, clearLeaveDates: false, addSemesterEligibility: null },
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
      save: { participationTypeId: 1, clearLeaveDates: true, addSemesterEligibility: 1 },
    });
  });
});
