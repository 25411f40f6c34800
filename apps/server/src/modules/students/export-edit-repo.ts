import { eq, sql } from 'drizzle-orm';
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
