import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { aidYears } from './aid-years.js';
import { users } from './auth.js';
import { feeTypes, participationTypes, paymentTypes } from './reference.js';
import { schools } from './schools.js';
import { studentApplications } from './students.js';

/**
 * Invoices (3-billing §3), money in cents. amountPaidCents and lastPaymentDate are maintained by a
 * trigger on invoice_payments (write payments, never these columns); status is derived from them so
 * "open invoices of a school" is one index lookup.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceNumber: varchar({ length: 30 }).notNull(),
    schoolId: integer()
      .notNull()
      .references(() => schools.id),
    aidYearId: integer()
      .notNull()
      .references(() => aidYears.id),
    feeTypeId: integer()
      .notNull()
      .references(() => feeTypes.id),
    participationTypeId: integer().references(() => participationTypes.id),
    amountCents: integer().notNull(),
    amountPaidCents: integer().notNull().default(0),
    lastPaymentDate: date(),
    /** The received date of the payment that brought the amount due to 0; null while open (open-points 23). */
    paidOn: date(),
    status: varchar({ length: 4 })
      .notNull()
      .generatedAlwaysAs(sql`case when amount_paid_cents >= amount_cents then 'PAID' else 'OPEN' end`),
    note: text(),
    invoiceDate: date().notNull().defaultNow(),
    modifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.invoiceNumber),
    index('invoices_school_status_idx').on(t.schoolId, t.status, t.aidYearId),
    index('invoices_status_idx').on(t.status, t.invoiceDate),
    index('invoices_aid_year_fee_idx').on(t.aidYearId, t.feeTypeId),
    check('invoices_amount_chk', sql`${t.amountCents} >= 0`),
  ],
);

/** Participation-fee lines: one exported student each; names are kept as billed. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    applicationId: integer().references(() => studentApplications.id, { onDelete: 'set null' }),
    studentFirstName: varchar({ length: 50 }).notNull(),
    studentLastName: varchar({ length: 50 }).notNull(),
    enrolledSchoolId: integer().references(() => schools.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    index('invoice_lines_application_idx').on(t.applicationId),
    check('invoice_lines_amount_chk', sql`${t.amountCents} >= 0`),
  ],
);

/** Payments and write-offs (payment type 3) against an invoice; negative amounts are refunds. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paymentTypeId: integer()
      .notNull()
      .references(() => paymentTypes.id),
    amountCents: integer().notNull(),
    paymentDate: date().notNull().defaultNow(),
    note: text(),
    paidBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The card processor's charge id for card payments. */
    referenceId: varchar({ length: 100 }),
    /** The card's last four digits, the only card data kept (open-points 26). */
    cardLastFour: varchar({ length: 4 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    index('invoice_payments_date_idx').on(t.paymentDate),
    check('invoice_payments_amount_chk', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * One card payment attempt per idempotency key (migration 0010): a repeated key answers the first attempt
 * instead of charging again; at most one attempt per invoice is PENDING (in flight at the provider).
 */
export const cardPaymentAttempts = pgTable(
  'card_payment_attempts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    idempotencyKey: uuid().notNull(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    status: varchar({ length: 10 }).notNull().default('PENDING'),
    paymentId: integer().references(() => invoicePayments.id, { onDelete: 'set null' }),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_payment_attempts_key_uq').on(t.idempotencyKey),
    uniqueIndex('card_payment_attempts_in_flight_uq').on(t.invoiceId).where(sql`${t.status} = 'PENDING'`),
    check('card_payment_attempts_amount_chk', sql`${t.amountCents} > 0`),
  ],
);
