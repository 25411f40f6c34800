import { API_MESSAGES, SCHOOL_AID_YEAR_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import type { TestContext } from '../../test/app.js';
import { recordBody, type SchoolHelpers, schoolBody, startSchoolSuite } from '../../test/school-fixtures.js';

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;
let gamma: number;
let activeYear: number;
let pastYear: number;

beforeAll(async () => {
  ({ t, h, as, alpha, beta, gamma } = await startSchoolSuite([
    'admin@example.org',
    'readonly.admin@example.org',
    'telo@alpha.edu',
    'telo2@alpha.edu',
    'billing@alpha.edu',
    'multi@beta.edu',
    'student@example.com',
  ]));
  activeYear = await h.activeAidYear();
  pastYear = await h.pastAidYear();
});
afterAll(() => t?.close());

const post = (cookie: string | undefined, body: Record<string, unknown>) =>
  h.call('POST', '/api/schools/aidyears', cookie, body);

describe('GET api/schools/aidyears/{schoolId}', () => {
  it("answers the school's records, newest first, in integer cents, with what the caller may do", async () => {
    const res = await h.call('GET', `/api/schools/aidyears/${alpha}`, as['billing@alpha.edu']);
    expect(res.statusCode).toBe(200);
    const records = res.json();
    expect(records.length).toBeGreaterThan(3);
    expect(records[0].aidyear > records[1].aidyear).toBe(true);
    const past = records.find((r: { aidYearId: number }) => r.aidYearId === pastYear);
    expect(past).toMatchObject({
      aidyear: '2022-2023',
      aidyearLabel: '2022-2023 (Enrolling Fall 2022 or Spring 2023)',
      active: false,
      canEdit: false,
    });
    // Money in integer cents, as stored (open-points 22), fees included.
    const [stored] = await queryRows<{ tuition: number; fee: number | null }>(
      t.database.db,
      sql`select say.tuition_cents as tuition, (select min(f.amount_cents) from school_aid_year_enrollment_fees f
          where f.school_aid_year_id = say.id) as fee
        from school_aid_years say where say.id = ${past.id}`,
    );
    expect(past.tuition).toBe(stored!.tuition);
    expect(past.tuition % 100).toBe(0);
    if (stored!.fee !== null)
      expect(Math.min(...past.enrollments.map((f: { amount: number }) => f.amount))).toBe(stored!.fee);
    expect(past.eligiblePrograms[0]).toHaveProperty('eligibleProgramName');
    expect(past.studentCategories[0]).toHaveProperty('categoryName');
  });

  it('answers 404 for a school without records, which the screen treats as silent', async () => {
    const created = await h.call(
      'POST',
      '/api/schools',
      as['admin@example.org'],
      schoolBody({ schoolName: 'No Records College' }),
    );
    const res = await h.call('GET', `/api/schools/aidyears/${created.json().id}`, as['admin@example.org']);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.noRecords);
  });

  it('refuses another school, students and anonymous visitors', async () => {
    expect((await h.call('GET', `/api/schools/aidyears/${beta}`, as['telo@alpha.edu'])).statusCode).toBe(403);
    expect(
      (await h.call('GET', `/api/schools/aidyears/${alpha}`, as['student@example.com'])).statusCode,
    ).toBe(403);
    expect((await h.call('GET', `/api/schools/aidyears/${alpha}`)).statusCode).toBe(401);
  });
});

describe('POST and PUT api/schools/aidyears', () => {
  let recordId: number;
  let version: number;

  it('adds a record for an active aid year, logging the change in the same transaction', async () => {
    const res = await post(
      as['telo@alpha.edu'],
      recordBody({ schoolId: alpha, aidYearId: activeYear, setRate: 100 }),
    );
    expect(res.statusCode).toBe(201);
    const { message, record } = res.json();
    expect(message).toBe(M.added);
    expect(record).toMatchObject({
      schoolId: alpha,
      aidYearId: activeYear,
      tuition: 3_800_000,
      active: true,
      canEdit: true,
      setRate: null,
      version: 1,
    });
    recordId = record.id;
    version = record.version;
    const teloId = await h.userId('telo@alpha.edu');
    const logs = await h.changeLog('school_aid_years', recordId);
    expect(logs.find((l) => l.columnName === 'tuition_cents')).toMatchObject({
      action: 'INSERT',
      newValue: '3800000',
      modifiedBy: teloId,
      schoolId: alpha,
      aidYearId: activeYear,
      logType: 'SCHOOL',
    });
  });

  it('answers 409 when the school already has a record for the aid year', async () => {
    const res = await post(as['telo@alpha.edu'], recordBody({ schoolId: alpha, aidYearId: activeYear }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.recordExists);
  });

  it("changes the record, takes the aid year's set rate for Annual Set-Rate, and bumps the version", async () => {
    const res = await h.call(
      'PUT',
      `/api/schools/aidyears/${recordId}`,
      as['telo2@alpha.edu'],
      recordBody({
        version,
        scholarshipOfferingId: 2,
        requireFafsa: 0,
        pellIncluded: 1,
        enrollments: [{ feeTypeId: 3, feeFrequencyId: 2, amount: 7550 }],
        eligiblePrograms: [{ eligibleProgramId: 2, eligibleProgramException: 'Nursing' }],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { message, record } = res.json();
    expect(message).toBe(M.updated);
    expect(record).toMatchObject({ setRate: 3_300_000, pellIncluded: 0, version: version + 1 });
    expect(record.enrollments).toEqual([
      {
        feeTypeId: 3,
        feeTypeName: 'Import Applicant Fee',
        feeFrequencyId: 2,
        enrollmentFeeFrequencyName: 'One-time',
        amount: 7550,
      },
    ]);
    expect(record.eligiblePrograms).toEqual([
      {
        eligibleProgramId: 2,
        eligibleProgramName: 'All undergraduate programs except',
        eligibleProgramException: 'Nursing',
      },
    ]);
    const stale = await h.call(
      'PUT',
      `/api/schools/aidyears/${recordId}`,
      as['telo@alpha.edu'],
      recordBody({ version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(API_MESSAGES.conflict);
  });

  it('clears everything else when the school opts out', async () => {
    const res = await h.call('PUT', `/api/schools/aidyears/${recordId}`, as['admin@example.org'], {
      optOutImportScholarship: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().record).toMatchObject({
      optOutImportScholarship: 1,
      tuition: null,
      exportDeadline: null,
      scholarshipOfferingId: null,
      enrollments: [],
      eligiblePrograms: [],
      studentCategories: [],
    });
  });

  it('refuses a past aid year', async () => {
    const [past] = (await h.call('GET', `/api/schools/aidyears/${alpha}`, as['telo@alpha.edu']))
      .json()
      .filter((r: { aidYearId: number }) => r.aidYearId === pastYear);
    const put = await h.call('PUT', `/api/schools/aidyears/${past.id}`, as['telo@alpha.edu'], recordBody());
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(M.inactiveAidYear);
    const created = await post(as['admin@example.org'], recordBody({ schoolId: gamma, aidYearId: pastYear }));
    expect(created.statusCode).toBe(400);
    expect(created.json().errors.aidYearId).toBe(M.inactiveAidYear);
  });

  it('lets role 1 (not read-only), 6 and 7 edit; refuses read-only, other roles, students and anonymous', async () => {
    const body = recordBody({ schoolId: beta, aidYearId: activeYear });
    expect((await post(as['billing@alpha.edu'], { ...body, schoolId: alpha })).statusCode).toBe(403);
    expect((await post(as['multi@beta.edu'], { ...body, schoolId: gamma })).statusCode).toBe(403);
    expect((await post(as['telo@alpha.edu'], body)).statusCode).toBe(403);
    expect((await post(as['readonly.admin@example.org'], body)).statusCode).toBe(403);
    expect((await post(as['student@example.com'], body)).statusCode).toBe(403);
    expect((await post(undefined, body)).statusCode).toBe(401);
    expect((await post(as['multi@beta.edu'], body)).statusCode).toBe(201);
    const put = (cookie?: string) => h.call('PUT', `/api/schools/aidyears/${recordId}`, cookie, recordBody());
    expect((await put(as['billing@alpha.edu'])).statusCode).toBe(403);
    expect((await put(as['multi@beta.edu'])).statusCode).toBe(403);
    expect((await put(as['readonly.admin@example.org'])).statusCode).toBe(403);
    expect((await put(as['student@example.com'])).statusCode).toBe(403);
    expect((await put()).statusCode).toBe(401);
  });

  it('refuses before looking at the body: a bad body earns 403, not the form messages, from outsiders', async () => {
    const bad = recordBody({ tuition: 3_800_050, exportDeadline: '' });
    const outsiders = ['billing@alpha.edu', 'readonly.admin@example.org', 'student@example.com'];
    for (const who of [...outsiders, 'telo@alpha.edu']) {
      const res = await post(as[who], { ...bad, schoolId: beta, aidYearId: activeYear });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errors, who).toBeUndefined();
    }
    // A body naming no school: 400 only for someone who edits some school's aid-year form.
    expect((await post(as['billing@alpha.edu'], { ...bad, aidYearId: activeYear })).statusCode).toBe(403);
    const noSchool = await post(as['telo@alpha.edu'], { ...bad, aidYearId: activeYear });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().errors).toMatchObject({ schoolId: M.required, tuition: M.numericOnly });

    const [record] = (await h.call('GET', `/api/schools/aidyears/${alpha}`, as['telo@alpha.edu']))
      .json()
      .filter((r: { aidYearId: number }) => r.aidYearId === activeYear);
    const put = (cookie?: string) => h.call('PUT', `/api/schools/aidyears/${record.id}`, cookie, bad);
    for (const who of outsiders) {
      const res = await put(as[who]);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errors, who).toBeUndefined();
    }
    const checked = await put(as['telo@alpha.edu']);
    expect(checked.statusCode).toBe(400);
    expect(checked.json().errors).toMatchObject({ tuition: M.numericOnly, exportDeadline: M.required });
  });
});
