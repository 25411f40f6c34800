/**
 * What an import status change closes (open-points 8), in the transaction of the change: a transfer
 * application enrolled at its new school closes the student's old OPEN application (its Enrolled row
 * becomes Transferred), and an application with nothing left to keep it open closes by the closing rule.
 * The student is emailed each time, through the outbox. An application of an ended aid year closes as the
 * year-end close would have closed it (open-points 43: its undecided rows denied, the reason kept).
 */
import {
  APPLICATION_STATUS,
  deriveImportStatusAfterTransferEnrolment,
  findClosingReason,
  IMPORT_ENROLLED_STATUSES,
  IMPORT_STATUS,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import * as applications from '../students/student-applications-service.js';
import { closeApplicationWithRows } from './application-close.js';
import { applicationClosedEmail } from './application-closed-email.js';
import * as rows from './import-rows-repo.js';
import * as repo from './import-writes-repo.js';

/** The import row change that may close applications. */
export interface ClosingTrigger {
  app: repo.LockedApplication;
  schoolId: number;
  importStatus: number;
  statusChanged: boolean;
  today: string;
  /** The user making the change: the Modified By of the rows it moves. */
  actorUserId: number;
}

/**
 * open-points 8: when a TRANSFER application's row becomes Enrolled, the student's OPEN application
 * closes and its row where the student is enrolled (or on leave from) becomes Transferred, naming the user
 * whose enrolment made it so (a row's Modified By names its last change).
 */
async function closeTransferOrigin(tx: Tx, config: AppConfig, t: ClosingTrigger) {
  const enrolledOnTransfer =
    t.app.applicationStatus === APPLICATION_STATUS.TRANSFER &&
    t.statusChanged &&
    t.importStatus === IMPORT_STATUS.ENROLLED;
  if (!enrolledOnTransfer) return;
  const origin = await repo.lockOtherOpenApplication(tx, t.app.studentId, t.app.id);
  if (!origin) return;
  const enrolled = await repo.lockImportRowsAt(tx, origin, IMPORT_ENROLLED_STATUSES);
  for (const row of enrolled) {
    await rows.updateImportRows(tx, [row.id], {
      importStatusId: deriveImportStatusAfterTransferEnrolment(row.importStatusId),
      importStatusDate: t.today,
      modifiedBy: t.actorUserId,
    });
  }
  await applications.updateApplication(tx, origin.id, { applicationStatus: APPLICATION_STATUS.CLOSED });
  const left = enrolled[0]?.importSchoolId;
  const mail = await repo.findImportMailContext(tx, origin.id, left ?? t.schoolId);
  const next = await repo.findImportMailContext(tx, t.app.id, t.schoolId);
  if (!mail) return;
  const email = applicationClosedEmail(
    config,
    {
      ...mail,
      schoolName: left === undefined ? null : mail.importSchoolName,
      newSchoolName: next?.importSchoolName,
    },
    'transferred',
  );
  if (email) await enqueueEmail(tx, email);
}

/**
 * Applies what the change closes: the transfer's origin, then the changed application itself by the
 * closing rule. Answers whether the changed application closed.
 */
export async function applyImportClosing(tx: Tx, config: AppConfig, t: ClosingTrigger): Promise<boolean> {
  await closeTransferOrigin(tx, config, t);
  const reason = findClosingReason(
    {
      applicationStatus: t.app.applicationStatus,
      exportStatus: t.app.exportStatus,
      importStatuses: await repo.listImportStatuses(tx, t.app.id),
      aidYear: t.app.aidYear,
    },
    t.today,
  );
  if (!reason) return false;
  if (reason === 'aidYearEnded') {
    await closeApplicationWithRows(tx, config, {
      app: t.app,
      cause: { kind: 'aidYearEnded' },
      today: t.today,
      actorUserId: null,
    });
    return true;
  }
  await applications.updateApplication(tx, t.app.id, { applicationStatus: APPLICATION_STATUS.CLOSED });
  const mail = await repo.findImportMailContext(tx, t.app.id, t.schoolId);
  const email =
    mail && applicationClosedEmail(config, { ...mail, schoolName: mail.importSchoolName }, reason);
  if (email) await enqueueEmail(tx, email);
  return true;
}
