import {
  type ApplicationScreen,
  type ApplicationStatus,
  activeRolesAt,
  allowedActions,
  allowedNextStatuses,
  type ImportListRow,
  type ImportRow,
  type ImportRowActions,
  importStatusName,
  listStatusOptions,
  PARTICIPATION_TYPES,
  type RuleContext,
  STUDENT_CATEGORIES,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Actor } from '../../plugins/session.js';
import type { ImportRowRecord } from './imports-repo.js';

type RuleAnswers = { statusOptions: number[]; actions: ImportRowActions };

const programNames = new Map(PARTICIPATION_TYPES.map((p) => [p.id, p.participationName]));
const categoryNames = new Map(STUDENT_CATEGORIES.map((c) => [c.id, c.categoryName]));

/** The rules' view of the user at the import school on a screen, today in the programme time zone. */
export function importContext(
  config: AppConfig,
  actor: Actor,
  schoolId: number,
  screen: ApplicationScreen,
): RuleContext<'import'> {
  return { side: 'import', screen, today: programToday(config), access: activeRolesAt(actor.user, schoolId) };
}

/** What the import rules read of a record (allowed-statuses.ts ImportRow). */
function ruleRow(r: ImportRowRecord): ImportRow {
  return {
    applicationStatus: r.applicationStatus,
    exportStatus: r.exportSchoolStatus,
    importStatus: r.importStatus,
    aidYear: { aidyear: r.aidYear, aidyearbegindate: r.aidYearBegin, aidyearenddate: r.aidYearEnd },
    studentCategoryId: r.studentCategoryId,
    leaveOfAbsenceBegin: r.leaveOfAbsenceBegin,
    leaveOfAbsenceEnd: r.leaveOfAbsenceEnd,
    commonProgramCount: r.programIds.length,
    extendEligibility: r.extendEligibility,
    academicTerm: r.academicTerm,
    unprocessedSummerTerm: r.unprocessedSummerTerm,
  };
}

/**
 * The fields of a row the rules read, as a key: rows alike in these get the same answer. The leave dates
 * count only as "a leave has dates" (the one thing the exclusions ask of them); an aid year's id stands for
 * its name and dates within one read.
 */
function ruleKey(r: ImportRowRecord): string {
  const leave = r.leaveOfAbsenceBegin || r.leaveOfAbsenceEnd ? 1 : 0;
  return [
    r.applicationStatus,
    r.exportSchoolStatus,
    r.importStatus,
    r.aidYearId,
    r.studentCategoryId,
    leave,
    r.programIds.length,
    r.extendEligibility,
    r.academicTerm,
    r.unprocessedSummerTerm,
  ].join('|');
}

/**
 * Import rows as the screens receive them: names, the exchange programs both schools offer, and the
 * status select's choices and the actions computed by the domain for the reader. A school's list has a
 * few thousand rows at most but few distinct rule inputs, so alike rows share one answer.
 */
export function toImportRows(
  records: readonly ImportRowRecord[],
  context: RuleContext<'import'>,
): ImportListRow[] {
  const answers = new Map<string, RuleAnswers>();
  return records.map((r) => {
    const key = ruleKey(r);
    let answer = answers.get(key);
    if (!answer) {
      const rule = ruleRow(r);
      const actions = allowedActions(rule, context);
      // Without the right to change the row the select offers nothing (importRowSchema: empty then).
      const statusOptions =
        actions.editStatus === 'hidden'
          ? []
          : listStatusOptions(r.importStatus, allowedNextStatuses(rule, context));
      answer = { statusOptions, actions };
      answers.set(key, answer);
    }
    // The one program both schools offer is the row's program even before a save stores it (open-points 15).
    const program = r.participationTypeId ?? (r.programIds.length === 1 ? r.programIds[0]! : null);
    // Built field by field: spreading the driver's row objects costs more than the rules.
    return {
      applicationId: r.applicationId,
      importSchool: r.importSchool,
      importSchoolName: r.importSchoolName,
      importSchoolCity: r.importSchoolCity,
      importSchoolState: r.importSchoolState,
      academicTerm: r.academicTerm,
      applicationStatus: r.applicationStatus as ApplicationStatus,
      aidYear: r.aidYear,
      aidYearId: r.aidYearId,
      studentId: r.studentId,
      studentFirstName: r.studentFirstName,
      studentLastName: r.studentLastName,
      studentCategoryId: r.studentCategoryId,
      studentCategoryName: categoryNames.get(r.studentCategoryId) ?? '',
      exportSchool: r.exportSchool,
      exportSchoolName: r.exportSchoolName,
      exportSchoolStatus: r.exportSchoolStatus,
      importStatus: r.importStatus,
      importStatusName: importStatusName(r.importStatus),
      importStatusDate: r.importStatusDate,
      importStatusOtherReason: r.importStatusOtherReason,
      importEnrolledSchool: r.importEnrolledSchool,
      participationTypeId: program,
      participationTypeName: program === null ? null : (programNames.get(program) ?? null),
      programOptions: r.programIds.map((id) => ({
        participationId: id,
        participationName: programNames.get(id) ?? '',
      })),
      leaveOfAbsenceBegin: r.leaveOfAbsenceBegin,
      leaveOfAbsenceEnd: r.leaveOfAbsenceEnd,
      withdrawalDate: r.withdrawalDate,
      lastEligibilityUsed: r.lastEligibilityUsed,
      unprocessedSummerTerm: r.unprocessedSummerTerm,
      extendEligibility: r.extendEligibility,
      eligibilityRemaining: r.eligibilityRemaining,
      additionalImportSchools: Math.max(0, r.rowCount - 1),
      modifiedBy: r.modifiedBy,
      modifiedByFirstName: r.modifiedByFirstName,
      modifiedByLastName: r.modifiedByLastName,
      version: r.version,
      statusOptions: answer.statusOptions,
      actions: answer.actions,
    };
  });
}
