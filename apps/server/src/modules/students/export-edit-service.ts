import {
  APPLICATION_MESSAGES,
  activeRolesAt,
  allowedActions,
  canEditApplications,
  EXPORT_STATUS_INPUT,
  type ExportApplicationEditBody,
  employeeEmailIssue,
  exportApplicationEditSchema,
  type RuleContext,
  type StudentWithApplications,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { parseWith } from '../../plugins/validation.js';
import { applyExportStatusChange, loadExportStatusApplication } from '../exports/export-status-service.js';
import { getApplication } from './application-reads.js';
import { findExportEditContext } from './export-edit-repo.js';
import { updateEmployeeFields } from './student-applications-repo.js';

const PATHS = {
  reason: 'studentApplication.exportStatusReasonOther',
  date: 'studentApplication.noLongerEligibleDate',
  email: 'studentApplication.employeeEmail',
};

/**
 * The Export Application screen's Update App (PUT api/student/{id}/application/{applicationId} by the
 * export school, 2-applications §5): the export status with its reason or date and the employee fields,
 * in one transaction. Student fields are read-only here and ignored. The policy is checked before the
 * body is read; a stale version is 409; a CLOSED application changes only through its export status.
 */
export async function updateExportApplication(
  db: Db,
  config: AppConfig,
  actor: Actor,
  studentId: number,
  applicationId: number,
  rawBody: unknown,
): Promise<StudentWithApplications> {
  const parties = await findExportEditContext(db, applicationId);
  if (!parties || parties.studentId !== studentId) throw notFound(APPLICATION_MESSAGES.applicationDataFailed);
  const access = activeRolesAt(actor.user, parties.exportSchoolId);
  if (!canEditApplications(access, 'export')) throw forbidden();
  const { studentApplication: body } = parseWith(exportApplicationEditSchema, rawBody);
  const emailIssue = employeeEmailIssue(body.employeeEmail, parties);
  if (emailIssue) throw badRequest(emailIssue, { [PATHS.email]: emailIssue });

  await inTransaction(db, actor.user.id, async (tx) => {
    const app = await loadExportStatusApplication(tx, applicationId);
    if (!app) throw notFound(APPLICATION_MESSAGES.applicationDataFailed);
    const context: RuleContext<'export'> = {
      side: 'export',
      screen: 'detail',
      today: programToday(config),
      access,
    };
    const rule = {
      applicationStatus: app.applicationStatus,
      exportStatus: app.exportStatus,
      importStatuses: app.importStatuses,
    };
    if (allowedActions(rule, context).editApplication !== 'enabled')
      throw new HttpError(409, APPLICATION_MESSAGES.closedApplicationReadOnly);
    let version = body.version ?? app.version;
    if (version !== app.version) throw conflict();
    if (body.exportSchoolStatus !== app.exportStatus) {
      const change = {
        exportStatusId: body.exportSchoolStatus,
        reason: body.exportStatusReasonOther,
        noLongerEligibleDate: body.noLongerEligibleDate,
      };
      version = (await applyExportStatusChange(tx, config, actor.user.id, app, change, context, PATHS))
        .version;
    }
    // With the status unchanged, Denied: Other's reason may still be corrected; it is kept with the status.
    const reason =
      body.exportSchoolStatus === app.exportStatus && EXPORT_STATUS_INPUT[app.exportStatus] === 'reason'
        ? { exportStatusReasonOther: body.exportStatusReasonOther }
        : {};
    const values = { ...employeeValues(body), ...reason };
    const saved = await updateEmployeeFields(tx, applicationId, values, actor.user.id, version);
    if (saved === undefined) throw conflict();
  });
  return getApplication(db, config, actor, applicationId);
}

function employeeValues(body: ExportApplicationEditBody['studentApplication']) {
  return {
    employeeFirstName: body.employeeFirstName,
    employeeLastName: body.employeeLastName,
    employeeTitle: body.employeeTitle,
    employeeEmail: body.employeeEmail,
    employeeId: body.employeeId,
    employeeYearOfService: body.employeeYearOfService,
    customField1: body.customField1,
    customField2: body.customField2,
    customField3: body.customField3,
  };
}
