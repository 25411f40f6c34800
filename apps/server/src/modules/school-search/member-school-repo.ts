import { IMPORT_STATUS, type MemberSchool, type MemberSchoolLiaison, ROLE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { MEMBER } from './school-search-repo.js';

/** A member school's public record with its exchange programs: one statement. */
export async function findMemberSchool(db: DbOrTx, id: number): Promise<MemberSchool | undefined> {
  const [row] = await queryRows<MemberSchool>(
    db,
    sql`select s.id, s.school_name as "schoolName", s.address, s.address2, s.city, s.state, s.zip,
          s.zip_four as "zipFour", c.country_name as "country", s.url, s.overview,
          coalesce((select json_agg(json_build_object('participationId', t.id,
              'participationName', t.participation_name) order by t.id)
            from school_participation_types p join participation_types t on t.id = p.participation_id
            where p.school_id = s.id), '[]'::json) as "schoolParticipationType"
        from schools s join countries c on c.id = s.country_id
        where s.id = ${id} and ${MEMBER}`,
  );
  return row;
}

/** A school's aid-year record as stored (money in cents), with its categories, programs and fees. */
export interface StoredSchoolYear {
  optOutImportScholarship: number;
  exportUrl: string | null;
  importUrl: string | null;
  willExtendTuition: number;
  acceptMidTermStudents: number | null;
  exportDeadline: string | null;
  importDeadline: string | null;
  scholarshipOfferingId: number | null;
  /** The school's own set rate (Annual Set-Rate offering); null takes the aid year's. */
  setRateCents: number | null;
  requireFafsa: number;
  pellIncluded: number;
  stateGrantIncluded: number;
  academicScholarshipIncluded: number;
  outsideScholarshipIncluded: number;
  talentScholarshipIncluded: number;
  mustLiveOnCampus: number;
  studentCategories: { categoryId: number; categoryName: string }[];
  eligiblePrograms: {
    eligibleProgramId: number;
    eligibleProgramName: string;
    eligibleProgramException: string | null;
  }[];
  enrollments: {
    feeTypeId: number;
    feeTypeName: string;
    feeFrequencyId: number;
    enrollmentFeeFrequencyName: string;
    amountCents: number;
  }[];
}

/** The school's record of an aid year with its children: one statement, one index probe. */
export async function findSchoolYear(
  db: DbOrTx,
  schoolId: number,
  aidYearId: number,
): Promise<StoredSchoolYear | undefined> {
  const [row] = await queryRows<StoredSchoolYear>(
    db,
    sql`select y.opt_out_import_scholarship as "optOutImportScholarship", y.export_url as "exportUrl",
          y.import_url as "importUrl", y.will_extend_tuition as "willExtendTuition",
          y.accept_mid_term_students as "acceptMidTermStudents",
          y.export_deadline::text as "exportDeadline", y.import_deadline::text as "importDeadline",
          y.scholarship_offering_id as "scholarshipOfferingId", y.set_rate_cents as "setRateCents",
          y.require_fafsa as "requireFafsa",
          y.pell_included as "pellIncluded", y.state_grant_included as "stateGrantIncluded",
          y.academic_scholarship_included as "academicScholarshipIncluded",
          y.outside_scholarship_included as "outsideScholarshipIncluded",
          y.talent_scholarship_included as "talentScholarshipIncluded",
          y.must_live_on_campus as "mustLiveOnCampus",
          coalesce((select json_agg(json_build_object('categoryId', k.category_id,
              'categoryName', c.category_name) order by k.category_id)
            from school_aid_year_student_categories k join student_categories c on c.id = k.category_id
            where k.school_aid_year_id = y.id), '[]'::json) as "studentCategories",
          coalesce((select json_agg(json_build_object('eligibleProgramId', e.eligible_program_id,
              'eligibleProgramName', p.name, 'eligibleProgramException', e.eligible_program_exception)
              order by e.eligible_program_id)
            from school_aid_year_eligible_programs e join eligible_programs p on p.id = e.eligible_program_id
            where e.school_aid_year_id = y.id), '[]'::json) as "eligiblePrograms",
          coalesce((select json_agg(json_build_object('feeTypeId', f.fee_type_id, 'feeTypeName', t.name,
              'feeFrequencyId', f.fee_frequency_id, 'enrollmentFeeFrequencyName', q.name,
              'amountCents', f.amount_cents) order by f.fee_type_id)
            from school_aid_year_enrollment_fees f
            join enrollment_fee_types t on t.id = f.fee_type_id
            join fee_frequencies q on q.id = f.fee_frequency_id
            where f.school_aid_year_id = y.id), '[]'::json) as "enrollments"
        from school_aid_years y
        where y.school_id = ${schoolId} and y.aid_year_id = ${aidYearId}`,
  );
  return row;
}

/**
 * Students approved and enrolled at a school (as its import school) in an aid year: the import rows
 * now at Import Approved and at Enrolled, read from the counters the triggers keep exact
 * (migration 0011, program 0 = every program).
 */
export async function countApprovedAndEnrolled(
  db: DbOrTx,
  schoolId: number,
  aidYearId: number,
): Promise<{ importApproved: number; enrolled: number }> {
  const [row] = await queryRows<{ importApproved: number; enrolled: number }>(
    db,
    sql`select
          coalesce(sum(school_rows) filter (where status_id = ${IMPORT_STATUS.IMPORT_APPROVED}), 0)::int
            as "importApproved",
          coalesce(sum(school_rows) filter (where status_id = ${IMPORT_STATUS.ENROLLED}), 0)::int as "enrolled"
        from application_stat_counts
        where side = 'I' and school_id = ${schoolId} and aid_year_id = ${aidYearId} and program_id = 0
          and status_id in (${IMPORT_STATUS.IMPORT_APPROVED}, ${IMPORT_STATUS.ENROLLED})`,
  );
  return row ?? { importApproved: 0, enrolled: 0 };
}

/**
 * The primary TELO of a member school, name and email only; none when the account is inactive. A school
 * with several names the same one on every request: the longest-standing account (lowest id).
 */
export async function findPrimaryTelo(
  db: DbOrTx,
  schoolId: number,
): Promise<MemberSchoolLiaison | undefined> {
  const [row] = await queryRows<MemberSchoolLiaison>(
    db,
    sql`select u.first_name as "firstName", u.last_name as "lastName", u.email
        from user_roles r join users u on u.id = r.user_id join schools s on s.id = r.school_id
        where r.school_id = ${schoolId} and r.role_id = ${ROLE.PRIMARY_TELO} and u.active and ${MEMBER}
        order by u.id limit 1`,
  );
  return row;
}

/** Whether a school is a member (neither archived nor closed). */
export async function isMemberSchool(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from schools s where s.id = ${id} and ${MEMBER}`,
  );
  return rows.length > 0;
}
