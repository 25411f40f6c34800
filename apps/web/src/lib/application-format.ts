import { APPLICATION_MESSAGES } from '@exchange/domain';

/** Who last changed a list row, as the export and import rows carry it. */
export interface ModifiedByFields {
  modifiedBy: number | null;
  modifiedByFirstName: string | null;
  modifiedByLastName: string | null;
}

/** Who last changed the row, or "No Action Taken" when nobody has (2-applications §2). */
export function formatModifiedBy(row: ModifiedByFields): string {
  const name = [row.modifiedByFirstName, row.modifiedByLastName].filter(Boolean).join(' ').trim();
  return row.modifiedBy === null || !name ? APPLICATION_MESSAGES.noActionTaken : name;
}

/** The student's name as a row's controls read it out: "Last, First". */
export function formatStudentName(row: { studentFirstName: string; studentLastName: string }): string {
  return `${row.studentLastName}, ${row.studentFirstName}`;
}
