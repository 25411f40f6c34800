import type { StudentProfileChange } from '@exchange/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { countries, states } from '../../db/schema/reference.js';
import { students } from '../../db/schema/students.js';

/** The student record's columns as the API answers them (1-core §3 Student). */
export const studentColumns = {
  id: students.id,
  userId: students.userId,
  studentFirstName: students.studentFirstName,
  studentLastName: students.studentLastName,
  studentMiddleInitial: students.studentMiddleInitial,
  studentEmail: students.studentEmail,
  studentAddress: students.studentAddress,
  studentAddress2: students.studentAddress2,
  studentCity: students.studentCity,
  studentState: students.studentState,
  studentZip: students.studentZip,
  studentZipFour: students.studentZipFour,
  studentCellPhone: students.studentCellPhone,
  studentBirthDate: students.studentBirthDate,
  countryId: students.countryId,
  ferpa: students.ferpa,
  version: students.version,
};

/** One student record, or undefined. */
export async function findStudent(db: DbOrTx, studentId: number) {
  const rows = await db.select(studentColumns).from(students).where(eq(students.id, studentId)).limit(1);
  return rows[0];
}

/** One student record, locked until the transaction ends: a student's writes queue behind each other. */
export async function lockStudent(db: DbOrTx, studentId: number) {
  const rows = await db
    .select(studentColumns)
    .from(students)
    .where(eq(students.id, studentId))
    .for('update')
    .limit(1);
  return rows[0];
}

/** True when another account (any user type) already uses the email. */
export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The account fields a student record is built from. */
export async function findUserNames(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      middleInitial: users.middleInitial,
      email: users.email,
      ferpa: users.ferpa,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** Inserts the student record of an account; answers its id. */
export async function insertStudent(
  db: DbOrTx,
  values: {
    userId: number;
    studentFirstName: string;
    studentLastName: string;
    studentMiddleInitial: string | null;
    studentEmail: string;
    ferpa: number;
  },
) {
  const [row] = await db.insert(students).values(values).returning({ id: students.id });
  return row!.id;
}

/**
 * Profile change: names, email and FERPA on the student record; the account follows with
 * updateStudentAccount (users module), in the same transaction.
 */
export async function updateStudentProfile(
  db: DbOrTx,
  student: { id: number; userId: number },
  values: StudentProfileChange,
) {
  await db
    .update(students)
    .set({ ...values, version: sql`${students.version} + 1`, updatedAt: sql`now()` })
    .where(eq(students.id, student.id));
}

/** The address, phone and birth date sent with an application. */
export interface StudentAddress {
  studentAddress: string;
  studentAddress2: string | null;
  studentCity: string;
  studentState: string;
  studentZip: string;
  studentZipFour: string | null;
  studentCellPhone: string | null;
  studentBirthDate: string;
  countryId: number;
}

/** Stores the student's address, phone and birth date. */
export async function updateStudentAddress(db: DbOrTx, studentId: number, address: StudentAddress) {
  await db
    .update(students)
    .set({ ...address, version: sql`${students.version} + 1`, updatedAt: sql`now()` })
    .where(eq(students.id, studentId));
}

/** Whether the country id and the state abbreviation exist. */
export async function findPlace(db: DbOrTx, countryId: number, stateAbbr: string) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.stateAbbr, stateAbbr));
  return { countryExists: !!country, stateExists: !!state };
}
