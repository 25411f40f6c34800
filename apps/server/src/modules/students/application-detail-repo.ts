import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { schools } from '../../db/schema/schools.js';
import { studentApplications, students } from '../../db/schema/students.js';
import { type ApplicationSchoolRow, applicationColumns, liaisonOf } from './applications-repo.js';
import { studentColumns } from './students-repo.js';

const a = studentApplications;

/** The import rows of the application in the order listed, as listApplicationSchoolRows answers them. */
const importRowsJson = sql<ApplicationSchoolRow[]>`coalesce((
  select json_agg(json_build_object(
    'applicationId', s.application_id, 'importSchool', s.import_school_id, 'importSchoolName', sc.school_name,
    'city', sc.city, 'state', sc.state, 'importStatus', s.import_status_id,
    'importStatusDate', s.import_status_date, 'importStatusOtherReason', s.import_status_other_reason,
    'leaveOfAbsenceBegin', s.leave_of_absence_begin, 'leaveOfAbsenceEnd', s.leave_of_absence_end,
    'withdrawalDate', s.withdrawal_date, 'participationTypeId', s.participation_type_id,
    'participationTypeName', p.participation_name, 'importTelo', ${liaisonOf(sql`s.import_school_id`)},
    'modifiedBy', s.modified_by) order by s.id)
  from application_schools s
  join schools sc on sc.id = s.import_school_id
  left join participation_types p on p.id = s.participation_type_id
  where s.application_id = ${a.id}), '[]'::json)`;

function prepareApplicationDetail(db: DbOrTx) {
  return db
    .select({ application: applicationColumns, student: studentColumns, importRows: importRowsJson })
    .from(a)
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .innerJoin(schools, eq(schools.id, a.exportSchoolId))
    .innerJoin(students, eq(students.id, a.studentId))
    .where(eq(a.id, sql.placeholder('id')))
    .limit(1)
    .prepare('application_detail');
}

// Prepared once per database handle (a named statement: PostgreSQL keeps its plan per connection).
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareApplicationDetail>>();

/**
 * One application with its student, its export school's liaison and its import rows (with their
 * liaisons and programs) in one statement: the Export Application screen's read. Undefined when gone.
 */
export async function findApplicationDetail(db: DbOrTx, id: number) {
  let query = prepared.get(db);
  if (!query) {
    query = prepareApplicationDetail(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ id });
  return rows[0];
}
