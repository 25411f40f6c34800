import {
  checkRoster,
  TRAINING_MESSAGES as M,
  matchRoster,
  TRAINING_UPLOADS_SHOWN,
  type TrainingUploadRecord,
  type TrainingUploadSummary,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import * as userAccounts from '../users/user-accounts-service.js';
import { readRosterRows } from './roster-reader.js';
import type { UploadedRoster } from './roster-upload.js';
import * as repo from './training-repo.js';

/**
 * POST api/training/fileupload (open-points 34): reads the roster (a file that is no spreadsheet, holds
 * a formula or lacks the columns is refused before anything is written), then in one transaction marks
 * the still-untrained staff accounts it names trained and records the upload with its counts; the
 * users and training_uploads triggers write the change log with the uploader. Answers the summary.
 */
export async function uploadRoster(
  db: Db,
  config: AppConfig,
  actor: Actor,
  file: UploadedRoster,
): Promise<TrainingUploadSummary> {
  const rows = await readRosterRows(file.bytes);
  const roster = checkRoster(rows, programToday(config));
  if ('problem' in roster) throw badRequest(roster.problem, { file: roster.problem });
  const emails = [...new Set(roster.entries.map((e) => e.email))];
  return inTransaction(db, actor.user.id, async (tx) => {
    const accounts = await repo.lockAccountsByEmail(tx, emails);
    const { marked, unmatched } = matchRoster(roster.entries, accounts);
    await userAccounts.markTrainingComplete(
      tx,
      marked.map((m) => m.userId),
    );
    const counts = {
      matchedCount: marked.length,
      unmatchedCount: unmatched.length,
      refusedCount: roster.refused.length,
    };
    const uploadId = await repo.insertUpload(tx, {
      fileName: file.fileName,
      fileSize: file.bytes.length,
      rowCount: roster.rowsRead,
      uploadedBy: actor.user.id,
      ...counts,
    });
    return {
      uploadId,
      fileName: file.fileName,
      rowsRead: roster.rowsRead,
      ...counts,
      marked: marked.map(({ row, email, name }) => ({ row, email, name })),
      notMatched: unmatched,
      refused: roster.refused,
    };
  });
}

/** GET api/training/uploads: the latest uploads; 404 with a sentence when there is none yet. */
export async function listRecentUploads(db: DbOrTx): Promise<TrainingUploadRecord[]> {
  const uploads = await repo.listUploads(db, TRAINING_UPLOADS_SHOWN);
  if (uploads.length === 0) throw notFound(M.noUploads);
  return uploads;
}
