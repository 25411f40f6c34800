import { APPLICATION_STATUS, IMPORT_STATUSES_HIDDEN_BY_DEFAULT } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';

/** A query the list screens and reports of the spec run, with the school it is run for. */
export interface SqlScenario {
  name: string;
  query: (schoolId: number) => SQL;
}

// The import list's default filter leaves out the terminal statuses (2-applications §2).
const TERMINAL = IMPORT_STATUSES_HIDDEN_BY_DEFAULT;

/**
 * The data access of the list screens and reports, as later issues will query: measured now so the
 * indexes of the data model are proven on the production-size set.
 */
export const SQL_SCENARIOS: SqlScenario[] = [
  {
    name: 'export list of a school (open applications)',
    query: (schoolId) => sql`
      select a.id, a.aid_year_id, s.student_last_name, s.student_first_name, a.export_status_id, a.export_status_date
      from student_applications a join students s on s.id = a.student_id
      where a.export_school_id = ${schoolId} and a.application_status = ${APPLICATION_STATUS.OPEN}
      order by a.id desc`,
  },
  {
    name: 'import list of a school (default filter)',
    query: (schoolId) => sql`
      select r.id, r.application_id, s.student_last_name, s.student_first_name, r.import_status_id,
             r.import_status_date, u.first_name, u.last_name
      from application_schools r
      join student_applications a on a.id = r.application_id
      join students s on s.id = a.student_id
      left join users u on u.id = r.modified_by
      where r.import_school_id = ${schoolId} and a.application_status = ${APPLICATION_STATUS.OPEN}
        and r.import_status_id <> all(${`{${TERMINAL.join(',')}}`}::int[])
      order by s.student_last_name, s.student_first_name`,
  },
  {
    name: 'invoices of a school',
    query: (schoolId) => sql`
      select i.id, i.invoice_number, i.amount_cents, i.amount_paid_cents, i.status, i.invoice_date
      from invoices i where i.school_id = ${schoolId} order by i.status, i.invoice_date desc`,
  },
  {
    name: 'outstanding invoices (all schools)',
    query: () => sql`
      select i.id, i.invoice_number, sc.school_name, i.amount_cents - i.amount_paid_cents as due
      from invoices i join schools sc on sc.id = i.school_id
      where i.status = 'OPEN' order by i.invoice_date`,
  },
  {
    name: 'change log of a school, 30 days',
    query: (schoolId) => sql`
      select c.column_name, c.old_value, c.new_value, c.modified_at, u.first_name, u.last_name
      from change_log c left join users u on u.id = c.modified_by
      where c.school_id = ${schoolId} and c.log_type = 'IMPORT' and c.modified_at >= now() - interval '30 days'
      order by c.modified_at desc`,
  },
  {
    name: 'users of a school',
    query: (schoolId) => sql`
      select u.id, u.title, u.first_name, u.last_name, u.email, r.role_id, r.read_only
      from user_roles r join users u on u.id = r.user_id
      where r.school_id = ${schoolId} and u.active order by u.last_name`,
  },
  {
    name: 'import statistics of a school',
    query: (schoolId) => sql`
      select r.import_status_id, count(*) from application_schools r
      where r.import_school_id = ${schoolId} group by r.import_status_id`,
  },
];
