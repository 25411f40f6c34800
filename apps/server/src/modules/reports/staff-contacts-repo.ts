import { COUNTRY_US, STAFF_REPORTS, TRAINING_LABELS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { inScope, type ReportSource } from './report-source-repo.js';

/**
 * The school staff: one row per active user and school where they hold a role (school roles only: a TE
 * role has no school), their role names at that school in role order.
 */
const SCHOOL_STAFF = sql`(
  select ur.user_id, ur.school_id, string_agg(r.name, ', ' order by r.id) as role_names
  from user_roles ur
  join roles r on r.id = ur.role_id
  where ur.school_id is not null
  group by ur.user_id, ur.school_id
)`;

/** A US phone as (###) ###-####, others as stored: what formatPhone shows, in SQL so that it sorts. */
const SCHOOL_PHONE = sql`case when s.phone ~ '^[0-9]{10}$' and s.country_id = ${COUNTRY_US}
  then '(' || substr(s.phone, 1, 3) || ') ' || substr(s.phone, 4, 3) || '-' || substr(s.phone, 7)
  else s.phone end`;

/**
 * TELO Training (3-billing §2; 1-core §3 trainingComplete): every active school user per school with
 * their roles there and their training state as its label (Required, Complete, Not Required). Sorting
 * by training puts Required first (the stored 0, 1, 2).
 */
export const teloTrainingSource: ReportSource = {
  definition: STAFF_REPORTS.teloTraining,
  key: sql`(st.user_id || '-' || st.school_id)`,
  columns: {
    schoolName: sql`s.school_name`,
    lastName: sql`u.last_name`,
    firstName: sql`u.first_name`,
    email: sql`u.email`,
    roleName: sql`st.role_names`,
    trainingComplete: sql`u.training_complete`,
  },
  from: sql`from ${SCHOOL_STAFF} st
    join users u on u.id = st.user_id
    left join schools s on s.id = st.school_id`,
  where: (scope) => [sql`u.active`, ...inScope(sql`st.school_id`, scope)],
  search: [sql`s.school_name`, sql`u.last_name`, sql`u.first_name`, sql`u.email`],
  sortBy: {
    // Within a school (or a name), people by name.
    schoolName: sql`(s.school_name, u.last_name, u.first_name)`,
    lastName: sql`(u.last_name, u.first_name)`,
    trainingComplete: sql`u.training_complete`,
  },
  mapRow: (row) => ({
    ...row,
    trainingComplete: TRAINING_LABELS[Number(row.trainingComplete)] ?? null,
  }),
};

/**
 * All Contacts (3-billing §2, §3): every school's people in one list: its active portal users with
 * their role names, and the contacts of its profile with their contact type; with the school's phone,
 * the only phone on file for either.
 */
export const allContactsSource: ReportSource = {
  definition: STAFF_REPORTS.allContacts,
  key: sql`c.row_key`,
  columns: {
    schoolName: sql`s.school_name`,
    lastName: sql`c.last_name`,
    firstName: sql`c.first_name`,
    email: sql`c.email`,
    roleName: sql`c.role_name`,
    phone: SCHOOL_PHONE,
  },
  from: sql`from (
      select 'u' || st.user_id || '-' || st.school_id as row_key, st.school_id, u.last_name, u.first_name,
        u.email, st.role_names as role_name
      from ${SCHOOL_STAFF} st join users u on u.id = st.user_id
      where u.active
      union all
      select 'c' || sc.id, sc.school_id, sc.contact_last_name, sc.contact_first_name, sc.contact_email,
        ct.contact_type
      from school_contacts sc left join contact_types ct on ct.id = sc.contact_id
    ) c
    left join schools s on s.id = c.school_id`,
  where: (scope) => inScope(sql`c.school_id`, scope),
  search: [sql`s.school_name`, sql`c.last_name`, sql`c.first_name`, sql`c.email`, sql`c.role_name`],
  sortBy: {
    schoolName: sql`(s.school_name, c.last_name, c.first_name)`,
    lastName: sql`(c.last_name, c.first_name)`,
  },
};
