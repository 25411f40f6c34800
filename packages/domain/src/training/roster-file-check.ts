import { ROSTER_MAX_BYTES, rosterExtension } from './roster-format.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

/**
 * Why the files chosen or dropped cannot be uploaded, or null (3-billing §5: "Expects xlsx or xls", a
 * single file; the size limit the server also enforces). The screen says it before sending anything;
 * the server checks the content itself.
 */
export function rosterFilesProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length === 0) return M.expectsSpreadsheet;
  if (files.length > 1) return M.singleFile;
  const [file] = files;
  if (!file || !rosterExtension(file.name)) return M.expectsSpreadsheet;
  if (file.size > ROSTER_MAX_BYTES) return M.tooLarge;
  if (file.size === 0) return M.notSpreadsheet;
  return null;
}
