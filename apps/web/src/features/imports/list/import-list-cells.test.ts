import {
  EXPORT_STATUS,
  IMPORT_STATUS,
  type ImportListRow,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { describeEditLock } from './import-list-cells';

const rowAt = (exportSchoolStatus: number, importStatus: number) =>
  ({ exportSchoolStatus, importStatus }) as ImportListRow;

describe('describeEditLock (why a row offers no change)', () => {
  it('names the export denial', () => {
    expect(describeEditLock(rowAt(EXPORT_STATUS.DENIED_OTHER, IMPORT_STATUS.DECISION_PENDING))).toBe(
      M.exportDeniedImportLocked,
    );
  });

  it('names No Longer Eligible on a frozen row (open-points 4)', () => {
    expect(describeEditLock(rowAt(EXPORT_STATUS.NO_LONGER_ELIGIBLE, IMPORT_STATUS.DECLINED))).toBe(
      M.noLongerEligibleImportLocked,
    );
  });

  it('names the status of a terminal row otherwise', () => {
    expect(describeEditLock(rowAt(EXPORT_STATUS.EXPORT_APPROVED, IMPORT_STATUS.GRADUATED))).toBe(
      'No change can be made at Graduated.',
    );
  });
});
