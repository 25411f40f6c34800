import { ROLE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  inet,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles } from './reference.js';
import { schools } from './schools.js';

/** Staff and student accounts (1-core §3 User). userName equals the email. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userName: varchar({ length: 254 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    middleInitial: varchar({ length: 1 }),
    title: varchar({ length: 100 }),
    usertype: varchar({ length: 10 }).notNull(),
    trainingComplete: smallint().notNull().default(0),
    dailyDigest: smallint().notNull().default(0),
    isPasswordTemp: smallint().notNull().default(0),
    ferpa: smallint().notNull().default(0),
    passwordHash: text().notNull(),
    active: boolean().notNull().default(true),
    /** 1 after an administrator changed the email, until the user acknowledges the notice. */
    emailChangeNotice: smallint().notNull().default(0),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_name_idx').on(t.lastName, t.firstName),
    check('users_type_chk', sql`${t.usertype} in ('TE','TELO','STUDENT')`),
    check('users_training_chk', sql`${t.trainingComplete} in (0,1,2)`),
    check(
      'users_flags_chk',
      sql`${t.dailyDigest} in (0,1) and ${t.isPasswordTemp} in (0,1) and ${t.ferpa} in (0,1)`,
    ),
    check('users_email_notice_chk', sql`${t.emailChangeNotice} in (0,1)`),
  ],
);

/** Role held by a user: at a school (TELO) or everywhere (TE, schoolId null). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer().references(() => schools.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    readOnly: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_roles_uq').on(t.userId, sql`coalesce(${t.schoolId}, 0)`, t.roleId),
    index('user_roles_school_idx').on(t.schoolId, t.roleId),
    // One primary and one secondary TELO per school (1-core §6), also under concurrent edits.
    uniqueIndex('user_roles_telo_uq')
      .on(t.schoolId, t.roleId)
      .where(
        sql`${t.roleId} in (${sql.raw(String(ROLE.PRIMARY_TELO))}, ${sql.raw(String(ROLE.SECONDARY_TELO))})`,
      ),
    check('user_roles_ro_chk', sql`${t.readOnly} in (0,1)`),
  ],
);

/** Server-side sessions; only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ipAddress: inet(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use password reset links; only the token hash is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: varchar({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash)],
);

/** Failed sign-ins, counted per account and per address for throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userName: varchar({ length: 254 }).notNull(),
    ipAddress: varchar({ length: 64 }).notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_user_idx').on(t.userName, t.failedAt),
    index('login_failures_ip_idx').on(t.ipAddress, t.failedAt),
  ],
);
