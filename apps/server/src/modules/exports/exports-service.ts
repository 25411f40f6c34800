/**
 * The export calls of 2-applications §7: the school's list, one status change, the bulk change and the
 * delete. Each write is one transaction; the policy is checked again here with the records in hand.
 */
import {
  APPLICATION_STATUS,
  type ApplicationScreen,
  activeRolesAt,
  canEditApplications,
  canViewApplications,
  checkApplicationDelete,
  checkBulkExportUpdate,
  type ExportBulkUpdateBody,
  type ExportListQuery,
  type ExportListRow,
  type ExportStatusUpdateBody,
  exportListSchema,
  APPLICATION_MESSAGES as M,
  type RuleContext,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { readListVersion } from '../../db/list-versions-repo.js';
import { inTransaction } from '../../db/transaction.js';
import type { KeptAnswer } from '../../platform/kept-lists/kept-answers.js';
import { keptAnswer, keptLists } from '../../platform/kept-lists/kept-lists.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import { badRequest, forbidden, HttpError, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import * as applications from '../students/student-applications-service.js';
import { applicationRemovedEmail } from './export-emails.js';
import { toExportRows } from './export-rows.js';
import { applyExportStatusChange } from './export-status-service.js';
import * as repo from './exports-repo.js';

/** The rules' view of the user at the export school on a screen, today in the programme time zone. */
function exportContext(
  config: AppConfig,
  actor: Actor,
  schoolId: number,
  screen: ApplicationScreen,
): RuleContext<'export'> {
  return { side: 'export', screen, today: programToday(config), access: activeRolesAt(actor.user, schoolId) };
}

/**
 * A school's export list rows, kept per server while the school's export list counter (migrations 0006,
 * 0009) is unchanged; the key holds every filter the rows depend on.
 */
const exportLists = keptLists({
  name: 'export',
  version: (db, f: repo.ExportListFilter) => readListVersion(db, 'export', f.schoolId),
  key: (f) => `${f.schoolId}|${f.applicationStatuses.join(',')}|${f.aidYearId}|${f.exportStatusId}`,
  read: repo.listExportRows,
  // An export row is about half an import row (fewer columns, no program choices).
  bytesPerRecord: 1024,
});

/** 403 unless the user may change applications of the export school. */
function requireExportEditor(context: RuleContext<'export'>) {
  if (!canEditApplications(context.access, 'export')) throw forbidden();
}

/**
 * The export list of a school: open (OPEN and TRANSFER) or closed applications with the filters, newest
 * first, as its JSON answer (exportListSchema); 404 with the spec's message when none match
 * (docs/decisions/platform.md "Empty lists"). The rows are kept per server while unchanged and the answer
 * per kind of reader (platform/kept-lists).
 */
export async function listExportsJson(
  db: DbOrTx,
  config: AppConfig,
  actor: Actor,
  schoolId: number,
  query: ExportListQuery,
): Promise<KeptAnswer> {
  const closed = query.appstatus === APPLICATION_STATUS.CLOSED;
  const context = exportContext(config, actor, schoolId, closed ? 'closed' : 'list');
  if (!canViewApplications(context.access, 'export')) throw forbidden();
  const applicationStatuses = closed
    ? ([APPLICATION_STATUS.CLOSED, APPLICATION_STATUS.CLOSED] as const)
    : ([APPLICATION_STATUS.OPEN, APPLICATION_STATUS.TRANSFER] as const);
  const list = await exportLists.fresh(db, {
    schoolId,
    applicationStatuses,
    aidYearId: query.aidyear,
    exportStatusId: query.exportstatus,
  });
  if (list.records.length === 0) {
    const name = await repo.findSchoolName(db, schoolId);
    if (name === undefined) throw notFound();
    // The sentence says why: the school has none on this list, or the filters left none.
    if (await repo.hasExportRows(db, schoolId, applicationStatuses)) throw notFound(M.noExportsMatching);
    throw notFound(closed ? M.noClosedExports(name) : M.noExports(name));
  }
  const { roleList, readOnlyList } = context.access;
  const readerKey = `${context.screen}|${context.today}|${roleList.join(',')}|${readOnlyList.join(',')}`;
  return keptAnswer(list, readerKey, () =>
    JSON.stringify(exportListSchema.parse(toExportRows(list.records, context))),
  );
}

/** The list rows of applications just changed, as the list shows them. */
async function loadChangedRows(db: DbOrTx, context: RuleContext<'export'>, schoolId: number, ids: number[]) {
  return toExportRows(await repo.listExportRowsByIds(db, schoolId, ids), context);
}

/** PUT api/export/{id}: one export status change (row or dialog); answers the updated row. */
export async function updateExportStatus(
  db: Db,
  config: AppConfig,
  actor: Actor,
  applicationId: number,
  body: ExportStatusUpdateBody,
): Promise<ExportListRow> {
  return inTransaction(db, actor.user.id, async (tx) => {
    const [app] = await repo.lockStatusApplications(tx, [applicationId]);
    if (!app) throw notFound(M.applicationDataFailed);
    const context = exportContext(config, actor, app.exportSchoolId, 'list');
    requireExportEditor(context);
    await applyExportStatusChange(
      tx,
      config,
      actor.user.id,
      { ...app, version: body.version ?? app.version },
      {
        exportStatusId: body.exportStatusId,
        reason: body.exportStatusOtherReason,
        noLongerEligibleDate: body.noLongerEligibleDate,
      },
      context,
    );
    const [row] = await loadChangedRows(tx, context, app.exportSchoolId, [app.id]);
    return row!;
  });
}

/**
 * PUT api/export/status/{schoolId}: the bulk change of §4, all or nothing: every application must be
 * the school's (else 400, nothing changed), pass checkBulkExportUpdate, and be unchanged since read.
 */
export async function bulkUpdateExportStatus(
  db: Db,
  config: AppConfig,
  actor: Actor,
  schoolId: number,
  body: ExportBulkUpdateBody,
): Promise<ExportListRow[]> {
  const context = exportContext(config, actor, schoolId, 'list');
  requireExportEditor(context);
  return inTransaction(db, actor.user.id, async (tx) => {
    const ids = body.studentApplications.map((s) => s.id);
    const apps = await repo.lockStatusApplications(tx, ids, schoolId);
    if (apps.length !== ids.length) throw badRequest(M.bulkRowsNotFound);
    const rows = apps.map((app) => ({
      ...app,
      applicationId: app.id,
      displayName: `${app.studentFirstName} ${app.studentLastName}`,
    }));
    const check = checkBulkExportUpdate(context, body.filterStatusId, body.exportStatusId, rows);
    if (!check.ok) throw badRequest(check.message);
    const sent = new Map(body.studentApplications.map((s) => [s.id, s.version]));
    for (const app of apps) {
      const change = { exportStatusId: body.exportStatusId, reason: null, noLongerEligibleDate: null };
      const version = sent.get(app.id) ?? app.version;
      await applyExportStatusChange(tx, config, actor.user.id, { ...app, version }, change, context);
    }
    return loadChangedRows(tx, context, schoolId, ids);
  });
}

/**
 * DELETE api/export/application/{id}: removes an application with its import rows (open-points 9: TE
 * admins and the export school's role 1, while no import school has acted) and emails the student.
 */
export async function deleteExportApplication(
  db: Db,
  config: AppConfig,
  actor: Actor,
  applicationId: number,
): Promise<{ message: string }> {
  return inTransaction(db, actor.user.id, async (tx) => {
    const [app] = await repo.lockStatusApplications(tx, [applicationId]);
    if (!app) throw notFound(M.applicationDataFailed);
    const context = exportContext(config, actor, app.exportSchoolId, 'detail');
    const check = checkApplicationDelete(app, context);
    if (!check.ok) throw new HttpError(check.status, check.message);
    const mail = await repo.findMailContext(tx, applicationId);
    await applications.deleteApplication(tx, applicationId);
    if (mail) await enqueueEmail(tx, applicationRemovedEmail(config, mail));
    return { message: M.applicationRemoved };
  });
}

/** The export school of an application, for the access rules; undefined when there is no such application. */
export async function findExportSchool(db: DbOrTx, applicationId: number) {
  return repo.findExportSchoolId(db, applicationId);
}
