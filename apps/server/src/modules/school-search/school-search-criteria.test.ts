import type {
  MemberSchoolCountry,
  MemberSchoolRow,
  MemberSchoolState,
  SchoolSearchCriteria,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SchoolSearchSuite, startSchoolSearchSuite } from '../../test/school-search-fixtures.js';

// POST api/schoolsearch (3-billing §7): each criterion narrows the member schools exactly as plain SQL
// over the same tables does. On 15 November 2061 the application year is 2062-2063 (open-points 35).
const SEARCH = '/api/schoolsearch';
let s: SchoolSearchSuite;
let appYearId: number;
let archivedId: number;

beforeAll(async () => {
  s = await startSchoolSearchSuite('2061-11-15');
  appYearId = s.years.get(2062)!.id;
  // A school that left the programme is no member: never listed.
  archivedId = s.school('Beta College');
  await s.t.database.db.execute(sql`update schools set archived = 1 where id = ${archivedId}`);
  // A name holding a LIKE wildcard, so the search is seen to take it literally.
  await s.t.database.db.execute(
    sql`update schools set school_name = 'Zeta College 100% Online' where school_name = 'Zeta College'`,
  );
});

afterAll(async () => {
  await s?.close();
});

/** Member school ids where the condition over schools s (and its record y of `yearId`) holds, by name. */
async function expectedIds(condition: SQL, yearId = appYearId): Promise<number[]> {
  const rows = await s.rows<{ id: number }>(
    sql`select s.id from schools s left join school_aid_years y on y.school_id = s.id and y.aid_year_id = ${yearId}
        where s.archived = 0 and s.is_closed = 0 and ${condition} order by s.school_name, s.id`,
  );
  return rows.map((r) => r.id);
}

async function search(criteria: SchoolSearchCriteria) {
  return s.post(SEARCH, criteria);
}

async function idsFound(criteria: SchoolSearchCriteria): Promise<number[]> {
  const res = await search(criteria);
  if (res.statusCode === 404) return [];
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MemberSchoolRow[]).map((r) => r.id);
}

describe('the member-school list', () => {
  it('lists every member school by name, with its programs, and no archived or closed school', async () => {
    const res = await s.get(SEARCH);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as MemberSchoolRow[];
    expect(rows.map((r) => r.id)).toEqual(await expectedIds(sql`true`));
    expect(rows.map((r) => r.id)).not.toContain(archivedId);
    const alpha = rows.find((r) => r.schoolName === 'Alpha University')!;
    expect(Object.keys(alpha).sort()).toEqual(['city', 'country', 'id', 'programs', 'schoolName', 'state']);
    expect(alpha.programs.length).toBeGreaterThan(0);
  });

  it('answers the same list to an empty search', async () => {
    expect(await idsFound({})).toEqual(await expectedIds(sql`true`));
  });
});

describe('each criterion narrows the result as plain SQL does', () => {
  const all = () => expectedIds(sql`true`);
  const cases: [string, () => Promise<[SchoolSearchCriteria, SQL]>][] = [
    [
      'school name (any case, part of it)',
      async () => [{ schoolName: 'UNIVERSITY' }, sql`s.school_name ilike '%university%'`],
    ],
    [
      'a name with LIKE characters, taken literally',
      async () => [{ schoolName: '%' }, sql`position('%' in s.school_name) > 0`],
    ],
    [
      'state',
      async () => {
        const [row] = await s.rows<{ state: string }>(
          sql`select state from schools where archived = 0 and is_closed = 0 group by state order by count(*) desc, state limit 1`,
        );
        return [{ state: row!.state }, sql`s.state = ${row!.state}`];
      },
    ],
    [
      'country',
      async () => {
        const [row] = await s.rows<{ id: number }>(
          sql`select country_id as id from schools where country_id <> 1 and archived = 0 limit 1`,
        );
        return [{ countryId: row!.id }, sql`s.country_id = ${row!.id}`];
      },
    ],
    [
      'exchange program',
      async () => [
        { participationId: 2 },
        sql`exists (select 1 from school_participation_types p where p.school_id = s.id and p.participation_id = 2)`,
      ],
    ],
    [
      'scholarship offering Full Tuition',
      async () => [{ scholarshipOffering: 'fullTuition' }, sql`y.scholarship_offering_id = 1`],
    ],
    [
      'scholarship offering Annual Set Rate',
      async () => [{ scholarshipOffering: 'annualSetRate' }, sql`y.scholarship_offering_id = 2`],
    ],
    [
      'scholarship offering Other',
      async () => [{ scholarshipOffering: 'other' }, sql`y.scholarship_offering_id in (3, 4)`],
    ],
    [
      'graduate students',
      async () => [
        { studentCategory: 'graduate' },
        sql`exists (select 1 from school_aid_year_student_categories k where k.school_aid_year_id = y.id and k.category_id = 7)`,
      ],
    ],
    [
      'non-first-time students',
      async () => [
        { studentCategory: 'nonFirstTime' },
        sql`exists (select 1 from school_aid_year_student_categories k where k.school_aid_year_id = y.id and k.category_id between 2 and 6)`,
      ],
    ],
    [
      'accepts mid-term students',
      async () => [{ acceptMidTermStudents: 1 }, sql`y.accept_mid_term_students = 1`],
    ],
    [
      'does not accept mid-term students',
      async () => [{ acceptMidTermStudents: 0 }, sql`y.accept_mid_term_students = 0`],
    ],
    ['must live on campus', async () => [{ mustLiveOnCampus: 1 }, sql`y.must_live_on_campus = 1`]],
    ['need not live on campus', async () => [{ mustLiveOnCampus: 0 }, sql`y.must_live_on_campus = 0`]],
    ['FAFSA required', async () => [{ requireFafsa: 1 }, sql`y.require_fafsa = 1`]],
  ];

  it.each(cases)('%s', async (_label, make) => {
    const [criteria, condition] = await make();
    const expected = await expectedIds(condition);
    expect(expected.length, 'the demo data has schools on both sides of the criterion').toBeGreaterThan(0);
    expect(expected.length).toBeLessThan((await all()).length);
    expect(await idsFound(criteria)).toEqual(expected);
  });

  it('combines criteria (all must hold) and reads the aid year chosen', async () => {
    const stats = s.years.get(2061)!.id;
    // The statistics year's records differ from the application year's in one school only.
    const changed = s.school('Alpha University');
    await s.t.database.db.execute(
      sql`update school_aid_years set must_live_on_campus = 1, require_fafsa = 1 where school_id = ${changed} and aid_year_id = ${stats}`,
    );
    const criteria = { mustLiveOnCampus: 1, requireFafsa: 1 } as const;
    const condition = sql`y.must_live_on_campus = 1 and y.require_fafsa = 1`;
    expect(await idsFound({ ...criteria, aidYearId: stats })).toEqual(await expectedIds(condition, stats));
    expect(await idsFound({ ...criteria, aidYearId: stats })).toContain(changed);
    expect(await idsFound(criteria)).toEqual(await expectedIds(condition));
    expect(await idsFound(criteria)).not.toContain(changed);
  });

  it('answers 404 with a sentence when no member school matches', async () => {
    const res = await search({ schoolName: 'No Such School Anywhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'No member schools match the search.' });
  });

  it('refuses an aid year that is not published today, and malformed criteria, with 400', async () => {
    const unpublished = await search({ aidYearId: s.years.get(2060)!.id, mustLiveOnCampus: 1 });
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().errors).toEqual({ aidYearId: 'Choose an aid year from the list.' });
    for (const bad of [
      { state: 'Texas' },
      { acceptMidTermStudents: 2 },
      { scholarshipOffering: 'free' },
      { schoolName: 'a\u0000b' },
      { stat: 'OH' },
    ]) {
      expect((await s.post(SEARCH, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('the search choices', () => {
  it('lists the states and countries member schools are in, the United States first', async () => {
    const states = (await s.get(`${SEARCH}/states`)).json() as MemberSchoolState[];
    const expectedStates = await s.rows<MemberSchoolState>(
      sql`select st.state_abbr as "stateAbbr", st.state_name as "stateName" from states st
          where st.state_abbr in (select state from schools where archived = 0 and is_closed = 0) order by st.state_name`,
    );
    expect(states).toEqual(expectedStates);
    const countries = (await s.get(`${SEARCH}/country`)).json() as MemberSchoolCountry[];
    expect(countries[0]).toEqual({ id: 1, countryName: expect.any(String) });
    const expectedCountries = await s.rows<{ id: number }>(
      sql`select distinct country_id as id from schools where archived = 0 and is_closed = 0`,
    );
    expect(countries.map((c) => c.id).sort()).toEqual(expectedCountries.map((c) => c.id).sort());
  });

  it('lists the aid years published today, newest first, and the current application year (set rate in cents)', async () => {
    const years = (await s.get(`${SEARCH}/allaidyears`)).json();
    expect(years).toEqual([
      { id: appYearId, aidyear: '2062-2063', setRate: 3_200_000 },
      { id: s.years.get(2061)!.id, aidyear: '2061-2062', setRate: 3_100_000 },
    ]);
    expect((await s.get(`${SEARCH}/aidyear`)).json()).toEqual({
      id: appYearId,
      aidyear: '2062-2063',
      setRate: 3_200_000,
    });
  });
});
