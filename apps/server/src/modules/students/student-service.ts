import {
  ferpaChangeIssue,
  isLiveApplication,
  STUDENT_MESSAGES as M,
  type RegistrationBody,
  type SessionUser,
  type StudentProfileBody,
  type StudentView,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { inTransaction, setActingUser } from '../../db/transaction.js';
import { conflict, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { hashPassword, openSession, type SessionOrigin } from '../auth/auth-service.js';
import * as accounts from '../users/user-accounts-service.js';
import { throwIfErrors } from './application-checks.js';
import { listApplicationStates } from './applications-repo.js';
import * as repo from './students-repo.js';

/**
 * Applicant sign-up: a STUDENT account and its student record, then a session, in one transaction.
 * An address already on file (any account type) gets 409 'Requested username is unavailable…'.
 */
export async function registerStudent(
  db: Db,
  config: AppConfig,
  body: RegistrationBody,
  origin: SessionOrigin,
): Promise<{ token: string; user: SessionUser }> {
  if (await repo.isEmailTaken(db, body.email)) throw conflict(M.usernameUnavailable);
  const passwordHash = await hashPassword(body.userPassword);
  try {
    return await inTransaction(db, null, async (tx) => {
      const userId = await accounts.insertStudentUser(tx, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        middleInitial: body.middleInitial,
        ferpa: body.ferpa,
        passwordHash,
      });
      // From here on the new student is the acting user of the change log.
      await setActingUser(tx, userId);
      await repo.insertStudent(tx, {
        userId,
        studentFirstName: body.firstName,
        studentLastName: body.lastName,
        studentMiddleInitial: body.middleInitial,
        studentEmail: body.email,
        ferpa: body.ferpa,
      });
      return openSession(tx, config, userId, origin);
    });
  } catch (err) {
    // Two sign-ups with one address racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(M.usernameUnavailable);
    throw err;
  }
}

/**
 * POST api/student: the signed-in STUDENT account's student record, created from the account when it
 * has none (accounts made outside the sign-up). Answers whether it was created.
 */
export async function ensureStudentRecord(
  db: Db,
  actor: Actor,
): Promise<{ created: boolean; student: StudentView }> {
  const existing = actor.user.studentId ? await repo.findStudent(db, actor.user.studentId) : undefined;
  if (existing) return { created: false, student: existing };
  const userId = actor.user.id;
  return inTransaction(db, userId, async (tx) => {
    const names = await repo.findUserNames(tx, userId);
    if (!names) throw notFound(M.accountLoadFailed);
    const id = await repo.insertStudent(tx, {
      userId,
      studentFirstName: names.firstName,
      studentLastName: names.lastName,
      studentMiddleInitial: names.middleInitial,
      studentEmail: names.email,
      ferpa: names.ferpa,
    });
    const student = await repo.findStudent(tx, id);
    return { created: true, student: student! };
  });
}

/** The student record, or 404. */
export async function getStudent(db: Db, studentId: number): Promise<StudentView> {
  const student = await repo.findStudent(db, studentId);
  if (!student) throw notFound(M.accountLoadFailed);
  return student;
}

/**
 * Student Profile update: names, email (the new email becomes the sign-in ID) and FERPA consent (given
 * once, never withdrawn). The email must be free and differ from the employee email of a live application.
 */
export async function updateStudentProfile(
  db: Db,
  actor: Actor,
  studentId: number,
  body: StudentProfileBody,
): Promise<StudentView> {
  try {
    return await inTransaction(db, actor.user.id, async (tx) => {
      const student = await repo.lockStudent(tx, studentId);
      if (!student) throw notFound(M.accountLoadFailed);
      if (body.version !== undefined && body.version !== student.version) throw conflict();
      const ferpa = body.ferpa ?? student.ferpa;
      const ferpaIssue = ferpaChangeIssue(student.ferpa, ferpa);
      throwIfErrors(ferpaIssue ? { ferpa: ferpaIssue } : {});
      if (await repo.isEmailTaken(tx, body.studentEmail, student.userId))
        throw conflict(M.usernameUnavailable);
      const live = (await listApplicationStates(tx, studentId)).filter(isLiveApplication);
      if (live.some((a) => a.employeeEmail.toLowerCase() === body.studentEmail)) {
        throwIfErrors({ studentEmail: M.emailsMustDiffer });
      }
      const { version: _version, ...values } = body;
      await repo.updateStudentProfile(tx, student, { ...values, ferpa });
      await accounts.updateStudentAccount(tx, student.userId, { ...values, ferpa });
      return (await repo.findStudent(tx, studentId))!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.usernameUnavailable);
    throw err;
  }
}
