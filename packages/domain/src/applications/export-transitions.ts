/**
 * Export status choices as tables (2-applications §4 "Export status changes, row level" and the
 * closed-application detail; open-points 3). A status's choices include itself: the select shows it,
 * and choosing it again is "A new export status was not selected.", never a change.
 */
import { EXPORT_STATUS } from '../statuses/statuses.js';
import { EXPORT_ENROLLED_TYPE_STATUS, hasApprovedImport, hasEnrolledImport } from './application-statuses.js';

const E = EXPORT_STATUS;

/** "Every status except No Longer Eligible". */
const ALL_BUT_NO_LONGER_ELIGIBLE: readonly number[] = [
  E.AWAITING_DECISION,
  E.EXPORT_APPROVED,
  E.DENIED_NOT_EMPLOYEE,
  E.DENIED_MIN_REQS,
  E.DENIED_OTHER,
];

/** What the export rules read of an application. */
export interface ExportRuleRow {
  exportStatus: number;
  /** The import status of every import-school row of the application. */
  importStatuses: readonly number[];
}

/**
 * Row-level choices by current export status (§4). `whenImportEnrolled` replaces `choices` when an
 * import school has the student enrolled or on leave (open-points 3).
 */
export const EXPORT_ROW_CHOICES: Readonly<
  Record<number, { choices: readonly number[]; whenImportEnrolled?: readonly number[] }>
> = {
  [E.AWAITING_DECISION]: { choices: ALL_BUT_NO_LONGER_ELIGIBLE },
  [E.EXPORT_APPROVED]: {
    choices: ALL_BUT_NO_LONGER_ELIGIBLE,
    whenImportEnrolled: [EXPORT_ENROLLED_TYPE_STATUS, E.NO_LONGER_ELIGIBLE],
  },
  [E.DENIED_NOT_EMPLOYEE]: { choices: ALL_BUT_NO_LONGER_ELIGIBLE },
  [E.DENIED_MIN_REQS]: { choices: ALL_BUT_NO_LONGER_ELIGIBLE },
  [E.DENIED_OTHER]: { choices: ALL_BUT_NO_LONGER_ELIGIBLE },
  // Frozen: "only that remains; status 6 cannot be saved from the row, only cancelled" (open-points 3).
  [E.NO_LONGER_ELIGIBLE]: { choices: [E.NO_LONGER_ELIGIBLE] },
};

/**
 * Closed-application detail choices (§4): with an approved import the Enrolled-type status, No Longer
 * Eligible and the current one; once No Longer Eligible only that; otherwise all but No Longer Eligible.
 */
export const EXPORT_CLOSED_CHOICES = {
  noLongerEligible: [E.NO_LONGER_ELIGIBLE],
  withApprovedImport: [EXPORT_ENROLLED_TYPE_STATUS, E.NO_LONGER_ELIGIBLE],
  otherwise: ALL_BUT_NO_LONGER_ELIGIBLE,
} as const satisfies Record<string, readonly number[]>;

/**
 * open-points 3, over every table: No Longer Eligible is chosen only from Export Approved with an import
 * row Enrolled or on leave (or kept when it is already the status).
 */
export function isNoLongerEligibleOffered(row: ExportRuleRow): boolean {
  if (row.exportStatus === E.NO_LONGER_ELIGIBLE) return true;
  return row.exportStatus === EXPORT_ENROLLED_TYPE_STATUS && hasEnrolledImport(row.importStatuses);
}

function withCurrent(row: ExportRuleRow, choices: readonly number[]): number[] {
  const all = new Set([...choices, row.exportStatus]);
  return [...all]
    .filter((s) => s !== E.NO_LONGER_ELIGIBLE || isNoLongerEligibleOffered(row))
    .sort((a, b) => a - b);
}

/** The export status select's options on the list row and the open detail, current status included. */
export function listExportRowChoices(row: ExportRuleRow): number[] {
  const entry = EXPORT_ROW_CHOICES[row.exportStatus];
  if (!entry) return [];
  const choices =
    entry.whenImportEnrolled && hasEnrolledImport(row.importStatuses)
      ? entry.whenImportEnrolled
      : entry.choices;
  return withCurrent(row, choices);
}

/** The export status options on the closed-application detail, current status included. */
export function listExportClosedChoices(row: ExportRuleRow): number[] {
  if (!(row.exportStatus in EXPORT_ROW_CHOICES)) return [];
  if (row.exportStatus === E.NO_LONGER_ELIGIBLE) return [...EXPORT_CLOSED_CHOICES.noLongerEligible];
  const choices = hasApprovedImport(row.importStatuses)
    ? EXPORT_CLOSED_CHOICES.withApprovedImport
    : EXPORT_CLOSED_CHOICES.otherwise;
  return withCurrent(row, choices);
}
