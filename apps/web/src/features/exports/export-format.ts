import { APPLICATION_MESSAGES, type ExportListRow } from '@exchange/domain';

/** Who last changed the application, or "No Action Taken" when nobody has (§2). */
export function formatModifiedBy(
  row: Pick<ExportListRow, 'modifiedBy' | 'modifiedByFirstName' | 'modifiedByLastName'>,
): string {
  const name = [row.modifiedByFirstName, row.modifiedByLastName].filter(Boolean).join(' ').trim();
  return row.modifiedBy === null || !name ? APPLICATION_MESSAGES.noActionTaken : name;
}

/** The student's name as rows are read out: "Last, First". */
export function formatStudentName(row: Pick<ExportListRow, 'studentFirstName' | 'studentLastName'>): string {
  return `${row.studentLastName}, ${row.studentFirstName}`;
}

/** Yes or No for a flag column (the closed list's Import Approved). */
export function formatYesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
