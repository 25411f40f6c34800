import {
  CONTACT_TYPES,
  COUNTRY_US,
  ELIGIBLE_PROGRAMS,
  PARTICIPATION_TYPES,
  ROLE,
  SCHOLARSHIP_OFFERINGS,
  STUDENT_CATEGORIES,
  TRAINING,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../apps/server/src/db/client.js';
import { maxId, num, type ScalePlan, step, syncIdentity, textArray } from './sql.js';

const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const PLACES =
  'Northfield Riverside Oakmont Fairview Lakewood Brookhaven Cedarville Pinecrest Maplewood Hillsdale Westbrook Eastgate Summit Greenfield Ashland Clearwater Stonebridge Kingsport Millbrook Redwood'.split(
    ' ',
  );
const KINDS = ['College', 'University', 'State University', 'Institute of Technology', 'Community College'];

/**
 * Aid years from eight before the current one to the next one (2018-2019 through 2027-2028 in the
 * 2026-2027 aid year), then schools up to 700 with contacts, exchange programs, a
 * school aid-year record for every school and year, and a primary (and for half a secondary) TELO.
 * Leaves temp tables scale_years(id, idx, y) and scale_schools(id, idx, telo_id) for later steps.
 */
export async function generateSchools(tx: Tx, passwordHash: string, plan: ScalePlan): Promise<void> {
  const last = plan.firstAidYear + plan.aidYears - 1;
  await step(
    tx,
    'aid years',
    sql.raw(`insert into aid_years (aidyear, aidyearbegindate, aidyearenddate, displaybegindate, displayenddate, set_rate_cents)
      select y || '-' || (y + 1), make_date(y, 7, 1), make_date(y + 1, 6, 30), make_date(y - 1, 10, 1),
             make_date(y + 1, 6, 30), (27000 + (y - ${plan.firstAidYear}) * 1150) * 100
      from generate_series(${plan.firstAidYear}, ${last}) y
      where not exists (select 1 from aid_years a where a.aidyear = y || '-' || (y + 1))`),
  );
  await tx.execute(
    sql.raw(`create temp table scale_years on commit drop as
      select id, (extract(year from aidyearbegindate)::int - ${plan.firstAidYear}) as idx,
             extract(year from aidyearbegindate)::int as y
      from aid_years where extract(year from aidyearbegindate) between ${plan.firstAidYear} and ${last}`),
  );

  const base = await maxId(tx, 'schools');
  const existing = (await tx.execute(sql`select count(*)::int as n from schools`)) as unknown as {
    rows: { n: number }[];
  };
  const missing = Math.max(0, plan.schools - Number(existing.rows[0]?.n ?? 0));
  await step(
    tx,
    'schools',
    sql`insert into schools (id, school_name, address, city, state, zip, country_id, phone, region_id, url,
        carnegie_rating, join_date, overview, academic_term, accepting_new_students, include_summer_term,
        non_edu_accepted, ipeds_id)
      select ${num(base)} + g,
        (${textArray(PLACES)})[1 + g % 20] || ' ' || (${textArray(KINDS)})[1 + (g / 20) % 5] || ' ' || g,
        (100 + g) || ' College Avenue', (${textArray(PLACES)})[1 + (g * 7) % 20],
        (${textArray(STATES)})[1 + g % 50], lpad(((g * 37) % 99999)::text, 5, '0'), ${num(COUNTRY_US)},
        (2000000000 + g * 7919)::text, 1 + g % 5, 'https://www.school' || g || '.example.edu',
        'Baccalaureate Colleges: Diverse Fields', make_date(1980 + g % 40, 7, 1),
        'A member school generated for benchmarks. It offers undergraduate and graduate programs, '
          || 'residential housing, and a long-standing commitment to the tuition exchange programme.',
        1 + g % 3, case when g % 25 = 0 then 0 else 1 end, g % 2, case when g % 6 = 0 then 1 else 0 end,
        200000 + g
      from generate_series(1, ${num(missing)}) g`,
  );
  await syncIdentity(tx, 'schools');
  await tx.execute(
    sql.raw(`create temp table scale_schools on commit drop as
      select id, (row_number() over (order by id) - 1)::int as idx, null::int as telo_id from schools`),
  );
  await tx.execute(sql.raw('create unique index on scale_schools (idx)'));
  await tx.execute(sql.raw('create unique index on scale_schools (id)'));

  const contactIds = CONTACT_TYPES.slice(0, 4).map((c) => c.id);
  await step(
    tx,
    'school contacts',
    sql.raw(`insert into school_contacts (school_id, contact_id, contact_first_name, contact_last_name, contact_email)
      select s.id, c, 'Contact' || c, 'School' || s.id, 'contact' || c || '@school' || s.id || '.example.edu'
      from schools s cross join unnest(array[${contactIds.join(',')}]) c where s.id > ${base}`),
  );
  const [undergrad, graduate, online] = PARTICIPATION_TYPES.map((p) => p.id);
  await step(
    tx,
    'school programs',
    sql.raw(`insert into school_participation_types (school_id, participation_id)
      select s.id, p from schools s cross join unnest(array[${undergrad}, ${graduate}, ${online}]) p
      where s.id > ${base} and (p = ${undergrad} or (p = ${graduate} and s.id % 2 = 0) or (p = ${online} and s.id % 3 = 0))`),
  );

  await step(
    tx,
    'school aid-year records',
    sql.raw(`insert into school_aid_years (school_id, aid_year_id, export_url, import_url, accept_mid_term_students,
        export_deadline, import_deadline, tuition_cents, scholarship_offering_id, require_fafsa, pell_included)
      select s.id, y.id, 'https://www.school' || s.id || '.example.edu/hr', 'https://www.school' || s.id || '.example.edu/admissions',
        1, make_date(y.y, 12, 15), make_date(y.y + 1, 1, 15), (25000 + (s.id * 97) % 40000) * 100, ${SCHOLARSHIP_OFFERINGS[0]!.id}, s.id % 2, s.id % 2
      from scale_schools s cross join scale_years y
      where not exists (select 1 from school_aid_years r where r.school_id = s.id and r.aid_year_id = y.id)`),
  );
  const categories = STUDENT_CATEGORIES.map((c) => c.id).join(',');
  await step(
    tx,
    'aid-year categories',
    sql.raw(`insert into school_aid_year_student_categories (school_aid_year_id, category_id)
      select r.id, c from school_aid_years r cross join unnest(array[${categories}]) c
      where r.school_id > ${base}`),
  );
  await step(
    tx,
    'aid-year programs',
    sql.raw(`insert into school_aid_year_eligible_programs (school_aid_year_id, eligible_program_id)
      select r.id, ${ELIGIBLE_PROGRAMS[0]!.id} from school_aid_years r where r.school_id > ${base}`),
  );

  const userBase = await maxId(tx, 'users');
  await step(
    tx,
    'TELO accounts',
    sql`insert into users (id, user_name, email, first_name, last_name, title, usertype, training_complete,
        daily_digest, password_hash)
      select ${num(userBase)} + g, e, e, 'Liaison', 'School' || s.id, 'Tuition Exchange Liaison Officer', 'TELO',
        ${num(TRAINING.COMPLETE)}, 1, ${passwordHash}
      from (select s.id, row_number() over (order by s.id, k) as g,
                   case k when 1 then 'telo' else 'telo2' end || '@school' || s.id || '.example.edu' as e
            from schools s cross join generate_series(1, 2) k
            where s.id > ${num(base)} and (k = 1 or s.id % 2 = 0)) s`,
  );
  await syncIdentity(tx, 'users');
  await step(
    tx,
    'TELO roles',
    sql.raw(`insert into user_roles (user_id, school_id, role_id)
      select u.id, s.id, case when u.email like 'telo@%' then ${ROLE.PRIMARY_TELO} else ${ROLE.SECONDARY_TELO} end
      from users u join schools s on u.email in ('telo@school' || s.id || '.example.edu', 'telo2@school' || s.id || '.example.edu')
      where u.id > ${userBase}`),
  );
  await tx.execute(
    sql.raw(`update scale_schools s set telo_id = r.user_id
      from user_roles r where r.school_id = s.id and r.role_id = ${ROLE.PRIMARY_TELO}`),
  );
}
