import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  aidYears,
  schoolAidYearEligiblePrograms,
  schoolAidYearEnrollmentFees,
  schoolAidYearStudentCategories,
  schoolAidYears,
} from '../../db/schema/aid-years.js';
import {
  eligiblePrograms,
  enrollmentFeeTypes,
  feeFrequencies,
  studentCategories,
} from '../../db/schema/reference.js';

/** A school's aid-year records with their aid year, newest aid year first. */
export async function listRecords(db: DbOrTx, where: { schoolId: number } | { recordId: number }) {
  return db
    .select({
      record: schoolAidYears,
      aidyear: aidYears.aidyear,
      aidyearenddate: aidYears.aidyearenddate,
    })
    .from(schoolAidYears)
    .innerJoin(aidYears, eq(aidYears.id, schoolAidYears.aidYearId))
    .where(
      'schoolId' in where
        ? eq(schoolAidYears.schoolId, where.schoolId)
        : eq(schoolAidYears.id, where.recordId),
    )
    .orderBy(desc(aidYears.aidyearbegindate));
}

/** The eligible programs, fees and categories of the given records. */
export async function listRecordDetails(db: DbOrTx, recordIds: number[]) {
  if (recordIds.length === 0) return { programs: [], fees: [], categories: [] };
  const [programs, fees, categories] = await Promise.all([
    db
      .select({
        recordId: schoolAidYearEligiblePrograms.schoolAidYearId,
        eligibleProgramId: schoolAidYearEligiblePrograms.eligibleProgramId,
        eligibleProgramName: eligiblePrograms.name,
        eligibleProgramException: schoolAidYearEligiblePrograms.eligibleProgramException,
      })
      .from(schoolAidYearEligiblePrograms)
      .innerJoin(eligiblePrograms, eq(eligiblePrograms.id, schoolAidYearEligiblePrograms.eligibleProgramId))
      .where(inArray(schoolAidYearEligiblePrograms.schoolAidYearId, recordIds))
      .orderBy(schoolAidYearEligiblePrograms.eligibleProgramId),
    db
      .select({
        recordId: schoolAidYearEnrollmentFees.schoolAidYearId,
        feeTypeId: schoolAidYearEnrollmentFees.feeTypeId,
        feeTypeName: enrollmentFeeTypes.name,
        feeFrequencyId: schoolAidYearEnrollmentFees.feeFrequencyId,
        enrollmentFeeFrequencyName: feeFrequencies.name,
        amountCents: schoolAidYearEnrollmentFees.amountCents,
      })
      .from(schoolAidYearEnrollmentFees)
      .innerJoin(enrollmentFeeTypes, eq(enrollmentFeeTypes.id, schoolAidYearEnrollmentFees.feeTypeId))
      .innerJoin(feeFrequencies, eq(feeFrequencies.id, schoolAidYearEnrollmentFees.feeFrequencyId))
      .where(inArray(schoolAidYearEnrollmentFees.schoolAidYearId, recordIds))
      .orderBy(schoolAidYearEnrollmentFees.feeTypeId),
    db
      .select({
        recordId: schoolAidYearStudentCategories.schoolAidYearId,
        categoryId: schoolAidYearStudentCategories.categoryId,
        categoryName: studentCategories.categoryName,
      })
      .from(schoolAidYearStudentCategories)
      .innerJoin(studentCategories, eq(studentCategories.id, schoolAidYearStudentCategories.categoryId))
      .where(inArray(schoolAidYearStudentCategories.schoolAidYearId, recordIds))
      .orderBy(schoolAidYearStudentCategories.categoryId),
  ]);
  return { programs, fees, categories };
}

/** An aid year's label, end date and set rate, or undefined. */
export async function findAidYear(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: aidYears.id,
      aidyear: aidYears.aidyear,
      aidyearenddate: aidYears.aidyearenddate,
      setRateCents: aidYears.setRateCents,
    })
    .from(aidYears)
    .where(eq(aidYears.id, id))
    .limit(1);
  return rows[0];
}

/** Locks a record for the rest of the transaction; answers its school, aid year and version. */
export async function lockRecord(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: schoolAidYears.id,
      schoolId: schoolAidYears.schoolId,
      aidYearId: schoolAidYears.aidYearId,
      version: schoolAidYears.version,
    })
    .from(schoolAidYears)
    .where(eq(schoolAidYears.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

/** The school a record belongs to, if the record exists. */
export async function findRecordSchoolId(db: DbOrTx, id: number): Promise<number | undefined> {
  const rows = await db
    .select({ schoolId: schoolAidYears.schoolId })
    .from(schoolAidYears)
    .where(eq(schoolAidYears.id, id))
    .limit(1);
  return rows[0]?.schoolId;
}

/** The id of a school's record for an aid year, if any. */
export async function findRecordId(db: DbOrTx, schoolId: number, aidYearId: number) {
  const rows = await db
    .select({ id: schoolAidYears.id })
    .from(schoolAidYears)
    .where(and(eq(schoolAidYears.schoolId, schoolId), eq(schoolAidYears.aidYearId, aidYearId)))
    .limit(1);
  return rows[0]?.id;
}

export type RecordColumns = Omit<
  typeof schoolAidYears.$inferInsert,
  'id' | 'schoolId' | 'aidYearId' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Inserts a record; answers its id. */
export async function insertRecord(
  db: DbOrTx,
  values: RecordColumns & { schoolId: number; aidYearId: number },
) {
  const rows = await db.insert(schoolAidYears).values(values).returning({ id: schoolAidYears.id });
  return rows[0]!.id;
}

/** Updates a record's columns and bumps its version. */
export async function updateRecord(db: DbOrTx, id: number, values: RecordColumns) {
  await db
    .update(schoolAidYears)
    .set({ ...values, version: sql`${schoolAidYears.version} + 1`, updatedAt: sql`now()` })
    .where(eq(schoolAidYears.id, id));
}

/**
 * Makes a record's eligible programs, fees and categories equal the given lists. Kept rows are updated
 * in place (only when they change), so the change log shows real changes rather than delete + insert.
 */
export async function replaceRecordLists(
  db: DbOrTx,
  recordId: number,
  lists: {
    eligiblePrograms: { eligibleProgramId: number; eligibleProgramException: string | null }[];
    enrollments: { feeTypeId: number; feeFrequencyId: number; amountCents: number }[];
    studentCategories: { categoryId: number }[];
  },
) {
  const P = schoolAidYearEligiblePrograms;
  const programIds = lists.eligiblePrograms.map((p) => p.eligibleProgramId);
  await db
    .delete(P)
    .where(
      and(
        eq(P.schoolAidYearId, recordId),
        programIds.length ? notInArray(P.eligibleProgramId, programIds) : undefined,
      ),
    );
  for (const p of lists.eligiblePrograms) {
    await db
      .insert(P)
      .values({ schoolAidYearId: recordId, ...p })
      .onConflictDoUpdate({
        target: [P.schoolAidYearId, P.eligibleProgramId],
        set: { eligibleProgramException: p.eligibleProgramException },
        setWhere: sql`${P.eligibleProgramException} is distinct from excluded.eligible_program_exception`,
      });
  }

  const F = schoolAidYearEnrollmentFees;
  const feeIds = lists.enrollments.map((f) => f.feeTypeId);
  await db
    .delete(F)
    .where(and(eq(F.schoolAidYearId, recordId), feeIds.length ? notInArray(F.feeTypeId, feeIds) : undefined));
  for (const f of lists.enrollments) {
    await db
      .insert(F)
      .values({ schoolAidYearId: recordId, ...f })
      .onConflictDoUpdate({
        target: [F.schoolAidYearId, F.feeTypeId],
        set: { feeFrequencyId: f.feeFrequencyId, amountCents: f.amountCents },
        setWhere: sql`(${F.feeFrequencyId}, ${F.amountCents}) is distinct from (excluded.fee_frequency_id, excluded.amount_cents)`,
      });
  }

  const C = schoolAidYearStudentCategories;
  const categoryIds = lists.studentCategories.map((c) => c.categoryId);
  await db
    .delete(C)
    .where(
      and(
        eq(C.schoolAidYearId, recordId),
        categoryIds.length ? notInArray(C.categoryId, categoryIds) : undefined,
      ),
    );
  if (categoryIds.length) {
    await db
      .insert(C)
      .values(categoryIds.map((categoryId) => ({ schoolAidYearId: recordId, categoryId })))
      .onConflictDoNothing();
  }
}
