/**
 * The account writes other modules make, in the caller's transaction (whose acting user the change-log
 * triggers record): a password set (auth), a student's account and profile (students), training marked
 * complete by a roster upload (training). The users module owns `users`' writes (users-repo.ts);
 * modules reach them only through this service.
 */

export {
  insertStudentUser,
  markTrainingComplete,
  setPassword,
  updateStudentAccount,
} from './users-repo.js';
