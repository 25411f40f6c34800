import { EXPORT_STATUS, getExtensionCap, IMPORT_STATUS } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.js';
import { schools } from '../db/schema/schools.js';
import { applicationSchools, studentApplications, students } from '../db/schema/students.js';
import { inTransaction } from '../db/transaction.js';
import type { TestContext } from './app.js';

/**
 * Applications exported by school B and imported by school A, for the import calls of the authorization
 * matrix and the fuzz (issue 10), each of its own student. Every call the matrix makes on them is
 * refused by a rule, so an allowed caller gets 400 and nothing changes.
 */
export interface ImportPersonaFixtures {
  /** A's row Enrolled, eligibility extended to the cap and a summer term added: extend and add refuse. */
  enrolledApplicationId: number;
  /** A's row Enrolled without a summer term: removing one refuses. */
  noSummerApplicationId: number;
  /** A's row at Import Decision Pending: the fuzz's valid body declines it. */
  pendingApplicationId: number;
  /** A's row Under Review, the application at version 1: the fuzz's valid body closes it (open-points 43). */
  closableApplicationId: number;
}

/** Inserts the import applications of ImportPersonaFixtures (no sign-up: their students never sign in). */
export async function createImportPersonaFixtures(
  t: TestContext,
  ids: { ownSchoolId: number; otherSchoolId: number; aidYearId: number },
): Promise<ImportPersonaFixtures> {
  const [own] = await t.database.db
    .select({ academicTerm: schools.academicTerm })
    .from(schools)
    .where(eq(schools.id, ids.ownSchoolId));
  const cap = getExtensionCap(own!.academicTerm);
  return inTransaction(t.database.db, null, async (tx) => {
    const insert = async (slug: string, row: { importStatusId: number; summer: number; extend: number }) => {
      const email = `matrix.import.${slug}@example.net`;
      const [user] = await tx
        .insert(users)
        .values({
          userName: email,
          email,
          firstName: 'Lee',
          lastName: slug,
          usertype: 'STUDENT',
          passwordHash: 'unused',
        })
        .returning({ id: users.id });
      const [student] = await tx
        .insert(students)
        .values({ userId: user!.id, studentFirstName: 'Lee', studentLastName: slug, studentEmail: email })
        .returning({ id: students.id });
      const [app] = await tx
        .insert(studentApplications)
        .values({
          studentId: student!.id,
          aidYearId: ids.aidYearId,
          exportSchoolId: ids.otherSchoolId,
          employeeFirstName: 'Pat',
          employeeLastName: 'Parent',
          employeeEmail: 'pat.parent@matrix-other.edu',
          employeeTitle: 'Registrar',
          exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
          studentCategoryId: 2,
          extendEligibility: row.extend,
          eligibilityRemaining: 4,
        })
        .returning({ id: studentApplications.id });
      await tx.insert(applicationSchools).values({
        applicationId: app!.id,
        importSchoolId: ids.ownSchoolId,
        importStatusId: row.importStatusId,
        unprocessedSummerTerm: row.summer,
      });
      return app!.id;
    };
    return {
      enrolledApplicationId: await insert('enrolled', {
        importStatusId: IMPORT_STATUS.ENROLLED,
        summer: 1,
        extend: cap,
      }),
      noSummerApplicationId: await insert('nosummer', {
        importStatusId: IMPORT_STATUS.ENROLLED,
        summer: 0,
        extend: 0,
      }),
      pendingApplicationId: await insert('pending', {
        importStatusId: IMPORT_STATUS.DECISION_PENDING,
        summer: 0,
        extend: 0,
      }),
      closableApplicationId: await insert('closable', {
        importStatusId: IMPORT_STATUS.UNDER_REVIEW,
        summer: 0,
        extend: 0,
      }),
    };
  });
}
