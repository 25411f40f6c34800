import type { RosterAccount, TrainingUploadRecord } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/**
 * The accounts the roster's emails name (by users_email_uq on lower(email)), locked until the upload's
 * transaction ends, so an edit of the same account waits and nothing marks an account twice.
 */
export function lockAccountsByEmail(tx: Tx, emails: readonly string[]): Promise<RosterAccount[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return queryRows<RosterAccount>(
    tx,
    sql`select id, email, first_name as "firstName", last_name as "lastName", usertype,
          training_complete as "trainingComplete"
        from users
        where lower(email) = any(${sql.param([...emails])}::text[])
        for update`,
  );
}

/** What an upload is recorded with (training_uploads). */
export interface UploadRecord {
  fileName: string;
  fileSize: number;
  rowCount: number;
  matchedCount: number;
  unmatchedCount: number;
  refusedCount: number;
  uploadedBy: number;
}

/** Records an upload; answers its id. */
export async function insertUpload(tx: Tx, record: UploadRecord): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into training_uploads
          (file_name, file_size, row_count, matched_count, unmatched_count, refused_count, uploaded_by)
        values (${record.fileName}, ${record.fileSize}, ${record.rowCount}, ${record.matchedCount},
          ${record.unmatchedCount}, ${record.refusedCount}, ${record.uploadedBy})
        returning id`,
  );
  return row!.id;
}

/** The latest uploads, newest first (training_uploads_at_idx), with the uploader's name. */
export function listUploads(db: DbOrTx, limit: number): Promise<TrainingUploadRecord[]> {
  return queryRows<TrainingUploadRecord>(
    db,
    sql`select t.id, t.file_name as "fileName", t.file_size as "fileSize", t.row_count as "rowCount",
          t.matched_count as "matchedCount", t.unmatched_count as "unmatchedCount",
          t.refused_count as "refusedCount",
          case when u.id is null then null else u.first_name || ' ' || u.last_name end as "uploadedBy",
          to_char(t.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "uploadedAt"
        from training_uploads t left join users u on u.id = t.uploaded_by
        order by t.uploaded_at desc, t.id desc
        limit ${limit}`,
  );
}
