import { ROLE, type RoleChoice, type StudentProfileChange, TRAINING } from '@exchange/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { userRoles, users } from '../../db/schema/auth.js';
import { schools } from '../../db/schema/schools.js';

/** An account by email (any type, active or not): what user creation needs to decide. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id, usertype: users.usertype, active: users.active })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

/** Locks a user row for the rest of the transaction; answers what updates check, or undefined. */
export async function lockUser(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      title: users.title,
      firstName: users.firstName,
      lastName: users.lastName,
      middleInitial: users.middleInitial,
      usertype: users.usertype,
      active: users.active,
      trainingComplete: users.trainingComplete,
      dailyDigest: users.dailyDigest,
      version: users.version,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

/**
 * Serialises user writes at one school (TELO slot checks) without blocking inserts that merely refer to
 * the school: NO KEY UPDATE conflicts with itself but not with foreign-key checks.
 */
export async function lockSchoolForUsers(db: DbOrTx, schoolId: number) {
  const rows = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('no key update')
    .limit(1);
  return rows.length > 0;
}

export type UserValues = Partial<typeof users.$inferInsert>;

/** Inserts an account; answers its id. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const rows = await db.insert(users).values(values).returning({ id: users.id });
  return rows[0]!.id;
}

/** Updates an account's columns and bumps its version. */
export async function updateUser(db: DbOrTx, id: number, values: UserValues) {
  await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Clears the pending email-change notice of a user. */
export async function clearEmailNotice(db: DbOrTx, id: number) {
  await db
    .update(users)
    .set({ emailChangeNotice: 0 })
    .where(and(eq(users.id, id), eq(users.emailChangeNotice, 1)));
}

const scope = (userId: number, schoolId: number | null) =>
  and(
    eq(userRoles.userId, userId),
    schoolId === null ? isNull(userRoles.schoolId) : eq(userRoles.schoolId, schoolId),
  );

/**
 * Makes a user's roles at one school (or the TE roles, schoolId null) equal the given choices. Kept
 * roles are updated only when their read-only flag changes, so the change log records real changes.
 */
export async function setRolesAt(db: DbOrTx, userId: number, schoolId: number | null, roles: RoleChoice[]) {
  const current = await db
    .select({ id: userRoles.id, roleId: userRoles.roleId, readOnly: userRoles.readOnly })
    .from(userRoles)
    .where(scope(userId, schoolId));
  const wanted = new Map(roles.map((r) => [r.userRoleId, r.readOnly]));
  const removed = current.filter((c) => !wanted.has(c.roleId)).map((c) => c.id);
  if (removed.length) await db.delete(userRoles).where(inArray(userRoles.id, removed));
  for (const c of current) {
    const readOnly = wanted.get(c.roleId);
    if (readOnly !== undefined && readOnly !== c.readOnly) {
      await db.update(userRoles).set({ readOnly }).where(eq(userRoles.id, c.id));
    }
  }
  const added = roles.filter((r) => !current.some((c) => c.roleId === r.userRoleId));
  if (added.length) {
    await db
      .insert(userRoles)
      .values(added.map((r) => ({ userId, schoolId, roleId: r.userRoleId, readOnly: r.readOnly })));
  }
}

/** Removes a user's roles at one school, or every role when schoolId is 'all'. */
export async function deleteRoles(db: DbOrTx, userId: number, schoolId: number | 'all') {
  await db
    .delete(userRoles)
    .where(schoolId === 'all' ? eq(userRoles.userId, userId) : scope(userId, schoolId));
}

/** Role ids a user holds anywhere. */
export async function listRoleIds(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ userRoleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows;
}

/** The school of every role a user holds (null for TE roles), one entry per role. */
export async function listRoleSchoolIds(db: DbOrTx, userId: number): Promise<(number | null)[]> {
  const rows = await db
    .select({ schoolId: userRoles.schoolId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.schoolId);
}

/** Email addresses of the active primary TELOs of the schools. */
export async function listPrimaryTeloEmailsAt(db: DbOrTx, schoolIds: readonly number[]): Promise<string[]> {
  if (schoolIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        inArray(userRoles.schoolId, [...schoolIds]),
        eq(userRoles.roleId, ROLE.PRIMARY_TELO),
        eq(users.active, true),
      ),
    );
  return rows.map((r) => r.email);
}

/** A school's name, for the emails that name it. */
export async function findSchoolName(db: DbOrTx, schoolId: number): Promise<string> {
  const rows = await db
    .select({ schoolName: schools.schoolName })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return rows[0]?.schoolName ?? '';
}

const accountColumns = {
  id: users.id,
  userName: users.userName,
  title: users.title,
  firstName: users.firstName,
  lastName: users.lastName,
  middleInitial: users.middleInitial,
  email: users.email,
  usertype: users.usertype,
  trainingComplete: users.trainingComplete,
  DailyDigest: users.dailyDigest,
  isPasswordTemp: users.isPasswordTemp,
  ferpa: users.ferpa,
  version: users.version,
};

const roleColumns = {
  roleSchoolId: userRoles.schoolId,
  schoolName: schools.schoolName,
  schoolCity: schools.city,
  schoolState: schools.state,
  userRoleId: userRoles.roleId,
  readOnly: userRoles.readOnly,
};

function prepareSchoolMembers(db: DbOrTx) {
  return db
    .select({ ...accountColumns, ...roleColumns })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(schools, eq(schools.id, userRoles.schoolId))
    .where(and(eq(userRoles.schoolId, sql.placeholder('schoolId')), eq(users.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(userRoles.roleId))
    .prepare('school_members');
}

// Prepared once per database handle (a named statement: PostgreSQL keeps its plan per connection).
const preparedMembers = new WeakMap<DbOrTx, ReturnType<typeof prepareSchoolMembers>>();

/** Active users holding a role at a school, one row per role, by last and first name. */
export async function listSchoolMemberRows(db: DbOrTx, schoolId: number) {
  let query = preparedMembers.get(db);
  if (!query) {
    query = prepareSchoolMembers(db);
    preparedMembers.set(db, query);
  }
  return query.execute({ schoolId });
}

/** Active staff accounts (TE, TELO or both) with their roles, one row per role, by name. */
export async function listStaffRows(db: DbOrTx, usertypes: readonly string[]) {
  return db
    .select({ ...accountColumns, ...roleColumns })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(schools, eq(schools.id, userRoles.schoolId))
    .where(and(inArray(users.usertype, [...usertypes]), eq(users.active, true)))
    .orderBy(
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
      asc(schools.schoolName),
      asc(userRoles.roleId),
    );
}

/** One active account with its roles (one row per role; a single row with null role when it has none). */
export async function findUserRows(db: DbOrTx, id: number) {
  return db
    .select({ ...accountColumns, ...roleColumns })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(schools, eq(schools.id, userRoles.schoolId))
    .where(and(eq(users.id, id), eq(users.active, true)))
    .orderBy(asc(schools.schoolName), asc(userRoles.roleId));
}

/** The writes of `users` other modules make, through user-accounts-service.ts. */

/**
 * Sets a new password; isPasswordTemp tells whether it is a temporary one. The record's version stays:
 * no form edits the password, so a password change must not make an open profile or an administrator's
 * edit of the same account answer "changed by someone else".
 */
export async function setPassword(db: DbOrTx, userId: number, passwordHash: string, isPasswordTemp: 0 | 1) {
  await db
    .update(users)
    .set({ passwordHash, isPasswordTemp, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Inserts a STUDENT account (training does not apply to students); answers its id. */
export async function insertStudentUser(
  db: DbOrTx,
  values: {
    email: string;
    firstName: string;
    lastName: string;
    middleInitial: string | null;
    ferpa: number;
    passwordHash: string;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      userName: values.email,
      usertype: 'STUDENT',
      trainingComplete: TRAINING.NOT_REQUIRED,
      isPasswordTemp: 0,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A student's profile change on its account: names, email (also the userName) and FERPA. */
export async function updateStudentAccount(db: DbOrTx, userId: number, values: StudentProfileChange) {
  await db
    .update(users)
    .set({
      firstName: values.studentFirstName,
      lastName: values.studentLastName,
      middleInitial: values.studentMiddleInitial,
      email: values.studentEmail,
      userName: values.studentEmail,
      ferpa: values.ferpa,
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Marks the accounts' training complete (still required ones only), bumping each account's version. */
export async function markTrainingComplete(tx: Tx, userIds: readonly number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update users
        set training_complete = ${TRAINING.COMPLETE}, version = version + 1, updated_at = now()
        where id = any(${sql.param([...userIds])}::int[]) and training_complete = ${TRAINING.REQUIRED}
        returning id`,
  );
  return rows.length;
}
