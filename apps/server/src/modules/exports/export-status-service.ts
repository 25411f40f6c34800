/**
 * One export status change and everything it sets off, inside the caller's transaction (2-applications
 * §4, §5; open-points 2, 3, 4, 8, 10). The export list row, the bulk update and the Export Application
 * detail (students module) all change an export status through applyExportStatusChange.
 */
import {
  type AidYearDates,
  APPLICATION_STATUS,
  type ApplicationStatus,
  checkExportStatusChange,
  deriveImportStatusAfterExportChange,
  EXPORT_STATUS_INPUT,
  findClosingReason,
  hasEnrolledImport,
  isNoLongerEligible,
  APPLICATION_MESSAGES as M,
  planNoLongerEligibleMoves,
  type RuleContext,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../plugins/errors.js';
import * as importRows from '../imports/import-rows-service.js';
import * as applications from '../students/student-applications-service.js';
import { enqueueExportDecisionEmails } from './export-emails.js';
import * as repo from './exports-repo.js';

/** What the status change reads of the application (loadExportStatusApplication reads exactly this). */
export interface ExportStatusApplication {
  id: number;
  exportSchoolId: number;
  applicationStatus: string;
  exportStatus: number;
  importStatuses: readonly number[];
  aidYear: AidYearDates;
  creationDate: string;
  /** The version the change must find: the client's when it sent one, else the one read. */
  version: number;
}

/** The change as the user asked for it. */
export interface ExportStatusChange {
  exportStatusId: number;
  /** Kept only for Denied: Other. */
  reason: string | null;
  /** The effective date, kept only for No Longer Eligible. */
  noLongerEligibleDate: string | null;
}

/** What the change left behind. */
export interface ExportStatusOutcome {
  applicationStatus: ApplicationStatus;
  /** The application's version after the change. */
  version: number;
  closed: boolean;
}

/** Field names the 400 answer's `errors` use for the reason and the date. */
export interface ExportStatusFieldPaths {
  reason: string;
  date: string;
}

const DEFAULT_PATHS: ExportStatusFieldPaths = {
  reason: 'exportStatusOtherReason',
  date: 'noLongerEligibleDate',
};

/** Reads (and locks) what applyExportStatusChange needs; undefined when there is no such application. */
export async function loadExportStatusApplication(
  db: DbOrTx,
  applicationId: number,
): Promise<ExportStatusApplication | undefined> {
  const [row] = await repo.lockStatusApplications(db, [applicationId]);
  return row;
}

/** Checks the change with the domain and answers what to store; throws 400 with the domain's message. */
function checkChange(
  app: ExportStatusApplication,
  change: ExportStatusChange,
  context: RuleContext<'export'>,
  paths: ExportStatusFieldPaths,
) {
  const input = { exportStatusOtherReason: change.reason, noLongerEligibleDate: change.noLongerEligibleDate };
  const check = checkExportStatusChange(app, context, change.exportStatusId, input);
  if (!check.ok) {
    const errors = check.errors && {
      ...(check.errors.exportStatusOtherReason
        ? { [paths.reason]: check.errors.exportStatusOtherReason }
        : {}),
      ...(check.errors.noLongerEligibleDate ? { [paths.date]: check.errors.noLongerEligibleDate } : {}),
    };
    throw badRequest(check.message, errors);
  }
  const needs = EXPORT_STATUS_INPUT[change.exportStatusId];
  const reason = needs === 'reason' ? (change.reason?.trim() ?? null) : null;
  const date = needs === 'date' ? change.noLongerEligibleDate : null;
  if (date && date < app.creationDate)
    throw badRequest(M.noLongerEligibleBeforeApplication, {
      [paths.date]: M.noLongerEligibleBeforeApplication,
    });
  return { reason, date };
}

/**
 * Moves the import rows the new export status moves, on an open or a CLOSED application alike; answers
 * their statuses afterwards.
 */
async function moveImportRows(
  tx: Tx,
  actorUserId: number,
  applicationId: number,
  change: { exportStatusId: number },
  today: string,
) {
  const rows = await repo.lockImportRows(tx, applicationId);
  // No Longer Eligible denies the rows not yet enrolled; enrolled and on-leave rows wait for the school's
  // Withdrawn (open-points 4).
  if (isNoLongerEligible(change.exportStatusId)) {
    const moves = planNoLongerEligibleMoves(rows);
    for (const move of moves) {
      await importRows.updateImportRows(tx, move.rowIds, {
        importStatusId: move.importStatusId,
        importStatusDate: today,
        importStatusOtherReason: move.reason,
        modifiedBy: actorUserId,
      });
    }
    const after = new Map(moves.flatMap((m) => m.rowIds.map((id) => [id, m.importStatusId])));
    return { before: rows, statuses: rows.map((r) => after.get(r.id) ?? r.importStatusId) };
  }
  // Export Approved releases the rows waiting for the export decision (open-points 4): a bookkeeping
  // move, not an import school's action, so the row's Modified By stays as it was.
  const next = rows.map((r) => deriveImportStatusAfterExportChange(r.importStatusId, change.exportStatusId));
  const byTarget = new Map<number, number[]>();
  rows.forEach((r, i) => {
    const target = next[i]!;
    if (target !== r.importStatusId) byTarget.set(target, [...(byTarget.get(target) ?? []), r.id]);
  });
  for (const [target, ids] of byTarget)
    await importRows.updateImportRows(tx, ids, { importStatusId: target, importStatusDate: today });
  return { before: rows, statuses: next };
}

/**
 * Changes an application's export status with every effect, in the caller's transaction (whose acting
 * user the change-log triggers record): the domain's check (400), the decision with today's date, the
 * reason or date only where the status asks for one, the version check (409), the import rows Export
 * Approved and No Longer Eligible move, the closing rule and the emails through the outbox.
 */
export async function applyExportStatusChange(
  tx: Tx,
  config: AppConfig,
  actorUserId: number,
  app: ExportStatusApplication,
  change: ExportStatusChange,
  context: RuleContext<'export'>,
  paths: ExportStatusFieldPaths = DEFAULT_PATHS,
): Promise<ExportStatusOutcome> {
  const { reason, date } = checkChange(app, change, context, paths);
  const version = await applications.updateExportStatus(tx, app.id, app.version, {
    exportStatusId: change.exportStatusId,
    exportStatusDate: context.today,
    exportStatusReasonOther: reason,
    noLongerEligibleDate: date,
    modifiedBy: actorUserId,
  });
  if (version === undefined) throw conflict();

  const wasClosed = app.applicationStatus === APPLICATION_STATUS.CLOSED;
  const moved = await moveImportRows(tx, actorUserId, app.id, change, context.today);
  const closing = findClosingReason(
    {
      applicationStatus: app.applicationStatus,
      exportStatus: change.exportStatusId,
      importStatuses: moved.statuses,
      aidYear: app.aidYear,
    },
    context.today,
  );
  // An ended aid year closes as the year-end close does (open-points 43): its undecided rows are denied
  // and the reason kept; the decision's own email tells the student it closed.
  if (closing === 'aidYearEnded')
    await importRows.closeApplicationWithRows(tx, config, {
      app,
      cause: { kind: 'aidYearEnded' },
      today: context.today,
      actorUserId: null,
      emailStudent: false,
    });
  else if (closing) await applications.setApplicationStatus(tx, app.id, APPLICATION_STATUS.CLOSED);

  const attending = moved.before.filter((r) => hasEnrolledImport([r.importStatusId]));
  await enqueueExportDecisionEmails(tx, config, {
    applicationId: app.id,
    exportStatusId: change.exportStatusId,
    reason,
    noLongerEligibleDate: date,
    closed: closing !== null,
    wasClosed,
    attendingSchoolIds: date ? [...new Set(attending.map((r) => r.importSchoolId))] : [],
  });
  return {
    applicationStatus: (closing ? APPLICATION_STATUS.CLOSED : app.applicationStatus) as ApplicationStatus,
    version,
    closed: closing !== null,
  };
}
