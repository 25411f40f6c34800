import { type AidYearSetting, type AidYearSettings, SETTINGS_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, errorOf, type ReviewSuite, startReviewSuite } from '../../test/enrollment-review-suite.js';
import { selectRows } from '../../test/student-fixtures.js';

// The suite's clock starts on 1 September 2041 in Chicago, with its own aid year 2041-2042 (1 July 2041 to
// 30 June 2042); every demo aid year has ended by then.
const ADMIN = 'admin@example.org';
const READ_ONLY = 'readonly.admin@example.org';
const PATH = '/api/settings/aidyear';
let s: ReviewSuite;

beforeAll(async () => {
  s = await startReviewSuite(2041, '2041-09-01');
});

afterAll(async () => {
  await s?.close();
});

const yearBody = (first: number, extra: Record<string, unknown> = {}) => ({
  aidyear: `${first}-${first + 1}`,
  aidyearbegindate: `${first}-07-01`,
  aidyearenddate: `${first + 1}-06-30`,
  displaybegindate: `${first - 1}-10-01`,
  displayenddate: `${first + 1}-06-30`,
  setRate: 3_300_000,
  modifiedby: 'ignored',
  ...extra,
});

async function list(email = ADMIN): Promise<AidYearSettings> {
  const res = await callAs(s, email, 'GET', PATH);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AidYearSettings;
}

function aidYearOf(res: { statusCode: number; body: string; json(): unknown }, status = 200): AidYearSetting {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as AidYearSetting;
}

/** The TE Admin change-log rows of an aid year, oldest first. */
function aidYearLog(id: number) {
  return selectRows<{
    action: string;
    column_name: string;
    old_value: string | null;
    new_value: string | null;
    modified_by: number | null;
    aid_year_id: number | null;
  }>(
    s.t,
    sql`select action, column_name, old_value, new_value, modified_by, aid_year_id from change_log
        where log_type = 'ADMIN' and table_name = 'aid_years' and record_id = ${id} order by id`,
  );
}

async function logCount(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(s.t, sql`select count(*)::int as n from change_log`);
  return row!.n;
}

describe('GET api/settings/aidyear', () => {
  it('lists every aid year newest first, the past ones ended, for TE Admin', async () => {
    const answer = await list();
    expect(answer.canEdit).toBe(true);
    expect(answer.today).toBe('2041-09-01');
    const names = answer.aidYears.map((y) => y.aidyear);
    expect(names[0]).toBe('2041-2042');
    expect(names).toContain('2022-2023');
    const begins = answer.aidYears.map((y) => y.aidyearbegindate);
    expect(begins).toEqual([...begins].sort().reverse());
    const current = answer.aidYears[0]!;
    expect(current).toMatchObject({
      aidyearbegindate: '2041-07-01',
      aidyearenddate: '2042-06-30',
      setRate: 0,
      ended: false,
      editable: true,
    });
    expect(answer.aidYears.filter((y) => y.id !== current.id).every((y) => y.ended && !y.editable)).toBe(
      true,
    );
  });

  it('shows TE Admin read-only the same aid years, none editable', async () => {
    const answer = await list(READ_ONLY);
    expect(answer.canEdit).toBe(false);
    expect(answer.aidYears[0]).toMatchObject({ aidyear: '2041-2042', ended: false, editable: false });
  });

  it('refuses school users and students (403)', async () => {
    for (const email of ['telo@alpha.edu', 'billing@alpha.edu', 'student@example.com'])
      expect((await callAs(s, email, 'GET', PATH)).statusCode, email).toBe(403);
    expect((await callAs(s, null, 'GET', PATH)).statusCode).toBe(401);
  });

  it('draws "ended" on the programme day: the end day counts until midnight in Chicago', async () => {
    s.setNow('2042-07-01T04:30:00Z'); // 23:30 on 30 June in Chicago
    expect((await list()).aidYears[0]).toMatchObject({ aidyear: '2041-2042', ended: false });
    s.setNow('2042-07-01T05:30:00Z'); // 00:30 on 1 July
    expect((await list()).aidYears[0]).toMatchObject({ aidyear: '2041-2042', ended: true, editable: false });
    s.setNow('2041-09-01');
  });
});

describe('POST api/settings/aidyear', () => {
  it('adds next aid year for TE Admin, recorded in the Admin change log with the acting user', async () => {
    const adminId = await s.userId(ADMIN);
    const added = aidYearOf(await callAs(s, ADMIN, 'POST', PATH, yearBody(2042)), 201);
    expect(added).toMatchObject({
      aidyear: '2042-2043',
      aidyearbegindate: '2042-07-01',
      aidyearenddate: '2043-06-30',
      displaybegindate: '2041-10-01',
      displayenddate: '2043-06-30',
      setRate: 3_300_000,
      ended: false,
      editable: true,
      modifiedBy: adminId,
      modifiedByLastName: expect.any(String),
    });
    const log = await aidYearLog(added.id);
    expect(log.map((r) => [r.action, r.column_name, r.new_value])).toEqual([
      ['INSERT', 'aidyear', '2042-2043'],
      ['INSERT', 'aidyearbegindate', '2042-07-01'],
      ['INSERT', 'aidyearenddate', '2043-06-30'],
      ['INSERT', 'displaybegindate', '2041-10-01'],
      ['INSERT', 'displayenddate', '2043-06-30'],
      ['INSERT', 'set_rate_cents', '3300000'],
    ]);
    expect(log.every((r) => r.modified_by === adminId && r.aid_year_id === added.id)).toBe(true);
    expect((await list()).aidYears[0]!.id).toBe(added.id);
  });

  it('refuses a name that exists: 409 "Aid Year already exists." on the field', async () => {
    const res = await callAs(s, ADMIN, 'POST', PATH, yearBody(2041));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ message: M.aidYearExists, errors: { aidyear: M.aidYearExists } });
  });

  it("refuses a range sharing a day with another aid year's, naming it (409)", async () => {
    const res = await callAs(s, ADMIN, 'POST', PATH, yearBody(2043, { aidyearbegindate: '2043-06-30' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(
      'The aid year dates overlap aid year 2042-2043 (07/01/2042 to 06/30/2043).',
    );
  });

  it.each([
    ['a name that is not YYYY-YYYY', { aidyear: '2044/2045' }, 'aidyear', M.aidYearFormat],
    ['years that do not follow', { aidyear: '2044-2046' }, 'aidyear', M.aidYearConsecutive],
    ['a begin date after the end', { aidyearbegindate: '2045-07-01' }, 'aidyearenddate', M.aidYearEndOrder],
    ['a display end before its begin', { displayenddate: '2043-09-30' }, 'displayenddate', M.displayEndOrder],
    ['a day that does not exist', { displaybegindate: '2044-02-30' }, 'displaybegindate', M.dateInvalid],
    ['an empty field', { aidyearenddate: '' }, 'aidyearenddate', M.required],
    ['a missing set rate', { setRate: undefined }, 'setRate', M.required],
    ['a set rate in dollars', { setRate: 33000.5 }, 'setRate', M.setRateInvalid],
  ])('refuses %s (400) and writes nothing', async (_label, change, field, message) => {
    const before = await logCount();
    const res = await callAs(s, ADMIN, 'POST', PATH, yearBody(2044, change));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors?.[field]).toBe(message);
    expect(await logCount()).toBe(before);
  });

  it('refuses an aid year that would have ended already (400)', async () => {
    const res = await callAs(s, ADMIN, 'POST', PATH, yearBody(2030));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors).toEqual({ aidyearenddate: M.aidYearEndPast });
  });

  it('refuses TE Admin read-only (403) even for a valid body', async () => {
    const before = await logCount();
    expect((await callAs(s, READ_ONLY, 'POST', PATH, yearBody(2050))).statusCode).toBe(403);
    expect((await callAs(s, 'telo@alpha.edu', 'POST', PATH, yearBody(2050))).statusCode).toBe(403);
    expect(await logCount()).toBe(before);
  });
});

describe('PUT api/settings/aidyear/{id}', () => {
  it('changes the set rate and display dates, logging old and new values with the acting user', async () => {
    const adminId = await s.userId(ADMIN);
    const stored = (await list()).aidYears.find((y) => y.aidyear === '2041-2042')!;
    const body = yearBody(2041, {
      setRate: 3_412_550,
      displaybegindate: '2040-11-01',
      lastUpdated: stored.lastUpdated,
    });
    const changed = aidYearOf(await callAs(s, ADMIN, 'PUT', `${PATH}/${stored.id}`, body));
    expect(changed).toMatchObject({
      setRate: 3_412_550,
      displaybegindate: '2040-11-01',
      modifiedBy: adminId,
    });
    expect(changed.lastUpdated).not.toBe(stored.lastUpdated);
    const log = (await aidYearLog(stored.id)).filter((r) => r.action === 'UPDATE');
    expect(log.map((r) => [r.column_name, r.old_value, r.new_value, r.modified_by])).toEqual([
      ['displaybegindate', '2040-10-01', '2040-11-01', adminId],
      ['set_rate_cents', '0', '3412550', adminId],
    ]);

    // The version read before the change is stale now.
    const stale = await callAs(s, ADMIN, 'PUT', `${PATH}/${stored.id}`, { ...body, setRate: 1 });
    expect(stale.statusCode).toBe(409);
    // Without a version (the spec's body) the change goes through.
    const plain = yearBody(2041, { setRate: 3_400_000, displaybegindate: '2040-11-01' });
    expect(aidYearOf(await callAs(s, ADMIN, 'PUT', `${PATH}/${stored.id}`, plain)).setRate).toBe(3_400_000);
  });

  it('refuses renaming onto another aid year (409) and moving onto its range (409)', async () => {
    const stored = (await list()).aidYears.find((y) => y.aidyear === '2041-2042')!;
    const url = `${PATH}/${stored.id}`;
    const renamed = await callAs(s, ADMIN, 'PUT', url, yearBody(2041, { aidyear: '2042-2043' }));
    expect(renamed.statusCode).toBe(409);
    expect(errorOf(renamed).message).toBe(M.aidYearExists);
    const moved = await callAs(s, ADMIN, 'PUT', url, yearBody(2041, { aidyearenddate: '2042-07-01' }));
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).message).toMatch(/overlap aid year 2042-2043/);
  });

  it('refuses a past aid year (409), an unknown one (404) and TE Admin read-only (403)', async () => {
    const past = (await list()).aidYears.find((y) => y.aidyear === '2022-2023')!;
    const before = await logCount();
    const ended = await callAs(
      s,
      ADMIN,
      'PUT',
      `${PATH}/${past.id}`,
      yearBody(2022, { aidyearenddate: '2099-06-30' }),
    );
    expect(ended.statusCode).toBe(409);
    expect(errorOf(ended).message).toBe(M.aidYearEnded);
    expect((await callAs(s, ADMIN, 'PUT', `${PATH}/1999999`, yearBody(2099))).statusCode).toBe(404);
    const current = (await list()).aidYears.find((y) => y.aidyear === '2041-2042')!;
    expect((await callAs(s, READ_ONLY, 'PUT', `${PATH}/${current.id}`, yearBody(2041))).statusCode).toBe(403);
    expect(
      (await callAs(s, 'student@example.com', 'PUT', `${PATH}/${current.id}`, yearBody(2041))).statusCode,
    ).toBe(403);
    expect(await logCount()).toBe(before);
  });
});
