import type { ActionState } from '../common/action-schemas.js';
/**
 * The actions a user may take on an application row, sent by the server with every row (2-applications
 * §2, §4, §6; open-points 4, 9, 14, 15). 'disabled' is shown but not usable; 'hidden' is not shown.
 */
import { API_MESSAGES } from '../common/api-error.js';
import { IMPORT_STATUS } from '../statuses/statuses.js';
import { isLiveApplication } from '../students/application-rules.js';
import {
  allowedNextStatuses,
  type ExportRow,
  type ImportRow,
  isClosedRow,
  type RuleContext,
} from './allowed-statuses.js';
import { canDeleteApplications, canEditApplications, canViewApplications } from './application-access.js';
import { IMPORT_UNDECIDED_STATUSES, isExportDenied } from './application-statuses.js';
import { getSummerTermAction, isEligibilityActionRow, isExtensionCapReached } from './import-detail.js';
import { IMPORT_PROGRAM_CHANGEABLE_STATUSES, importReadingsFor, isProgramRequired } from './inline-edit.js';
import { APPLICATION_MESSAGES as M } from './messages.js';
import { isNoLongerEligible } from './no-longer-eligible.js';
import { type ClosableApplication, findCloseRefusal } from './year-end-close.js';

/** Export row actions: View Application, the status edit, Update App of the detail, Delete App. */
export interface ExportRowActions {
  view: ActionState;
  editStatus: ActionState;
  editApplication: ActionState;
  delete: ActionState;
}

/** Import row actions: the status and program edits, Student Classification, eligibility and summer term. */
export interface ImportRowActions {
  view: ActionState;
  editStatus: ActionState;
  editProgram: ActionState;
  editStudentClassification: ActionState;
  extendEligibility: ActionState;
  addSummerTerm: ActionState;
  removeSummerTerm: ActionState;
}

const state = (shown: boolean, usable = true): ActionState =>
  !shown ? 'hidden' : usable ? 'enabled' : 'disabled';

/** True while no import school has gone past Import Decision Pending (open-points 9). */
export function isDeletableApplication(row: ExportRow): boolean {
  return row.importStatuses.every((s) => IMPORT_UNDECIDED_STATUSES.includes(s));
}

/** Export row actions; a CLOSED application may be deleted under the same rule as an open one (open-points 9). */
function exportActions(row: ExportRow, context: RuleContext<'export'>): ExportRowActions {
  const editor = canEditApplications(context.access, 'export');
  const open = !isClosedRow(row, context);
  return {
    view: state(canViewApplications(context.access, 'export')),
    editStatus: state(editor, allowedNextStatuses(row, context).length > 0),
    editApplication: state(editor && open),
    delete: state(canDeleteApplications(context.access), isDeletableApplication(row)),
  };
}

/**
 * True when a program choice can be saved on the row: at Import Approved or Enrolled, or on the way to a
 * status that takes or needs one under the row's reading (rules 2 and 3); a withdrawn or graduated row
 * has none to choose.
 */
function isProgramChoosable(row: ImportRow, next: readonly number[]): boolean {
  const reading = importReadingsFor(row).inlineEdit;
  const takesProgram = (s: number) =>
    IMPORT_PROGRAM_CHANGEABLE_STATUSES.includes(s) || isProgramRequired(reading, s);
  return IMPORT_PROGRAM_CHANGEABLE_STATUSES.includes(row.importStatus) || next.some(takesProgram);
}

function importActions(row: ImportRow, context: RuleContext<'import'>): ImportRowActions {
  const next = allowedNextStatuses(row, context);
  const editor = canEditApplications(context.access, 'import') && !isClosedRow(row, context);
  // While the export is denied the row is read-only for the import school, and under No Longer Eligible
  // its status may only go to Withdrawn, which `next` already says (open-points 4).
  const unlocked = !isExportDenied(row.exportStatus) && !isNoLongerEligible(row.exportStatus);
  const enrolledOpen = editor && unlocked && isEligibilityActionRow(row);
  const summer = getSummerTermAction(row);
  return {
    view: state(canViewApplications(context.access, 'import')),
    editStatus: state(editor, next.length > 0),
    editProgram: state(editor, unlocked && row.commonProgramCount > 1 && isProgramChoosable(row, next)),
    editStudentClassification: state(editor, unlocked && row.importStatus === IMPORT_STATUS.ENROLLED),
    extendEligibility: state(enrolledOpen, !isExtensionCapReached(row.academicTerm, row.extendEligibility)),
    addSummerTerm: state(enrolledOpen && summer === 'add'),
    removeSummerTerm: state(enrolledOpen && summer === 'remove'),
  };
}

/** The actions the user may take on the row on this screen. */
export function allowedActions(row: ExportRow, context: RuleContext<'export'>): ExportRowActions;
export function allowedActions(row: ImportRow, context: RuleContext<'import'>): ImportRowActions;
export function allowedActions(
  row: ExportRow | ImportRow,
  context: RuleContext,
): ExportRowActions | ImportRowActions {
  return context.side === 'import'
    ? importActions(row as ImportRow, context as RuleContext<'import'>)
    : exportActions(row as ExportRow, context as RuleContext<'export'>);
}

/** Why a delete is refused: 403 without the right, 409 once an import school has acted (open-points 9). */
export function checkApplicationDelete(
  row: ExportRow,
  context: RuleContext<'export'>,
): { ok: true } | { ok: false; status: 403 | 409; message: string } {
  if (allowedActions(row, context).delete === 'hidden')
    return { ok: false, status: 403, message: API_MESSAGES.forbidden };
  if (!isDeletableApplication(row)) return { ok: false, status: 409, message: M.deleteRefused };
  return { ok: true };
}

/**
 * Close Application on the export and import detail screens (open-points 43): shown to a TE admin who is
 * not read-only (`mayClose`, isWritingTeAdmin) on an OPEN or TRANSFER application, and not usable while
 * an import school has the student enrolled or on leave (the server answers 409 then).
 */
export function applicationCloseAction(app: ClosableApplication, closer: { mayClose: boolean }): ActionState {
  return state(closer.mayClose && isLiveApplication(app), findCloseRefusal(app) === null);
}
