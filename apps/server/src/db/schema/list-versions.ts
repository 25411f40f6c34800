import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A counter per export school that triggers raise in the transaction of any change its export list shows
 * (applications, their import rows, student and modifier names, school and aid-year names; migration
 * 0006). A server may keep a school's list rows while the counter it read them under is unchanged, so
 * a change made through any server is seen by every server on its next read. No foreign key: the
 * counter outlives nothing it describes and must never block a delete.
 */
export const exportListVersions = pgTable('export_list_versions', {
  schoolId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * A counter per import school that triggers raise in the transaction of any change its import lists show
 * (its import rows and their applications' other rows, applications, student and modifier names, school
 * names, places and programs, aid-year names and dates; migration 0008). A server may keep a school's
 * import list rows while the counter is unchanged. No foreign key, for the same reason as above.
 */
export const importListVersions = pgTable('import_list_versions', {
  schoolId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * The invoice lists' counter (migration 0010): one row, school_id 0, raised once per statement that
 * changes an invoice or a name the lists show. A server keeps the lists while it is unchanged.
 */
export const invoiceListVersions = pgTable('invoice_list_versions', {
  schoolId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
