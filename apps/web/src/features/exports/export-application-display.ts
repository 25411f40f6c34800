import {
  APPLICATION_MESSAGES,
  COUNTRY_US,
  formatImportStatusName,
  formatPhone,
  IMPORT_STATUS,
  type StudentApplicationView,
  type StudentView,
} from '@exchange/domain';
import { formatUsDate } from '../../lib/format-us-date';

// What the read-only parts of the export detail screens show (2-applications §2): plain text facts,
// kept apart from the components so the US / non-US rules are tested without a browser.

/** One label and its value in a read-only section. */
export interface Fact {
  label: string;
  value: string;
}

const NONE = '—';

/** A YYYY-MM-DD date (or an instant) as MM/DD/YYYY (1-core §9); '—' when there is none. */
export function formatFactDate(iso: string | null | undefined): string {
  return formatUsDate(iso) || NONE;
}

/** A person's name and email for a liaison line, or null when none is on file. */
export function formatContact(
  first: string | null,
  last: string | null,
  email: string | null,
): string | null {
  const name = [first, last].filter((part) => part?.trim()).join(' ');
  if (!name && !email) return null;
  return email ? (name ? `${name} (${email})` : email) : name;
}

/**
 * Student Information (§2): names, email, address with State, ZIP and ZIP+4 for the US and a Postal
 * Code elsewhere, the phone formatted (US: (614) 555-0199), the birth date and the country.
 */
export function studentFacts(student: StudentView, countryName: string | undefined): Fact[] {
  const us = student.countryId === COUNTRY_US;
  const text = (value: string | null) => value?.trim() || NONE;
  const place: Fact[] = us
    ? [
        { label: 'State', value: text(student.studentState) },
        { label: 'ZIP Code', value: text(student.studentZip) },
        { label: 'ZIP+4', value: text(student.studentZipFour) },
      ]
    : [{ label: 'Postal Code', value: text(student.studentZip) }];
  return [
    { label: 'First Name', value: student.studentFirstName },
    { label: 'Middle Initial', value: text(student.studentMiddleInitial) },
    { label: 'Last Name', value: student.studentLastName },
    { label: 'Email', value: student.studentEmail },
    { label: 'Address', value: text(student.studentAddress) },
    { label: 'Address Line 2', value: text(student.studentAddress2) },
    { label: 'City', value: text(student.studentCity) },
    ...place,
    { label: 'Country', value: countryName ?? (us ? 'United States' : NONE) },
    { label: 'Cell Phone', value: formatPhone(student.studentCellPhone, student.countryId) || NONE },
    { label: 'Birth Date', value: formatFactDate(student.studentBirthDate) },
  ];
}

/** A count of terms: "1 term", "8 terms". */
export function formatTerms(count: number): string {
  return `${count} term${count === 1 ? '' : 's'}`;
}

/** The eligibility extensions: how many and since when, or "None". */
export function formatExtensions(count: number, date: string | null): string {
  if (count <= 0) return 'None';
  return date ? `${formatTerms(count)} (last ${formatUsDate(date)})` : formatTerms(count);
}

/**
 * Application Information (§2, §3): aid year, application status, classification, creation date,
 * eligibility remaining, extensions, FERPA consent, additional import schools and the export TELO.
 */
export function applicationFacts(a: StudentApplicationView, student: Pick<StudentView, 'ferpa'>): Fact[] {
  return [
    { label: 'Aid Year', value: a.aidyearName },
    { label: 'Application Status', value: a.applicationStatus },
    { label: 'Student Classification', value: a.studentCategoryName || NONE },
    { label: 'TE EZ App Date', value: formatFactDate(a.creationDate) },
    {
      label: 'Eligibility Remaining',
      value: a.eligibilityRemaining === null ? NONE : formatTerms(a.eligibilityRemaining),
    },
    {
      label: 'Eligibility Extensions',
      value: formatExtensions(a.extendEligibility, a.extendEligibilityDate),
    },
    { label: 'FERPA Consent (share with parent)', value: student.ferpa === 1 ? 'Yes' : 'No' },
    { label: 'Import Schools Applied', value: String(a.additionalImportSchools) },
    {
      label: 'Export TELO',
      value:
        formatContact(a.exportTeloFirstName, a.exportTeloLastName, a.exportTeloEmail) ??
        APPLICATION_MESSAGES.noTeloInformation,
    },
  ];
}

/**
 * Employee Information as facts, for the closed detail where nothing is edited: the employer, the
 * employee's details and the custom fields the employer asks (by their labels).
 */
export function employeeFacts(a: StudentApplicationView): Fact[] {
  const text = (value: string | null) => value?.trim() || NONE;
  const custom: Fact[] = [
    [a.customFieldLabel1, a.customField1],
    [a.customFieldLabel2, a.customField2],
    [a.customFieldLabel3, a.customField3],
  ]
    .filter((pair): pair is [string, string | null] => Boolean(pair[0]?.trim()))
    .map(([label, value]) => ({ label, value: text(value) }));
  return [
    { label: 'Employer', value: employerLabel(a) },
    { label: 'Employee First Name', value: a.employeeFirstName },
    { label: 'Employee Last Name', value: a.employeeLastName },
    { label: 'Employee Title', value: a.employeeTitle },
    { label: 'Employee Email', value: a.employeeEmail },
    { label: 'Employee ID', value: text(a.employeeId) },
    {
      label: 'Years of Service',
      value: a.employeeYearOfService === null ? NONE : String(a.employeeYearOfService),
    },
    ...custom,
  ];
}

/** The employer as Employee Information names it: school, city and state. */
export function employerLabel(
  a: Pick<StudentApplicationView, 'exportSchoolName' | 'city' | 'state'>,
): string {
  return [a.exportSchoolName, [a.city, a.state].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
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
