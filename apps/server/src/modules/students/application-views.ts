import {
  type ApplicationStatus,
  aidYearLabel,
  canUpdateApplication,
  exportStatusName,
  importStatusName,
  isApplyListLocked,
  STUDENT_CATEGORIES,
  type StudentApplicationView,
} from '@exchange/domain';
import type { ApplicationRow, ApplicationSchoolRow } from './applications-repo.js';

/** Name of a student category id. */
function categoryName(id: number): string {
  return STUDENT_CATEGORIES.find((c) => c.id === id)?.categoryName ?? '';
}

/** An application as the student pages receive it: names of statuses and what the student may do. */
export function toApplicationView(
  row: ApplicationRow,
  schoolRows: readonly ApplicationSchoolRow[],
): StudentApplicationView {
  const { studentId: _studentId, ...fields } = row;
  const mine = schoolRows.filter((s) => s.applicationId === row.id);
  const state = { applicationStatus: row.applicationStatus, importStatuses: mine.map((s) => s.importStatus) };
  return {
    ...fields,
    applicationStatus: row.applicationStatus as ApplicationStatus,
    aidyearLabel: aidYearLabel(row.aidyearName),
    exportSchoolStatusName: exportStatusName(row.exportSchoolStatus),
    studentCategoryName: categoryName(row.studentCategoryId),
    canUpdate: canUpdateApplication(state),
    applyListLocked: isApplyListLocked(state),
    studentApplicationSchool: mine.map(({ applicationId: _applicationId, ...s }) => ({
      ...s,
      importStatusName: importStatusName(s.importStatus),
    })),
  };
}
