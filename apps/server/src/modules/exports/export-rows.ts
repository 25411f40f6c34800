import {
  type ApplicationStatus,
  allowedActions,
  type ExportListRow,
  type ExportRowActions,
  exportStatusName,
  hasApprovedImport,
  listExportStatusOptions,
  type RuleContext,
} from '@exchange/domain';
import type { ExportRowRecord } from './exports-repo.js';

type RuleAnswers = { statusOptions: number[]; actions: ExportRowActions; approved: boolean };

/**
 * Export list rows as the screens receive them: status names, the select's choices and the actions,
 * computed by the domain. The rules read an application's status, its export status and which import
 * statuses it has (never their order or count), so rows alike in those share one answer: a school's list
 * of a few hundred rows asks the domain a few dozen times.
 */
export function toExportRows(
  records: readonly ExportRowRecord[],
  context: RuleContext<'export'>,
): ExportListRow[] {
  const answers = new Map<string, RuleAnswers>();
  return records.map((r) => {
    const rule = {
      applicationStatus: r.applicationStatus,
      exportStatus: r.exportSchoolStatus,
      importStatuses: r.importStatuses,
    };
    const held = [...new Set(r.importStatuses)].sort((p, q) => p - q);
    const key = `${r.applicationStatus}|${r.exportSchoolStatus}|${held.join(',')}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = {
        statusOptions: listExportStatusOptions(rule, context),
        actions: allowedActions(rule, context),
        approved: hasApprovedImport(r.importStatuses),
      };
      answers.set(key, answer);
    }
    // Built field by field: spreading the driver's row objects costs more than the rules (measured).
    return {
      id: r.id,
      studentId: r.studentId,
      aidyear: r.aidyear,
      aidyearName: r.aidyearName,
      applicationStatus: r.applicationStatus as ApplicationStatus,
      creationDate: r.creationDate,
      studentFirstName: r.studentFirstName,
      studentLastName: r.studentLastName,
      employeeFirstName: r.employeeFirstName,
      employeeLastName: r.employeeLastName,
      employeeId: r.employeeId,
      employeeYearOfService: r.employeeYearOfService,
      exportSchoolStatus: r.exportSchoolStatus,
      exportSchoolStatusName: exportStatusName(r.exportSchoolStatus),
      exportStatusDate: r.exportStatusDate,
      exportStatusReasonOther: r.exportStatusReasonOther,
      noLongerEligibleDate: r.noLongerEligibleDate,
      modifiedBy: r.modifiedBy,
      modifiedByFirstName: r.modifiedByFirstName,
      modifiedByLastName: r.modifiedByLastName,
      importSchoolCount: r.importStatuses.length,
      importSchoolApproved: answer.approved,
      importEnrolledSchool: r.importEnrolledSchool,
      version: r.version,
      statusOptions: answer.statusOptions,
      actions: answer.actions,
    };
  });
}
