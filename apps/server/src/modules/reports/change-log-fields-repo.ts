import {
  CHANGE_LOG_ACTIONS,
  CHANGE_LOG_FIELDS,
  CHANGE_LOG_LINK_COLUMNS,
  CHANGE_LOG_LOOKUPS,
  CHANGE_LOG_RECORD_NAMES,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from './report-source-repo.js';

// The SQL pieces the seven change logs share (alias `c` is change_log). Names and labels come from the
// domain catalogues; only what the database alone knows (school, aid year, country and people names,
// the record a contact or fee row is about) is looked up here, for the rows of one page.

/** A quoted SQL literal of a catalogue text (labels and column names of the domain, never user input). */
function literal(text: string): SQL {
  return sql.raw(`'${text.replace(/'/g, "''")}'`);
}

/** A whole number read from a stored text value, or null when it is not one. */
function wholeOf(value: SQL): SQL {
  return sql`case when ${value} ~ '^[0-9]{1,9}$' then (${value})::int end`;
}

/** The name the database knows for a lookup column's id. */
function lookupName(kind: (typeof CHANGE_LOG_LOOKUPS)[string], value: SQL): SQL {
  const id = wholeOf(value);
  switch (kind) {
    case 'school':
      return sql`(select l.school_name from schools l where l.id = ${id})`;
    case 'aidYear':
      return sql`(select l.aidyear from aid_years l where l.id = ${id})`;
    case 'schoolAidYear':
      return sql`(select y.aidyear from school_aid_years l join aid_years y on y.id = l.aid_year_id
                  where l.id = ${id})`;
    case 'country':
      return sql`(select l.country_name from countries l where l.id = ${id})`;
    case 'user':
      return sql`(select l.last_name || ', ' || l.first_name from users l where l.id = ${id})`;
    case 'student':
      return sql`(select l.student_last_name || ', ' || l.student_first_name from students l where l.id = ${id})`;
  }
}

/**
 * An old or new value with the database's names put in for ids of schools, aid years, countries and
 * people; everything else as stored (the domain's readChangeLogRow names the rest).
 */
export function changeLogValue(value: SQL): SQL {
  const branches = Object.entries(CHANGE_LOG_LOOKUPS).map(
    ([column, kind]) => sql`when ${literal(column)} then ${lookupName(kind, value)}`,
  );
  return sql`coalesce(case c.column_name ${sql.join(branches, sql` `)} end, ${value})`;
}

/**
 * The field key of a row (domain changeLogFieldKey): `table.column`, and `#` with the value of the column
 * that names the stored record (which contact, fee, program, role or review term), when it still exists.
 */
export function changeLogFieldKeySql(): SQL {
  const branches = Object.entries(CHANGE_LOG_RECORD_NAMES).map(
    ([table, column]) =>
      sql`when ${literal(table)} then (select r.${sql.identifier(column)}::text from ${sql.identifier(table)} r
           where r.id = c.record_id)`,
  );
  return sql`c.table_name || '.' || c.column_name
    || coalesce('#' || case c.table_name ${sql.join(branches, sql` `)} end, '')`;
}

/** The field's label, for sorting and the quick filter (the same labels the domain shows). */
export function changeLogLabelSql(): SQL {
  const tables = Object.entries(CHANGE_LOG_FIELDS).map(([table, fields]) => {
    const columns = Object.entries(fields).map(
      ([column, field]) => sql`when ${literal(column)} then ${literal(field.label)}`,
    );
    return sql`when ${literal(table)} then case c.column_name ${sql.join(columns, sql` `)} end`;
  });
  return sql`coalesce(case c.table_name ${sql.join(tables, sql` `)} end, c.column_name)`;
}

/** The Change column: Added, Changed or Removed. */
export function changeLogActionSql(): SQL {
  const branches = Object.entries(CHANGE_LOG_ACTIONS).map(
    ([action, label]) => sql`when ${literal(action)} then ${literal(label)}`,
  );
  return sql`(case c.action ${sql.join(branches, sql` `)} end)`;
}

/**
 * The rows a log shows of its types in the frame: begindate 00:00 to the end of enddate in the
 * programme time zone (open-points 1, 30), without the link columns of an added or removed record
 * (CHANGE_LOG_LINK_COLUMNS). A frame whose begin is after its end has no rows.
 */
export function changeLogConditions(logTypes: readonly string[], filters: ReportFilters): SQL[] {
  if (filters.beginDate > filters.endDate) return [sql`false`];
  const types = logTypes.map((t) => literal(t));
  const links = CHANGE_LOG_LINK_COLUMNS.map((column) => literal(column));
  return [
    types.length === 1 ? sql`c.log_type = ${types[0]}` : sql`c.log_type in (${sql.join(types, sql`, `)})`,
    sql`c.modified_at >= ((${filters.beginDate}::date)::timestamp at time zone ${filters.timeZone})`,
    sql`c.modified_at < (((${filters.endDate}::date) + 1)::timestamp at time zone ${filters.timeZone})`,
    sql`(c.action = 'UPDATE' or c.column_name not in (${sql.join(links, sql`, `)}))`,
  ];
}
