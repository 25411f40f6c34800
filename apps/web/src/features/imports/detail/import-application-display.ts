import {
  APPLICATION_MESSAGES,
  formatImportStatusName,
  IMPORT_STATUS,
  type ImportListRow,
  type StudentApplicationView,
  type StudentView,
} from '@exchange/domain';
// The shared fact formats under one name, as the export display reads the same helpers by theirs.
import * as facts from '../../../lib/application-facts';
import { showLastEligibilityUsed } from '../list/import-status-dialog-values';

// What the read-only parts of the import detail screens show (2-applications §2, §3): plain text facts
// from the application and the school's import row, tested without a browser.

/** The Employer's tooltip (§2): the export school's TELO, or "No TELO Information". */
export function employerTooltip(
  a: Pick<StudentApplicationView, 'exportTeloFirstName' | 'exportTeloLastName' | 'exportTeloEmail'>,
): string {
  const contact = facts.formatContact(a.exportTeloFirstName, a.exportTeloLastName, a.exportTeloEmail);
  return contact ? `Export TELO: ${contact}` : APPLICATION_MESSAGES.noTeloInformation;
}

/** Who last changed the row, or "No Action Taken" (§2). */
export function modifiedByText(
  row: Pick<ImportListRow, 'modifiedBy' | 'modifiedByFirstName' | 'modifiedByLastName'>,
): string {
  const name = [row.modifiedByFirstName, row.modifiedByLastName].filter((p) => p?.trim()).join(' ');
  return row.modifiedBy === null || !name ? APPLICATION_MESSAGES.noActionTaken : name;
}

/** Under the import status: when it was set and by whom ("No Action Taken" when nobody acted yet). */
export function statusChangeLine(
  row: Pick<ImportListRow, 'importStatusDate' | 'modifiedBy' | 'modifiedByFirstName' | 'modifiedByLastName'>,
): string {
  return `Status date: ${facts.formatFactDate(row.importStatusDate)} · Modified by: ${modifiedByText(row)}`;
}

/** The summer term as the detail states it: one added and not yet processed, or none. */
export function summerTermText(row: Pick<ImportListRow, 'unprocessedSummerTerm'>): string {
  return row.unprocessedSummerTerm === 1 ? 'Added, not yet processed' : 'None';
}

/**
 * Application Information of the import detail (§2, §3): the import school, aid year, application status
 * (with why it closed, when a TE admin or the end of its aid year closed it: open-points 43) and export
 * status, the creation date, and the eligibility counts (remaining, extensions, last term used,
 * summer term) with the FERPA consent.
 */
export function importApplicationFacts(
  a: StudentApplicationView,
  row: ImportListRow,
  student: Pick<StudentView, 'ferpa'>,
): facts.Fact[] {
  return [
    { label: 'Import School', value: row.importSchoolName },
    { label: 'Aid Year', value: a.aidyearName },
    { label: 'Application Status', value: a.applicationStatus },
    ...(a.closeReason ? [{ label: APPLICATION_MESSAGES.closeReasonFact, value: a.closeReason }] : []),
    { label: 'TE EZ App Date', value: facts.formatFactDate(a.creationDate) },
    { label: 'Export Status', value: a.exportSchoolStatusName },
    {
      label: 'Eligibility Remaining',
      value: row.eligibilityRemaining === null ? facts.NO_VALUE : facts.formatTerms(row.eligibilityRemaining),
    },
    {
      label: 'Eligibility Extensions',
      value: facts.formatExtensions(row.extendEligibility, a.extendEligibilityDate),
    },
    { label: 'Last Eligibility Used', value: showLastEligibilityUsed(row.lastEligibilityUsed) },
    { label: 'Summer Term', value: summerTermText(row) },
    { label: 'FERPA Consent (share with parent)', value: student.ferpa === 1 ? 'Yes' : 'No' },
  ];
}

/** The label of the row's withdrawal date: a Graduated row's date is its graduation date. */
export function endDateLabel(importStatus: number): string {
  return importStatus === IMPORT_STATUS.GRADUATED ? 'Graduation Date' : 'Withdrawal Date';
}

/**
 * The import decision of the closed detail, all read-only (§2): the import status (Denied: Other with its
 * reason), the exchange program and classification, the withdrawal or graduation date, the leave dates
 * and how many other import schools the student applied to.
 */
export function closedImportFacts(row: ImportListRow): facts.Fact[] {
  return [
    {
      label: 'Import Status',
      value: formatImportStatusName(row.importStatus, row.importStatusOtherReason),
    },
    { label: 'Import Status Date', value: facts.formatFactDate(row.importStatusDate) },
    { label: 'Exchange Program', value: row.participationTypeName || facts.NO_VALUE },
    { label: 'Student Classification', value: row.studentCategoryName || facts.NO_VALUE },
    { label: endDateLabel(row.importStatus), value: facts.formatFactDate(row.withdrawalDate) },
    { label: 'Leave of Absence Begin', value: facts.formatFactDate(row.leaveOfAbsenceBegin) },
    { label: 'Leave of Absence End', value: facts.formatFactDate(row.leaveOfAbsenceEnd) },
    { label: 'Other Import Schools Applied', value: String(row.additionalImportSchools) },
    { label: 'Modified By', value: modifiedByText(row) },
  ];
}
