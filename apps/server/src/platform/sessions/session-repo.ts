import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/auth.js';
import { students } from '../../db/schema/students.js';

/** A role assignment as PostgreSQL builds it (the role's display name is added in session-store.ts). */
export interface RoleRow {
  roleSchoolId: number | null;
  schoolName: string | null;
  schoolCity: string | null;
  schoolState: string | null;
  userRoleId: number;
  readOnly: number;
}

// The user's roles as one JSON array built by PostgreSQL, so the user and the roles are one statement
// (one round trip). Sorted as the school selectors show them: by school name, TE roles (no school) last.
const userRoleJson = sql<RoleRow[]>`coalesce((
  select json_agg(json_build_object(
    'roleSchoolId', r.school_id, 'schoolName', sc.school_name, 'schoolCity', sc.city,
    'schoolState', sc.state, 'userRoleId', r.role_id, 'readOnly', r.read_only)
    order by sc.school_name, r.role_id)
  from user_roles r left join schools sc on sc.id = r.school_id
  where r.user_id = ${users.id}), '[]'::json)`;

const userColumns = {
  id: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  middleInitial: users.middleInitial,
  email: users.email,
  title: users.title,
  usertype: users.usertype,
  trainingComplete: users.trainingComplete,
  DailyDigest: users.dailyDigest,
  isPasswordTemp: users.isPasswordTemp,
  ferpa: users.ferpa,
  emailChanged: users.emailChangeNotice,
  studentId: students.id,
  userRole: userRoleJson,
};

/** How long a session may go untouched before its last-seen time is written again (see touchSession). */
const TOUCH_AFTER = sql`interval '1 minute'`;

function selectSessionActor(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      sessionId: sessions.id,
      needsTouch: sql<boolean>`${sessions.lastSeenAt} < now() - ${TOUCH_AFTER}`,
      // Both in the database's clock, as durations, so the server's own clock need not agree with it.
      lastSeenAgoMs: sql<number>`(extract(epoch from now() - ${sessions.lastSeenAt}) * 1000)::float8`,
      absoluteLeftMs: sql<number>`(extract(epoch from ${sessions.expiresAt} - now()) * 1000)::float8`,
      ...userColumns,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.active, true)))
    .leftJoin(students, eq(students.userId, users.id))
    .where(where)
    .limit(1);
}

function prepareSessionActor(db: DbOrTx) {
  return selectSessionActor(
    db,
    and(
      eq(sessions.tokenHash, sql.placeholder('tokenHash')),
      isNull(sessions.endedAt),
      gt(sessions.expiresAt, sql`now()`),
      gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
    ),
  ).prepare('session_actor');
}

function prepareSessionUser(db: DbOrTx) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.active, true)))
    .limit(1)
    .prepare('session_user');
}

// Prepared once per database handle: later calls skip building the SQL, and PostgreSQL keeps the plan
// per connection (a named statement).
const prepared = new WeakMap<
  DbOrTx,
  { actor: ReturnType<typeof prepareSessionActor>; user: ReturnType<typeof prepareSessionUser> }
>();

function preparedFor(db: DbOrTx) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { actor: prepareSessionActor(db), user: prepareSessionUser(db) };
    prepared.set(db, queries);
  }
  return queries;
}

/** A live session (idle and absolute expiry applied) with its active user and roles, in one statement. */
export async function findSessionActor(db: DbOrTx, tokenHash: string, idleMinutes: number) {
  const rows = await preparedFor(db).actor.execute({ tokenHash, idleMinutes });
  return rows[0];
}

/** An active user with roles as the session holds them, in one statement; undefined when gone or disabled. */
export async function findSessionUserRow(db: DbOrTx, userId: number) {
  const rows = await preparedFor(db).user.execute({ userId });
  return rows[0];
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUserRow>>>;

/** Stores a new session; the token itself never reaches the database. */
export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent?: string; ipAddress?: string },
) {
  await db.insert(sessions).values(values);
}

/** Marks the session as used now (sliding idle expiry). */
export async function touchSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends one session server-side. */
export async function endSession(db: DbOrTx, tokenHash: string) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

/** Ends every session of a user (after a password reset, a deactivation). */
export async function endUserSessions(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}
