import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { participationTypes } from './reference.js';
import { schools } from './schools.js';

/**
 * School contacts (1-core §3 schoolContact): one person per slot. The spec has 15 slots but names only
 * seven contact types, so the slot is range-checked rather than tied to contact_types by a foreign key.
 */
export const schoolContacts = pgTable(
  'school_contacts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    contactId: smallint().notNull(),
    contactFirstName: varchar({ length: 50 }).notNull(),
    contactLastName: varchar({ length: 50 }).notNull(),
    contactEmail: varchar({ length: 254 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_contacts_uq').on(t.schoolId, t.contactId),
    check('school_contacts_slot_chk', sql`${t.contactId} between 1 and 15`),
  ],
);

/** Exchange programs (participation types) a school takes part in. */
export const schoolParticipationTypes = pgTable(
  'school_participation_types',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    participationId: integer()
      .notNull()
      .references(() => participationTypes.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_participation_types_uq').on(t.schoolId, t.participationId),
    index('school_participation_types_type_idx').on(t.participationId),
  ],
);
