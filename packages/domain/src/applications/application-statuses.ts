/**
 * Status groups the applications rules are written in (2-applications §4, open-points 3, 4, 11).
 * The ids and labels themselves live once in statuses/statuses.ts; this file only names the groups so
 * no rule, screen or query writes a status id.
 */
import { EXPORT_STATUS, IMPORT_STATUS, importStatusName } from '../statuses/statuses.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

/** "The Enrolled-type export status" of §4 is 2 Export Approved (open-points 3). */
export const EXPORT_ENROLLED_TYPE_STATUS = E.EXPORT_APPROVED;

/** Export denials: while the export is at one of these, import rows are read-only (open-points 4). */
export const EXPORT_DENIAL_STATUSES: readonly number[] = [
  E.DENIED_NOT_EMPLOYEE,
  E.DENIED_MIN_REQS,
  E.DENIED_OTHER,
];

/** What an export status asks for before it is saved (§4: a reason dialog, an effective-date dialog). */
export const EXPORT_STATUS_INPUT: Readonly<Partial<Record<number, 'reason' | 'date'>>> = {
  [E.DENIED_OTHER]: 'reason',
  [E.NO_LONGER_ELIGIBLE]: 'date',
};

/** "All Statuses", "All Years" and "All Import Statuses" filters are id 0 (§9). */
export const ALL_FILTER_ID = 0;

/** The export list's status filter offers these two plus All (open-points 11). */
export const EXPORT_FILTER_STATUSES: readonly number[] = [E.AWAITING_DECISION, E.EXPORT_APPROVED];

/** Left out by "All Import Statuses" but still selectable in the filter (open-points 11). */
export const IMPORT_STATUSES_HIDDEN_BY_DEFAULT: readonly number[] = [I.WITHDRAWN, I.TRANSFERRED, I.GRADUATED];

/** The denied/declined group of §4. */
export const IMPORT_DENIED_DECLINED: readonly number[] = [
  I.DENIED_DID_NOT_APPLY,
  I.DENIED_DID_NOT_ENROLL,
  I.DENIED_OTHER,
  I.DECLINED,
];

/** Terminal import statuses: no alternatives (§4, open-points 4). */
export const IMPORT_TERMINAL_STATUSES: readonly number[] = [I.WITHDRAWN, I.TRANSFERRED, I.GRADUATED];

/** Statuses that open the Update Import Status dialog before saving (§4 inline rule 5). */
export const IMPORT_DIALOG_STATUSES: readonly number[] = [
  I.DENIED_OTHER,
  I.WITHDRAWN,
  I.LEAVE_OF_ABSENCE,
  I.GRADUATED,
];

/** An import school "has enrolled the student": Enrolled or on leave (open-points 3). */
export const IMPORT_ENROLLED_STATUSES: readonly number[] = [I.ENROLLED, I.LEAVE_OF_ABSENCE];

/**
 * Statuses an import row reaches only after the school approved the student: the "approved import" of
 * the closed export detail (§4) and the closed list's "import approved" column.
 */
export const IMPORT_APPROVED_STATUSES: readonly number[] = [
  I.IMPORT_APPROVED,
  I.ENROLLED,
  I.WITHDRAWN,
  I.LEAVE_OF_ABSENCE,
  I.TRANSFERRED,
  I.GRADUATED,
];

/** Statuses before any import decision: an application may be deleted only while every row is here (open-points 9). */
export const IMPORT_UNDECIDED_STATUSES: readonly number[] = [I.AWAITING_EXPORT_DECISION, I.DECISION_PENDING];

/** True when the export school has denied the application (3, 4 or 5). */
export function isExportDenied(exportStatus: number): boolean {
  return EXPORT_DENIAL_STATUSES.includes(exportStatus);
}

/** True when some import row has the student enrolled or on leave (open-points 3). */
export function hasEnrolledImport(importStatuses: readonly number[]): boolean {
  return importStatuses.some((s) => IMPORT_ENROLLED_STATUSES.includes(s));
}

/** True when some import row shows that the import school approved the student. */
export function hasApprovedImport(importStatuses: readonly number[]): boolean {
  return importStatuses.some((s) => IMPORT_APPROVED_STATUSES.includes(s));
}

/** True when the status is left out by the "All Import Statuses" filter (open-points 11). */
export function isHiddenByDefaultImportFilter(importStatus: number): boolean {
  return IMPORT_STATUSES_HIDDEN_BY_DEFAULT.includes(importStatus);
}

/** Display name of an import status: Denied: Other is shown followed by its reason in parentheses (§4). */
export function formatImportStatusName(importStatus: number, otherReason?: string | null): string {
  const name = importStatusName(importStatus);
  const reason = otherReason?.trim();
  return importStatus === I.DENIED_OTHER && reason ? `${name} (${reason})` : name;
}

/**
 * Import status of a row when its application's export status changes (open-points 4): rows waiting at
 * Awaiting Export Decision move to Import Decision Pending once the export is approved, and back when the
 * export returns to Awaiting Decision (rows stay at 1 while the export is undecided); a row an import
 * school has acted on keeps its status.
 */
export function deriveImportStatusAfterExportChange(importStatus: number, newExportStatus: number): number {
  if (importStatus === I.AWAITING_EXPORT_DECISION && newExportStatus === EXPORT_ENROLLED_TYPE_STATUS)
    return I.DECISION_PENDING;
  if (importStatus === I.DECISION_PENDING && newExportStatus === EXPORT_STATUS.AWAITING_DECISION)
    return I.AWAITING_EXPORT_DECISION;
  return importStatus;
}

/** Import status a newly listed school starts at: Decision Pending when the export is already approved (a transfer). */
export function getInitialImportStatus(exportStatus: number): number {
  return deriveImportStatusAfterExportChange(I.AWAITING_EXPORT_DECISION, exportStatus);
}
