/**
 * The import rows' writes other modules make, in the caller's transaction (whose acting user the
 * change-log triggers record): the export decisions that move rows (exports module), and close an
 * application of an ended aid year with its rows (open-points 43), and the student's school list
 * (students module). The imports module owns `application_schools`' writes
 * (import-rows-repo.ts); modules reach it only through this service.
 */

export { type ApplicationClose, closeApplicationWithRows } from './application-close.js';
export {
  deleteRemovableImportRows,
  type ImportRowValues,
  insertImportRows,
  updateImportRows,
} from './import-rows-repo.js';
