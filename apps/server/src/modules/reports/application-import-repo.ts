import {
  APPLICATION_REPORTS,
  ENROLLMENT_REPORT_IMPORT_STATUSES,
  reportedScholarshipOfferingNames,
  SCHOLARSHIP_OFFERING,
  TUITION_REPORT_IMPORT_STATUSES,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  applicationColumns,
  applicationJoins,
  applicationSortBy,
  applicationStatusFilter,
  day,
  lit,
  litList,
  studentSearch,
} from './application-common-repo.js';
import {
  inScope,
  type ReportFilters,
  type ReportScope,
  type ReportSource,
  whenSet,
} from './report-source-repo.js';

/**
 * The reports with one row per import row (application_schools x): Import, the Enrollment report's two
 * tabs, Tuition and Leave of Absence (3-billing §3). Keyed by the import row's id; they open with the
 * newest application first (application_schools_application_desc_idx), Leave of Absence with the newest
 * leave (application_schools_leave_idx).
 */

const importFrom = sql`from application_schools x
  left join student_applications a on a.id = x.application_id
  ${applicationJoins}
  left join schools isch on isch.id = x.import_school_id
  left join import_statuses ist on ist.id = x.import_status_id
  left join participation_types pt on pt.id = x.participation_type_id`;

const importColumns: Readonly<Record<string, SQL>> = {
  ...applicationColumns,
  applicationId: sql`x.application_id`,
  importSchoolName: sql`isch.school_name`,
  importStatusName: sql`ist.import_status`,
  importStatusDate: day(sql`x.import_status_date`),
  participationName: sql`pt.participation_name`,
};

// The application id of the import row (not of the LEFT JOINed application): its index orders the rows,
// and merge-joins with the applications of an aid year when that filter is set.
const importSortBy: Readonly<Record<string, SQL>> = {
  ...applicationSortBy,
  applicationId: sql`x.application_id`,
  importStatusDate: sql`x.import_status_date`,
};

/** The aid year and exchange program filters of an import row. */
function importFilters(filters: ReportFilters): SQL[] {
  return [
    ...whenSet(sql`a.aid_year_id`, filters.aidYearId),
    ...whenSet(sql`x.participation_type_id`, filters.participationTypeId),
  ];
}

/** An import-row report: the shared FROM, columns, sort and search with its own definition and WHERE. */
function importRowSource(
  definition: ReportSource['definition'],
  where: (scope: ReportScope, filters: ReportFilters) => SQL[],
  extra: {
    columns?: Record<string, SQL>;
    from?: SQL;
    sortBy?: Record<string, SQL>;
    countedBy?: ReportSource['countedBy'];
  } = {},
): ReportSource {
  return {
    definition,
    // Scoped by the import school, whose import list counters every change of an import row raises.
    countedBy: extra.countedBy ?? 'import',
    key: sql`x.id`,
    columns: { ...importColumns, ...extra.columns },
    from: extra.from ? sql`${importFrom} ${extra.from}` : importFrom,
    where,
    search: studentSearch,
    sortBy: { ...importSortBy, ...extra.sortBy },
  };
}

const enrolled = sql`x.import_status_id in ${litList(ENROLLMENT_REPORT_IMPORT_STATUSES)}`;

export const importReportSource = importRowSource(APPLICATION_REPORTS.import, (scope, filters) => [
  ...inScope(sql`x.import_school_id`, scope),
  ...importFilters(filters),
  ...whenSet(sql`x.import_status_id`, filters.importStatusId),
  ...applicationStatusFilter(filters),
]);

/** Import Enrollment: the students the school has enrolled or on leave. */
export const importEnrollmentReportSource = importRowSource(
  APPLICATION_REPORTS.importEnrollment,
  (scope, filters) => [enrolled, ...inScope(sql`x.import_school_id`, scope), ...importFilters(filters)],
);

/** Export Enrollment: the school's exported students enrolled or on leave at an import school. */
export const exportEnrollmentReportSource = importRowSource(
  APPLICATION_REPORTS.exportEnrollment,
  (scope, filters) => [enrolled, ...inScope(sql`a.export_school_id`, scope), ...importFilters(filters)],
  // Scoped by the export school: a change of an import row raises its application's export school.
  { countedBy: 'export' },
);

const O = SCHOLARSHIP_OFFERING;

/**
 * The award of the school's aid-year information (3-billing §9): its tuition for Full Tuition, its set
 * rate (else the aid year's) for Annual Set-Rate, its stated amount for the other offerings; none when
 * the school opted out of the import scholarship.
 */
const awardAmount = sql`case when say.opt_out_import_scholarship = 1 then null
    when say.scholarship_offering_id = ${lit(O.FULL_TUITION)} then say.tuition_cents
    when say.scholarship_offering_id = ${lit(O.SET_RATE)} then coalesce(say.set_rate_cents, ay.set_rate_cents)
    when say.scholarship_offering_id in (${lit(O.PUBLIC_RATE)}, ${lit(O.OTHER)}) then say.scholarship_amount_other_cents
  end::int`;

/**
 * The offering's name as reports show it (3-billing §9; open-points 42: Full Tuition, Annual Set Rate,
 * Other), drawn from the domain's names so the grid, its sort and the download agree; none when the
 * school opted out.
 */
const offeringName = sql`case when say.opt_out_import_scholarship = 1 then null ${sql.join(
  reportedScholarshipOfferingNames().map(
    // A domain constant, written into the statement like the ids (quotes doubled).
    (o) =>
      sql`when say.scholarship_offering_id = ${lit(o.id)} then ${sql.raw(`'${o.name.replaceAll("'", "''")}'`)}`,
  ),
  sql` `,
)} end`;

/** Tuition: the rows the school granted its award to, with the award of that aid year. */
export const tuitionReportSource = importRowSource(
  APPLICATION_REPORTS.tuition,
  (scope, filters) => [
    sql`x.import_status_id in ${litList(TUITION_REPORT_IMPORT_STATUSES)}`,
    ...inScope(sql`x.import_school_id`, scope),
    ...importFilters(filters),
  ],
  {
    from: sql`left join school_aid_years say on say.school_id = x.import_school_id and say.aid_year_id = a.aid_year_id`,
    columns: {
      scholarshipOfferingName: offeringName,
      tuition: sql`say.tuition_cents::int`,
      awardAmount,
    },
  },
);

/** Leave of Absence: the rows with a leave (current or past: the dates stay once the leave began). */
export const leaveOfAbsenceReportSource = importRowSource(
  APPLICATION_REPORTS.leaveOfAbsence,
  (scope, filters) => [
    sql`x.leave_of_absence_begin is not null`,
    ...inScope(sql`x.import_school_id`, scope),
    ...importFilters(filters),
    // A leave overlapping the requested days: begun by their end, not ended before their start.
    ...(filters.requested.endDate
      ? [sql`x.leave_of_absence_begin <= ${filters.requested.endDate}::date`]
      : []),
    ...(filters.requested.beginDate
      ? [
          sql`coalesce(x.leave_of_absence_end, x.leave_of_absence_begin) >= ${filters.requested.beginDate}::date`,
        ]
      : []),
  ],
  {
    columns: {
      leaveBeginDate: day(sql`x.leave_of_absence_begin`),
      leaveEndDate: day(sql`x.leave_of_absence_end`),
    },
    sortBy: { leaveBeginDate: sql`x.leave_of_absence_begin`, leaveEndDate: sql`x.leave_of_absence_end` },
  },
);
