import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS, IMPORT_STATUSES } from '../statuses/statuses.js';
import {
  AFTER_AUG_15,
  exportContext,
  exportRow,
  importContext,
  importRow,
  rolesOf,
} from '../test/application-fixtures.js';
import { allowedNextStatuses, listStatusOptions } from './allowed-statuses.js';
import { listImportTransitionTargets } from './import-transitions.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

describe('allowedNextStatuses, export side', () => {
  it('gives an editor the row-level table without the current status', () => {
    expect(allowedNextStatuses(exportRow(), exportContext())).toEqual([2, 3, 4, 5]);
    const enrolled = exportRow({ exportStatus: E.EXPORT_APPROVED, importStatuses: [I.ENROLLED] });
    expect(allowedNextStatuses(enrolled, exportContext({ screen: 'detail' }))).toEqual([
      E.NO_LONGER_ELIGIBLE,
    ]);
    expect(allowedNextStatuses(exportRow({ exportStatus: E.NO_LONGER_ELIGIBLE }), exportContext())).toEqual(
      [],
    );
  });

  it('uses the closed table on the closed screen and for CLOSED applications', () => {
    const row = exportRow({ exportStatus: E.DENIED_OTHER, importStatuses: [I.GRADUATED] });
    expect(allowedNextStatuses(row, exportContext({ screen: 'closed' }))).toEqual([E.EXPORT_APPROVED]);
    const closed = { ...row, applicationStatus: APPLICATION_STATUS.CLOSED };
    expect(allowedNextStatuses(closed, exportContext())).toEqual([E.EXPORT_APPROVED]);
    expect(allowedNextStatuses(row, exportContext())).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['the export role', rolesOf([ROLE.EXPORT]), [2, 3, 4, 5]],
    ['role 1', rolesOf([ROLE.ADMIN]), [2, 3, 4, 5]],
    ['the export role read-only', rolesOf([ROLE.EXPORT], [ROLE.EXPORT]), []],
    [
      'role 1 read-only beside a writable export role (open-points 14)',
      rolesOf([ROLE.ADMIN, ROLE.EXPORT], [ROLE.ADMIN]),
      [],
    ],
    ['only the import role', rolesOf([ROLE.IMPORT]), []],
    ['only the billing role', rolesOf([ROLE.BILLING]), []],
  ])('with %s: %j', (_case, access, next) => {
    expect(allowedNextStatuses(exportRow(), exportContext({ access }))).toEqual(next);
  });
});

describe('allowedNextStatuses, import side', () => {
  it.each(['list', 'detail', 'transfer'] as const)(
    'reads the one transition table on the %s screen',
    (screen) => {
      for (const importStatus of IMPORT_STATUSES.map((s) => s.id)) {
        const row = importRow({ importStatus });
        expect(allowedNextStatuses(row, importContext({ screen }))).toEqual(
          listImportTransitionTargets(row, AFTER_AUG_15),
        );
      }
    },
  );

  it('passes today through to the 15 August rule', () => {
    expect(allowedNextStatuses(importRow(), importContext({ today: '2026-08-14' }))).not.toContain(
      I.ENROLLED,
    );
    expect(allowedNextStatuses(importRow(), importContext({ today: '2026-08-15' }))).toContain(I.ENROLLED);
  });

  it('keeps closed screens and CLOSED applications read-only (§2)', () => {
    expect(allowedNextStatuses(importRow(), importContext({ screen: 'closed' }))).toEqual([]);
    const closed = importRow({ applicationStatus: APPLICATION_STATUS.CLOSED });
    expect(allowedNextStatuses(closed, importContext())).toEqual([]);
  });

  it.each([E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS, E.DENIED_OTHER])(
    'locks import rows while the export is denied (%i, open-points 4)',
    (exportStatus) => {
      expect(allowedNextStatuses(importRow({ exportStatus }), importContext())).toEqual([]);
    },
  );

  describe('under No Longer Eligible (open-points 4)', () => {
    const nle = (importStatus: number) => importRow({ exportStatus: E.NO_LONGER_ELIGIBLE, importStatus });

    it.each(['list', 'detail', 'transfer'] as const)(
      'lets a row at Enrolled or Leave of Absence move only to Withdrawn on the %s screen',
      (screen) => {
        expect(allowedNextStatuses(nle(I.ENROLLED), importContext({ screen }))).toEqual([I.WITHDRAWN]);
        expect(allowedNextStatuses(nle(I.LEAVE_OF_ABSENCE), importContext({ screen }))).toEqual([
          I.WITHDRAWN,
        ]);
      },
    );

    it('freezes every other row, Declined and Denied: Other included', () => {
      const frozen = IMPORT_STATUSES.map((s) => s.id).filter(
        (s) => s !== I.ENROLLED && s !== I.LEAVE_OF_ABSENCE,
      );
      for (const importStatus of frozen)
        expect([importStatus, allowedNextStatuses(nle(importStatus), importContext())]).toEqual([
          importStatus,
          [],
        ]);
      // Without No Longer Eligible, Declined may go back to Under Review.
      expect(allowedNextStatuses(importRow({ importStatus: I.DECLINED }), importContext())).toEqual([
        I.UNDER_REVIEW,
      ]);
    });

    it('still gives a read-only user and a CLOSED application nothing', () => {
      const access = rolesOf([ROLE.IMPORT], [ROLE.IMPORT]);
      expect(allowedNextStatuses(nle(I.ENROLLED), importContext({ access }))).toEqual([]);
      const closed = { ...nle(I.ENROLLED), applicationStatus: APPLICATION_STATUS.CLOSED };
      expect(allowedNextStatuses(closed, importContext())).toEqual([]);
    });
  });

  it.each([
    ['the import role', rolesOf([ROLE.IMPORT]), true],
    ['a secondary TELO', rolesOf([ROLE.SECONDARY_TELO]), true],
    ['the import role read-only', rolesOf([ROLE.IMPORT], [ROLE.IMPORT]), false],
    ['a read-only TE admin', rolesOf([ROLE.ADMIN, ROLE.REPORTS], [ROLE.ADMIN]), false],
    ['only the export role', rolesOf([ROLE.EXPORT]), false],
  ])('with %s may change: %s', (_case, access, may) => {
    expect(allowedNextStatuses(importRow(), importContext({ access })).length > 0).toBe(may);
  });
});

describe('listStatusOptions', () => {
  it('puts the current status among the allowed ones, in catalogue order', () => {
    expect(listStatusOptions(I.UNDER_REVIEW, [I.DECISION_PENDING, I.IMPORT_APPROVED])).toEqual([2, 3, 4]);
    expect(listStatusOptions(E.NO_LONGER_ELIGIBLE, [])).toEqual([6]);
  });
});
