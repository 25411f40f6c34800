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
import { day, IMPORT_STEPS, maxId, num, type ScalePlan, step, syncIdentity, textArray } from './sql.js';

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;
const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
const ints = (ids: readonly number[]): SQL => sql.raw(`array[${ids.join(',')}]`);

/**
 * Students (one account each), 150,000 applications over the ten aid years and 4-10 import schools per
 * application (about 1,050,000 rows) in statuses that fit the application's history and obey the
 * settled rules as of the plan's today (seeded-rows.test.ts checks a small run): a denied export closes
 * its application, No Longer Eligible comes only after an enrolment, Enrolled only once the 15 August
 * rule allows it, no date after today. Ids are explicit (after the current maximum) so the generated
 * rows can refer to each other without lookups.
 */
export async function generateApplications(tx: Tx, passwordHash: string, plan: ScalePlan): Promise<void> {
  const userBase = await maxId(tx, 'users');
  const studentBase = await maxId(tx, 'students');
  const appBase = await maxId(tx, 'student_applications');
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const n = num(plan.students);
  const total = num(plan.applications);
  const today = day(plan.today);
  const firstYear = num(plan.firstAidYear);

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
  const current = num(plan.currentAidYear);
  const [, transferCategory] = STUDENT_CATEGORIES;
  const graduateCategory = STUDENT_CATEGORIES.find((c) => c.categoryName === 'Graduate Student')!;
  // Applications 1..students are each student's first; the rest are older second applications, and one
  // in ten a transfer into the current year from the student's OPEN application of the year before,
  // where a school has them enrolled (its "source"; 1-core §4). No student has two OPEN or two TRANSFER
  // applications. A denied export closes its application (open-points 8); No Longer Eligible is chosen
  // only after an enrolment, so only in a past aid year (open-points 3).
  await step(
    tx,
    'applications',
    sql`insert into student_applications (id, student_id, aid_year_id, application_status, creation_date,
        export_school_id, employee_first_name, employee_last_name, employee_email, employee_title, employee_id,
        employee_year_of_service, export_status_id, export_status_date, student_category_id,
        export_status_reason_other, no_longer_eligible_date, eligibility_remaining, modified_by)
      select ${num(appBase)} + a.n, ${num(studentBase)} + a.st, y.id,
        case when a.es in (${num(E.DENIED_NOT_EMPLOYEE)}, ${num(E.DENIED_MIN_REQS)}, ${num(E.DENIED_OTHER)})
             then ${CLOSED} else a.pre_status end,
        a.created, s.id,
        (${first})[1 + (a.st * 7) % 50], (${last})[1 + (a.st / 50) % 48],
        'parent' || a.st || '@school' || s.id || '.example.edu', 'Staff Member', 'E' || lpad(a.n::text, 7, '0'),
        1 + a.n % 30, a.es, case when a.es = ${num(E.AWAITING_DECISION)} then a.created else least(a.created + 3 + a.n % 18, ${today}) end,
        case when a.pre_status = ${TRANSFER} then ${num(transferCategory!.id)}
             when a.n % 10 = 9 then ${num(graduateCategory.id)}
             else ${num(transferCategory!.id)} + a.n % 5 end,
        case when a.es = ${num(E.DENIED_OTHER)} then 'Employment ends before the start of the term.' end,
        case when a.es = ${num(E.NO_LONGER_ELIGIBLE)} then make_date(a.y + 1, 1, 31) end,
        ${num(INITIAL_ELIGIBILITY_REMAINING)}, case when a.es = ${num(E.AWAITING_DECISION)} then null else s.telo_id end
      from (
        select b.*,
          case when b.kind in ('transfer', 'source') then ${num(E.EXPORT_APPROVED)}
               when b.h < 12 then case when b.pre_status = ${OPEN} and b.y >= ${current}
                 then ${num(E.AWAITING_DECISION)} else ${num(E.EXPORT_APPROVED)} end
               when b.h < 72 then ${num(E.EXPORT_APPROVED)}
               when b.h < 79 then ${num(E.DENIED_NOT_EMPLOYEE)}
               when b.h < 85 then ${num(E.DENIED_MIN_REQS)}
               when b.h < 91 then ${num(E.DENIED_OTHER)}
               when b.y < ${current} then ${num(E.NO_LONGER_ELIGIBLE)}
               else ${num(E.EXPORT_APPROVED)} end as es,
          case when b.y > ${current} then least(make_date(b.y - 1, 10, 1) + b.n % 50, ${today})
               else make_date(b.y - 1, 11, 1) + b.n % 150 end as created
        from (
          select g.*, ${firstYear} + g.yidx as y,
            case when g.kind = 'transfer' then ${TRANSFER}
                 when g.kind = 'second' then ${CLOSED}
                 when g.kind = 'source' then ${OPEN}
                 when g.yidx >= 7 then ${OPEN}
                 when g.yidx >= 5 and g.n % 3 = 0 then ${OPEN}
                 else ${CLOSED} end as pre_status
          from (
            select k.n, k.kind, (k.n * 7919) % 100 as h, (k.n::bigint * 104729 % ${schools})::int as exidx,
              case k.kind when 'transfer' then k.n - ${n} - 3 when 'second' then k.n - ${n} else k.n end as st,
              case k.kind when 'transfer' then ${current} - ${firstYear}
                          when 'source' then ${current} - ${firstYear} - 1
                          when 'second' then k.n % 6
                          else k.n % 10 end as yidx
            from (
              select n,
                case when n > ${n} and n % 10 = 0 then 'transfer'
                     when n > ${n} then 'second'
                     when (n + ${n} + 3) % 10 = 0 and n + ${n} + 3 <= ${total} then 'source'
                     else 'first' end as kind
              from generate_series(1, ${total}) n
            ) k
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
  // Rows wait at 1 while the export is undecided or denied; approval moved them on; No Longer Eligible
  // left the enrolled row (the application stays OPEN) or its withdrawal (CLOSED) and denied the rest.
  // A row reached Enrolled on or after 15 August of its aid year; Withdrawn, Graduated and leave dates
  // follow the enrolment and lie in the past.
  await step(
    tx,
    'application schools',
    sql`insert into application_schools (application_id, import_school_id, import_status_id, import_status_date,
        participation_type_id, import_status_other_reason, withdrawal_date, leave_of_absence_begin,
        leave_of_absence_end, last_eligibility_used, modified_by)
      select r.app_id, r.school_id, r.st,
        case when r.st = ${num(I.AWAITING_EXPORT_DECISION)} then r.created
             when r.st = ${num(I.ENROLLED)} and r.y = ${current}
               then greatest(make_date(r.y, 8, 15), ${today} - (r.app_id + r.k) % 90)
             when r.st = ${num(I.ENROLLED)} then make_date(r.y, 8, 15) + (r.app_id + r.k) % 30
             when r.st = ${num(I.LEAVE_OF_ABSENCE)} then make_date(r.y + 1, 1, 10)
             when r.st = ${num(I.WITHDRAWN)} then make_date(r.y + 1, 2, 20)
             when r.st = ${num(I.GRADUATED)} then make_date(r.y + 4, 5, 15)
             when r.y = ${current} then greatest(r.created, ${today} - (r.app_id + r.k) % 90)
             else least(r.created + 25 + (r.app_id + r.k) % 40, ${today}) end,
        case when r.st = any(${withProgram}) then ${undergrad} end,
        case when r.st = ${num(I.DENIED_OTHER)} then 'Did not complete the required portfolio review.' end,
        case when r.st = ${num(I.WITHDRAWN)} then make_date(r.y + 1, 2, 20)
             when r.st = ${num(I.GRADUATED)} then make_date(r.y + 4, 5, 15) end,
        case when r.st = ${num(I.LEAVE_OF_ABSENCE)} then make_date(r.y + 1, 1, 10) end,
        case when r.st = ${num(I.LEAVE_OF_ABSENCE)} then make_date(r.y + 1, 6, 10) end,
        case when r.st = any(${terms}) and make_date(r.y, 12, 15) <= ${today} then make_date(r.y, 12, 15) end,
        case when r.st = ${num(I.AWAITING_EXPORT_DECISION)} then null else r.telo_id end
      from (
        select a.id as app_id, s2.id as school_id, s2.telo_id, y.y, k, a.creation_date as created,
          case
            when a.export_status_id = ${num(E.NO_LONGER_ELIGIBLE)} then
              case when k > 1 then ${num(I.DENIED_DID_NOT_ENROLL)}
                   when a.application_status = ${OPEN} then ${num(I.ENROLLED)}
                   else ${num(I.WITHDRAWN)} end
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
              case when k = 1 and (a.id / 10) % 10 < 3 and ${sql.raw(String(plan.enrolledOpen))} then ${num(I.ENROLLED)}
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
