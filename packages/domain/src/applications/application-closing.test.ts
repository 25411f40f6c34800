import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { AFTER_AUG_15, AY_2025, AY_2026 } from '../test/application-fixtures.js';
import { deriveImportStatusAfterTransferEnrolment, findClosingReason } from './application-closing.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;
const app = (
  exportStatus: number,
  importStatuses: number[],
  o: Partial<Parameters<typeof findClosingReason>[0]> = {},
) => ({
  applicationStatus: APPLICATION_STATUS.OPEN,
  exportStatus,
  importStatuses,
  aidYear: AY_2026,
  ...o,
});

describe('closing an application (open-points 8)', () => {
  it.each([
    [
      'a denial with no row at 4, 5 or 11',
      app(E.DENIED_NOT_EMPLOYEE, [I.DECISION_PENDING, I.DECLINED]),
      'exportDecision',
    ],
    [
      'No Longer Eligible once the student has left',
      app(E.NO_LONGER_ELIGIBLE, [I.WITHDRAWN]),
      'exportDecision',
    ],
    ['a denial with a row at Import Approved', app(E.DENIED_OTHER, [I.IMPORT_APPROVED]), null],
    ['No Longer Eligible with the student on leave', app(E.NO_LONGER_ELIGIBLE, [I.LEAVE_OF_ABSENCE]), null],
    [
      'an ended aid year with no row at 5 or 11',
      app(E.EXPORT_APPROVED, [I.IMPORT_APPROVED], { aidYear: AY_2025 }),
      'aidYearEnded',
    ],
    [
      'an ended aid year with the student enrolled',
      app(E.EXPORT_APPROVED, [I.ENROLLED], { aidYear: AY_2025 }),
      null,
    ],
    ['a running aid year, export approved', app(E.EXPORT_APPROVED, [I.UNDER_REVIEW]), null],
    [
      'an application already CLOSED',
      app(E.DENIED_OTHER, [I.DECLINED], { applicationStatus: APPLICATION_STATUS.CLOSED }),
      null,
    ],
    [
      'a TRANSFER application denied',
      app(E.DENIED_OTHER, [I.DECLINED], { applicationStatus: APPLICATION_STATUS.TRANSFER }),
      'exportDecision',
    ],
  ])('%s: %s', (_case, row, reason) => {
    expect(findClosingReason(row, AFTER_AUG_15)).toBe(reason);
  });

  it('marks the old school Transferred when the transfer is enrolled elsewhere', () => {
    expect(deriveImportStatusAfterTransferEnrolment(I.ENROLLED)).toBe(12);
    expect(deriveImportStatusAfterTransferEnrolment(I.LEAVE_OF_ABSENCE)).toBe(I.TRANSFERRED);
    expect(deriveImportStatusAfterTransferEnrolment(I.DECLINED)).toBe(I.DECLINED);
    expect(deriveImportStatusAfterTransferEnrolment(I.WITHDRAWN)).toBe(I.WITHDRAWN);
  });
});
