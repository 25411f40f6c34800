/**
 * The application writes other modules make, in the caller's transaction (whose acting user the
 * change-log triggers record): the export decision, closing and deleting (exports module), and the
 * import writes' status, eligibility and closing changes (imports module). The students module owns
 * `student_applications`' writes (student-applications-repo.ts); modules reach it only through this
 * service.
 */

export {
  type ApplicationValues,
  deleteApplication,
  type ExportStatusValues,
  setApplicationStatus,
  updateApplication,
  updateExportStatus,
} from './student-applications-repo.js';
