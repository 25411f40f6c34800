import {
  type ExportSchoolOption,
  exportDeadlineStatus,
  type ImportSchoolOption,
  importDeadlineStatus,
} from '@exchange/domain';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { findAidYear } from '../reference/reference-service.js';
import { listExportSchoolRows, listImportSchoolRows } from './school-options-repo.js';

/** The aid year, or 404. */
export async function requireAidYear(db: DbOrTx, aidYearId: number) {
  const year = await findAidYear(db, aidYearId);
  if (!year) throw notFound('Aid year not found.');
  return year;
}

/** Employer options for an aid year: DISABLED without an aid-year record or past the export deadline. */
export async function listExportSchoolOptions(
  db: DbOrTx,
  aidYearId: number,
  today: string,
): Promise<ExportSchoolOption[]> {
  const rows = await listExportSchoolRows(db, aidYearId);
  return rows.map(({ recordId, exportDeadline, ...school }) => ({
    ...school,
    deadlineStatus: exportDeadlineStatus(recordId ? { exportDeadline } : null, today),
  }));
}

/**
 * Import school options for an employer and aid year: the employer and schools that opted out of
 * importing are left out; DISABLED without a record, past the import deadline or not accepting students.
 */
export async function listImportSchoolOptions(
  db: DbOrTx,
  exportSchoolId: number,
  aidYearId: number,
  today: string,
): Promise<ImportSchoolOption[]> {
  const rows = await listImportSchoolRows(db, exportSchoolId, aidYearId);
  return rows.map(({ recordId, importDeadline, acceptingNewStudents, ...school }) => ({
    ...school,
    deadlineStatus: importDeadlineStatus(
      { acceptingNewStudents },
      recordId ? { importDeadline } : null,
      today,
    ),
  }));
}
