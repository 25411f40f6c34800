import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-error.js';
import { APPLICATION_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { importContext, importRow } from '../test/application-fixtures.js';
import { checkImportStatusUpdate } from './import-status-change.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const I = IMPORT_STATUS;
const { OPEN, TRANSFER } = APPLICATION_STATUS;

/** A row of an application with this status, at an import status, with a saved program (or none). */
const row = (applicationStatus: string, importStatus: number, participationTypeId: number | null = 1) => ({
  ...importRow({ applicationStatus, importStatus }),
  participationTypeId,
});

/** The server's check of one change (the transfer grid and the detail send the same body). */
const check = (
  r: ReturnType<typeof row>,
  importStatus: number,
  participationTypeId: number | null,
  extra: Record<string, unknown> = {},
) => checkImportStatusUpdate(r, importContext(), { importStatus, participationTypeId, ...extra });

describe('checkImportStatusUpdate reads the row as its application does (importReadingsFor)', () => {
  it('rule 1: the transfer wording on a TRANSFER application, the list wording on an OPEN one', () => {
    expect(check(row(TRANSFER, I.ENROLLED), I.ENROLLED, 1)).toEqual({
      ok: false,
      kind: 'info',
      message: M.importNothingChangedTransfer,
    });
    expect(check(row(OPEN, I.ENROLLED), I.ENROLLED, 1)).toEqual({
      ok: false,
      kind: 'info',
      message: M.importNothingChanged,
    });
  });

  it('rule 2: a transfer needs a program for Approved, not for Under Review; an open one the reverse', () => {
    const notSelected = {
      ok: false,
      kind: 'invalid',
      message: M.programNotSelected,
      errors: { participationTypeId: M.programNotSelected },
    };
    expect(check(row(TRANSFER, I.UNDER_REVIEW, null), I.IMPORT_APPROVED, null)).toEqual(notSelected);
    expect(check(row(TRANSFER, I.DECISION_PENDING, null), I.UNDER_REVIEW, null)).toMatchObject({ ok: true });
    expect(check(row(OPEN, I.UNDER_REVIEW, null), I.IMPORT_APPROVED, null)).toMatchObject({ ok: true });
    expect(check(row(OPEN, I.DECISION_PENDING, null), I.UNDER_REVIEW, null)).toEqual(notSelected);
  });

  it('rule 3: a program changed on the way into Under Review is refused on a transfer only', () => {
    expect(check(row(TRANSFER, I.IMPORT_APPROVED, 1), I.UNDER_REVIEW, 2)).toMatchObject({
      ok: false,
      message: M.programNotChangeable,
    });
    expect(check(row(OPEN, I.IMPORT_APPROVED, 1), I.UNDER_REVIEW, 2)).toMatchObject({ ok: true });
    // From Decision Pending a transfer row offers no program at all (allowedActions follows the reading).
    expect(check(row(TRANSFER, I.DECISION_PENDING, null), I.UNDER_REVIEW, 2)).toEqual({
      ok: false,
      kind: 'refused',
      message: API_MESSAGES.notAllowed,
    });
    expect(check(row(OPEN, I.DECISION_PENDING, null), I.UNDER_REVIEW, 2)).toMatchObject({ ok: true });
  });

  it('the eligibility question: after Approved on a transfer, after Enrolled on an open application', () => {
    const reason = { importStatusOtherReason: 'Did not arrive' };
    const unanswered = { addSemesterEligibility: M.eligibilityQuestionUnanswered };
    expect(check(row(TRANSFER, I.IMPORT_APPROVED), I.DENIED_OTHER, 1, reason)).toMatchObject({
      ok: false,
      errors: unanswered,
    });
    expect(check(row(OPEN, I.IMPORT_APPROVED), I.DENIED_OTHER, 1, reason)).toMatchObject({ ok: true });
    const date = { withdrawalDate: '2026-09-01' };
    expect(check(row(OPEN, I.ENROLLED), I.WITHDRAWN, 1, date)).toMatchObject({
      ok: false,
      errors: unanswered,
    });
    expect(check(row(TRANSFER, I.ENROLLED), I.WITHDRAWN, 1, date)).toMatchObject({ ok: true });
  });

  it('keeps the answer only where the reading asks the question', () => {
    const answered = { importStatusOtherReason: 'Did not arrive', addSemesterEligibility: 1 };
    expect(check(row(TRANSFER, I.IMPORT_APPROVED), I.DENIED_OTHER, 1, answered)).toMatchObject({
      ok: true,
      save: { addSemesterEligibility: 1 },
    });
    expect(check(row(OPEN, I.IMPORT_APPROVED), I.DENIED_OTHER, 1, answered)).toMatchObject({
      ok: true,
      save: { addSemesterEligibility: null },
    });
  });
});
