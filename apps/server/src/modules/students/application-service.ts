import {
  APPLICATION_STATUS,
  canUpdateApplication,
  diffImportSchools,
  type EzApplicationBody,
  enrolledSchoolIds,
  getInitialImportStatus,
  initialEligibility,
  initialExportStatus,
  isApplyListLocked,
  isRemovableImportSchool,
  STUDENT_MESSAGES as M,
  newApplicationRefusal,
  type StudentWithApplications,
  transferSource,
  type UpdateApplicationBody,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { inTransaction } from '../../db/transaction.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import { conflict, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import * as importRows from '../imports/import-rows-service.js';
import {
  birthDateErrors,
  importSchoolErrors,
  newApplicationErrors,
  placeErrors,
  throwIfErrors,
} from './application-checks.js';
import { loadStudentWithApplication } from './application-reads.js';
import * as apps from './applications-repo.js';
import { listImportSchoolOptions } from './school-options-service.js';
import * as applications from './student-applications-repo.js';
import { applicationAwaitsDecisionEmail, applicationReceivedEmail } from './student-emails.js';
import { lockStudent, type StudentAddress, updateStudentAddress } from './students-repo.js';

/** The address part of an application body, as stored on the student record. */
function addressOf(body: EzApplicationBody | UpdateApplicationBody): StudentAddress {
  return {
    studentAddress: body.studentAddress,
    studentAddress2: body.studentAddress2,
    studentCity: body.studentCity,
    studentState: body.studentState,
    studentZip: body.studentZip,
    studentZipFour: body.studentZipFour,
    studentCellPhone: body.studentCellPhone,
    studentBirthDate: body.studentBirthDate,
    countryId: body.countryId,
  };
}

async function lockOwnStudent(tx: Tx, studentId: number) {
  const student = await lockStudent(tx, studentId);
  if (!student) throw notFound(M.noStudentRecord);
  return student;
}

/** Mails the student's confirmation and the employer's primary TELO notice, in the caller's transaction. */
async function enqueueSubmissionEmails(tx: Tx, config: AppConfig, answer: StudentWithApplications) {
  const application = answer.studentApplication[0]!;
  const submitted = { studentName: `${answer.studentFirstName} ${answer.studentLastName}`, application };
  await enqueueEmail(tx, applicationReceivedEmail(config, answer.studentEmail, submitted));
  for (const to of await apps.listPrimaryTeloEmails(tx, application.exportSchool)) {
    await enqueueEmail(tx, applicationAwaitsDecisionEmail(config, to, submitted));
  }
}

/**
 * Submits an EZ application (OPEN) or a transfer application (TRANSFER) for the student, in one
 * transaction: the state rules of 1-core §4, the field rules needing data, the student's address, the
 * application with its initial statuses, its import schools and the two emails.
 */
export async function createApplication(
  db: Db,
  config: AppConfig,
  actor: Actor,
  studentId: number,
  body: EzApplicationBody,
): Promise<StudentWithApplications> {
  const entry = body.studentApplication;
  const type = entry.applicationStatus;
  try {
    return await inTransaction(db, actor.user.id, async (tx) => {
      const student = await lockOwnStudent(tx, studentId);
      // A transfer reads its source's enrolment and eligibility counts: lock that (OPEN) application first.
      if (type === APPLICATION_STATUS.TRANSFER)
        await apps.lockStudentApplication(tx, studentId, { status: APPLICATION_STATUS.OPEN });
      const states = await apps.listApplicationStates(tx, studentId);
      const refusal = newApplicationRefusal(states, type);
      if (refusal) throw conflict(refusal);
      const transferFrom = type === APPLICATION_STATUS.TRANSFER ? transferSource(states) : undefined;
      // Creation and status dates are the programme's day (open-points 1), not the database's UTC date.
      const today = programToday(config);
      throwIfErrors(
        await newApplicationErrors(tx, { body, studentEmail: student.studentEmail, transferFrom, today }),
      );

      await updateStudentAddress(tx, studentId, addressOf(body));
      const exportStatusId = initialExportStatus(type);
      const applicationId = await applications.insertApplication(tx, {
        studentId,
        aidYearId: entry.aidyear,
        applicationStatus: type,
        exportSchoolId: entry.exportSchool,
        employeeFirstName: entry.employeeFirstName,
        employeeLastName: entry.employeeLastName,
        employeeEmail: entry.employeeEmail,
        employeeTitle: entry.employeeTitle,
        employeeId: entry.employeeId,
        employeeYearOfService: entry.employeeYearOfService,
        exportStatusId,
        customField1: entry.customField1,
        customField2: entry.customField2,
        customField3: entry.customField3,
        studentCategoryId: entry.studentCategoryId,
        // A transfer starts with no extension but carries on with the terms its source has left.
        ...initialEligibility(transferFrom),
        creationDate: today,
        exportStatusDate: today,
        modifiedBy: actor.user.id,
      });
      await importRows.insertImportRows(
        tx,
        applicationId,
        entry.studentApplicationSchool.map((s) => s.importSchool),
        // A transfer starts at Export Approved, so its schools start at Import Decision Pending (open-points 4).
        { importStatusId: getInitialImportStatus(exportStatusId), importStatusDate: today },
      );
      const answer = await loadStudentWithApplication(tx, studentId, applicationId);
      await enqueueSubmissionEmails(tx, config, answer);
      return answer;
    });
  } catch (err) {
    // The one-live-application index backs the check above should two submissions race.
    if (isUniqueViolation(err)) throw conflict(M.oneApplicationOpen);
    throw err;
  }
}

/**
 * The student's Update EZ Application: address, phone, birth date and the schools applied to, in one
 * transaction. The list is locked while a school has the student enrolled or on leave; schools that
 * acted already cannot be dropped; new schools must be open for the application's aid year.
 */
export async function updateApplication(
  db: Db,
  config: AppConfig,
  actor: Actor,
  studentId: number,
  applicationId: number,
  body: UpdateApplicationBody,
): Promise<StudentWithApplications> {
  return inTransaction(db, actor.user.id, async (tx) => {
    await lockOwnStudent(tx, studentId);
    // The application first, as every import and export write locks it before its rows: a school's
    // decision made meanwhile is read below, and one made later waits for this update to commit.
    if (!(await apps.lockStudentApplication(tx, studentId, { id: applicationId })))
      throw notFound(M.applicationLoadFailed);
    const states = await apps.listApplicationStates(tx, studentId);
    const app = states.find((s) => s.id === applicationId);
    if (!app) throw notFound(M.applicationLoadFailed);
    if (!canUpdateApplication(app)) throw conflict(M.applicationNotUpdatable);
    const { version, studentApplicationSchool } = body.studentApplication;
    if (version !== undefined && version !== app.version) throw conflict();

    const { added, removed } = diffImportSchools(
      app.schools.map((s) => s.importSchoolId),
      studentApplicationSchool.map((s) => s.importSchool),
    );
    if ((added.length > 0 || removed.length > 0) && isApplyListLocked(app)) throw conflict(M.applyListLocked);
    const removable = app.schools
      .filter((s) => isRemovableImportSchool({ importStatus: s.importStatusId, modifiedBy: s.modifiedBy }))
      .map((s) => s.importSchoolId);
    if (removed.some((id) => !removable.includes(id))) throw conflict(M.importSchoolNotRemovable);

    const today = programToday(config);
    const errors = { ...(await placeErrors(tx, body)), ...birthDateErrors(body.studentBirthDate, today) };
    if (added.length > 0) {
      const options = await listImportSchoolOptions(tx, app.exportSchoolId, app.aidYearId, today);
      // A transfer cannot take on the school the student is enrolled at through the open application.
      const prior =
        app.applicationStatus === APPLICATION_STATUS.TRANSFER
          ? states
              .filter((s) => s.applicationStatus === APPLICATION_STATUS.OPEN)
              .flatMap((s) => enrolledSchoolIds(s.schools))
          : [];
      Object.assign(
        errors,
        importSchoolErrors(added, { employerId: app.exportSchoolId, options, priorSchoolIds: prior }),
      );
    }
    throwIfErrors(errors);

    await updateStudentAddress(tx, studentId, addressOf(body));
    const touched = await applications.touchApplication(tx, applicationId, actor.user.id);
    if (!touched) throw notFound(M.applicationLoadFailed);
    // The statement checks again that each school has not acted: a row it keeps is a refusal.
    if ((await importRows.deleteRemovableImportRows(tx, applicationId, removed)) < removed.length)
      throw conflict(M.importSchoolNotRemovable);
    // An added school starts where the export decision puts it: at 2 once the export is approved (open-points 4).
    await importRows.insertImportRows(tx, applicationId, added, {
      importStatusId: getInitialImportStatus(touched.exportStatusId),
      importStatusDate: today,
    });
    return loadStudentWithApplication(tx, studentId, applicationId);
  });
}
