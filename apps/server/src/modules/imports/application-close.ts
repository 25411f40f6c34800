/**
 * Closing an application with its undecided import rows (open-points 8, 43), in the caller's transaction
 * (whose acting user the change-log triggers record): the year-end close, Close Application by a TE
 * admin, and a change that leaves an application of an ended aid year with nothing to keep it open all
 * close this way. The domain plans the row moves; the application keeps the reason; the student is
 * emailed through the outbox.
 */
import {
  AID_YEAR_ENDED_REASON,
  APPLICATION_STATUS,
  DENIED_AT_CLOSE,
  IMPORT_STATUS,
  planCloseMoves,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import * as applications from '../students/student-applications-service.js';
import { applicationClosedEmail } from './application-closed-email.js';
import * as rows from './import-rows-repo.js';
import * as repo from './import-writes-repo.js';

/** Why the application closes: its aid year ended, or a TE admin closed it with a reason. */
export type CloseCause = { kind: 'aidYearEnded' } | { kind: 'closedByAdmin'; reason: string };

/** One close: the application locked by the caller, the cause, the programme day, who closes it. */
export interface ApplicationClose {
  app: { id: number; exportSchoolId: number };
  cause: CloseCause;
  today: string;
  /**
   * The TE admin closing by hand: the Modified By of the rows they deny. Null for the system's close,
   * which leaves each row's Modified By naming the school's last action (as Export Approved's moves do).
   */
  actorUserId: number | null;
  /** False when the change that closes it already tells the student (an export decision's email). */
  emailStudent?: boolean;
}

/** The reason the application and its rows at 1-3 keep. */
function reasonOf(cause: CloseCause): string {
  return cause.kind === 'aidYearEnded' ? AID_YEAR_ENDED_REASON : cause.reason;
}

/**
 * Closes a live application the caller has locked and checked (no import row at 5 or 11): rows at Import
 * Approved become Denied: Did not enroll, rows at 1-3 Denied: Other with the reason, final rows stay; the
 * application becomes CLOSED with the reason; the student's email is queued.
 */
export async function closeApplicationWithRows(
  tx: Tx,
  config: Pick<AppConfig, 'programName' | 'publicUrl'>,
  close: ApplicationClose,
) {
  const reason = reasonOf(close.cause);
  const undecided = await repo.lockImportRowsAt(tx, close.app, [
    IMPORT_STATUS.IMPORT_APPROVED,
    ...DENIED_AT_CLOSE,
  ]);
  for (const move of planCloseMoves(undecided, reason)) {
    await rows.updateImportRows(tx, move.rowIds, {
      importStatusId: move.importStatusId,
      importStatusDate: close.today,
      ...(move.reason === null ? {} : { importStatusOtherReason: move.reason }),
      ...(close.actorUserId === null ? {} : { modifiedBy: close.actorUserId }),
    });
  }
  await applications.updateApplication(tx, close.app.id, {
    applicationStatus: APPLICATION_STATUS.CLOSED,
    closeReason: reason,
  });
  if (close.emailStudent === false) return;
  const mail = await repo.findApplicationMailContext(tx, close.app.id);
  const email =
    mail &&
    applicationClosedEmail(
      config,
      { ...mail, schoolName: null, closeReason: reason },
      close.cause.kind === 'aidYearEnded' ? 'aidYearEnded' : 'closedByAdmin',
    );
  if (email) await enqueueEmail(tx, email);
}
