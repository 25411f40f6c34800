import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  activeRolesAt,
  applicationStatesOf,
  canStartNewApplication,
  canViewApplications,
  enrolledSchoolIds,
  isStaffUser,
  isTeUser,
  isTransferOffered,
  isWritingTeAdmin,
  STUDENT_MESSAGES as M,
  type StudentApplicationsAnswer,
  type StudentWithApplications,
  type TransferPrefill,
  transferSource,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import type { Actor } from '../../plugins/session.js';
import { findApplicationDetail } from './application-detail-repo.js';
import { toApplicationView } from './application-views.js';
import {
  listApplicationRows,
  listApplicationSchoolRows,
  listApplicationStates,
} from './applications-repo.js';
import { findStudent } from './students-repo.js';

/** The student record, or 404. */
export async function requireStudentRecord(db: DbOrTx, studentId: number) {
  const student = await findStudent(db, studentId);
  if (!student) throw notFound(M.noStudentRecord);
  return student;
}

async function loadViews(db: DbOrTx, by: { studentId: number } | { applicationId: number }) {
  const rows = await listApplicationRows(db, by);
  const schoolRows = await listApplicationSchoolRows(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ studentId: r.studentId, view: toApplicationView(r, schoolRows) }));
}

/**
 * True when the user may read the application as a whole: its student, or a reader of its export side
 * (2-applications §6: admin, export or TELO role at the export school, or TE users with the matching TE
 * role; read-only included). Import schools read their own rows (importSchoolsReadBy).
 */
export function mayReadApplication(actor: Actor, parties: { studentId: number; exportSchoolId: number }) {
  const { user } = actor;
  if (!isStaffUser(user)) return user.studentId === parties.studentId;
  return canViewApplications(activeRolesAt(user, parties.exportSchoolId), 'export');
}

/** The application's import schools at which the staff user may read imports (read-only included). */
export function importSchoolsReadBy(actor: Actor, importSchoolIds: readonly number[]): number[] {
  return importSchoolIds.filter((id) => canViewApplications(activeRolesAt(actor.user, id), 'import'));
}

/**
 * Which import rows the reader sees (undefined: all). The student, a TE user or an export-side reader sees
 * every row; a reader only at import schools sees their schools' rows, since other schools' decisions are
 * not theirs to see. A staff user naming an import school (?importschool=, the import screens reading the
 * application as that school) sees that school's row, if they may read imports there (else 403; 404 when
 * the application has no row there). Anyone else gets 403.
 */
function visibleImportSchools(
  actor: Actor,
  parties: { studentId: number; exportSchoolId: number; importSchoolIds: readonly number[] },
  importSchool: number | undefined,
): ReadonlySet<number> | undefined {
  const whole = mayReadApplication(actor, parties);
  if (!isStaffUser(actor.user)) {
    if (!whole) throw forbidden();
    return undefined;
  }
  const readable = importSchoolsReadBy(actor, parties.importSchoolIds);
  if (!whole && readable.length === 0) throw forbidden();
  if (importSchool === undefined) return whole || isTeUser(actor.user) ? undefined : new Set(readable);
  if (readable.includes(importSchool)) return new Set([importSchool]);
  if (parties.importSchoolIds.includes(importSchool)) throw forbidden();
  throw notFound(APPLICATION_MESSAGES.importRowNotFound);
}

/** The student with every application, newest first by id, and what they may start; 404 when none. */
export async function listStudentApplications(
  db: DbOrTx,
  studentId: number,
): Promise<StudentApplicationsAnswer> {
  const student = await requireStudentRecord(db, studentId);
  const views = (await loadViews(db, { studentId })).map((v) => v.view);
  if (views.length === 0) throw notFound(M.noApplications);
  const states = applicationStatesOf(views);
  return {
    ...student,
    studentApplication: views,
    canStartNewApplication: canStartNewApplication(states),
    transferOffered: isTransferOffered(states),
  };
}

/**
 * One application with its student, for its student, a TE user, a reader of its export school or of one
 * of its import schools (others get 403), read in one statement; a staff reader also gets the Export
 * Application's choices and actions (none without export roles). A reader only at import schools sees
 * only their schools' rows (visibleImportSchools); `importSchool` (?importschool=) picks one of them.
 */
export async function getApplication(
  db: DbOrTx,
  config: AppConfig,
  actor: Actor,
  applicationId: number,
  importSchool?: number,
): Promise<StudentWithApplications> {
  const found = await findApplicationDetail(db, applicationId);
  if (!found) throw notFound(M.applicationLoadFailed);
  const { application, student, importRows } = found;
  const visible = visibleImportSchools(
    actor,
    {
      studentId: student.id,
      exportSchoolId: application.exportSchool,
      importSchoolIds: importRows.map((r) => r.importSchool),
    },
    importSchool,
  );
  const reader = isStaffUser(actor.user)
    ? {
        exportAccess: activeRolesAt(actor.user, application.exportSchool),
        today: programToday(config),
        visibleImportSchools: visible,
        mayClose: isWritingTeAdmin(actor.user),
      }
    : undefined;
  return { ...student, studentApplication: [toApplicationView(application, importRows, reader)] };
}

/** The student with one of their applications (the answer of a create or update). */
export async function loadStudentWithApplication(
  db: DbOrTx,
  studentId: number,
  applicationId: number,
): Promise<StudentWithApplications> {
  const student = await requireStudentRecord(db, studentId);
  const [found] = await loadViews(db, { applicationId });
  if (!found) throw notFound(M.applicationLoadFailed);
  return { ...student, studentApplication: [found.view] };
}

/** What a transfer application starts from: the employer, employee and prior school; 404 when not offered. */
export async function getTransferPrefill(db: DbOrTx, studentId: number): Promise<TransferPrefill> {
  await requireStudentRecord(db, studentId);
  const source = transferSource(await listApplicationStates(db, studentId));
  if (!source) throw notFound(M.transferNotOffered);
  const [found] = await loadViews(db, { applicationId: source.id });
  const priorId = enrolledSchoolIds(source.schools)[0];
  const prior = found?.view.studentApplicationSchool.find((s) => s.importSchool === priorId);
  if (!found || !prior) throw notFound(M.transferNotOffered);
  const v = found.view;
  return {
    sourceApplicationId: v.id,
    applicationStatus: APPLICATION_STATUS.TRANSFER,
    exportSchool: v.exportSchool,
    exportSchoolName: v.exportSchoolName,
    city: v.city,
    state: v.state,
    nonEduAccepted: v.nonEduAccepted,
    customFieldLabel1: v.customFieldLabel1,
    customFieldLabel2: v.customFieldLabel2,
    customFieldLabel3: v.customFieldLabel3,
    employeeFirstName: v.employeeFirstName,
    employeeLastName: v.employeeLastName,
    employeeEmail: v.employeeEmail,
    employeeTitle: v.employeeTitle,
    employeeId: v.employeeId,
    employeeYearOfService: v.employeeYearOfService,
    customField1: v.customField1,
    customField2: v.customField2,
    customField3: v.customField3,
    priorImportSchool: {
      importSchool: prior.importSchool,
      importSchoolName: prior.importSchoolName,
      city: prior.city,
      state: prior.state,
    },
  };
}
