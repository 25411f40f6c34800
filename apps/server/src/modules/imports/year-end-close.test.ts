import { APPLICATION_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidYears } from '../../db/schema/aid-years.js';
import {
  call,
  createImport,
  type ImportState,
  type ImportSuite,
  mailSince,
  outboxMark,
  setApplication,
  startImportSuite,
  storedApplication,
  storedRow,
} from '../../test/import-fixtures.js';
import { runYearEndClose, startYearEndCloseWorker } from './year-end-close.js';

// The year-end close (open-points 8, 43): on the programme's first day after an aid year's end date, once
// across all servers, every OPEN or TRANSFER application of the year with no import row at 5 or 11
// closes, its rows at 4 denied as Did not enroll and at 1-3 as Denied: Other ("Aid year ended"), each
// change in the change log and one email per student; the lists and counters follow.

const I = IMPORT_STATUS;
const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
/** An instant in Chicago in summer (CDT, UTC-5). */
const chicago = (dayTime: string) => new Date(`${dayTime}-05:00`);

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

/** Runs the close as a server whose clock reads `instant`. */
const runAt = (instant: Date) => runYearEndClose(s.t.database.db, s.t.config, instant);

async function statusOf(applicationId: number) {
  return (await storedApplication(s, applicationId)).application_status;
}

/**
 * An aid year of the test's own, ended before the demo's first (2022-2023): a run on a day of it closes
 * that year and none of the demo's, whose live applications a later day would close too.
 */
async function createAidYear(first: number) {
  const [year] = await s.t.database.db
    .insert(aidYears)
    .values({
      aidyear: `${first}-${first + 1}`,
      aidyearbegindate: `${first}-07-01`,
      aidyearenddate: `${first + 1}-06-30`,
      displaybegindate: `${first - 1}-10-01`,
      displayenddate: `${first + 1}-06-30`,
    })
    .returning({ id: aidYears.id });
  return year!.id;
}

/** An application of the given aid year (by id). */
async function createIn(aidYearId: number, state: ImportState = {}) {
  const made = await createImport(s, state);
  await setApplication(s, made.applicationId, sql`aid_year_id = ${aidYearId}`);
  return made;
}

/** The import list of a school (OPEN, TRANSFER or CLOSED) as its importer reads it: the application ids. */
async function importListIds(kind: string) {
  const res = await call(s, 'beta', 'GET', `/api/import/school/${s.beta}?appstatus=${kind}&aidyear=0`);
  if (res.statusCode === 404) return [];
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { applicationId: number }[]).map((r) => r.applicationId);
}

/** How many of Beta's import rows of the aid year are at each status (Import Stats, kept per server). */
async function importStatCounts(aidYearId: number) {
  const res = await call(s, 'te', 'GET', `/api/report/importstat?schoolid=${s.beta}&aidyearid=${aidYearId}`);
  expect(res.statusCode, res.body).toBe(200);
  const info = (res.json() as { importStatusInfo: { importStatusId: number; importSchoolCount: number }[] })
    .importStatusInfo;
  return (status: number) => info.find((i) => i.importStatusId === status)?.importSchoolCount ?? 0;
}

describe('the year-end close of an aid year', () => {
  it('closes nothing at 23:30 on 30 June and closes the year at 00:30 on 1 July, Chicago time', async () => {
    const year = await createAidYear(2010);
    const approved = await createIn(year, { beta: I.IMPORT_APPROVED, gamma: I.AWAITING_EXPORT_DECISION });
    const transfer = await createIn(year, {
      applicationStatus: TRANSFER,
      beta: I.UNDER_REVIEW,
      gamma: I.DECLINED,
    });
    const finals = await createIn(year, { beta: I.WITHDRAWN, gamma: I.DENIED_OTHER });
    const enrolled = await createIn(year, { beta: I.ENROLLED, gamma: I.DECISION_PENDING });
    const onLeave = await createIn(year, {
      beta: I.LEAVE_OF_ABSENCE,
      gamma: I.IMPORT_APPROVED,
      leave: ['2011-02-01', '2011-06-01'],
    });
    const before = await importStatCounts(year);
    expect(await importListIds(OPEN)).toContain(approved.applicationId);

    const late = await runAt(chicago('2011-06-30T23:30:00'));
    expect(late.day).toBe('2011-06-30');
    expect(late.years.map((y) => y.aidYearId)).not.toContain(year);
    expect(await statusOf(approved.applicationId)).toBe(OPEN);

    const mark = await outboxMark(s);
    const run = await runAt(chicago('2011-07-01T00:30:00'));
    expect(run.day).toBe('2011-07-01');
    expect(run.years.find((y) => y.aidYearId === year)).toMatchObject({ claimed: true, failed: 0 });

    // Rows at 4 are denied as Did not enroll, rows at 1-3 as Denied: Other (Aid year ended).
    expect(await statusOf(approved.applicationId)).toBe(CLOSED);
    expect(await storedRow(s, approved.applicationId, s.beta)).toMatchObject({
      import_status_id: I.DENIED_DID_NOT_ENROLL,
      import_status_date: '2011-07-01',
    });
    expect(await storedRow(s, approved.applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DENIED_OTHER,
      import_status_other_reason: 'Aid year ended',
    });
    // A transfer closes too; final rows stay as they were.
    expect(await statusOf(transfer.applicationId)).toBe(CLOSED);
    expect(await storedRow(s, transfer.applicationId, s.beta)).toMatchObject({
      import_status_id: I.DENIED_OTHER,
    });
    expect(await storedRow(s, transfer.applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DECLINED,
    });
    expect(await statusOf(finals.applicationId)).toBe(CLOSED);
    expect(await storedRow(s, finals.applicationId, s.beta)).toMatchObject({
      import_status_id: I.WITHDRAWN,
      import_status_date: '2026-07-15',
    });
    expect(await storedRow(s, finals.applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DENIED_OTHER,
      import_status_other_reason: null,
    });
    // A school with the student enrolled or on leave keeps the application open, its other rows as they were.
    expect(await statusOf(enrolled.applicationId)).toBe(OPEN);
    expect(await storedRow(s, enrolled.applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DECISION_PENDING,
    });
    expect(await statusOf(onLeave.applicationId)).toBe(OPEN);
    expect(await storedRow(s, onLeave.applicationId, s.gamma)).toMatchObject({
      import_status_id: I.IMPORT_APPROVED,
    });

    // One email to each student whose application closed, none to the others.
    const mail = await mailSince(s, mark);
    const closedTo = [approved, transfer, finals].map((m) => m.email);
    expect(
      mail
        .filter((m) => closedTo.includes(m.to_address))
        .map((m) => m.to_address)
        .sort(),
    ).toEqual([...closedTo].sort());
    expect(mail.some((m) => [enrolled.email, onLeave.email].includes(m.to_address))).toBe(false);
    const email = mail.find((m) => m.to_address === approved.email)!;
    expect(email.subject).toMatch(/your 2010-2011 application is closed/);
    expect(email.text_body).toContain('The 2010-2011 aid year has ended');

    // The kept lists and the counters follow the worker's writes as they follow a route's.
    expect(await importListIds(OPEN)).not.toContain(approved.applicationId);
    expect(await importListIds(TRANSFER)).not.toContain(transfer.applicationId);
    expect(await importListIds(CLOSED)).toEqual(
      expect.arrayContaining([approved.applicationId, transfer.applicationId, finals.applicationId]),
    );
    const after = await importStatCounts(year);
    const [stored] = await s.rows<{ approved: number; notEnrolled: number }>(
      sql`select count(*) filter (where x.import_status_id = ${I.IMPORT_APPROVED})::int as "approved",
            count(*) filter (where x.import_status_id = ${I.DENIED_DID_NOT_ENROLL})::int as "notEnrolled"
          from application_schools x join student_applications a on a.id = x.application_id
          where x.import_school_id = ${s.beta} and a.aid_year_id = ${year}`,
    );
    expect(after(I.IMPORT_APPROVED)).toBe(stored!.approved);
    expect(after(I.DENIED_DID_NOT_ENROLL)).toBe(stored!.notEnrolled);
    expect(after(I.DENIED_DID_NOT_ENROLL)).toBeGreaterThan(before(I.DENIED_DID_NOT_ENROLL));
  });

  it('records every change in the change logs, made by the system', async () => {
    const year = await createAidYear(2012);
    const { applicationId } = await createIn(year, { beta: I.IMPORT_APPROVED, gamma: I.UNDER_REVIEW });
    await runAt(chicago('2013-07-01T08:00:00'));
    expect(await statusOf(applicationId)).toBe(CLOSED);
    const log = await s.rows<{ column_name: string; old_value: string | null; new_value: string | null }>(
      sql`select column_name, old_value, new_value from change_log
          where application_id = ${applicationId} and action = 'UPDATE' and modified_by is null order by id`,
    );
    expect(log).toEqual(
      expect.arrayContaining([
        { column_name: 'import_status_id', old_value: '4', new_value: '7' },
        { column_name: 'import_status_id', old_value: '3', new_value: '8' },
        { column_name: 'import_status_other_reason', old_value: null, new_value: 'Aid year ended' },
        { column_name: 'application_status', old_value: OPEN, new_value: CLOSED },
        { column_name: 'close_reason', old_value: null, new_value: 'Aid year ended' },
      ]),
    );
  });

  it('lets the student start a new application afterwards', async () => {
    const year = await createAidYear(2014);
    const made = await createIn(year, { beta: I.UNDER_REVIEW, gamma: null });
    const applications = async () => {
      const res = await call(
        s,
        { cookie: made.studentCookie },
        'GET',
        `/api/student/${made.studentId}/applications`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { canStartNewApplication: boolean };
    };
    expect((await applications()).canStartNewApplication).toBe(false);
    await runAt(chicago('2015-07-01T09:00:00'));
    expect((await applications()).canStartNewApplication).toBe(true);
  });
});

describe('once across servers, and days late', () => {
  it('is done by a server started days after the year ended, at start-up', async () => {
    const year = await createAidYear(2016);
    const made = await createIn(year, { beta: I.IMPORT_APPROVED, gamma: null });
    s.setNow(chicago('2017-07-09T10:00:00'));
    const stop = startYearEndCloseWorker({
      db: s.t.database.db,
      config: s.t.config,
      intervalMs: 3_600_000,
      log: pino({ level: 'silent' }),
    });
    try {
      const deadline = Date.now() + 20_000;
      while ((await statusOf(made.applicationId)) !== CLOSED && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await stop();
    }
    expect(await statusOf(made.applicationId)).toBe(CLOSED);
    expect(await storedRow(s, made.applicationId, s.beta)).toMatchObject({
      import_status_id: I.DENIED_DID_NOT_ENROLL,
      import_status_date: '2017-07-09',
    });
  });

  it('closes each application once when two servers run at the same moment', async () => {
    const year = await createAidYear(2018);
    const made = await Promise.all([
      createIn(year, { beta: I.IMPORT_APPROVED, gamma: I.UNDER_REVIEW }),
      createIn(year, { beta: I.DECISION_PENDING, gamma: null }),
    ]);
    const mark = await outboxMark(s);
    const instant = chicago('2019-07-01T00:30:00');
    const runs = await Promise.all([runAt(instant), runAt(instant)]);
    const ofYear = runs.map((r) => r.years.find((y) => y.aidYearId === year));
    expect(ofYear.filter((y) => y?.claimed)).toHaveLength(1);
    expect(ofYear.reduce((n, y) => n + (y?.closed ?? 0), 0)).toBe(2);
    const emails = (await mailSince(s, mark)).filter((m) => made.some((a) => a.email === m.to_address));
    expect(emails).toHaveLength(2);
    const closes = await s.rows<{ n: number }>(
      sql`select count(*)::int as n from change_log where column_name = 'application_status'
          and new_value = ${CLOSED} and application_id in (${made[0].applicationId}, ${made[1].applicationId})`,
    );
    expect(closes[0]!.n).toBe(2);
    // A third run finds the year finished.
    expect((await runAt(instant)).years.find((y) => y.aidYearId === year)).toBeUndefined();
  });

  it('takes over a claim its server left unfinished once stale, never a live one', async () => {
    const year = await createAidYear(2020);
    const made = await createIn(year, { beta: I.UNDER_REVIEW, gamma: null });
    await s.t.database.db.execute(sql`insert into year_end_closes (aid_year_id, claim_token)
      values (${year}, gen_random_uuid())`);
    const instant = chicago('2021-07-03T12:00:00');
    expect((await runAt(instant)).years.find((y) => y.aidYearId === year)).toMatchObject({ claimed: false });
    expect(await statusOf(made.applicationId)).toBe(OPEN);
    await s.t.database.db.execute(sql`update year_end_closes set claimed_at = now() - interval '10 minutes'
      where aid_year_id = ${year}`);
    expect((await runAt(instant)).years.find((y) => y.aidYearId === year)).toMatchObject({
      claimed: true,
      closed: 1,
    });
    expect(await statusOf(made.applicationId)).toBe(CLOSED);
  });

  it('stops between applications when its server shuts down, leaving the claim for another server', async () => {
    const year = await createAidYear(2008);
    const made = await createIn(year, { beta: I.UNDER_REVIEW, gamma: null });
    const instant = chicago('2009-07-01T00:30:00');
    const stopped = await runYearEndClose(s.t.database.db, s.t.config, instant, { shouldStop: () => true });
    expect(stopped.years.find((y) => y.aidYearId === year)).toBeUndefined();
    expect(await statusOf(made.applicationId)).toBe(OPEN);
    let calls = 0;
    const stopsInside = await runYearEndClose(s.t.database.db, s.t.config, instant, {
      // Lets the run take the first year's claim, then stops before its first application.
      shouldStop: () => ++calls > 1,
    });
    expect(stopsInside.years[0]).toMatchObject({ aidYearId: year, claimed: true, closed: 0 });
    expect(await statusOf(made.applicationId)).toBe(OPEN);
    const claims = await s.rows<{ finished: boolean }>(
      sql`select finished_at is not null as finished from year_end_closes
          where aid_year_id = ${stopsInside.years[0]!.aidYearId}`,
    );
    expect(claims[0]!.finished).toBe(false);
  });
});
