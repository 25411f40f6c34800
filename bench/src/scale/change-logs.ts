import { EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../apps/server/src/db/client.js';
import { num, step } from './sql.js';

/**
 * The change-log rows the triggers would have written for the bulk data (they are off during the
 * load): application inserts, export and import status changes, school aid-year records and TELO
 * accounts, each stamped at the time its change happened so time-frame queries are realistic.
 */
export async function generateChangeLogs(tx: Tx, bases: { school: number; user: number; app: number }) {
  const at = (date: string, seconds: string) =>
    sql.raw(`least((${date}) + time '08:00' + ((${seconds}) % 36000) * interval '1 second', now())`);
  await step(
    tx,
    'application logs',
    sql`insert into change_log (log_type, table_name, record_id, action, column_name, old_value, new_value,
        modified_by, modified_at, school_id, student_id, aid_year_id, application_id, application_status)
      select 'APPLICATION', 'student_applications', a.id, 'INSERT', c.col, null,
        case c.col when 'application_status' then a.application_status
                   when 'employee_email' then a.employee_email else a.employee_title end,
        null, ${at('a.creation_date', 'a.id * 13')}, a.export_school_id, a.student_id, a.aid_year_id, a.id,
        a.application_status
      from student_applications a
      cross join unnest(array['application_status', 'employee_email', 'employee_title']) c(col)
      where a.id > ${num(bases.app)}`,
  );
  await step(
    tx,
    'export status logs',
    sql`insert into change_log (log_type, table_name, record_id, action, column_name, old_value, new_value,
        modified_by, modified_at, school_id, student_id, aid_year_id, application_id, application_status)
      select 'EXPORT', 'student_applications', a.id, 'UPDATE', 'export_status_id',
        ${num(EXPORT_STATUS.AWAITING_DECISION)}::text, a.export_status_id::text, a.modified_by,
        ${at('a.export_status_date', 'a.id * 17')}, a.export_school_id, a.student_id, a.aid_year_id, a.id,
        a.application_status
      from student_applications a
      where a.id > ${num(bases.app)} and a.export_status_id <> ${num(EXPORT_STATUS.AWAITING_DECISION)}`,
  );
  await step(
    tx,
    'import status logs',
    sql`insert into change_log (log_type, table_name, record_id, action, column_name, old_value, new_value,
        modified_by, modified_at, school_id, student_id, aid_year_id, application_id, application_status)
      select 'IMPORT', 'application_schools', r.id, 'UPDATE', c.col,
        case c.col when 'import_status_id' then ${num(IMPORT_STATUS.AWAITING_EXPORT_DECISION)}::text end,
        case c.col when 'import_status_id' then r.import_status_id::text else r.participation_type_id::text end,
        r.modified_by, ${at('r.import_status_date', 'r.id * 7')}, r.import_school_id, a.student_id,
        a.aid_year_id, a.id, a.application_status
      from application_schools r
      join student_applications a on a.id = r.application_id
      cross join unnest(array['import_status_id', 'participation_type_id']) c(col)
      where a.id > ${num(bases.app)} and r.import_status_id <> ${num(IMPORT_STATUS.AWAITING_EXPORT_DECISION)}
        and (c.col = 'import_status_id' or r.participation_type_id is not null)`,
  );
  await step(
    tx,
    'school logs',
    sql`insert into change_log (log_type, table_name, record_id, action, column_name, old_value, new_value,
        modified_by, modified_at, school_id, aid_year_id)
      select 'SCHOOL', 'school_aid_years', r.id, 'INSERT', c.col, null,
        case c.col when 'tuition_cents' then r.tuition_cents::text
                   when 'export_deadline' then r.export_deadline::text else r.import_deadline::text end,
        t.telo_id, ${at('least(y.aidyearbegindate - 120, current_date - 1)', 'r.id * 11')}, r.school_id, r.aid_year_id
      from school_aid_years r
      join aid_years y on y.id = r.aid_year_id
      join scale_schools t on t.id = r.school_id
      cross join unnest(array['tuition_cents', 'export_deadline', 'import_deadline']) c(col)
      where r.school_id > ${num(bases.school)}`,
  );
  await step(
    tx,
    'TELO account logs',
    sql`insert into change_log (log_type, table_name, record_id, action, column_name, old_value, new_value,
        modified_by, modified_at, school_id, subject_user_id)
      -- Account rows carry no school, as the trigger writes them; reports reach them via subject_user_id.
      select 'TELO', 'users', u.id, 'INSERT', c.col, null,
        case c.col when 'email' then u.email when 'first_name' then u.first_name else u.last_name end,
        null, ${at("date '2018-06-01' + u.id % 2000", 'u.id * 19')}, null, u.id
      from users u
      cross join unnest(array['email', 'first_name', 'last_name']) c(col)
      where u.id > ${num(bases.user)} and u.usertype = 'TELO'`,
  );
}
