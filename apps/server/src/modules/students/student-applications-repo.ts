/**
 * The only writer of `student_applications` (docs/architecture.md "The floors": one owner per table's writes): the
 * student's application (create, touch), the export school's employee edit and export decision, the
 * delete, and the import writes' changes (status, eligibility counts, closing) all change the row here;
 * other modules call it through student-applications-service.ts, in their own transaction (whose acting
 * user the change-log triggers record). Reads stay with the module that reads (every module may read it).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { studentApplications } from '../../db/schema/students.js';

const a = studentApplications;

/** Inserts an application; answers its id. */
export async function insertApplication(db: DbOrTx, values: typeof studentApplications.$inferInsert) {
  const [row] = await db.insert(a).values(values).returning({ id: a.id });
  return row!.id;
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

/** The export decision as stored by a status change. */
export interface ExportStatusValues {
  exportStatusId: number;
  exportStatusDate: string;
  exportStatusReasonOther: string | null;
  noLongerEligibleDate: string | null;
  modifiedBy: number;
}

/**
 * Sets the export decision when the application is still at the expected version, bumping it; answers
 * the new version, or undefined when someone else changed the application first.
 */
export async function updateExportStatus(
  db: DbOrTx,
  id: number,
  expectedVersion: number,
  values: ExportStatusValues,
) {
  const rows = await db
    .update(a)
    .set({ ...values, version: sql`${a.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(a.id, id), eq(a.version, expectedVersion)))
    .returning({ version: a.version });
  return rows[0]?.version;
}

/** Sets an application's status (the closing rule). */
export async function setApplicationStatus(db: DbOrTx, id: number, applicationStatus: string) {
  await db.update(a).set({ applicationStatus, updatedAt: sql`now()` }).where(eq(a.id, id));
}

/** What an application becomes; eligibility counts move by a delta, never below 0, and only when known. */
export interface ApplicationValues {
  studentCategoryId?: number;
  applicationStatus?: string;
  /** Why it was closed (open-points 43): the Application change log records it with the status. */
  closeReason?: string;
  /** Terms added to the extension count (Extend Eligibility), with today's date. */
  extend?: { date: string };
  /** Terms added to (+1) or taken from (-1) eligibility remaining. */
  remainingDelta?: number;
}

/** Updates an application, bumping its version (the export screens then reload before saving). */
export async function updateApplication(db: DbOrTx, id: number, values: ApplicationValues) {
  const delta = values.remainingDelta ?? 0;
  await db
    .update(a)
    .set({
      ...(values.studentCategoryId === undefined ? {} : { studentCategoryId: values.studentCategoryId }),
      ...(values.applicationStatus === undefined ? {} : { applicationStatus: values.applicationStatus }),
      ...(values.closeReason === undefined ? {} : { closeReason: values.closeReason }),
      ...(values.extend
        ? { extendEligibility: sql`${a.extendEligibility} + 1`, extendEligibilityDate: values.extend.date }
        : {}),
      // Unknown (null) stays unknown: greatest() alone would turn it into 0.
      ...(delta === 0
        ? {}
        : {
            eligibilityRemaining: sql`case when ${a.eligibilityRemaining} is null then null
              else greatest(${a.eligibilityRemaining} + ${delta}, 0) end`,
          }),
      version: sql`${a.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(a.id, id));
}

/** Deletes an application; its import rows go with it (the triggers log both). */
export async function deleteApplication(db: DbOrTx, id: number) {
  await db.delete(a).where(eq(a.id, id));
}
