import { APPLICATION_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { createTestDatabase } from '../../test/database.js';
import { databaseUrl } from '../../test/database-templates.js';
import { runYearEndClose } from './year-end-close.js';

// Two servers, each with its own connection pool, run the year-end close of the same aid year at the same
// moment (open-points 43: once across all servers): one claims the year, every application closes once,
// and each student gets one email.

const APPLICATIONS = 12;
let one: Database;
let two: Database;
let aidYearId = 0;

beforeAll(async () => {
  one = await createTestDatabase({ seeded: true });
  const [db] = await queryRows<{ name: string }>(one.db, sql`select current_database() as name`);
  two = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, db!.name) });
  const [year] = await queryRows<{ id: number }>(
    one.db,
    sql`insert into aid_years (aidyear, aidyearbegindate, aidyearenddate, displaybegindate, displayenddate)
        values ('2010-2011', '2010-07-01', '2011-06-30', '2009-10-01', '2011-06-30') returning id`,
  );
  aidYearId = year!.id;
  const [school] = await queryRows<{ id: number }>(one.db, sql`select id from schools order by id limit 1`);
  for (let i = 0; i < APPLICATIONS; i++) {
    const email = `two.servers.${i}@example.net`;
    await one.db.execute(sql`with u as (
        insert into users (user_name, email, first_name, last_name, usertype, password_hash)
        values (${email}, ${email}, 'Two', ${`Servers${i}`}, 'STUDENT', 'unused') returning id),
      s as (insert into students (user_id, student_first_name, student_last_name, student_email)
        select id, 'Two', ${`Servers${i}`}, ${email} from u returning id),
      a as (insert into student_applications (student_id, aid_year_id, export_school_id, employee_first_name,
          employee_last_name, employee_email, employee_title, export_status_id, student_category_id)
        select id, ${aidYearId}, ${school!.id}, 'Pat', 'Parent', 'pat@example.edu', 'Registrar', 2, 2 from s
        returning id)
      insert into application_schools (application_id, import_school_id, import_status_id, import_status_date)
        select a.id, ${school!.id}, ${IMPORT_STATUS.UNDER_REVIEW}, '2010-09-01' from a`);
  }
});

afterAll(async () => {
  await two?.close();
  await one?.close();
});

it('closes the year once when two servers run it at the same moment', async () => {
  const config = testConfig({ webDist: '/nonexistent' });
  const instant = new Date('2011-07-01T00:30:00-05:00');
  const runs = await Promise.all([
    runYearEndClose(one.db, config, instant),
    runYearEndClose(two.db, config, instant),
  ]);
  const ofYear = runs.map((r) => r.years.find((y) => y.aidYearId === aidYearId));
  expect(ofYear.filter((y) => y?.claimed)).toHaveLength(1);
  expect(ofYear.reduce((n, y) => n + (y?.closed ?? 0), 0)).toBe(APPLICATIONS);
  const [counts] = await queryRows<{ closed: number; closes: number; emails: number }>(
    one.db,
    sql`select
      (select count(*)::int from student_applications where aid_year_id = ${aidYearId}
        and application_status = ${APPLICATION_STATUS.CLOSED}) as closed,
      (select count(*)::int from change_log c join student_applications a on a.id = c.application_id
        where a.aid_year_id = ${aidYearId} and c.action = 'UPDATE'
          and c.column_name = 'application_status') as closes,
      (select count(*)::int from email_outbox where to_address like 'two.servers.%') as emails`,
  );
  expect(counts).toEqual({ closed: APPLICATIONS, closes: APPLICATIONS, emails: APPLICATIONS });
});
