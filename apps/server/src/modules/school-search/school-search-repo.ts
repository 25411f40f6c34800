import {
  categoryIdsOf,
  type MemberSchoolCountry,
  type MemberSchoolRow,
  type MemberSchoolState,
  SCHOLARSHIP_OFFERING,
  type ScholarshipOfferingKind,
  type StudentCategoryGroup,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** A member school takes part in the programme: neither archived nor closed (as the applicant's lists). */
export const MEMBER = sql`s.archived = 0 and s.is_closed = 0`;

/** The search criteria as the service resolved them: the aid year is always an id here. */
export interface ResolvedCriteria {
  schoolName?: string;
  state?: string;
  countryId?: number;
  participationId?: number;
  /** The aid year the record criteria read; null when no aid year is published (nothing then matches). */
  aidYearId: number | null;
  scholarshipOffering?: ScholarshipOfferingKind;
  studentCategory?: StudentCategoryGroup;
  acceptMidTermStudents?: 0 | 1;
  mustLiveOnCampus?: 0 | 1;
  requireFafsa?: 0 | 1;
}

/** `%text%` for ILIKE with the pattern characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const OFFERING: Record<ScholarshipOfferingKind, SQL> = {
  fullTuition: sql`y.scholarship_offering_id = ${SCHOLARSHIP_OFFERING.FULL_TUITION}`,
  annualSetRate: sql`y.scholarship_offering_id = ${SCHOLARSHIP_OFFERING.SET_RATE}`,
  other: sql`y.scholarship_offering_id not in (${SCHOLARSHIP_OFFERING.FULL_TUITION}, ${SCHOLARSHIP_OFFERING.SET_RATE})`,
};

/** The conditions on the school's aid-year record (alias y), one per record criterion given. */
function recordConditions(c: ResolvedCriteria): SQL[] {
  const on: SQL[] = [];
  if (c.scholarshipOffering) on.push(OFFERING[c.scholarshipOffering]);
  if (c.acceptMidTermStudents !== undefined)
    on.push(sql`y.accept_mid_term_students = ${c.acceptMidTermStudents}`);
  if (c.mustLiveOnCampus !== undefined) on.push(sql`y.must_live_on_campus = ${c.mustLiveOnCampus}`);
  if (c.requireFafsa !== undefined) on.push(sql`y.require_fafsa = ${c.requireFafsa}`);
  if (c.studentCategory) {
    const ids = categoryIdsOf(c.studentCategory);
    on.push(sql`exists (select 1 from school_aid_year_student_categories k
      where k.school_aid_year_id = y.id and k.category_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}))`);
  }
  return on;
}

/** The WHERE of a search: member schools, and every criterion given. */
function searchConditions(c: ResolvedCriteria): SQL {
  const where: SQL[] = [MEMBER];
  if (c.schoolName) where.push(sql`s.school_name ilike ${containsPattern(c.schoolName)}`);
  if (c.state) where.push(sql`s.state = ${c.state}`);
  if (c.countryId !== undefined) where.push(sql`s.country_id = ${c.countryId}`);
  if (c.participationId !== undefined)
    where.push(sql`exists (select 1 from school_participation_types p
      where p.school_id = s.id and p.participation_id = ${c.participationId})`);
  const record = recordConditions(c);
  if (record.length > 0) {
    where.push(sql`exists (select 1 from school_aid_years y
      where y.school_id = s.id and y.aid_year_id = ${c.aidYearId} and ${sql.join(record, sql` and `)})`);
  }
  return sql.join(where, sql` and `);
}

/** Member schools matching the criteria (all of them for none), by name, with their programs. */
export function searchMemberSchools(db: DbOrTx, criteria: ResolvedCriteria): Promise<MemberSchoolRow[]> {
  return queryRows<MemberSchoolRow>(
    db,
    sql`select s.id, s.school_name as "schoolName", s.city, s.state, c.country_name as "country",
          coalesce((select array_agg(t.participation_name order by t.id)
            from school_participation_types p join participation_types t on t.id = p.participation_id
            where p.school_id = s.id), '{}') as "programs"
        from schools s join countries c on c.id = s.country_id
        where ${searchConditions(criteria)}
        order by s.school_name, s.id`,
  );
}

/** The states member schools are in, by name. */
export function listMemberStates(db: DbOrTx): Promise<MemberSchoolState[]> {
  return queryRows<MemberSchoolState>(
    db,
    sql`select st.state_abbr as "stateAbbr", st.state_name as "stateName" from states st
        where exists (select 1 from schools s where s.state = st.state_abbr and ${MEMBER})
        order by st.state_name`,
  );
}

/** The countries member schools are in: the United States (id 1) first, then by name. */
export function listMemberCountries(db: DbOrTx): Promise<MemberSchoolCountry[]> {
  return queryRows<MemberSchoolCountry>(
    db,
    sql`select c.id, c.country_name as "countryName" from countries c
        where exists (select 1 from schools s where s.country_id = c.id and ${MEMBER})
        order by c.id <> 1, c.country_name`,
  );
}

/** An aid year as the public pages read it (set rate in cents, display dates). */
export interface StoredAidYear {
  id: number;
  aidyear: string;
  setRateCents: number;
  displaybegindate: string;
  displayenddate: string;
}

const AID_YEAR_COLUMNS = sql`id, aidyear, set_rate_cents as "setRateCents",
  displaybegindate::text as "displaybegindate", displayenddate::text as "displayenddate"`;

/** The aid years displayed on a day, newest first. */
export function listDisplayedAidYears(db: DbOrTx, today: string): Promise<StoredAidYear[]> {
  return queryRows<StoredAidYear>(
    db,
    sql`select ${AID_YEAR_COLUMNS} from aid_years
        where displaybegindate <= ${today} and displayenddate >= ${today}
        order by aidyearbegindate desc, id desc`,
  );
}

/** The aid year of a name ('2027-2028'), displayed or not. */
export async function findAidYearNamed(db: DbOrTx, name: string): Promise<StoredAidYear | undefined> {
  const [row] = await queryRows<StoredAidYear>(
    db,
    sql`select ${AID_YEAR_COLUMNS} from aid_years where aidyear = ${name}`,
  );
  return row;
}
