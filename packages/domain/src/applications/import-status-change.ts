/**
 * The server's check of one import status update (PUT api/import/appid/{id}/importschool/{schoolId}):
 * the inline-edit rules, the transition table and the dialog's fields, in that order, with what to save
 * (2-applications §4; open-points 2, 4, 5). The grids and the detail run the same pieces before sending.
 */
import { API_MESSAGES } from '../common/api-error.js';
import { VALIDATION_MESSAGES } from '../common/validation-messages.js';
import { STUDENT_CATEGORIES } from '../reference/reference.js';
import { IMPORT_STATUS, importStatusName } from '../statuses/statuses.js';
import {
  isCategoryAllowed,
  isLiveApplication,
  type NewApplicationType,
} from '../students/application-rules.js';
import { STUDENT_MESSAGES } from '../students/messages.js';
import { allowedActions } from './allowed-actions.js';
import { allowedNextStatuses, type ImportRow, isClosedRow, type RuleContext } from './allowed-statuses.js';
import { canEditApplications } from './application-access.js';
import { isExportDenied } from './application-statuses.js';
import type { ChangeCheck } from './export-status-change.js';
import { shouldClearLeaveDates } from './import-detail.js';
import {
  asksEligibilityQuestion,
  checkImportDialog,
  IMPORT_DIALOG_FIELDS,
  type ImportDialogInput,
} from './import-status-dialog.js';
import { checkInlineEdit, importReadingsFor, isProgramChange, isProgramRequired } from './inline-edit.js';
import { checkLeaveDates } from './leave-of-absence.js';
import { APPLICATION_MESSAGES as M } from './messages.js';
import { isNoLongerEligible } from './no-longer-eligible.js';

/**
 * An import status update as the client sends it (dates of "today" are set by the server, open-points 2).
 * `studentCategoryId` is the detail's Student Classification: null (or the stored one) leaves it as it is.
 */
export interface ImportStatusChange extends ImportDialogInput {
  importStatus: number;
  participationTypeId: number | null;
  studentCategoryId?: number | null;
}

/** What to store after a passing check: the rules may clear the program, the leave dates or the answer. */
export interface ImportStatusSave {
  participationTypeId: number | null;
  clearLeaveDates: boolean;
  addSemesterEligibility: number | null;
  /** The new Student Classification, or null to leave it as it is. */
  studentCategoryId: number | null;
  /** True when the row stays at Leave of Absence with new leave dates (the detail's leave fields). */
  leaveDatesChanged: boolean;
}

/** The outcome of an import status check: what stops it, or what to save. */
export type ImportStatusCheck = Exclude<ChangeCheck, { ok: true }> | { ok: true; save: ImportStatusSave };

type Refusal = Exclude<ImportStatusCheck, { ok: true }>;
type CheckedRow = ImportRow & { participationTypeId: number | null };

const refused = (message: string): Refusal => ({ ok: false, kind: 'refused', message });
const invalid = (errors: Record<string, string>): Refusal | null => {
  const [first] = Object.values(errors);
  return first ? { ok: false, kind: 'invalid', message: first, errors } : null;
};

/** Rule 2's refusal, on the field the detail shows it under (the grid shows its message). */
const PROGRAM_NOT_SELECTED = { participationTypeId: M.programNotSelected };

/** True when the change names a Student Classification other than the stored one. */
function isCategoryChange(row: CheckedRow, change: ImportStatusChange): boolean {
  return (change.studentCategoryId ?? null) !== null && change.studentCategoryId !== row.studentCategoryId;
}

/** True when a row staying at Leave of Absence is sent leave dates other than the stored ones. */
function isLeaveDatesChange(row: CheckedRow, change: ImportStatusChange): boolean {
  const onLeave =
    row.importStatus === IMPORT_STATUS.LEAVE_OF_ABSENCE &&
    change.importStatus === IMPORT_STATUS.LEAVE_OF_ABSENCE;
  const begin = change.leaveOfAbsenceBegin ?? null;
  const end = change.leaveOfAbsenceEnd ?? null;
  if (!onLeave || (begin === null && end === null)) return false;
  return begin !== row.leaveOfAbsenceBegin || end !== row.leaveOfAbsenceEnd;
}

/**
 * The Student Classification check (the detail, §2): only while Enrolled and not read-only, one of the
 * catalogue's classifications, and never category 1 on a transfer application.
 */
function checkCategory(row: CheckedRow, context: RuleContext<'import'>, categoryId: number): Refusal | null {
  if (allowedActions(row, context).editStudentClassification !== 'enabled')
    return invalid({ studentCategoryId: M.studentClassificationNotEnrolled });
  const known = STUDENT_CATEGORIES.some((c) => c.id === categoryId);
  // editStudentClassification is enabled only on a live (OPEN or TRANSFER) application.
  const type = row.applicationStatus as NewApplicationType;
  if (known && isLiveApplication(row) && isCategoryAllowed(type, categoryId)) return null;
  const message = known ? STUDENT_MESSAGES.categoryNotForTransfer : VALIDATION_MESSAGES.option;
  return invalid({ studentCategoryId: message });
}

/**
 * Checks an import status update for a row whose saved program is `participationTypeId`. Besides a new
 * status or program, the detail may change only the Student Classification (while Enrolled) or only the
 * leave dates (staying at Leave of Absence); rule 1's info answers a save that changes nothing at all.
 * The inline rules and the eligibility question are read as the row's application reads them
 * (importReadingsFor: the transfer grid's reading on a TRANSFER application), like the grids and detail.
 */
export function checkImportStatusUpdate(
  row: CheckedRow,
  context: RuleContext<'import'>,
  change: ImportStatusChange,
): ImportStatusCheck {
  const prior = { importStatus: row.importStatus, participationTypeId: row.participationTypeId };
  const next = { importStatus: change.importStatus, participationTypeId: change.participationTypeId };
  const readings = importReadingsFor(row);
  const edit = { prior, next, programCount: row.commonProgramCount };
  const inline = checkInlineEdit(edit, readings.inlineEdit);
  const categoryChanged = isCategoryChange(row, change);
  const leaveDatesChanged = isLeaveDatesChange(row, change);
  const detailOnly = !inline.ok && inline.rule === 1;
  // Rule 1 comes first so an unchanged save is the spec's info, not a refusal.
  if (detailOnly && !categoryChanged && !leaveDatesChanged)
    return { ok: false, kind: inline.kind, message: inline.message };
  if (isExportDenied(row.exportStatus)) return refused(M.exportDeniedImportLocked);
  const statusChanged = next.importStatus !== prior.importStatus;
  if (statusChanged && !allowedNextStatuses(row, context).includes(next.importStatus)) {
    const from = importStatusName(prior.importStatus);
    return refused(M.importTransitionRefused(from, importStatusName(next.importStatus)));
  }
  // The program is the user's to change only where the row offers it (open-points 15: one common
  // program is filled in and read-only).
  // Rule 4's clearing (a move to Decision Pending with several programs) is not a program change.
  if (isProgramChange(edit) && allowedActions(row, context).editProgram !== 'enabled') {
    return refused(API_MESSAGES.notAllowed);
  }
  // Rule 2 is about the exchange program: the detail shows it under that field.
  if (!inline.ok && !detailOnly && inline.rule === 2) return invalid(PROGRAM_NOT_SELECTED)!;
  if (!inline.ok && !detailOnly) return { ok: false, kind: inline.kind, message: inline.message };
  // Rule 2 still holds when only the detail's other fields change.
  if (
    detailOnly &&
    isProgramRequired(readings.inlineEdit, next.importStatus) &&
    next.participationTypeId === null
  )
    return invalid(PROGRAM_NOT_SELECTED)!;
  if (categoryChanged) {
    const stop = checkCategory(row, context, change.studentCategoryId!);
    if (stop) return stop;
  }
  if (leaveDatesChanged) {
    // Closed screens and read-only users change nothing (§2, open-points 14); under No Longer Eligible a
    // leave's only change is Withdrawn (open-points 4).
    const frozenLeave = isNoLongerEligible(row.exportStatus) && !statusChanged;
    if (!canEditApplications(context.access, 'import') || isClosedRow(row, context) || frozenLeave)
      return refused(API_MESSAGES.notAllowed);
    const stop = invalid(
      checkLeaveDates({
        leaveOfAbsenceBegin: change.leaveOfAbsenceBegin ?? null,
        leaveOfAbsenceEnd: change.leaveOfAbsenceEnd ?? null,
      }),
    );
    if (stop) return stop;
  }
  if (statusChanged && IMPORT_DIALOG_FIELDS[next.importStatus] !== undefined) {
    const dialog = checkImportDialog(
      prior.importStatus,
      next.importStatus,
      change,
      readings.eligibilityQuestion,
    );
    const stop = invalid(dialog.errors);
    if (stop) return stop;
  }
  const asked =
    statusChanged &&
    asksEligibilityQuestion(prior.importStatus, next.importStatus, readings.eligibilityQuestion);
  return {
    ok: true,
    save: {
      participationTypeId: inline.ok ? inline.participationTypeId : next.participationTypeId,
      clearLeaveDates: shouldClearLeaveDates(
        prior.importStatus,
        next.importStatus,
        row.leaveOfAbsenceBegin,
        context.today,
      ),
      addSemesterEligibility: asked ? (change.addSemesterEligibility ?? null) : null,
      studentCategoryId: categoryChanged ? change.studentCategoryId! : null,
      leaveDatesChanged,
    },
  };
}
