import { APPLICATION_REPORTS, IMPORT_ENROLLED_STATUSES, ROLE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import {
  applicationColumns,
  applicationJoins,
  applicationSortBy,
  applicationStatusFilter,
  lit,
  litList,
  studentAndEmployeeSearch,
  studentSearch,
} from './application-common-repo.js';
import { inScope, type ReportSource, whenSet } from './report-source-repo.js';

/**
 * The reports with one row per application (3-billing §3): Export (the export school's applications,
 * every application status) and the TE-only All Applications. Keyed by the application id; the default
 * order (newest first) is served by student_applications_id_desc_idx, or with an aid year by
 * student_applications_year_id_idx.
 */

/**
 * The school where the student is enrolled or on leave (one per application: DISTINCT ON, so the count
 * drops the join), read in application order from application_schools_enrolled_idx: a merge join on a
 * page, a hash join in a download, never a subquery per row.
 */
const enrolledJoin = sql`left join (select distinct on (r.application_id) r.application_id, r.import_school_id
      from application_schools r where r.import_status_id in ${litList(IMPORT_ENROLLED_STATUSES)}
      order by r.application_id desc nulls last, r.id desc) en on en.application_id = a.id
    left join schools ens on ens.id = en.import_school_id`;

/**
 * Terms of eligibility used at the application's import schools (terms and summer terms), once per row.
 * Only rows with last_eligibility_used hold usages (it is set with every usage and recomputed when one is
 * removed), so application_schools_used_idx finds them in one probe.
 */
const usageJoin = sql`left join lateral (select count(*)::int as used from application_schools r
      join eligibility_usages u on u.application_school_id = r.id
      where r.application_id = a.id and r.last_eligibility_used is not null) us on true`;

/**
 * The export school's primary and secondary TELO (active users): one aggregate row per application, so
 * the count drops the join, and the same for every application of a school, so it is read once per school.
 */
const teloJoin = sql`left join lateral (select
        max(nullif(concat_ws(' ', u.first_name, u.last_name), '')) filter (where r.role_id = ${lit(ROLE.PRIMARY_TELO)}) as primary_name,
        max(u.email) filter (where r.role_id = ${lit(ROLE.PRIMARY_TELO)}) as primary_email,
        max(nullif(concat_ws(' ', u.first_name, u.last_name), '')) filter (where r.role_id = ${lit(ROLE.SECONDARY_TELO)}) as secondary_name,
        max(u.email) filter (where r.role_id = ${lit(ROLE.SECONDARY_TELO)}) as secondary_email
      from user_roles r join users u on u.id = r.user_id and u.active
      where r.school_id = a.export_school_id and r.role_id in ${litList([ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO])}) telo on true`;

export const exportReportSource: ReportSource = {
  definition: APPLICATION_REPORTS.export,
  countedBy: 'export',
  key: sql`a.id`,
  columns: { ...applicationColumns, enrolledSchoolName: sql`ens.school_name` },
  from: sql`from student_applications a ${applicationJoins} ${enrolledJoin}`,
  where: (scope, filters) => [
    ...inScope(sql`a.export_school_id`, scope),
    ...whenSet(sql`a.aid_year_id`, filters.aidYearId),
    ...whenSet(sql`a.export_status_id`, filters.exportStatusId),
    ...applicationStatusFilter(filters),
  ],
  search: studentAndEmployeeSearch,
  sortBy: applicationSortBy,
};

export const allApplicationsReportSource: ReportSource = {
  definition: APPLICATION_REPORTS.allApplications,
  countedBy: 'export',
  key: sql`a.id`,
  columns: {
    ...applicationColumns,
    exportRegion: sql`er.region_name`,
    enrolledSchoolName: sql`ens.school_name`,
    enrolledRegion: sql`enr.region_name`,
    termsOfEligibility: sql`(a.eligibility_remaining + us.used)`,
    semestersUsed: sql`us.used`,
    remainingEligibility: sql`a.eligibility_remaining`,
    primaryTeloName: sql`telo.primary_name`,
    primaryTeloEmail: sql`telo.primary_email`,
    secondaryTeloName: sql`telo.secondary_name`,
    secondaryTeloEmail: sql`telo.secondary_email`,
  },
  from: sql`from student_applications a ${applicationJoins} ${enrolledJoin}
    left join region_types er on er.id = es.region_id
    left join region_types enr on enr.id = ens.region_id
    ${usageJoin} ${teloJoin}`,
  where: (scope, filters) => [
    ...inScope(sql`a.export_school_id`, scope),
    ...whenSet(sql`a.aid_year_id`, filters.aidYearId),
  ],
  search: studentSearch,
  sortBy: applicationSortBy,
};
