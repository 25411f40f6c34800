import { TRAINING_MESSAGES as M, ROSTER_MAX_BYTES, rosterExtension } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../plugins/errors.js';

/** The multipart limits of the upload: one file of at most 2 MB in the field "file", and little else. */
export const ROSTER_MULTIPART_LIMITS = {
  fileSize: ROSTER_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 5,
  headerPairs: 20,
} as const;

/** The uploaded roster: its name as the user's computer gave it (cleaned) and its bytes. */
export interface UploadedRoster {
  fileName: string;
  bytes: Buffer;
}

const MAX_NAME = 255;

/**
 * The file name to keep: the last part of a path a browser may send (C:\fakepath\...), without control
 * characters, at most 255 characters with its extension kept; 400 unless it ends .xlsx or .xls.
 */
function cleanFileName(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!rosterExtension(base)) throw badRequest(M.expectsSpreadsheet, { file: M.expectsSpreadsheet });
  return base.length > MAX_NAME ? base.slice(base.length - MAX_NAME) : base;
}

/** The multipart plugin's limit errors and anything else it or busboy raise, as one of our answers. */
function uploadProblem(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, M.tooLarge, { file: M.tooLarge });
  if (code === 'FST_FILES_LIMIT') return badRequest(M.singleFile, { file: M.singleFile });
  // A malformed body (no boundary, a part cut short), too many parts or fields: not an upload we read.
  return badRequest(M.noFile, { file: M.noFile });
}

/**
 * Reads the one file of the upload (field "file", 3-billing §7) into memory, at most 2 MB: the route's
 * access rule has already run (the session plugin's preParsing hook), so only a TE admin's body is
 * read at all. Other fields are read and ignored; a second file, a file under another field name or
 * none at all is a 400, a file over the limit a 413.
 */
export async function readUploadedRoster(request: FastifyRequest): Promise<UploadedRoster> {
  if (!request.isMultipart()) throw badRequest(M.noFile, { file: M.noFile });
  let roster: UploadedRoster | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw badRequest(M.noFile, { file: M.noFile });
      const fileName = cleanFileName(part.filename);
      roster = { fileName, bytes: await part.toBuffer() };
    }
  } catch (err) {
    throw uploadProblem(err);
  }
  if (!roster) throw badRequest(M.noFile, { file: M.noFile });
  return roster;
}
