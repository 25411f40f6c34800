import { ROLE } from '@exchange/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { userRoles, users } from '../../db/schema/auth.js';
import { participationTypes } from '../../db/schema/reference.js';
import { schools } from '../../db/schema/schools.js';
import { applicationSchools, studentApplications } from '../../db/schema/students.js';

const a = studentApplications;

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
      modifiedBy: applicationSchools.modifiedBy,
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
      aidYearId: a.aidYearId,
      exportSchoolId: a.exportSchoolId,
      employeeEmail: a.employeeEmail,
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
    })
    .from(applicationSchools)
    .where(
      inArray(
        applicationSchools.applicationId,
        apps.map((x) => x.id),
      ),
    );
  return apps.map((app) => {
    const mine = rows.filter((r) => r.applicationId === app.id);
    return {
      ...app,
      schools: mine.map((r) => ({ importSchoolId: r.importSchoolId, importStatusId: r.importStatusId })),
      importStatuses: mine.map((r) => r.importStatusId),
    };
  });
}
export type ApplicationState = Awaited<ReturnType<typeof listApplicationStates>>[number];

/** Inserts an application; answers its id. */
export async function insertApplication(db: DbOrTx, values: typeof studentApplications.$inferInsert) {
  const [row] = await db.insert(a).values(values).returning({ id: a.id });
  return row!.id;
}

/** Lists schools on an application with the given import status (no school user has acted yet). */
export async function insertApplicationSchools(
  db: DbOrTx,
  applicationId: number,
  schoolIds: number[],
  importStatusId: number,
) {
  if (schoolIds.length === 0) return;
  await db
    .insert(applicationSchools)
    .values(schoolIds.map((importSchoolId) => ({ applicationId, importSchoolId, importStatusId })));
}

/** Takes schools off an application. */
export async function deleteApplicationSchools(db: DbOrTx, applicationId: number, schoolIds: number[]) {
  if (schoolIds.length === 0) return;
  await db
    .delete(applicationSchools)
    .where(
      and(
        eq(applicationSchools.applicationId, applicationId),
        inArray(applicationSchools.importSchoolId, schoolIds),
      ),
    );
}

/**
 * Marks an application as changed by the user: a new version, so a form loaded before this change
 * gets 409 instead of overwriting it. Answers the export status read under the row lock this takes.
 */
export async function touchApplication(db: DbOrTx, applicationId: number, userId: number) {
  const [row] = await db
    .update(a)
    .set({ modifiedBy: userId, version: sql`${a.version} + 1`, updatedAt: sql`now()` })
    .where(eq(a.id, applicationId))
    .returning({ exportStatusId: a.exportStatusId });
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

/** What the export school's edit checks against: the student, the employer's non-EDU rule and the version. */
export async function findExportEditContext(db: DbOrTx, applicationId: number) {
  const rows = await db
    .select({
      studentId: a.studentId,
      exportSchoolId: a.exportSchoolId,
      studentEmail: sql<string>`(select s.student_email from students s where s.id = ${a.studentId})`,
      nonEduAccepted: schools.nonEduAccepted,
    })
    .from(a)
    .innerJoin(schools, eq(schools.id, a.exportSchoolId))
    .where(eq(a.id, applicationId))
    .limit(1);
  return rows[0];
}

/** The employee fields the export school corrects (2-applications §5), and Denied: Other's reason. */
export type EmployeeValues = Pick<
  typeof studentApplications.$inferInsert,
  | 'employeeFirstName'
  | 'employeeLastName'
  | 'employeeTitle'
  | 'employeeEmail'
  | 'employeeId'
  | 'employeeYearOfService'
  | 'customField1'
  | 'customField2'
  | 'customField3'
  | 'exportStatusReasonOther'
>;

/**
 * Writes the employee fields when the application is still at the expected version; answers the new
 * version, or undefined when someone saved first.
 */
export async function updateEmployeeFields(
  db: DbOrTx,
  applicationId: number,
  values: EmployeeValues,
  userId: number,
  expectedVersion: number,
) {
  const rows = await db
    .update(a)
    .set({ ...values, modifiedBy: userId, version: sql`${a.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(a.id, applicationId), eq(a.version, expectedVersion)))
    .returning({ version: a.version });
  return rows[0]?.version;
}
