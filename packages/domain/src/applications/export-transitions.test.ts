import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { exportContext, exportRow } from '../test/application-fixtures.js';
import { checkExportStatusChange } from './export-status-change.js';
import { listExportClosedChoices, listExportRowChoices } from './export-transitions.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const context = exportContext();

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;
const ALL_EXPORT = Object.values(E);
const ALL_BUT_NLE = [
  E.AWAITING_DECISION,
  E.EXPORT_APPROVED,
  E.DENIED_NOT_EMPLOYEE,
  E.DENIED_MIN_REQS,
  E.DENIED_OTHER,
];
// Inputs every dialog status accepts, so a refusal below can only come from the table.
const DIALOG_INPUT = { exportStatusOtherReason: 'Left the employer', noLongerEligibleDate: '2026-09-01' };

// §4 "Export status changes, row level" with open-points 3 (Enrolled-type = 2; "enrolled" = row at 5 or 11).
const ROW_LEVEL: [string, number, number[], number[]][] = [
  ['initial status', E.AWAITING_DECISION, [I.AWAITING_EXPORT_DECISION], ALL_BUT_NLE],
  [
    'Enrolled-type, an import school enrolled the student',
    E.EXPORT_APPROVED,
    [I.ENROLLED, I.DECLINED],
    [E.EXPORT_APPROVED, E.NO_LONGER_ELIGIBLE],
  ],
  [
    'Enrolled-type, the student on leave at an import school',
    E.EXPORT_APPROVED,
    [I.LEAVE_OF_ABSENCE],
    [E.EXPORT_APPROVED, E.NO_LONGER_ELIGIBLE],
  ],
  [
    'Enrolled-type, nobody enrolled (approved only)',
    E.EXPORT_APPROVED,
    [I.IMPORT_APPROVED, I.UNDER_REVIEW],
    ALL_BUT_NLE,
  ],
  ['Enrolled-type, nobody enrolled (graduated)', E.EXPORT_APPROVED, [I.GRADUATED], ALL_BUT_NLE],
  ['Denied: Not an Employee', E.DENIED_NOT_EMPLOYEE, [I.DECISION_PENDING], ALL_BUT_NLE],
  ['Denied: Min Reqs Not Met', E.DENIED_MIN_REQS, [I.DECISION_PENDING], ALL_BUT_NLE],
  ['Denied: Other', E.DENIED_OTHER, [I.DECISION_PENDING], ALL_BUT_NLE],
  ['No Longer Eligible (frozen)', E.NO_LONGER_ELIGIBLE, [I.ENROLLED], [E.NO_LONGER_ELIGIBLE]],
];

describe('export status changes, row level (§4)', () => {
  it.each(ROW_LEVEL)('%s offers exactly the spec choices', (_case, exportStatus, importStatuses, choices) => {
    expect(listExportRowChoices({ exportStatus, importStatuses })).toEqual(choices);
  });

  it.each(ROW_LEVEL)(
    '%s: every other status is refused on save',
    (_case, exportStatus, importStatuses, choices) => {
      const row = exportRow({ exportStatus, importStatuses });
      for (const next of ALL_EXPORT) {
        const check = checkExportStatusChange(row, context, next, DIALOG_INPUT);
        if (next === exportStatus)
          expect(check).toEqual({ ok: false, kind: 'info', message: M.exportStatusNotSelected });
        else if (choices.includes(next)) expect(check).toEqual({ ok: true });
        else expect(check).toMatchObject({ ok: false, kind: 'refused' });
      }
    },
  );

  it('asks a reason of more than 5 characters for Denied: Other', () => {
    const row = exportRow();
    for (const reason of [null, '', 'abcde', '  abcde  ']) {
      expect(
        checkExportStatusChange(row, context, E.DENIED_OTHER, { exportStatusOtherReason: reason }),
      ).toMatchObject({
        ok: false,
        kind: 'invalid',
        errors: { exportStatusOtherReason: M.reasonTooShort },
      });
    }
    expect(
      checkExportStatusChange(row, context, E.DENIED_OTHER, { exportStatusOtherReason: 'abcdef' }),
    ).toEqual({
      ok: true,
    });
  });

  it('asks an effective date for No Longer Eligible', () => {
    const row = exportRow({ exportStatus: E.EXPORT_APPROVED, importStatuses: [I.ENROLLED] });
    expect(checkExportStatusChange(row, context, E.NO_LONGER_ELIGIBLE, {})).toMatchObject({
      ok: false,
      errors: { noLongerEligibleDate: 'This field is required.' },
    });
    expect(
      checkExportStatusChange(row, context, E.NO_LONGER_ELIGIBLE, { noLongerEligibleDate: '2026-02-30' }),
    ).toMatchObject({
      ok: false,
      errors: { noLongerEligibleDate: 'Enter a valid date.' },
    });
    expect(
      checkExportStatusChange(row, context, E.NO_LONGER_ELIGIBLE, { noLongerEligibleDate: '2026-02-28' }),
    ).toEqual({
      ok: true,
    });
  });

  it('saves the other statuses without dialog fields', () => {
    const row = exportRow();
    for (const next of [E.EXPORT_APPROVED, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS]) {
      expect(checkExportStatusChange(row, context, next, {})).toEqual({ ok: true });
    }
  });
});

// §4 closed-application detail, with the open-points 3 guard on No Longer Eligible.
const CLOSED: [string, number, number[], number[]][] = [
  [
    'approved import, enrolled, at Export Approved',
    E.EXPORT_APPROVED,
    [I.ENROLLED],
    [E.EXPORT_APPROVED, E.NO_LONGER_ELIGIBLE],
  ],
  [
    'approved import not enrolled: NLE needs an enrolled row',
    E.EXPORT_APPROVED,
    [I.IMPORT_APPROVED],
    [E.EXPORT_APPROVED],
  ],
  [
    'approved import (graduated) at a denial: Enrolled-type and current',
    E.DENIED_OTHER,
    [I.GRADUATED],
    [E.EXPORT_APPROVED, E.DENIED_OTHER],
  ],
  [
    'approved import (withdrawn) awaiting decision',
    E.AWAITING_DECISION,
    [I.WITHDRAWN],
    [E.AWAITING_DECISION, E.EXPORT_APPROVED],
  ],
  ['already No Longer Eligible', E.NO_LONGER_ELIGIBLE, [I.ENROLLED], [E.NO_LONGER_ELIGIBLE]],
  [
    'already No Longer Eligible, nothing approved',
    E.NO_LONGER_ELIGIBLE,
    [I.DECLINED],
    [E.NO_LONGER_ELIGIBLE],
  ],
  ['no approved import', E.DENIED_NOT_EMPLOYEE, [I.DECISION_PENDING, I.DECLINED], ALL_BUT_NLE],
];

describe('closed export detail choices (§4)', () => {
  it.each(CLOSED)('%s', (_case, exportStatus, importStatuses, choices) => {
    expect(listExportClosedChoices({ exportStatus, importStatuses })).toEqual(choices);
  });

  it('is the table a save of a CLOSED application is checked against', () => {
    const row = exportRow({ exportStatus: E.DENIED_OTHER, importStatuses: [I.GRADUATED] });
    const closed = { ...row, applicationStatus: APPLICATION_STATUS.CLOSED };
    expect(checkExportStatusChange(closed, context, E.DENIED_MIN_REQS, {})).toMatchObject({
      kind: 'refused',
    });
    expect(checkExportStatusChange(row, context, E.DENIED_MIN_REQS, {})).toEqual({ ok: true });
    expect(checkExportStatusChange(closed, context, E.EXPORT_APPROVED, {})).toEqual({ ok: true });
  });

  it('offers nothing for an unknown status', () => {
    expect(listExportClosedChoices({ exportStatus: 99, importStatuses: [] })).toEqual([]);
    expect(listExportRowChoices({ exportStatus: 99, importStatuses: [] })).toEqual([]);
  });
});
