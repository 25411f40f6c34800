import { describe, expect, it } from 'vitest';
import { EXPORT_STATUS, EXPORT_STATUSES, IMPORT_STATUS, IMPORT_STATUSES } from '../statuses/statuses.js';
import {
  deriveImportStatusAfterExportChange,
  formatImportStatusName,
  getInitialImportStatus,
  hasApprovedImport,
  hasEnrolledImport,
  isExportDenied,
  isHiddenByDefaultImportFilter,
} from './application-statuses.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

describe('status catalogues the rules build on (§4)', () => {
  it('has the six export statuses of the spec', () => {
    expect(EXPORT_STATUSES.map((s) => [s.id, s.exportStatus])).toEqual([
      [1, 'Awaiting Decision'],
      [2, 'Export Approved'],
      [3, 'Denied: Not an Employee'],
      [4, 'Denied: Min Reqs Not Met'],
      [5, 'Denied: Other'],
      [6, 'No Longer Eligible'],
    ]);
  });

  it('has the thirteen import statuses: labels of the spec, 1 and 12 as open-points 4 names them', () => {
    expect(IMPORT_STATUSES.map((s) => [s.id, s.importStatus])).toEqual([
      [1, 'Awaiting Export Decision'],
      [2, 'Import Decision Pending'],
      [3, 'Under Review'],
      [4, 'Import Approved'],
      [5, 'Enrolled'],
      [6, 'Denied: Did not apply'],
      [7, 'Denied: Did not enroll'],
      [8, 'Denied: Other'],
      [9, 'Declined'],
      [10, 'Withdrawn'],
      [11, 'Leave of Absence'],
      [12, 'Transferred'],
      [13, 'Graduated'],
    ]);
    expect([I.AWAITING_EXPORT_DECISION, I.TRANSFERRED]).toEqual([1, 12]);
  });
});

describe('status groups', () => {
  it('treats 3, 4 and 5 as export denials', () => {
    expect(Object.values(E).filter(isExportDenied)).toEqual([3, 4, 5]);
  });

  it('counts Enrolled and Leave of Absence as enrolled (open-points 3)', () => {
    expect(IMPORT_STATUSES.map((s) => s.id).filter((s) => hasEnrolledImport([s]))).toEqual([
      I.ENROLLED,
      I.LEAVE_OF_ABSENCE,
    ]);
  });

  it('counts statuses reached only after an approval as an approved import', () => {
    expect(IMPORT_STATUSES.map((s) => s.id).filter((s) => hasApprovedImport([s]))).toEqual([
      4, 5, 10, 11, 12, 13,
    ]);
  });

  it('hides Withdrawn, Transferred and Graduated under All Import Statuses (open-points 11)', () => {
    expect(IMPORT_STATUSES.map((s) => s.id).filter(isHiddenByDefaultImportFilter)).toEqual([10, 12, 13]);
  });

  it('shows Denied: Other followed by its reason', () => {
    expect(formatImportStatusName(I.DENIED_OTHER, 'Missed the deadline')).toBe(
      'Denied: Other (Missed the deadline)',
    );
    expect(formatImportStatusName(I.DENIED_OTHER, '  ')).toBe('Denied: Other');
    expect(formatImportStatusName(I.DECLINED, 'ignored')).toBe('Declined');
  });
});

describe('import rows follow the export decision (open-points 4)', () => {
  it('moves rows at Awaiting Export Decision to Decision Pending when the export is approved', () => {
    expect(deriveImportStatusAfterExportChange(I.AWAITING_EXPORT_DECISION, E.EXPORT_APPROVED)).toBe(
      I.DECISION_PENDING,
    );
    expect(deriveImportStatusAfterExportChange(I.AWAITING_EXPORT_DECISION, E.DENIED_OTHER)).toBe(
      I.AWAITING_EXPORT_DECISION,
    );
    expect(deriveImportStatusAfterExportChange(I.UNDER_REVIEW, E.EXPORT_APPROVED)).toBe(I.UNDER_REVIEW);
  });

  it('moves untouched rows back to Awaiting Export Decision when the export returns to Awaiting Decision', () => {
    expect(deriveImportStatusAfterExportChange(I.DECISION_PENDING, E.AWAITING_DECISION)).toBe(
      I.AWAITING_EXPORT_DECISION,
    );
    // A school that acted keeps its decision; a denial leaves pending rows as they are (read-only).
    expect(deriveImportStatusAfterExportChange(I.UNDER_REVIEW, E.AWAITING_DECISION)).toBe(I.UNDER_REVIEW);
    expect(deriveImportStatusAfterExportChange(I.DECISION_PENDING, E.DENIED_MIN_REQS)).toBe(
      I.DECISION_PENDING,
    );
  });

  it('starts a transfer (export already approved) at Decision Pending', () => {
    expect(getInitialImportStatus(E.EXPORT_APPROVED)).toBe(I.DECISION_PENDING);
    expect(getInitialImportStatus(E.AWAITING_DECISION)).toBe(I.AWAITING_EXPORT_DECISION);
  });
});
