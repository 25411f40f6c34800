import {
  APPLICATION_MESSAGES,
  formatImportStatusName,
  formatUsDate,
  IMPORT_STATUS,
  type StudentApplicationView,
  type StudentView,
} from '@exchange/domain';
import {
  exportTeloContact,
  type Fact,
  formatContact,
  formatExtensions,
  formatFactDate,
  formatTerms,
  NO_VALUE,
} from '../../../lib/application-facts';

// What the export detail screens show beyond the shared facts of lib/application-facts (2-applications
// §2): the application facts and the import schools grid.

/**
 * Application Information (§2, §3): aid year, application status (with why it closed, when a TE admin or
 * the end of its aid year closed it: open-points 43), classification, creation date, eligibility
 * remaining, extensions, FERPA consent, additional import schools and the export TELO.
 */
export function applicationFacts(a: StudentApplicationView, student: Pick<StudentView, 'ferpa'>): Fact[] {
  return [
    { label: 'Aid Year', value: a.aidyearName },
    { label: 'Application Status', value: a.applicationStatus },
    ...(a.closeReason ? [{ label: APPLICATION_MESSAGES.closeReasonFact, value: a.closeReason }] : []),
    { label: 'Student Classification', value: a.studentCategoryName || NO_VALUE },
    { label: 'TE EZ App Date', value: formatFactDate(a.creationDate) },
    {
      label: 'Eligibility Remaining',
      value: a.eligibilityRemaining === null ? NO_VALUE : formatTerms(a.eligibilityRemaining),
    },
    {
      label: 'Eligibility Extensions',
      value: formatExtensions(a.extendEligibility, a.extendEligibilityDate),
    },
    { label: 'FERPA Consent (share with parent)', value: student.ferpa === 1 ? 'Yes' : 'No' },
    { label: 'Import Schools Applied', value: String(a.additionalImportSchools) },
    { label: 'Export TELO', value: exportTeloContact(a) },
  ];
}

type ImportSchool = StudentApplicationView['studentApplicationSchool'][number];

/** One row of the import schools grid (status history of §2). */
export interface ImportSchoolRow {
  id: number;
  school: string;
  /** The import liaison line of the tooltip, or "No TELO Information". */
  liaison: string;
  status: string;
  /** YYYY-MM-DD, so the grid sorts it; shown as MM/DD/YYYY. */
  statusChanged: string;
  program: string;
  leaveBegin: string | null;
  leaveEnd: string | null;
}

/**
 * The import status as the export screens show it (§2 closed detail, §4): Denied: Other followed by its
 * reason, Withdrawn followed by its withdrawal date.
 */
export function importStatusText(s: ImportSchool): string {
  const name = formatImportStatusName(s.importStatus, s.importStatusOtherReason);
  return s.importStatus === IMPORT_STATUS.WITHDRAWN && s.withdrawalDate
    ? `${name} (${formatUsDate(s.withdrawalDate)})`
    : name;
}

/** The import schools grid's rows, newest status change first (§2). */
export function importSchoolRows(schools: readonly ImportSchool[]): ImportSchoolRow[] {
  return schools
    .map((s) => ({
      id: s.importSchool,
      school: s.importSchoolName,
      liaison:
        formatContact(s.importTeloFirstName, s.importTeloLastName, s.importTeloEmail) ??
        APPLICATION_MESSAGES.noTeloInformation,
      status: importStatusText(s),
      statusChanged: s.importStatusDate.slice(0, 10),
      program: s.participationTypeName ?? '',
      leaveBegin: s.leaveOfAbsenceBegin,
      leaveEnd: s.leaveOfAbsenceEnd,
    }))
    .sort((a, b) => b.statusChanged.localeCompare(a.statusChanged) || a.school.localeCompare(b.school));
}

/** True when some row has leave-of-absence dates: the grid then shows the leave columns. */
export function hasLeaveDates(rows: readonly ImportSchoolRow[]): boolean {
  return rows.some((r) => r.leaveBegin || r.leaveEnd);
}
