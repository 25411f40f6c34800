import {
  type ActiveRoles,
  type ApplicationStatus,
  aidYearLabel,
  allowedActions,
  applicationCloseAction,
  canUpdateApplication,
  exportStatusName,
  importStatusName,
  isApplyListLocked,
  listExportStatusOptions,
  type RuleContext,
  STUDENT_CATEGORIES,
  type StudentApplicationView,
} from '@exchange/domain';
import type { ApplicationRow, ApplicationSchoolRow } from './applications-repo.js';

/** Name of a student category id. */
function categoryName(id: number): string {
  return STUDENT_CATEGORIES.find((c) => c.id === id)?.categoryName ?? '';
}

/**
 * Who reads the application: their roles at its export school (none for the student) and today in the
 * programme time zone, for the export choices and actions the Export Application screen shows.
 */
export interface ApplicationReader {
  exportAccess: ActiveRoles;
  today: string;
  /**
   * The import schools whose rows the reader sees, when not all: a reader only at import schools sees
   * their own (application-reads.ts). The counts and flags still read every row.
   */
  visibleImportSchools?: ReadonlySet<number>;
  /** A TE admin who is not read-only: Close Application shows on the details (open-points 43). */
  mayClose?: boolean;
}

const NO_ROLES: ActiveRoles = { roleList: [], readOnlyList: [] };

/** The import rows the reader sees: all, or those of the given schools. */
function shownTo<T extends { importSchool: number }>(rows: T[], schools: ReadonlySet<number> | undefined) {
  return schools ? rows.filter((r) => schools.has(r.importSchool)) : rows;
}

/** An application as the student pages and the Export Application screen receive it. */
export function toApplicationView(
  row: ApplicationRow,
  schoolRows: readonly ApplicationSchoolRow[],
  reader: ApplicationReader = { exportAccess: NO_ROLES, today: '' },
): StudentApplicationView {
  const { studentId: _studentId, exportTelo, importSchoolCount, ...fields } = row;
  const mine = schoolRows.filter((s) => s.applicationId === row.id);
  const importStatuses = mine.map((s) => s.importStatus);
  // What the student-side and export-side rules read of the application (ApplicationState, ExportRow).
  const rule = {
    applicationStatus: row.applicationStatus,
    exportStatus: row.exportSchoolStatus,
    importStatuses,
  };
  const state = rule;
  const context: RuleContext<'export'> = {
    side: 'export',
    screen: 'detail',
    today: reader.today,
    access: reader.exportAccess,
  };
  return {
    ...fields,
    applicationStatus: row.applicationStatus as ApplicationStatus,
    aidyearLabel: aidYearLabel(row.aidyearName),
    exportSchoolStatusName: exportStatusName(row.exportSchoolStatus),
    studentCategoryName: categoryName(row.studentCategoryId),
    additionalImportSchools: importSchoolCount,
    exportTeloFirstName: exportTelo?.firstName ?? null,
    exportTeloLastName: exportTelo?.lastName ?? null,
    exportTeloEmail: exportTelo?.email ?? null,
    canUpdate: canUpdateApplication(state),
    applyListLocked: isApplyListLocked(state),
    exportStatusOptions: listExportStatusOptions(rule, context),
    exportActions: allowedActions(rule, context),
    closeAction: applicationCloseAction(rule, { mayClose: reader.mayClose === true }),
    studentApplicationSchool: shownTo(mine, reader.visibleImportSchools).map(
      ({ applicationId: _applicationId, importTelo, ...s }) => ({
        ...s,
        importStatusName: importStatusName(s.importStatus),
        importTeloFirstName: importTelo?.firstName ?? null,
        importTeloLastName: importTelo?.lastName ?? null,
        importTeloEmail: importTelo?.email ?? null,
      }),
    ),
  };
}
