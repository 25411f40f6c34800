/**
 * Close Application (open-points 43): a TE admin who is not read-only closes an OPEN or TRANSFER
 * application from its export or import detail, with a reason, under the year-end close's rules: 409
 * while an import school has the student enrolled or on leave (or once closed, or when the version the
 * screen read is stale). The route refused everyone else before the body was read; the service checks again.
 */
import {
  type ApplicationCloseBody,
  checkApplicationClose,
  isWritingTeAdmin,
  APPLICATION_MESSAGES as M,
  type MessageAnswer,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, HttpError, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { closeApplicationWithRows } from './application-close.js';
import * as writes from './import-writes-repo.js';

/** POST api/application/{id}/close: closes the application with its undecided rows and emails the student. */
export async function closeApplicationByAdmin(
  db: Db,
  config: AppConfig,
  actor: Actor,
  applicationId: number,
  body: ApplicationCloseBody,
): Promise<MessageAnswer> {
  return inTransaction(db, actor.user.id, async (tx) => {
    const app = await writes.lockApplication(tx, applicationId);
    if (!app) throw notFound(M.applicationDataFailed);
    const importStatuses = await writes.listImportStatuses(tx, app.id);
    const check = checkApplicationClose(
      { applicationStatus: app.applicationStatus, importStatuses },
      { mayClose: isWritingTeAdmin(actor.user) },
      body.reason,
    );
    if (!check.ok)
      throw new HttpError(
        check.status,
        check.message,
        check.status === 400 ? { reason: check.message } : undefined,
      );
    if (app.version !== body.version) throw conflict();
    await closeApplicationWithRows(tx, config, {
      app,
      cause: { kind: 'closedByAdmin', reason: body.reason },
      today: programToday(config),
      actorUserId: actor.user.id,
    });
    return { message: M.applicationClosed };
  });
}
