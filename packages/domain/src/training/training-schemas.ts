/** Requests and answers of the training roster calls (3-billing §7 Training upload; open-points 34). */
import { z } from 'zod';
import { binaryFile } from '../common/binary-file.js';
import { ROSTER_MAX_SIZE_LABEL } from './roster-format.js';

const count = z.number().int().nonnegative();
const rowNumber = z.number().int().positive().describe('The row of the first sheet (the header is row 1)');

/** The multipart body of POST api/training/fileupload (3-billing §7: field "file"). */
export const trainingUploadBodySchema = z.object({
  file: binaryFile(
    `One xlsx or xls file of at most ${ROSTER_MAX_SIZE_LABEL} (multipart/form-data, field "file")`,
  ),
});

/** What an upload did: the rows read and what became of each (open-points 34). */
export const trainingUploadSummarySchema = z.object({
  uploadId: z.number().int().positive().describe('The upload as recorded (training_uploads)'),
  fileName: z.string(),
  rowsRead: count.describe('Data rows under the header that hold anything (blank rows are skipped)'),
  matchedCount: count.describe('Accounts marked trained by this upload'),
  unmatchedCount: count.describe('Readable rows that marked no account'),
  refusedCount: count.describe('Rows refused: a missing or invalid email or completion date'),
  marked: z
    .array(z.object({ row: rowNumber, email: z.string(), name: z.string() }))
    .describe('The accounts marked trained, by row'),
  notMatched: z
    .array(z.object({ row: rowNumber, email: z.string(), reason: z.string() }))
    .describe(
      'Rows that marked no account: no account has the email, a student account, already trained, training not required, or the email listed again',
    ),
  refused: z
    .array(z.object({ row: rowNumber, email: z.string().nullable(), reason: z.string() }))
    .describe('Rows that could not be read: what the email cell holds (null when blank) and why'),
});
export type TrainingUploadSummary = z.infer<typeof trainingUploadSummarySchema>;

/** One recorded upload (training_uploads), for the screen's recent uploads. */
export const trainingUploadRecordSchema = z.object({
  id: z.number().int().positive(),
  fileName: z.string(),
  fileSize: count.describe('Bytes'),
  rowCount: count.describe('Rows read'),
  matchedCount: count,
  unmatchedCount: count,
  refusedCount: count,
  uploadedBy: z.string().nullable().describe('First and last name of the uploader; null when removed'),
  uploadedAt: z.string().describe('When, as an instant (ISO 8601, UTC)'),
});
export type TrainingUploadRecord = z.infer<typeof trainingUploadRecordSchema>;

/** The latest uploads, newest first. */
export const trainingUploadListSchema = z.array(trainingUploadRecordSchema);
