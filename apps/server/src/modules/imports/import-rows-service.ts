/**
 * The import rows' writes other modules make, in the caller's transaction (whose acting user the
 * change-log triggers record): the export decisions that move rows (exports module) and the student's
 * school list (students module). The imports module owns `application_schools`' writes
 * (import-rows-repo.ts); modules reach it only through this service.
 */
export {
  deleteRemovableImportRows,
  type ImportRowValues,
  insertImportRows,
  updateImportRows,
} from './import-rows-repo.js';
