import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  INITIAL_ELIGIBILITY_REMAINING,
  PARTICIPATION_TYPES,
  STUDENT_CATEGORIES,
  TRAINING,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../apps/server/src/db/client.js';
import { FIRST_NAMES, LAST_NAMES } from '../../../apps/server/src/db/seed/names.js';
import { IMPORT_STEPS, maxId, num, SCALE, step, syncIdentity, textArray } from './sql.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;
const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
const ints = (ids: readonly number[]): SQL => sql.raw(`array[${ids.join(',')}]`);

/** Export status from a 0-99 hash h: mostly approved, every other status represented. */
const EXPORT_STATUS_BY_HASH = sql.raw(`case
    when app_status = '${TRANSFER}' then ${E.EXPORT_APPROVED}
    when h < 12 then case when app_status = '${OPEN}' then ${E.AWAITING_DECISION} else ${E.EXPORT_APPROVED} end
    when h < 72 then ${E.EXPORT_APPROVED}
    when h < 79 then ${E.DENIED_NOT_EMPLOYEE}
    when h < 85 then ${E.DENIED_MIN_REQS}
    when h < 91 then ${E.DENIED_OTHER}
    else ${E.NO_LONGER_ELIGIBLE} end`);

/**
 * Students (one account each), 150,000 applications over the ten aid years and 4-10 import schools per
 * application (about 1,050,000 rows) in statuses that fit the application's history. Ids are explicit
 * (after the current maximum) so the generated rows can refer to each other without lookups.
 */
export async function generateApplications(tx: Tx, passwordHash: string): Promise<void> {
  const userBase = await maxId(tx, 'users');
  const studentBase = await maxId(tx, 'students');
  const appBase = await maxId(tx, 'student_applications');
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const n = num(SCALE.students);

  await step(
    tx,
    'student accounts',
    sql`insert into users (id, user_name, email, first_name, last_name, usertype, training_complete, ferpa, password_hash)
      select ${num(userBase)} + g, 'student' || g || '@scale.example.com', 'student' || g || '@scale.example.com',
        (${first})[1 + g % 50], (${last})[1 + (g / 50) % 48], 'STUDENT', ${num(TRAINING.NOT_REQUIRED)}, g % 2, ${passwordHash}
      from generate_series(1, ${n}) g`,
  );
  await syncIdentity(tx, 'users');
  await step(
    tx,
    'students',
    sql`insert into students (id, user_id, student_first_name, student_last_name, student_email, student_address,
        student_city, student_state, student_zip, student_cell_phone, student_birth_date, ferpa)
      select ${num(studentBase)} + g, ${num(userBase)} + g, (${first})[1 + g % 50], (${last})[1 + (g / 50) % 48],
        'student' || g || '@scale.example.com', (10 + g % 9000) || ' Elm Street', 'Springfield', 'IL',
        lpad(((g * 53) % 99999)::text, 5, '0'), (3000000000 + g)::text,
        make_date(1995 + g % 12, 1 + g % 12, 1 + g % 28), g % 2
      from generate_series(1, ${n}) g`,
  );
  await syncIdentity(tx, 'students');

  const schoolCount = (await tx.execute(sql`select count(*)::int as c from scale_schools`)) as unknown as {
    rows: { c: number }[];
  };
  const schools = num(Number(schoolCount.rows[0]!.c));
  const current = num(SCALE.currentAidYear);
  const [, transferCategory] = STUDENT_CATEGORIES;
  const graduateCategory = STUDENT_CATEGORIES.find((c) => c.categoryName === 'Graduate Student')!;
  // Applications 1..students are each student's first; the rest are older second applications (some
  // of them transfers into the current year), so no student has two OPEN or two TRANSFER applications.
  await step(
    tx,
    'applications',
    sql`insert into student_applications (id, student_id, aid_year_id, application_status, creation_date,
        export_school_id, employee_first_name, employee_last_name, employee_email, employee_title, employee_id,
        employee_year_of_service, export_status_id, export_status_date, student_category_id,
        export_status_reason_other, no_longer_eligible_date, eligibility_remaining, modified_by)
      select ${num(appBase)} + a.n, ${num(studentBase)} + a.st, y.id, a.app_status, a.created, s.id,
        (${first})[1 + (a.st * 7) % 50], (${last})[1 + (a.st / 50) % 48],
        'parent' || a.st || '@school' || s.id || '.example.edu', 'Staff Member', 'E' || lpad(a.n::text, 7, '0'),
        1 + a.n % 30, a.es, case when a.es = ${num(E.AWAITING_DECISION)} then a.created else least(a.created + 3 + a.n % 18, current_date) end,
        case when a.app_status = ${TRANSFER} then ${num(transferCategory!.id)}
             when a.n % 10 = 9 then ${num(graduateCategory.id)}
             else ${num(transferCategory!.id)} + a.n % 5 end,
        case when a.es = ${num(E.DENIED_OTHER)} then 'Employment ends before the start of the term.' end,
        case when a.es = ${num(E.NO_LONGER_ELIGIBLE)} then make_date(y.y + 1, 1, 31) end,
        ${num(INITIAL_ELIGIBILITY_REMAINING)}, case when a.es = ${num(E.AWAITING_DECISION)} then null else s.telo_id end
      from (
        select b.*, ${EXPORT_STATUS_BY_HASH} as es,
          case when b.y > ${current} then make_date(b.y - 1, 10, 1) + b.n % 50
               else make_date(b.y - 1, 11, 1) + b.n % 150 end as created
        from (
          select g.n, g.st, g.yidx, g.h, g.exidx, ${num(SCALE.firstAidYear)} + g.yidx as y,
            case when g.n > ${n} and g.n % 10 = 0 then ${TRANSFER}
                 when g.n > ${n} then ${CLOSED}
                 when g.yidx >= 7 then ${OPEN}
                 when g.yidx >= 5 and g.n % 3 = 0 then ${OPEN}
                 else ${CLOSED} end as app_status
          from (
            select n, case when n <= ${n} then n else n - ${n} end as st,
              case when n <= ${n} then n % 10 when n % 10 = 0 then ${current} - ${num(SCALE.firstAidYear)} else n % 6 end as yidx,
              (n * 7919) % 100 as h, (n::bigint * 104729 % ${schools})::int as exidx
            from generate_series(1, ${num(SCALE.applications)}) n
          ) g
        ) b
      ) a
      join scale_years y on y.idx = a.yidx
      join scale_schools s on s.idx = a.exidx`,
  );
  await syncIdentity(tx, 'student_applications');

  const undergrad = num(PARTICIPATION_TYPES[0]!.id);
  const withProgram = ints([
    I.UNDER_REVIEW,
    I.IMPORT_APPROVED,
    I.ENROLLED,
    I.WITHDRAWN,
    I.LEAVE_OF_ABSENCE,
    I.GRADUATED,
  ]);
  const terms = ints([I.ENROLLED, I.WITHDRAWN, I.LEAVE_OF_ABSENCE, I.GRADUATED]);
  const denials = ints([I.DENIED_DID_NOT_APPLY, I.DENIED_DID_NOT_ENROLL, I.DECLINED]);
  const currentMix = ints([
    I.DECISION_PENDING,
    I.DECISION_PENDING,
    I.UNDER_REVIEW,
    I.IMPORT_APPROVED,
    I.DENIED_OTHER,
    I.DECLINED,
    I.DENIED_DID_NOT_APPLY,
    I.DECISION_PENDING,
    I.UNDER_REVIEW,
    I.DECISION_PENDING,
  ]);
  await step(
    tx,
    'application schools',
    sql`insert into application_schools (application_id, import_school_id, import_status_id, import_status_date,
        participation_type_id, import_status_other_reason, withdrawal_date, leave_of_absence_begin,
        leave_of_absence_end, last_eligibility_used, modified_by)
      select r.app_id, r.school_id, r.st,
        case when r.st = ${num(I.AWAITING_EXPORT_DECISION)} then r.created
             when r.y = ${current} then current_date - (r.app_id + r.k) % 90
             else least(r.created + 25 + (r.app_id + r.k) % 40, current_date) end,
        case when r.st = any(${withProgram}) then ${undergrad} end,
        case when r.st = ${num(I.DENIED_OTHER)} then 'Did not complete the required portfolio review.' end,
        case when r.st = ${num(I.WITHDRAWN)} then make_date(r.y + 1, 2, 20)
             when r.st = ${num(I.GRADUATED)} then make_date(r.y + 4, 5, 15) end,
        case when r.st = ${num(I.LEAVE_OF_ABSENCE)} then date '2026-10-01' end,
        case when r.st = ${num(I.LEAVE_OF_ABSENCE)} then date '2027-05-31' end,
        case when r.st = any(${terms}) then make_date(r.y, 12, 15) end,
        case when r.st = ${num(I.AWAITING_EXPORT_DECISION)} then null else r.telo_id end
      from (
        select a.id as app_id, s2.id as school_id, s2.telo_id, y.y, k, a.creation_date as created,
          case
            when a.export_status_id = ${num(E.NO_LONGER_ELIGIBLE)} then
              case when k = 1 then ${num(I.ENROLLED)} else ${num(I.DENIED_DID_NOT_ENROLL)} end
            when a.export_status_id <> ${num(E.EXPORT_APPROVED)} then ${num(I.AWAITING_EXPORT_DECISION)}
            when a.application_status = ${TRANSFER} then
              (${ints([I.DECISION_PENDING, I.DECISION_PENDING, I.UNDER_REVIEW])})[1 + (a.id + k) % 3]
            when a.application_status = ${CLOSED} then
              case when k > 1 then (${denials})[1 + (a.id + k) % 3]
                   when y.y <= ${current} - 4 and (a.id / 10) % 10 < 7 then ${num(I.GRADUATED)}
                   else ${num(I.WITHDRAWN)} end
            when y.y < ${current} then
              case when k > 1 then (${denials})[1 + (a.id + k) % 3]
                   when a.id % 13 = 0 then ${num(I.LEAVE_OF_ABSENCE)}
                   else ${num(I.ENROLLED)} end
            when y.y = ${current} then
              case when k = 1 and (a.id / 10) % 10 < 3 then ${num(I.ENROLLED)}
                   else (${currentMix})[1 + (a.id * 3 + k) % 10] end
            else (${ints([I.DECISION_PENDING, I.DECISION_PENDING, I.UNDER_REVIEW])})[1 + (a.id + k) % 3]
          end as st
        from student_applications a
        join scale_years y on y.id = a.aid_year_id
        join scale_schools ex on ex.id = a.export_school_id
        cross join lateral generate_series(1, 4 + a.id % 7) k
        join scale_schools s2 on s2.idx = (ex.idx + k * (${ints(IMPORT_STEPS)})[1 + a.id % 20]) % ${schools}
        where a.id > ${num(appBase)}
      ) r`,
  );
}
