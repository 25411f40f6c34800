import {
  APPLICATION_MESSAGES,
  COUNTRY_US,
  formatPhone,
  formatUsDate,
  type StudentApplicationView,
  type StudentView,
} from '@exchange/domain';

// What the read-only parts of the application detail screens show, on the export and the import side
// (2-applications §2): plain text facts, kept apart from the components so the US / non-US rules are
// tested without a browser.

/** One label and its value in a read-only section; `tooltip` is a line shown on hover or focus. */
export interface Fact {
  label: string;
  value: string;
  tooltip?: string;
}

/** What a fact shows when nothing is on file. */
export const NO_VALUE = '—';

/** A YYYY-MM-DD date (or an instant) as MM/DD/YYYY (1-core §9); '—' when there is none. */
export function formatFactDate(iso: string | null | undefined): string {
  return formatUsDate(iso) || NO_VALUE;
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

/** The export school's TELO as a contact line, or "No TELO Information" (§2). */
export function exportTeloContact(
  a: Pick<StudentApplicationView, 'exportTeloFirstName' | 'exportTeloLastName' | 'exportTeloEmail'>,
): string {
  return (
    formatContact(a.exportTeloFirstName, a.exportTeloLastName, a.exportTeloEmail) ??
    APPLICATION_MESSAGES.noTeloInformation
  );
}

const text = (value: string | null) => value?.trim() || NO_VALUE;

/**
 * Student Information (§2): names, email, address with State, ZIP and ZIP+4 for the US and a Postal
 * Code elsewhere, the phone formatted (US: (614) 555-0199), the birth date and the country.
 */
export function studentFacts(student: StudentView, countryName: string | undefined): Fact[] {
  const us = student.countryId === COUNTRY_US;
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
    { label: 'Country', value: countryName ?? (us ? 'United States' : NO_VALUE) },
    { label: 'Cell Phone', value: formatPhone(student.studentCellPhone, student.countryId) || NO_VALUE },
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

/** The employer as Employee Information names it: school, city and state. */
export function employerLabel(
  a: Pick<StudentApplicationView, 'exportSchoolName' | 'city' | 'state'>,
): string {
  return [a.exportSchoolName, [a.city, a.state].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
}

/**
 * Employee Information as facts, where nothing is edited: the employer (with `employerTooltip` on it,
 * the import side's export TELO line), the employee's details and the custom fields the employer asks
 * (by their labels).
 */
export function employeeFacts(a: StudentApplicationView, employerTooltip?: string): Fact[] {
  const custom: Fact[] = [
    [a.customFieldLabel1, a.customField1],
    [a.customFieldLabel2, a.customField2],
    [a.customFieldLabel3, a.customField3],
  ]
    .filter((pair): pair is [string, string | null] => Boolean(pair[0]?.trim()))
    .map(([label, value]) => ({ label, value: text(value) }));
  const employer: Fact = { label: 'Employer', value: employerLabel(a) };
  if (employerTooltip) employer.tooltip = employerTooltip;
  return [
    employer,
    { label: 'Employee First Name', value: a.employeeFirstName },
    { label: 'Employee Last Name', value: a.employeeLastName },
    { label: 'Employee Title', value: a.employeeTitle },
    { label: 'Employee Email', value: a.employeeEmail },
    { label: 'Employee ID', value: text(a.employeeId) },
    {
      label: 'Years of Service',
      value: a.employeeYearOfService === null ? NO_VALUE : String(a.employeeYearOfService),
    },
    ...custom,
  ];
}
