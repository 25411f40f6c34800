import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  aidYears,
  schoolAidYearEligiblePrograms,
  schoolAidYearEnrollmentFees,
  schoolAidYearStudentCategories,
  schoolAidYears,
} from '../../db/schema/aid-years.js';

/** An eligible program of a record, as PostgreSQL builds it. */
interface EligibleProgramJson {
  eligibleProgramId: number;
  eligibleProgramName: string;
  eligibleProgramException: string | null;
}

/** A fee of a record, as PostgreSQL builds it; money in cents. */
interface EnrollmentJson {
  feeTypeId: number;
  feeTypeName: string;
  feeFrequencyId: number;
  enrollmentFeeFrequencyName: string;
  amountCents: number;
}

// A record's children as JSON arrays built by PostgreSQL, so a school's records with their programs,
// fees and categories are one statement (one round trip) rather than four.
const eligibleProgramsJson = sql<EligibleProgramJson[]>`coalesce((
  select json_agg(json_build_object(
    'eligibleProgramId', p.eligible_program_id, 'eligibleProgramName', e.name,
    'eligibleProgramException', p.eligible_program_exception) order by p.eligible_program_id)
  from school_aid_year_eligible_programs p join eligible_programs e on e.id = p.eligible_program_id
  where p.school_aid_year_id = ${schoolAidYears.id}), '[]'::json)`;

const enrollmentsJson = sql<EnrollmentJson[]>`coalesce((
  select json_agg(json_build_object(
    'feeTypeId', f.fee_type_id, 'feeTypeName', t.name, 'feeFrequencyId', f.fee_frequency_id,
    'enrollmentFeeFrequencyName', q.name, 'amountCents', f.amount_cents) order by f.fee_type_id)
  from school_aid_year_enrollment_fees f
    join enrollment_fee_types t on t.id = f.fee_type_id
    join fee_frequencies q on q.id = f.fee_frequency_id
  where f.school_aid_year_id = ${schoolAidYears.id}), '[]'::json)`;

const studentCategoriesJson = sql<{ categoryId: number; categoryName: string }[]>`coalesce((
  select json_agg(json_build_object('categoryId', c.category_id, 'categoryName', s.category_name)
    order by c.category_id)
  from school_aid_year_student_categories c join student_categories s on s.id = c.category_id
  where c.school_aid_year_id = ${schoolAidYears.id}), '[]'::json)`;

function prepareRecords(db: DbOrTx, by: 'schoolId' | 'recordId') {
  return db
    .select({
      record: schoolAidYears,
      aidyear: aidYears.aidyear,
      aidyearenddate: aidYears.aidyearenddate,
      eligiblePrograms: eligibleProgramsJson,
      enrollments: enrollmentsJson,
      studentCategories: studentCategoriesJson,
    })
    .from(schoolAidYears)
    .innerJoin(aidYears, eq(aidYears.id, schoolAidYears.aidYearId))
    .where(
      by === 'schoolId'
        ? eq(schoolAidYears.schoolId, sql.placeholder('id'))
        : eq(schoolAidYears.id, sql.placeholder('id')),
    )
    .orderBy(desc(aidYears.aidyearbegindate))
    .prepare(by === 'schoolId' ? 'school_aid_years_by_school' : 'school_aid_years_by_record');
}

type PreparedRecords = ReturnType<typeof prepareRecords>;

// Prepared once per database handle (a named statement: PostgreSQL keeps its plan per connection).
const preparedRecords = {
  schoolId: new WeakMap<DbOrTx, PreparedRecords>(),
  recordId: new WeakMap<DbOrTx, PreparedRecords>(),
};

/**
 * A school's aid-year records (or one record) with their aid year, eligible programs (with names),
 * fees (with type and frequency names) and student categories (with names), newest aid year first.
 */
export async function listRecords(db: DbOrTx, where: { schoolId: number } | { recordId: number }) {
  const by = 'schoolId' in where ? 'schoolId' : 'recordId';
  const id = 'schoolId' in where ? where.schoolId : where.recordId;
  let query = preparedRecords[by].get(db);
  if (!query) {
    query = prepareRecords(db, by);
    preparedRecords[by].set(db, query);
  }
  return query.execute({ id });
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
