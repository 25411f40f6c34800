import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * One changed column of one row, written only by the change-log triggers (migration
 * change_log_triggers) in the transaction of the change. The context columns are plain integers, not
 * foreign keys, so the history outlives deleted schools, students and applications.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    logType: varchar({ length: 20 }).notNull(),
    tableName: varchar({ length: 63 }).notNull(),
    recordId: integer().notNull(),
    action: varchar({ length: 6 }).notNull(),
    columnName: varchar({ length: 63 }).notNull(),
    oldValue: text(),
    newValue: text(),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    schoolId: integer(),
    studentId: integer(),
    aidYearId: integer(),
    applicationId: integer(),
    applicationStatus: varchar({ length: 10 }),
    /** The account a TELO or TE user change concerns (users and user_roles rows). */
    subjectUserId: integer(),
  },
  (t) => [
    index('change_log_type_time_idx').on(t.logType, t.modifiedAt),
    index('change_log_school_type_time_idx').on(t.schoolId, t.logType, t.modifiedAt),
    index('change_log_application_idx').on(t.applicationId).where(sql`${t.applicationId} is not null`),
    index('change_log_subject_user_idx')
      .on(t.subjectUserId, t.modifiedAt)
      .where(sql`${t.subjectUserId} is not null`),
    index('change_log_modified_by_idx').on(t.modifiedBy).where(sql`${t.modifiedBy} is not null`),
    check(
      'change_log_type_chk',
      sql`${t.logType} in ('TELO','SCHOOL','APPLICATION','EXPORT','IMPORT','ADMIN','ENROLLMENT_REVIEW')`,
    ),
    check('change_log_action_chk', sql`${t.action} in ('INSERT','UPDATE','DELETE')`),
  ],
);
