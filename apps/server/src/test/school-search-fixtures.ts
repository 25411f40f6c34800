/**
 * What the member-school API tests share (issue 24): an app whose programme clock the test sets, three
 * aid years of their own far ahead of the demo's (2060-2061 to 2062-2063), each school's information
 * copied into the two newest from the demo's fullest aid year, and plain calls from one address.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../config.js';
import { aidYears } from '../db/schema/aid-years.js';
import { startTestApp, type TestContext } from './app.js';
import { selectRows } from './student-fixtures.js';

export interface SuiteAidYear {
  id: number;
  name: string;
  setRateCents: number;
}

export interface SchoolSearchSuite {
  t: TestContext;
  /** 2060-2061, 2061-2062 and 2062-2063 by first calendar year. */
  years: Map<number, SuiteAidYear>;
  /** A demo school's id by name. */
  school(name: string): number;
  /** Sets the programme clock to noon in Chicago of a day (YYYY-MM-DD). */
  setNow(day: string): void;
  get(path: string, address?: string): Promise<LightMyRequestResponse>;
  post(path: string, body: unknown, address?: string): Promise<LightMyRequestResponse>;
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

/** Noon in Chicago of a day, on either side of daylight time. */
const noonInChicago = (day: string) => new Date(`${day}T17:30:00Z`);

/** Copies every school's record of one aid year, with its categories, programs and fees, to another. */
async function copyRecords(t: TestContext, from: number, to: number) {
  const db = t.database.db;
  await db.execute(sql`insert into school_aid_years (school_id, aid_year_id, export_url, import_url,
      will_extend_tuition, accept_mid_term_students, export_deadline, import_deadline, tuition_cents,
      scholarship_offering_id, require_fafsa, pell_included, state_grant_included,
      academic_scholarship_included, talent_scholarship_included, outside_scholarship_included,
      must_live_on_campus)
    select school_id, ${to}, export_url, import_url, will_extend_tuition, accept_mid_term_students,
      export_deadline, import_deadline, tuition_cents, scholarship_offering_id, require_fafsa,
      pell_included, state_grant_included, academic_scholarship_included, talent_scholarship_included,
      outside_scholarship_included, must_live_on_campus
    from school_aid_years where aid_year_id = ${from}`);
  /** Each child table: its rows of the old records, inserted under the new record of the same school. */
  const children: [string, string][] = [
    ['school_aid_year_student_categories', 'category_id'],
    ['school_aid_year_eligible_programs', 'eligible_program_id, eligible_program_exception'],
    ['school_aid_year_enrollment_fees', 'fee_type_id, fee_frequency_id, amount_cents'],
  ];
  for (const [table, columns] of children) {
    const list = sql.raw(columns);
    const prefixed = sql.raw(
      columns
        .split(', ')
        .map((c) => `c.${c}`)
        .join(', '),
    );
    await db.execute(sql`insert into ${sql.identifier(table)} (school_aid_year_id, ${list})
      select n.id, ${prefixed} from ${sql.identifier(table)} c
      join school_aid_years s on s.id = c.school_aid_year_id
      join school_aid_years n on n.school_id = s.school_id and n.aid_year_id = ${to}
      where s.aid_year_id = ${from}`);
  }
}

/** Starts the app for one test file on `today`, with the suite's aid years and records. */
export async function startSchoolSearchSuite(
  today = '2061-11-15',
  overrides: Partial<AppConfig> = {},
): Promise<SchoolSearchSuite> {
  let now = noonInChicago(today);
  const t = await startTestApp({ now: () => now, ...overrides });
  const years = new Map<number, SuiteAidYear>();
  for (const first of [2060, 2061, 2062]) {
    const setRateCents = (30_000 + (first - 2060) * 1_000) * 100;
    const [row] = await t.database.db
      .insert(aidYears)
      .values({
        aidyear: `${first}-${first + 1}`,
        aidyearbegindate: `${first}-07-01`,
        aidyearenddate: `${first + 1}-06-30`,
        displaybegindate: `${first - 1}-10-01`,
        displayenddate: `${first + 1}-06-30`,
        setRateCents,
      })
      .returning({ id: aidYears.id, name: aidYears.aidyear });
    years.set(first, { id: row!.id, name: row!.name, setRateCents });
  }
  const [fullest] = await selectRows<{ id: number }>(
    t,
    sql`select aid_year_id as id from school_aid_years group by aid_year_id
        order by count(*) desc, aid_year_id desc limit 1`,
  );
  for (const first of [2061, 2062]) await copyRecords(t, fullest!.id, years.get(first)!.id);
  const schools = await selectRows<{ id: number; name: string }>(
    t,
    sql`select id, school_name as name from schools`,
  );
  const ids = new Map(schools.map((s) => [s.name, s.id]));
  return {
    t,
    years,
    school: (name) => {
      const id = ids.get(name);
      if (id === undefined) throw new Error(`no school ${name}`);
      return id;
    },
    setNow: (day) => {
      now = noonInChicago(day);
    },
    get: (path, address = '127.0.0.1') => t.app.inject({ method: 'GET', url: path, remoteAddress: address }),
    post: (path, body, address = '127.0.0.1') =>
      t.app.inject({ method: 'POST', url: path, payload: body as object, remoteAddress: address }),
    rows: (query) => selectRows(t, query),
    close: () => t.close(),
  };
}
