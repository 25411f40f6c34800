import type { MemberSchool, MemberSchoolYear } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SchoolSearchSuite, startSchoolSearchSuite } from '../../test/school-search-fixtures.js';

// The public member-school page's calls (3-billing §7; open-points 35). The suite's aid years are
// 2060-2061, 2061-2062 and 2062-2063, each displayed from 1 October before its first year to its end.
const SCHOOL = '/api/schoolsearch/school';
let s: SchoolSearchSuite;
let alpha: number;

const SCHOOL_KEYS = [
  'address',
  'address2',
  'city',
  'country',
  'id',
  'overview',
  'schoolName',
  'schoolParticipationType',
  'state',
  'url',
  'zip',
  'zipFour',
];
const INFO_KEYS = [
  'academicScholarshipIncluded',
  'acceptMidTermStudents',
  'eligiblePrograms',
  'enrollments',
  'exportDeadline',
  'exportUrl',
  'importDeadline',
  'importUrl',
  'mustLiveOnCampus',
  'optOutImportScholarship',
  'outsideScholarshipIncluded',
  'pellIncluded',
  'requireFafsa',
  'scholarshipOffering',
  'scholarshipOfferingId',
  'setRate',
  'stateGrantIncluded',
  'studentCategories',
  'talentScholarshipIncluded',
  'willExtendTuition',
];

beforeAll(async () => {
  s = await startSchoolSearchSuite('2061-11-15');
  alpha = s.school('Alpha University');
});

afterAll(async () => {
  await s?.close();
});

async function yearOf(schoolId: number, day?: string): Promise<MemberSchoolYear> {
  if (day) s.setNow(day);
  const res = await s.get(`${SCHOOL}/${schoolId}/aidyear`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MemberSchoolYear;
}

describe('what the public answers reveal', () => {
  it('gives the school record without phone or internal fields', async () => {
    const res = await s.get(`${SCHOOL}/${alpha}`);
    expect(res.statusCode).toBe(200);
    const school = res.json() as MemberSchool;
    expect(Object.keys(school).sort()).toEqual(SCHOOL_KEYS);
    const [stored] = await s.rows<{ address: string; url: string; phone: string }>(
      sql`select address, url, phone from schools where id = ${alpha}`,
    );
    expect(school).toMatchObject({ id: alpha, schoolName: 'Alpha University', address: stored!.address });
    expect(res.body).not.toContain(stored!.phone);
    expect(Object.keys(school.schoolParticipationType[0]!).sort()).toEqual([
      'participationId',
      'participationName',
    ]);
  });

  it("gives the primary TELO's name and email only", async () => {
    const res = await s.get(`${SCHOOL}/${alpha}/user/primarytelo`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ firstName: 'Dana', lastName: 'Whitfield', email: 'telo@alpha.edu' });
  });

  it('gives the guidelines and fees without tuition, student rows or record ids', async () => {
    const year = await yearOf(alpha);
    expect(Object.keys(year).sort()).toEqual([
      'aidYear',
      'aidYearId',
      'info',
      'notice',
      'schoolId',
      'studentApplicationStats',
    ]);
    expect(Object.keys(year.info!).sort()).toEqual(INFO_KEYS);
    expect(Object.keys(year.studentApplicationStats!).sort()).toEqual([
      'aidYear',
      'enrolled',
      'importApproved',
    ]);
    const [stored] = await s.rows<{ tuition: number }>(
      sql`select tuition_cents as tuition from school_aid_years where school_id = ${alpha} and aid_year_id = ${s.years.get(2062)!.id}`,
    );
    expect(JSON.stringify(year)).not.toContain(String(stored!.tuition));
    expect(JSON.stringify(year)).not.toContain(String(stored!.tuition / 100));
  });
});

describe('refused lookups', () => {
  it('answers 404 for a school that does not exist or is no member, on every school call', async () => {
    const archived = s.school('Beta College');
    await s.t.database.db.execute(sql`update schools set is_closed = 1 where id = ${archived}`);
    for (const id of [999_999, archived]) {
      for (const path of ['', '/aidyear', '/user/primarytelo']) {
        const res = await s.get(`${SCHOOL}/${id}${path}`);
        expect(res.statusCode, `${id}${path}`).toBe(404);
        expect(res.json()).toEqual({ status: 404, message: 'The member school was not found.' });
      }
    }
  });

  it('answers 404 with its own sentence for a member school without a primary TELO', async () => {
    const school = s.school('Delta College');
    await s.t.database.db.execute(sql`delete from user_roles where school_id = ${school} and role_id = 6`);
    const res = await s.get(`${SCHOOL}/${school}/user/primarytelo`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The school has no liaison officer on file.');
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await s.get(`${SCHOOL}/${id}`)).statusCode, id).toBe(400);
      expect((await s.get(`${SCHOOL}/${id}/aidyear`)).statusCode, id).toBe(400);
    }
  });
});

describe('the years the page shows (open-points 35)', () => {
  it('shows the application year by the July cut-off and the statistics year by the March cut-off', async () => {
    const cases: [string, string, string][] = [
      // day, application year, statistics year
      ['2061-06-30', '2061-2062', '2061-2062'],
      ['2061-11-15', '2062-2063', '2061-2062'],
      ['2062-02-28', '2062-2063', '2061-2062'],
      ['2062-03-01', '2062-2063', '2062-2063'],
    ];
    for (const [day, application, statistics] of cases) {
      const year = await yearOf(alpha, day);
      expect({ day, application: year.aidYear, statistics: year.studentApplicationStats?.aidYear }).toEqual({
        day,
        application,
        statistics,
      });
      expect(year.info, day).not.toBeNull();
    }
    s.setNow('2061-11-15');
  });

  it('shows no guidelines while the application year is not displayed, and says so', async () => {
    // 2062-2063 is displayed from 1 October 2061; 2063-2064 does not exist.
    for (const [day, name] of [
      ['2061-09-30', '2062-2063'],
      ['2062-07-01', '2063-2064'],
    ] as const) {
      const year = await yearOf(alpha, day);
      expect(year).toMatchObject({ aidYear: name, aidYearId: null, info: null });
      expect(year.notice).toBe(`The award guidelines and fees for ${name} are not published yet.`);
    }
    s.setNow('2061-11-15');
  });

  it('counts the students approved and enrolled in the statistics year as the stored rows say', async () => {
    const stats = s.years.get(2061)!.id;
    // Some of Alpha's approved and enrolled students move into the statistics year.
    await s.t.database.db.execute(sql`update student_applications set aid_year_id = ${stats} where id in (
      select r.application_id from application_schools r where r.import_school_id = ${alpha}
        and r.import_status_id in (4, 5))`);
    const [stored] = await s.rows<{ approved: number; enrolled: number }>(
      sql`select count(*) filter (where r.import_status_id = 4)::int as approved,
            count(*) filter (where r.import_status_id = 5)::int as enrolled
          from application_schools r join student_applications a on a.id = r.application_id
          where r.import_school_id = ${alpha} and a.aid_year_id = ${stats}`,
    );
    expect(stored!.approved + stored!.enrolled).toBeGreaterThan(0);
    const year = await yearOf(alpha);
    expect(year.studentApplicationStats).toEqual({
      aidYear: '2061-2062',
      importApproved: stored!.approved,
      enrolled: stored!.enrolled,
    });
  });
});

describe('the guidelines of the application year', () => {
  it('names the offering by 3-billing §9 and gives the aid year set rate in cents for Annual Set Rate', async () => {
    const appYear = s.years.get(2062)!;
    const rows = await s.rows<{ schoolId: number; offering: number }>(
      sql`select school_id as "schoolId", scholarship_offering_id as offering from school_aid_years
          where aid_year_id = ${appYear.id} and scholarship_offering_id in (1, 2, 3) order by scholarship_offering_id`,
    );
    const bySchool = new Map(rows.map((r) => [r.offering, r.schoolId]));
    const info = async (offering: number) => (await yearOf(bySchool.get(offering)!)).info!;
    expect(await info(1)).toMatchObject({ scholarshipOffering: 'fullTuition', setRate: null });
    expect(await info(2)).toMatchObject({
      scholarshipOffering: 'annualSetRate',
      setRate: appYear.setRateCents,
    });
    expect(await info(3)).toMatchObject({ scholarshipOffering: 'other', setRate: null });
    // A school's own set rate comes first, as in the Tuition report.
    await s.t.database.db.execute(
      sql`update school_aid_years set set_rate_cents = 123456 where school_id = ${bySchool.get(2)!}
          and aid_year_id = ${appYear.id}`,
    );
    expect(await info(2)).toMatchObject({ scholarshipOffering: 'annualSetRate', setRate: 123_456 });
  });

  it('gives the fees in integer cents with their names and frequency', async () => {
    const [fee] = await s.rows<{ schoolId: number; cents: number }>(
      sql`select y.school_id as "schoolId", f.amount_cents as cents from school_aid_year_enrollment_fees f
          join school_aid_years y on y.id = f.school_aid_year_id where y.aid_year_id = ${s.years.get(2062)!.id} limit 1`,
    );
    const { info } = await yearOf(fee!.schoolId);
    expect(info!.enrollments).toContainEqual(
      expect.objectContaining({
        amount: fee!.cents,
        feeTypeName: expect.any(String),
        enrollmentFeeFrequencyName: expect.any(String),
      }),
    );
  });

  it('says an opted-out school is not accepting exchange students for the year', async () => {
    await s.t.database.db.execute(sql`update school_aid_years set opt_out_import_scholarship = 1
      where school_id = ${alpha} and aid_year_id = ${s.years.get(2062)!.id}`);
    const year = await yearOf(alpha);
    expect(year.notice).toBe('Not accepting exchange students for 2062-2063');
    expect(year.info?.optOutImportScholarship).toBe(1);
  });

  it('says plainly when the school has no information for the year', async () => {
    const gamma = s.school('Gamma University');
    await s.t.database.db.execute(
      sql`delete from school_aid_years where school_id = ${gamma} and aid_year_id = ${s.years.get(2062)!.id}`,
    );
    const year = await yearOf(gamma);
    expect(year).toMatchObject({ aidYear: '2062-2063', info: null });
    expect(year.notice).toBe('This school has not published its award guidelines and fees for 2062-2063.');
  });
});
