import { type SQL, sql } from 'drizzle-orm';

/** "First Last" of a joined user (by its alias), or null when the join found none: as personName writes it. */
export function personNameSql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`nullif(concat_ws(' ', ${a}.first_name, ${a}.last_name), '')`;
}
