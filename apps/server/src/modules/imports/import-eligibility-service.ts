/**
 * The Import Application detail's eligibility actions (2-applications §4 "Import detail actions", §7,
 * §9): Extend Eligibility, Add Summer Term and Remove Summer Term. Each runs in one transaction under the
 * application's and the import row's locks, checks the row's version the client must send (so two calls
 * on one version act once: the second finds a newer version, 409, and changes nothing), and bumps it.
 */
import {
  activeRolesAt,
  allowedActions,
  canEditApplications,
  getExtensionCap,
  IMPORT_STATUS,
  type ImportListRow,
  isExportDenied,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import * as applications from '../students/student-applications-service.js';
import * as rows from './import-rows-repo.js';
import { answerRow, type LockedImport, lockImportForWrite, ruleRowOf } from './import-status-service.js';
import * as repo from './import-writes-repo.js';

const mayEditAt = (actor: Actor, schoolId: number) =>
  canEditApplications(activeRolesAt(actor.user, schoolId), 'import');

/**
 * The school whose row Extend Eligibility acts on: where the student is Enrolled and the user edits
 * imports. An editor at another import school of an application with no enrolled student learns why
 * (400); anyone else gets 403. `exists` is false when there is no such application (the handler's 404).
 */
export async function findExtendSchool(db: Db | Tx, actor: Actor, applicationId: number) {
  const rows = await repo.listImportSchools(db, applicationId);
  const enrolled = rows.filter((r) => r.importStatusId === IMPORT_STATUS.ENROLLED);
  const candidates = enrolled.length > 0 ? enrolled : rows;
  const mine = candidates.find((r) => mayEditAt(actor, r.schoolId));
  return { exists: rows.length > 0, schoolId: mine?.schoolId, enrolled: enrolled.length > 0 };
}

/**
 * 400 unless the row takes eligibility actions at all: an enrolled student on an OPEN application, the
 * export not denied, the user not read-only (the cap and the summer term are each action's own check).
 */
function requireEligibilityRow(locked: LockedImport) {
  if (isExportDenied(locked.app.exportStatus)) throw badRequest(M.exportDeniedImportLocked);
  const open = { ...ruleRowOf(locked), extendEligibility: 0, unprocessedSummerTerm: 0 };
  if (allowedActions(open, locked.context).addSummerTerm !== 'enabled')
    throw badRequest(M.eligibilityActionNotAllowed);
}

/** POST api/import/extendeligibility/{applicationId}: one more term, up to the academic term's cap. */
export async function extendEligibility(
  db: Db,
  config: AppConfig,
  actor: Actor,
  applicationId: number,
  version: number,
): Promise<ImportListRow> {
  return inTransaction(db, actor.user.id, async (tx) => {
    const app = await repo.lockApplication(tx, applicationId);
    if (!app) throw notFound(M.importRowNotFound);
    // Under the application's lock no import row changes status, so the school found stays the one.
    const target = await findExtendSchool(tx, actor, applicationId);
    if (target.schoolId === undefined) throw forbidden();
    if (!target.enrolled) throw badRequest(M.eligibilityActionNotAllowed);
    const ids = { applicationId, schoolId: target.schoolId, version };
    const locked = await lockImportForWrite(tx, config, actor, ids, app);
    requireEligibilityRow(locked);
    if (allowedActions(ruleRowOf(locked), locked.context).extendEligibility !== 'enabled') {
      throw badRequest(M.extensionCapReached(getExtensionCap(locked.row.academicTerm)));
    }
    await applications.updateApplication(tx, app.id, {
      extend: { date: locked.context.today },
      remainingDelta: 1,
    });
    await rows.updateImportRows(tx, [locked.row.id], { modifiedBy: actor.user.id });
    return answerRow(tx, config, actor, app.id, locked.row.importSchoolId);
  });
}

/** A summer-term call: the application, the import school and the row version the screen showed. */
interface EligibilityCall {
  applicationId: number;
  importSchoolId: number;
  version: number;
}

/** Locks a summer-term call's row and checks the student is enrolled on an OPEN application. */
async function lockSummerRow(tx: Tx, config: AppConfig, actor: Actor, ids: EligibilityCall) {
  const locked = await lockImportForWrite(tx, config, actor, { ...ids, schoolId: ids.importSchoolId });
  requireEligibilityRow(locked);
  return locked;
}

/** POST api/import/addsummereligibilityused/{applicationId}/{importSchoolId}: uses one term (§9). */
export async function addSummerTerm(
  db: Db,
  config: AppConfig,
  actor: Actor,
  ids: EligibilityCall,
): Promise<ImportListRow> {
  return inTransaction(db, actor.user.id, async (tx) => {
    const { app, row, context } = await lockSummerRow(tx, config, actor, ids);
    if (row.unprocessedSummerTerm === 1) throw badRequest(M.summerTermAlreadyAdded);
    if (app.eligibilityRemaining === 0) throw badRequest(M.noEligibilityRemaining);
    const today = context.today;
    await repo.insertUsage(tx, {
      rowId: row.id,
      type: repo.USAGE_TYPE.SUMMER,
      usedOn: today,
      modifiedBy: actor.user.id,
    });
    await rows.updateImportRows(tx, [row.id], {
      unprocessedSummerTerm: 1,
      lastEligibilityUsed: today,
      modifiedBy: actor.user.id,
    });
    await applications.updateApplication(tx, app.id, { remainingDelta: -1 });
    return answerRow(tx, config, actor, app.id, row.importSchoolId);
  });
}

/** DELETE api/import/deletesummereligibilityused/{applicationId}/{importSchoolId}: gives the term back. */
export async function removeSummerTerm(
  db: Db,
  config: AppConfig,
  actor: Actor,
  ids: EligibilityCall,
): Promise<ImportListRow> {
  return inTransaction(db, actor.user.id, async (tx) => {
    const { app, row } = await lockSummerRow(tx, config, actor, ids);
    if (row.unprocessedSummerTerm !== 1) throw badRequest(M.summerTermNoneToRemove);
    await repo.deleteNewestUsage(tx, row.id, repo.USAGE_TYPE.SUMMER);
    await rows.updateImportRows(tx, [row.id], {
      unprocessedSummerTerm: 0,
      lastEligibilityUsed: await repo.findLastUsage(tx, row.id),
      modifiedBy: actor.user.id,
    });
    await applications.updateApplication(tx, app.id, { remainingDelta: 1 });
    return answerRow(tx, config, actor, app.id, row.importSchoolId);
  });
}
