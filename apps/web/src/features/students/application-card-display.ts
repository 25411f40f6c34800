import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  EXPORT_STATUS_INPUT,
  formatImportStatusName,
  type StudentApplicationView,
} from '@exchange/domain';

// What a card of Application Status (1-core §2) shows beyond the answer's fields: why a closed
// application closed (open-points 43) and each school's status with the reason of its denial, as the
// staff screens and the student's decision emails word it (2-applications §4: "Denied: Other (reason)").

/** One row of the card's export-school or import-school table. */
export interface SchoolStatusRow {
  key: number;
  school: string;
  city: string;
  state: string;
  status: string;
}

/**
 * The line under a CLOSED application's title, "Close Reason: {reason}", when a TE admin gave a reason or
 * the end of the aid year closed it; null otherwise (open, or closed by a decision or a transfer, whose
 * statuses already say why).
 */
export function closeReasonLine(a: Pick<StudentApplicationView, 'applicationStatus' | 'closeReason'>) {
  const reason = a.closeReason?.trim();
  if (a.applicationStatus !== APPLICATION_STATUS.CLOSED || !reason) return null;
  return `${APPLICATION_MESSAGES.closeReasonFact}: ${reason}`;
}

/** The export status, Denied: Other followed by the employer school's reason in parentheses. */
export function exportStatusText(
  a: Pick<
    StudentApplicationView,
    'exportSchoolStatus' | 'exportSchoolStatusName' | 'exportStatusReasonOther'
  >,
): string {
  const reason = a.exportStatusReasonOther?.trim();
  return EXPORT_STATUS_INPUT[a.exportSchoolStatus] === 'reason' && reason
    ? `${a.exportSchoolStatusName} (${reason})`
    : a.exportSchoolStatusName;
}

/** The export-school table's one row. */
export function exportSchoolRow(a: StudentApplicationView): SchoolStatusRow {
  return {
    key: a.exportSchool,
    school: a.exportSchoolName,
    city: a.city,
    state: a.state,
    status: exportStatusText(a),
  };
}

/** The import-school table's rows; a Denied: Other row shows its reason ("Aid year ended", a school's). */
export function importSchoolRows(a: StudentApplicationView): SchoolStatusRow[] {
  return a.studentApplicationSchool.map((s) => ({
    key: s.importSchool,
    school: s.importSchoolName,
    city: s.city,
    state: s.state,
    status: formatImportStatusName(s.importStatus, s.importStatusOtherReason),
  }));
}
