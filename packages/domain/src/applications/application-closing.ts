/**
 * When an application closes (open-points 8). The server applies these in the transaction of the change
 * that triggers them (an export decision, the end of an aid year, a transfer enrolment) and logs them.
 */
import { EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { isLiveApplication } from '../students/application-rules.js';
import { type AidYearDates, getAidYearTiming } from './aid-year-timing.js';
import { IMPORT_ENROLLED_STATUSES, isExportDenied } from './application-statuses.js';

const I = IMPORT_STATUS;

/** Import rows that keep an application open after a denial or No Longer Eligible. */
export const KEEPS_OPEN_AFTER_EXPORT_DECISION: readonly number[] = [
  I.IMPORT_APPROVED,
  I.ENROLLED,
  I.LEAVE_OF_ABSENCE,
];
/** Import rows that keep an application open after its aid year ends. */
export const KEEPS_OPEN_AFTER_AID_YEAR: readonly number[] = [I.ENROLLED, I.LEAVE_OF_ABSENCE];

/** What the closing rule reads of an application. */
export interface ClosingRow {
  applicationStatus: string;
  exportStatus: number;
  importStatuses: readonly number[];
  aidYear: AidYearDates;
}

/** Why a live application closes now, or null when it stays open (a TE admin may also close one by hand). */
export function findClosingReason(row: ClosingRow, today: string): 'exportDecision' | 'aidYearEnded' | null {
  if (!isLiveApplication(row)) return null;
  const none = (keep: readonly number[]) => !row.importStatuses.some((s) => keep.includes(s));
  const decided = isExportDenied(row.exportStatus) || row.exportStatus === EXPORT_STATUS.NO_LONGER_ELIGIBLE;
  if (decided && none(KEEPS_OPEN_AFTER_EXPORT_DECISION)) return 'exportDecision';
  if (getAidYearTiming(row.aidYear, today) === 'past' && none(KEEPS_OPEN_AFTER_AID_YEAR))
    return 'aidYearEnded';
  return null;
}

/**
 * The old application's row at the school the student leaves, once the transfer application is enrolled
 * elsewhere: Enrolled, or on Leave of Absence from it, becomes Transferred and the old application closes.
 */
export function deriveImportStatusAfterTransferEnrolment(importStatus: number): number {
  return IMPORT_ENROLLED_STATUSES.includes(importStatus) ? I.TRANSFERRED : importStatus;
}
