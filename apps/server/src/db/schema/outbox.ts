import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Email outbox: written in the same transaction as the change; a worker sends and retries. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    toAddress: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    status: varchar({ length: 10 }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('email_outbox_status_chk', sql`${t.status} in ('PENDING','SENT','FAILED')`),
  ],
);

/**
 * One row per programme day whose daily digest has been claimed (migration 0007): the server that inserts
 * the day sends that day's digests, so several servers never send one twice.
 */
export const dailyDigestRuns = pgTable('daily_digest_runs', {
  digestDay: date({ mode: 'string' }).primaryKey(),
  claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files attached to an outgoing email (an invoice or receipt PDF; migration 0010), sent with it. */
export const emailOutboxAttachments = pgTable(
  'email_outbox_attachments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    emailId: integer()
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    fileName: varchar({ length: 200 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    content: bytea().notNull(),
  },
  (t) => [index('email_outbox_attachments_email_idx').on(t.emailId)],
);
