/**
 * PUT api/import/appid/{applicationId}/importschool/{schoolId}: one import status change from a grid
 * row, the Update Import Status dialog or the Import Application detail (2-applications §4, §7;
 * open-points 2, 4, 5, 7, 8, 15), with everything it sets off, in one transaction: the domain's check,
 * the row and application stored, a term of eligibility used, the transfer and closing rules, and the
 * student's email. The change-log triggers record it all with the acting user.
 */
import {
  canEditApplications,
  checkImportStatusUpdate,
  ELIGIBILITY_ANSWER,
  IMPORT_DIALOG_FIELDS,
  type ImportListRow,
  type ImportStatusSave,
  type ImportStatusUpdateBody,
  APPLICATION_MESSAGES as M,
  type RuleContext,
  VALIDATION_MESSAGES,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import * as applications from '../students/student-applications-service.js';
import { applyImportClosing } from './import-closing.js';
import { importDecisionEmail } from './import-emails.js';
import { importContext, toImportRows } from './import-rows.js';
import * as rows from './import-rows-repo.js';
import * as repo from './import-writes-repo.js';
import { findImportRow } from './imports-repo.js';

/** The locked application and import row a write works on, with the reader's rules. */
export interface LockedImport {
  app: repo.LockedApplication;
  row: repo.LockedImportRow;
  context: RuleContext<'import'>;
}

/**
 * Locks the application (unless the caller holds it), then the school's import row (404 importRowNotFound
 * when the school has none),
 * re-checks that the user may change the school's imports (403), and the version the client sent (409).
 */
export async function lockImportForWrite(
  tx: Tx,
  config: AppConfig,
  actor: Actor,
  ids: { applicationId: number; schoolId: number; version?: number },
  lockedApp?: repo.LockedApplication,
): Promise<LockedImport> {
  const app = lockedApp ?? (await repo.lockApplication(tx, ids.applicationId));
  const row = app && (await repo.lockImportRow(tx, app, ids.schoolId));
  if (!app || !row) throw notFound(M.importRowNotFound);
  const context = importContext(config, actor, ids.schoolId, 'detail');
  if (!canEditApplications(context.access, 'import')) throw forbidden();
  if (ids.version !== undefined && ids.version !== row.version) throw conflict();
  return { app, row, context };
}

/** The row as the import rules read it, its program filled in when both schools share exactly one. */
export function ruleRowOf({ app, row }: Pick<LockedImport, 'app' | 'row'>) {
  return {
    applicationStatus: app.applicationStatus,
    exportStatus: app.exportStatus,
    importStatus: row.importStatusId,
    aidYear: app.aidYear,
    studentCategoryId: app.studentCategoryId,
    leaveOfAbsenceBegin: row.leaveOfAbsenceBegin,
    leaveOfAbsenceEnd: row.leaveOfAbsenceEnd,
    commonProgramCount: row.programIds.length,
    extendEligibility: app.extendEligibility,
    academicTerm: row.academicTerm,
    unprocessedSummerTerm: row.unprocessedSummerTerm,
    participationTypeId: row.participationTypeId ?? onlyProgram(row),
  };
}

/** The one program both schools offer, which is filled in and read-only (open-points 15). */
function onlyProgram(row: repo.LockedImportRow): number | null {
  return row.programIds.length === 1 ? row.programIds[0]! : null;
}

/** The program the client sent; with one common program, none sent means that one. */
function sentProgram(row: repo.LockedImportRow, body: ImportStatusUpdateBody): number | null {
  return body.participationTypeId ?? onlyProgram(row);
}

/** The row's answer after a write, as the lists and the detail show it. */
export async function answerRow(
  tx: Tx,
  config: AppConfig,
  actor: Actor,
  applicationId: number,
  schoolId: number,
) {
  const record = await findImportRow(tx, applicationId, schoolId);
  if (!record) throw notFound(M.importRowNotFound);
  return toImportRows([record], importContext(config, actor, schoolId, 'detail'))[0]!;
}

/** The domain's check with the stored row; a refusal or info is a 400 with its message (as exports). */
function checkChange(locked: LockedImport, body: ImportStatusUpdateBody): ImportStatusSave {
  const rule = ruleRowOf(locked);
  const program = sentProgram(locked.row, body);
  const check = checkImportStatusUpdate(rule, locked.context, { ...body, participationTypeId: program });
  if (!check.ok) throw badRequest(check.message, check.errors);
  // A program the two schools do not share is no choice of the row's select.
  const chosen = check.save.participationTypeId;
  if (chosen !== null && chosen !== rule.participationTypeId && !locked.row.programIds.includes(chosen)) {
    throw badRequest(VALIDATION_MESSAGES.option, { participationTypeId: VALIDATION_MESSAGES.option });
  }
  return check.save;
}

/** The row's new values: the dialog's fields kept only for the status that asks for them. */
function rowValues(
  locked: LockedImport,
  body: ImportStatusUpdateBody,
  save: ImportStatusSave,
  actorUserId: number,
): rows.ImportRowValues {
  const { row, context } = locked;
  const next = body.importStatus;
  const statusChanged = next !== row.importStatusId;
  const field = IMPORT_DIALOG_FIELDS[next];
  const values: rows.ImportRowValues = {
    importStatusId: next,
    participationTypeId: save.participationTypeId,
    modifiedBy: actorUserId,
  };
  if (statusChanged) {
    values.importStatusDate = context.today;
    values.importStatusOtherReason =
      field === 'reason' ? (body.importStatusOtherReason?.trim() ?? null) : null;
    values.withdrawalDate = field === 'date' ? body.withdrawalDate : null;
  }
  if (field === 'leaveDates' && (statusChanged || save.leaveDatesChanged)) {
    values.leaveOfAbsenceBegin = body.leaveOfAbsenceBegin;
    values.leaveOfAbsenceEnd = body.leaveOfAbsenceEnd;
  } else if (save.clearLeaveDates) {
    values.leaveOfAbsenceBegin = null;
    values.leaveOfAbsenceEnd = null;
  }
  return values;
}

/**
 * 400 with a field error when a date the user chose and this change stores (the withdrawal or graduation
 * date, the leave's begin) lies before the application was submitted (open-points 2; the export side's
 * No Longer Eligible date has the same rule and words).
 */
function checkChosenDates(app: repo.LockedApplication, values: rows.ImportRowValues) {
  const chosen = { withdrawalDate: values.withdrawalDate, leaveOfAbsenceBegin: values.leaveOfAbsenceBegin };
  for (const [field, date] of Object.entries(chosen)) {
    if (date && date < app.creationDate)
      throw badRequest(M.noLongerEligibleBeforeApplication, { [field]: M.noLongerEligibleBeforeApplication });
  }
}

/** The student's email about the school's decision, when the status changed to one the student is told. */
async function tellStudent(tx: Tx, config: AppConfig, locked: LockedImport, values: rows.ImportRowValues) {
  const mail = await repo.findImportMailContext(tx, locked.app.id, locked.row.importSchoolId);
  if (!mail) return;
  const email = importDecisionEmail(config, {
    ...mail,
    importStatus: values.importStatusId!,
    importStatusOtherReason: values.importStatusOtherReason ?? null,
    withdrawalDate: values.withdrawalDate ?? null,
    leaveOfAbsenceBegin: values.leaveOfAbsenceBegin ?? locked.row.leaveOfAbsenceBegin,
    leaveOfAbsenceEnd: values.leaveOfAbsenceEnd ?? locked.row.leaveOfAbsenceEnd,
  });
  if (email) await enqueueEmail(tx, email);
}

/** PUT api/import/appid/{applicationId}/importschool/{schoolId}: answers the row as it is afterwards. */
export async function updateImportStatus(
  db: Db,
  config: AppConfig,
  actor: Actor,
  ids: { applicationId: number; schoolId: number },
  body: ImportStatusUpdateBody,
): Promise<ImportListRow> {
  return inTransaction(db, actor.user.id, async (tx) => {
    const locked = await lockImportForWrite(tx, config, actor, { ...ids, version: body.version });
    const { app, row, context } = locked;
    const save = checkChange(locked, body);
    const values = rowValues(locked, body, save, actor.user.id);
    checkChosenDates(app, values);
    const statusChanged = body.importStatus !== row.importStatusId;

    // "Has the student used a term of eligibility?" Yes: a term used on the withdrawal date (or today),
    // refused like Add Summer Term when none is left (an unknown count takes the answer).
    const usedTerm = save.addSemesterEligibility === ELIGIBILITY_ANSWER.YES;
    if (usedTerm && app.eligibilityRemaining === 0) throw badRequest(M.noEligibilityRemaining);
    if (usedTerm) {
      const usedOn = values.withdrawalDate ?? context.today;
      await repo.insertUsage(tx, {
        rowId: row.id,
        type: repo.USAGE_TYPE.TERM,
        usedOn,
        modifiedBy: actor.user.id,
      });
      values.lastEligibilityUsed = usedOn;
    }
    await rows.updateImportRows(tx, [row.id], values);
    if (usedTerm || save.studentCategoryId !== null) {
      await applications.updateApplication(tx, app.id, {
        ...(save.studentCategoryId === null ? {} : { studentCategoryId: save.studentCategoryId }),
        ...(usedTerm ? { remainingDelta: -1 } : {}),
      });
    }
    if (statusChanged) await tellStudent(tx, config, locked, values);
    await applyImportClosing(tx, config, {
      app,
      schoolId: row.importSchoolId,
      importStatus: body.importStatus,
      statusChanged,
      today: context.today,
      actorUserId: actor.user.id,
    });
    return answerRow(tx, config, actor, app.id, row.importSchoolId);
  });
}
