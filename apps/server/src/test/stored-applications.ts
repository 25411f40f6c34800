/** Stored applications read back for the seed-rule check (seed-rules.ts). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import type { CheckedApplication } from './seed-rules.js';

interface StoredRow {
  application_id: number;
  student_id: number;
  application_status: string;
  export_status_id: number;
  aidyear: string;
  aidyearbegindate: string;
  aidyearenddate: string;
  creation_date: string;
  export_status_date: string;
  extend_eligibility: number;
  extend_eligibility_date: string | null;
  import_school_id: number | null;
  import_status_id: number | null;
  import_status_date: string | null;
  leave_of_absence_begin: string | null;
  leave_of_absence_end: string | null;
  withdrawal_date: string | null;
  last_eligibility_used: string | null;
  unprocessed_summer_term: number | null;
  usage_dates: string[] | null;
}

const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/** The stored applications with ids above `afterId`, with their import rows and terms used, as the seed-rule check reads them. */
export async function readApplications(db: DbOrTx, afterId = 0): Promise<CheckedApplication[]> {
  const rows = await queryRows<StoredRow>(
    db,
    sql`select a.id as application_id, a.student_id, a.application_status, a.export_status_id,
        y.aidyear, ${day('y.aidyearbegindate')} as aidyearbegindate, ${day('y.aidyearenddate')} as aidyearenddate,
        ${day('a.creation_date')} as creation_date, ${day('a.export_status_date')} as export_status_date,
        a.extend_eligibility, ${day('a.extend_eligibility_date')} as extend_eligibility_date,
        s.import_school_id, s.import_status_id, ${day('s.import_status_date')} as import_status_date,
        ${day('s.leave_of_absence_begin')} as leave_of_absence_begin,
        ${day('s.leave_of_absence_end')} as leave_of_absence_end,
        ${day('s.withdrawal_date')} as withdrawal_date, ${day('s.last_eligibility_used')} as last_eligibility_used,
        s.unprocessed_summer_term,
        (select array_agg(${day('u.used_on')}) from eligibility_usages u where u.application_school_id = s.id)
          as usage_dates
      from student_applications a
      join aid_years y on y.id = a.aid_year_id
      left join application_schools s on s.application_id = a.id
      where a.id > ${afterId}
      order by a.id, s.id`,
  );
  const apps = new Map<number, CheckedApplication & { imports: CheckedApplication['imports'][number][] }>();
  for (const r of rows) {
    let app = apps.get(r.application_id);
    if (!app) {
      app = {
        id: r.application_id,
        studentId: r.student_id,
        applicationStatus: r.application_status,
        exportStatus: r.export_status_id,
        aidYear: {
          aidyear: r.aidyear,
          aidyearbegindate: r.aidyearbegindate,
          aidyearenddate: r.aidyearenddate,
        },
        creationDate: r.creation_date,
        exportStatusDate: r.export_status_date,
        extendEligibility: r.extend_eligibility,
        extendEligibilityDate: r.extend_eligibility_date,
        imports: [],
      };
      apps.set(r.application_id, app);
    }
    if (r.import_school_id === null) continue;
    app.imports.push({
      importSchoolId: r.import_school_id,
      importStatus: r.import_status_id!,
      importStatusDate: r.import_status_date!,
      leaveOfAbsenceBegin: r.leave_of_absence_begin,
      leaveOfAbsenceEnd: r.leave_of_absence_end,
      withdrawalDate: r.withdrawal_date,
      lastEligibilityUsed: r.last_eligibility_used,
      unprocessedSummerTerm: r.unprocessed_summer_term ?? 0,
      usageDates: r.usage_dates ?? [],
    });
  }
  return [...apps.values()];
}
