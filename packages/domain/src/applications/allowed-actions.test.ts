import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-error.js';
import { ROLE } from '../roles/roles.js';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { exportContext, exportRow, importContext, importRow, rolesOf } from '../test/application-fixtures.js';
import { allowedActions, checkApplicationDelete } from './allowed-actions.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;
const SCHOOL_ADMIN = rolesOf([ROLE.ADMIN]);

describe('allowedActions, export side', () => {
  it('gives an editor status edit and Update App, and a TELO no delete', () => {
    expect(allowedActions(exportRow(), exportContext())).toEqual({
      view: 'enabled',
      editStatus: 'enabled',
      editApplication: 'enabled',
      delete: 'hidden',
    });
  });

  it('lets role 1 delete while no import row is past Decision Pending (open-points 9)', () => {
    const context = exportContext({ access: SCHOOL_ADMIN });
    const undecided = exportRow({ importStatuses: [I.AWAITING_EXPORT_DECISION, I.DECISION_PENDING] });
    expect(allowedActions(undecided, context).delete).toBe('enabled');
    expect(
      allowedActions(exportRow({ importStatuses: [I.DECISION_PENDING, I.DECLINED] }), context).delete,
    ).toBe('disabled');
    expect(
      allowedActions(undecided, exportContext({ access: rolesOf([ROLE.ADMIN], [ROLE.ADMIN]) })).delete,
    ).toBe('hidden');
  });

  it('gives read-only users only View', () => {
    expect(
      allowedActions(exportRow(), exportContext({ access: rolesOf([ROLE.EXPORT], [ROLE.EXPORT]) })),
    ).toEqual({
      view: 'enabled',
      editStatus: 'hidden',
      editApplication: 'hidden',
      delete: 'hidden',
    });
  });

  it('shows a frozen No Longer Eligible row as not editable', () => {
    expect(
      allowedActions(exportRow({ exportStatus: E.NO_LONGER_ELIGIBLE }), exportContext()).editStatus,
    ).toBe('disabled');
  });

  it('keeps the closed detail to its status choices and delete', () => {
    const context = exportContext({ screen: 'closed', access: SCHOOL_ADMIN });
    const row = exportRow({ exportStatus: E.DENIED_OTHER, importStatuses: [I.DECLINED] });
    expect(allowedActions(row, context)).toEqual({
      view: 'enabled',
      editStatus: 'enabled',
      editApplication: 'hidden',
      delete: 'disabled',
    });
  });

  it('lets a CLOSED application be deleted under the same rule as an open one (open-points 9)', () => {
    const closed = (importStatuses: number[]) =>
      exportRow({
        applicationStatus: APPLICATION_STATUS.CLOSED,
        exportStatus: E.DENIED_NOT_EMPLOYEE,
        importStatuses,
      });
    const admin = exportContext({ screen: 'closed', access: SCHOOL_ADMIN });
    const undecided = closed([I.AWAITING_EXPORT_DECISION, I.DECISION_PENDING]);
    expect(allowedActions(undecided, admin).delete).toBe('enabled');
    expect(checkApplicationDelete(undecided, admin)).toEqual({ ok: true });
    expect(checkApplicationDelete(closed([I.DECISION_PENDING, I.UNDER_REVIEW]), admin)).toEqual({
      ok: false,
      status: 409,
      message: M.deleteRefused,
    });
    expect(checkApplicationDelete(undecided, exportContext({ screen: 'closed' }))).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('answers delete with 403 without the right and 409 once a school has acted', () => {
    const admin = exportContext({ access: SCHOOL_ADMIN });
    expect(checkApplicationDelete(exportRow(), exportContext())).toEqual({
      ok: false,
      status: 403,
      message: API_MESSAGES.forbidden,
    });
    expect(checkApplicationDelete(exportRow({ importStatuses: [I.UNDER_REVIEW] }), admin)).toEqual({
      ok: false,
      status: 409,
      message: M.deleteRefused,
    });
    expect(checkApplicationDelete(exportRow(), admin)).toEqual({ ok: true });
  });
});

describe('allowedActions, import side', () => {
  const enrolled = (o: Parameters<typeof importRow>[0] = {}) => importRow({ importStatus: I.ENROLLED, ...o });

  it('gives an editor of an enrolled student every detail action', () => {
    expect(allowedActions(enrolled(), importContext({ screen: 'detail' }))).toEqual({
      view: 'enabled',
      editStatus: 'enabled',
      editProgram: 'enabled',
      editStudentClassification: 'enabled',
      extendEligibility: 'enabled',
      addSummerTerm: 'enabled',
      removeSummerTerm: 'hidden',
    });
  });

  it.each([
    [1, 6, 'disabled'],
    [1, 5, 'enabled'],
    [2, 9, 'disabled'],
    [3, 8, 'enabled'],
  ] as const)(
    'academicTerm %i with %i extensions: Extend Eligibility %s',
    (academicTerm, extendEligibility, state) => {
      expect(
        allowedActions(enrolled({ academicTerm, extendEligibility }), importContext()).extendEligibility,
      ).toBe(state);
    },
  );

  it('swaps Add for Remove Summer Term while one is unprocessed', () => {
    const actions = allowedActions(enrolled({ unprocessedSummerTerm: 1 }), importContext());
    expect([actions.addSummerTerm, actions.removeSummerTerm]).toEqual(['hidden', 'enabled']);
  });

  it('hides eligibility actions unless the student is enrolled on an OPEN application (§4)', () => {
    const rows = [
      importRow(),
      enrolled({ applicationStatus: APPLICATION_STATUS.CLOSED }),
      enrolled({ applicationStatus: APPLICATION_STATUS.TRANSFER }),
      enrolled({ applicationStatus: APPLICATION_STATUS.TRANSFER, unprocessedSummerTerm: 1 }),
    ];
    for (const row of rows) {
      const a = allowedActions(row, importContext());
      expect([a.extendEligibility, a.addSummerTerm, a.removeSummerTerm]).toEqual([
        'hidden',
        'hidden',
        'hidden',
      ]);
    }
  });

  it('makes the program editable only with more than one common program (open-points 15)', () => {
    expect(allowedActions(importRow({ commonProgramCount: 1 }), importContext()).editProgram).toBe(
      'disabled',
    );
    expect(allowedActions(importRow({ commonProgramCount: 3 }), importContext()).editProgram).toBe('enabled');
  });

  it('offers no program choice on a row that can take none (withdrawn, graduated)', () => {
    for (const importStatus of [I.WITHDRAWN, I.GRADUATED]) {
      expect(allowedActions(importRow({ importStatus }), importContext()).editProgram).toBe('disabled');
    }
    expect(allowedActions(importRow({ importStatus: I.DECISION_PENDING }), importContext()).editProgram).toBe(
      'enabled',
    );
  });

  it('follows the transfer reading on a TRANSFER application: Under Review takes no program there', () => {
    const pending = { importStatus: I.DECISION_PENDING, applicationStatus: APPLICATION_STATUS.TRANSFER };
    // From Decision Pending a transfer row can reach no status that takes a program (rules 2, 3).
    expect(allowedActions(importRow(pending), importContext()).editProgram).toBe('disabled');
    // From Under Review it can reach Import Approved, which needs one on a transfer.
    const review = { ...pending, importStatus: I.UNDER_REVIEW };
    expect(allowedActions(importRow(review), importContext()).editProgram).toBe('enabled');
  });

  it('lets Student Classification change only at Enrolled', () => {
    expect(allowedActions(importRow(), importContext()).editStudentClassification).toBe('disabled');
  });

  it('shows a read-only user View alone', () => {
    const access = rolesOf([ROLE.IMPORT], [ROLE.IMPORT]);
    expect(allowedActions(enrolled(), importContext({ access }))).toEqual({
      view: 'enabled',
      editStatus: 'hidden',
      editProgram: 'hidden',
      editStudentClassification: 'hidden',
      extendEligibility: 'hidden',
      addSummerTerm: 'hidden',
      removeSummerTerm: 'hidden',
    });
  });

  it('shows everything but View hidden on the closed screen', () => {
    const a = allowedActions(enrolled(), importContext({ screen: 'closed' }));
    expect(Object.entries(a).filter(([, s]) => s !== 'hidden')).toEqual([['view', 'enabled']]);
  });

  it('disables the edits while the export is denied (open-points 4)', () => {
    const a = allowedActions(importRow({ exportStatus: E.DENIED_NOT_EMPLOYEE }), importContext());
    expect([a.editStatus, a.editProgram]).toEqual(['disabled', 'disabled']);
  });

  it('under No Longer Eligible leaves an enrolled row its status edit (to Withdrawn) and nothing else', () => {
    const a = allowedActions(enrolled({ exportStatus: E.NO_LONGER_ELIGIBLE }), importContext());
    expect(a).toEqual({
      view: 'enabled',
      editStatus: 'enabled',
      editProgram: 'disabled',
      editStudentClassification: 'disabled',
      extendEligibility: 'hidden',
      addSummerTerm: 'hidden',
      removeSummerTerm: 'hidden',
    });
    const declined = importRow({ exportStatus: E.NO_LONGER_ELIGIBLE, importStatus: I.DECLINED });
    expect(allowedActions(declined, importContext()).editStatus).toBe('disabled');
  });
});
