import { ROLE, STAFF_USER_TYPES } from '@exchange/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { userRoles, users } from '../../db/schema/auth.js';
import { participationTypes } from '../../db/schema/reference.js';
import { schools } from '../../db/schema/schools.js';
import { applicationSchools, studentApplications } from '../../db/schema/students.js';

const a = studentApplications;
const x = applicationSchools;

/**
 * The staff user who last changed an import row, or null: a row no school user has touched (a student's
 * or no one's change) shows "No Action Taken", and the student may still drop its school at 2.
 */
const staffModifiedBy = sql<number | null>`(select m.id from users m where m.id = ${x.modifiedBy}
  and m.usertype in (${sql.join(
    STAFF_USER_TYPES.map((t) => sql`${t}`),
    sql`, `,
  )}))`;

/**
 * A school's liaison for tooltips and notices: its active primary TELO, else its secondary TELO (the
 * first by name when a slot is shared), as {firstName, lastName, email}; null when none is on file.
 */
export function liaisonOf(schoolId: SQL) {
  return sql<{ firstName: string; lastName: string; email: string } | null>`(
    select json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
    from user_roles r join users u on u.id = r.user_id
    where r.school_id = ${schoolId} and u.active
      and r.role_id in (${ROLE.PRIMARY_TELO}, ${ROLE.SECONDARY_TELO})
    order by r.role_id = ${ROLE.PRIMARY_TELO} desc, u.last_name, u.first_name
    limit 1)`;
}

/** Application columns with the aid year and the export school's name, place and labels. */
export const applicationColumns = {
  id: a.id,
  studentId: a.studentId,
  aidyear: a.aidYearId,
  aidyearName: aidYears.aidyear,
  applicationStatus: a.applicationStatus,
  creationDate: a.creationDate,
  exportSchool: a.exportSchoolId,
  exportSchoolName: schools.schoolName,
  city: schools.city,
  state: schools.state,
  nonEduAccepted: schools.nonEduAccepted,
  customFieldLabel1: schools.customField1,
  customFieldLabel2: schools.customField2,
  customFieldLabel3: schools.customField3,
  employeeFirstName: a.employeeFirstName,
  employeeLastName: a.employeeLastName,
  employeeEmail: a.employeeEmail,
  employeeTitle: a.employeeTitle,
  employeeId: a.employeeId,
  employeeYearOfService: a.employeeYearOfService,
  exportSchoolStatus: a.exportStatusId,
  exportStatusDate: a.exportStatusDate,
  customField1: a.customField1,
  customField2: a.customField2,
  customField3: a.customField3,
  studentCategoryId: a.studentCategoryId,
  extendEligibility: a.extendEligibility,
  extendEligibilityDate: a.extendEligibilityDate,
  exportStatusReasonOther: a.exportStatusReasonOther,
  noLongerEligibleDate: a.noLongerEligibleDate,
  eligibilityRemaining: a.eligibilityRemaining,
  closeReason: a.closeReason,
  importSchoolCount: sql<number>`(select count(*) from application_schools c
    where c.application_id = ${a.id})`.mapWith(Number),
  exportTelo: liaisonOf(sql`${a.exportSchoolId}`),
  version: a.version,
};
export type ApplicationRow = Awaited<ReturnType<typeof listApplicationRows>>[number];

/** Applications of a student, or one application by id, newest first. */
export async function listApplicationRows(db: DbOrTx, by: { studentId: number } | { applicationId: number }) {
  return db
    .select(applicationColumns)
    .from(a)
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .innerJoin(schools, eq(schools.id, a.exportSchoolId))
    .where('studentId' in by ? eq(a.studentId, by.studentId) : eq(a.id, by.applicationId))
    .orderBy(desc(a.id));
}

/** Import schools of the given applications, with the school's name and place, in the order listed. */
export async function listApplicationSchoolRows(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applicationSchools.applicationId,
      importSchool: applicationSchools.importSchoolId,
      importSchoolName: schools.schoolName,
      city: schools.city,
      state: schools.state,
      importStatus: applicationSchools.importStatusId,
      importStatusDate: applicationSchools.importStatusDate,
      importStatusOtherReason: applicationSchools.importStatusOtherReason,
      leaveOfAbsenceBegin: applicationSchools.leaveOfAbsenceBegin,
      leaveOfAbsenceEnd: applicationSchools.leaveOfAbsenceEnd,
      withdrawalDate: applicationSchools.withdrawalDate,
      participationTypeId: applicationSchools.participationTypeId,
      participationTypeName: participationTypes.participationName,
      importTelo: liaisonOf(sql`${applicationSchools.importSchoolId}`),
      modifiedBy: staffModifiedBy,
    })
    .from(applicationSchools)
    .innerJoin(schools, eq(schools.id, applicationSchools.importSchoolId))
    .leftJoin(participationTypes, eq(participationTypes.id, applicationSchools.participationTypeId))
    .where(inArray(applicationSchools.applicationId, applicationIds))
    .orderBy(asc(applicationSchools.applicationId), asc(applicationSchools.id));
}
export type ApplicationSchoolRow = Awaited<ReturnType<typeof listApplicationSchoolRows>>[number];

/** What the application rules need of each of a student's applications. */
export async function listApplicationStates(db: DbOrTx, studentId: number) {
  const apps = await db
    .select({
      id: a.id,
      applicationStatus: a.applicationStatus,
      exportStatus: a.exportStatusId,
      aidYearId: a.aidYearId,
      exportSchoolId: a.exportSchoolId,
      employeeEmail: a.employeeEmail,
      eligibilityRemaining: a.eligibilityRemaining,
      extendEligibility: a.extendEligibility,
      version: a.version,
    })
    .from(a)
    .where(eq(a.studentId, studentId))
    .orderBy(desc(a.id));
  if (apps.length === 0) return [];
  const rows = await db
    .select({
      applicationId: applicationSchools.applicationId,
      importSchoolId: applicationSchools.importSchoolId,
      importStatusId: applicationSchools.importStatusId,
      modifiedBy: staffModifiedBy,
    })
    .from(applicationSchools)
    .where(
      inArray(
        applicationSchools.applicationId,
        apps.map((app) => app.id),
      ),
    );
  return apps.map((app) => {
    const mine = rows.filter((r) => r.applicationId === app.id);
    return {
      ...app,
      schools: mine.map((r) => ({
        importSchoolId: r.importSchoolId,
        importStatusId: r.importStatusId,
        modifiedBy: r.modifiedBy,
      })),
      importStatuses: mine.map((r) => r.importStatusId),
    };
  });
}
export type ApplicationState = Awaited<ReturnType<typeof listApplicationStates>>[number];

/**
 * Locks a student's application, by id or by status (the OPEN one a transfer starts from), before the
 * student's write reads its import rows: every import and export write locks the application before its
 * rows, so what is read stays as read until the write commits. Undefined when there is none.
 */
export async function lockStudentApplication(
  db: DbOrTx,
  studentId: number,
  by: { id: number } | { status: string },
) {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.studentId, studentId), 'id' in by ? eq(a.id, by.id) : eq(a.applicationStatus, by.status)))
    .for('no key update');
  return row;
}

/** The student an application belongs to, if the application exists. */
export async function findApplicationStudentId(db: DbOrTx, applicationId: number) {
  return (await findApplicationParties(db, applicationId))?.studentId;
}

/** Who an application concerns: its student, its export school and its import schools; undefined when gone. */
export async function findApplicationParties(db: DbOrTx, applicationId: number) {
  const rows = await db
    .select({
      studentId: a.studentId,
      exportSchoolId: a.exportSchoolId,
      importSchoolIds: sql<number[]>`coalesce((select array_agg(s.import_school_id)
        from application_schools s where s.application_id = ${a.id}), '{}')`,
    })
    .from(a)
    .where(eq(a.id, applicationId))
    .limit(1);
  return rows[0];
}

/** Email addresses of the school's active primary TELO users. */
export async function listPrimaryTeloEmails(db: DbOrTx, schoolId: number) {
  const rows = await db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(eq(userRoles.schoolId, schoolId), eq(userRoles.roleId, ROLE.PRIMARY_TELO), eq(users.active, true)),
    );
  return rows.map((r) => r.email);
}
