import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { schools } from '../../db/schema/schools.js';
import { studentApplications } from '../../db/schema/students.js';

// SQL of the export school's edit of an application's employee fields (export-edit-service.ts).

const a = studentApplications;

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
