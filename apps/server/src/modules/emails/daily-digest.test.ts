import { EXPORT_STATUS, formatUsDate, IMPORT_STATUS, ROLE } from '@exchange/domain';
import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programToday } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  createApplicationFixtures,
  selectRows,
  setExportState,
  setImportStatus,
  submitApplication,
} from '../../test/student-fixtures.js';
import { programHour, runDailyDigest, startDailyDigestWorker } from './daily-digest.js';
import { previousDay } from './daily-digest-email.js';

// The daily digest (issue 10): one email a programme day per opted-in school user with something to
// report, built and queued by the one server that claims the day, in the claiming transaction.

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

let t: TestContext;
let f: ApplicationFixtures;
/** The one application submitted on the test's day. */
let applicationId: number;
/** The programme day the test's changes happen on, and the next two. */
let today: string;
let day1: string;
let day2: string;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant a programme day reaches the given hour. */
function atProgramHour(day: string, hour: number): Date {
  const noonUtc = Date.parse(`${day}T12:00:00Z`);
  for (let h = -24; h <= 24; h++) {
    const instant = new Date(noonUtc + h * 3_600_000);
    if (programToday(t.config, instant) === day && programHour(instant, t.config.programTimeZone) === hour)
      return instant;
  }
  throw new Error(`no ${hour}:00 on ${day}`);
}

async function digests() {
  return selectRows<{ to_address: string; subject: string; text_body: string }>(
    t,
    sql`select to_address, subject, text_body from email_outbox where subject like '%daily digest%' order by id`,
  );
}

const claimedDays = async () =>
  (
    await selectRows<{ d: string }>(t, sql`select digest_day::text as d from daily_digest_runs order by 1`)
  ).map((r) => r.d);

/** The detail link of the test's application on the export side, and at an import school. */
const exportLink = () => `${t.config.publicUrl}/exports/applications/studentapplication?id=${applicationId}`;
const importLink = (school: string) =>
  `${t.config.publicUrl}/imports/applications/studentapplication?id=${applicationId}&school=${f.school(school)}`;

const optIn = (emails: string[]) =>
  t.database.db.update(users).set({ dailyDigest: 1 }).where(inArray(users.email, emails));

beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  // The demo data was seeded today too, with the dates of its own story: the first digest after a seed
  // must not take its applications for news (issue 32), so they are left as the seed wrote them.
  await t.database.db.execute(sql`update users set daily_digest = 0`);
  // Sign-in refuses an account whose training is still required: it gets no digest either, though it
  // reads Alpha's exports.
  await t.database.db.execute(sql`insert into user_roles (user_id, school_id, role_id)
    select id, ${f.school('Alpha University')}, ${ROLE.EXPORT} from users where email = 'untrained@delta.edu'`);
  await optIn([
    'telo@alpha.edu',
    'telo@beta.edu',
    'multi@beta.edu',
    'billing@alpha.edu',
    'untrained@delta.edu',
  ]);

  // One application from Alpha to Beta and Gamma, approved by Alpha, then under review at Beta.
  ({ applicationId } = await submitApplication(t, f));
  await setExportState(t, applicationId, {
    exportStatusId: E.EXPORT_APPROVED,
    importStatuses: {
      [f.school('Beta College')]: I.DECISION_PENDING,
      [f.school('Gamma University')]: I.DECISION_PENDING,
    },
  });
  await setImportStatus(t, applicationId, f.school('Beta College'), I.UNDER_REVIEW);
  // Gamma denies it, with its reason.
  await t.database.db.execute(
    sql`update application_schools set import_status_id = ${I.DENIED_OTHER},
          import_status_other_reason = 'Program full'
        where application_id = ${applicationId} and import_school_id = ${f.school('Gamma University')}`,
  );
  today = programToday(t.config);
  day1 = nextDay(today);
  day2 = nextDay(day1);
});

afterAll(async () => {
  await t?.close();
});

/** A second server: its own connection pool to the same PostgreSQL database (PGlite has only one). */
async function secondServer(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (t.database.kind !== 'postgres' || !serverUrl) return t.database;
  const [row] = await selectRows<{ name: string }>(t, sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${row!.name}`;
  return openDatabase({ url: url.toString(), poolSize: 2 });
}

describe('daily digest', () => {
  it('covers the previous programme day only, not every day since an older digest', async () => {
    // A digest was sent days ago, and none since: the one three days from now reports the day before it.
    const past = previousDay(previousDay(previousDay(today)));
    const day3 = nextDay(day2);
    await t.database.db.execute(sql`insert into daily_digest_runs (digest_day) values (${past})`);
    try {
      const run = await runDailyDigest(t.database.db, t.config, atProgramHour(day3, 7));
      expect(run).toEqual({ day: day3, claimed: true, emails: 0 });
      expect(await digests()).toEqual([]);
    } finally {
      await t.database.db.execute(sql`delete from daily_digest_runs`);
    }
  });

  it('waits for the digest hour of the programme day', async () => {
    const run = await runDailyDigest(
      t.database.db,
      t.config,
      atProgramHour(day1, t.config.dailyDigestHour - 1),
    );
    expect(run).toEqual({ day: day1, claimed: false, emails: 0 });
    expect(await claimedDays()).toEqual([]);
  });

  it('sends nothing and keeps the day unclaimed when building the digests fails', async () => {
    const db = t.database.db;
    await db.execute(sql`create function fail_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox down'; end $$`);
    await db.execute(sql`create trigger fail_outbox before insert on email_outbox
      for each row execute function fail_outbox()`);
    try {
      await expect(runDailyDigest(db, t.config, atProgramHour(day1, 7))).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger fail_outbox on email_outbox`);
      await db.execute(sql`drop function fail_outbox()`);
    }
    expect(await claimedDays()).toEqual([]);
    expect(await digests()).toEqual([]);
  });

  it('is sent once by one of two servers running at the same time', async () => {
    const other = await secondServer();
    try {
      const at = atProgramHour(day1, 7);
      const runs = await Promise.all([
        runDailyDigest(t.database.db, t.config, at),
        runDailyDigest(other.db, t.config, at),
      ]);
      expect(runs.filter((r) => r.claimed)).toHaveLength(1);
      expect(runs.map((r) => r.emails).sort()).toEqual([0, 3]);
    } finally {
      if (other !== t.database) await other.close();
    }
    expect(await claimedDays()).toEqual([day1]);
    expect((await digests()).map((d) => d.to_address).sort()).toEqual([
      'multi@beta.edu',
      'telo@alpha.edu',
      'telo@beta.edu',
    ]);
  });

  it('lists the employer school its new application and export decision', async () => {
    const [email] = (await digests()).filter((d) => d.to_address === 'telo@alpha.edu');
    const on = formatUsDate(today);
    expect(email?.subject).toBe(`${t.config.programName}: daily digest on ${on}`);
    expect(email?.text_body).toBe(
      [
        'Dear Dana Whitfield,',
        '',
        `Here is what happened at your schools on ${on}.`,
        '',
        'Alpha University',
        '  New applications naming it as employer school:',
        '    - Sam Fixture, 2090-2091',
        `      ${exportLink()}`,
        '  Export status changes:',
        '    - Sam Fixture, 2090-2091: Awaiting Decision to Export Approved',
        `      ${exportLink()}`,
        '',
        `Exports: ${t.config.publicUrl}/exports/applications`,
        `Imports: ${t.config.publicUrl}/imports/applications`,
        '',
        'You receive this email because your Daily Digest is on.',
      ].join('\n'),
    );
  });

  it('lists an import school its new application and import status changes', async () => {
    const [email] = (await digests()).filter((d) => d.to_address === 'telo@beta.edu');
    expect(email?.text_body).toContain(
      [
        'Beta College',
        '  New applications listing it as a school to attend:',
        '    - Sam Fixture, 2090-2091',
        `      ${importLink('Beta College')}`,
        '  Import status changes:',
        '    - Sam Fixture, 2090-2091: Awaiting Export Decision to Import Decision Pending',
        `      ${importLink('Beta College')}`,
        '    - Sam Fixture, 2090-2091: Import Decision Pending to Under Review',
        `      ${importLink('Beta College')}`,
        '',
      ].join('\n'),
    );
  });

  it('covers every school of a multi-school user, on the sides their roles there read, a denial with its reason', async () => {
    const [email] = (await digests()).filter((d) => d.to_address === 'multi@beta.edu');
    expect(email?.text_body).toContain('Beta College\n  New applications listing it');
    expect(email?.text_body).toContain(
      [
        'Gamma University',
        '  New applications listing it as a school to attend:',
        '    - Sam Fixture, 2090-2091',
        `      ${importLink('Gamma University')}`,
        '  Import status changes:',
        '    - Sam Fixture, 2090-2091: Awaiting Export Decision to Import Decision Pending',
        `      ${importLink('Gamma University')}`,
        '    - Sam Fixture, 2090-2091: Import Decision Pending to Denied: Other (Program full)',
        `      ${importLink('Gamma University')}`,
        '',
      ].join('\n'),
    );
  });

  it('skips opted-out users, users who cannot sign in, users without application roles and quiet schools', async () => {
    const to = (await digests()).map((d) => d.to_address);
    expect(to).not.toContain('telo2@alpha.edu');
    expect(to).not.toContain('telo@gamma.edu');
    expect(to).not.toContain('billing@alpha.edu');
    expect(to).not.toContain('untrained@delta.edu');
  });

  it('does not send a claimed day again', async () => {
    const run = await runDailyDigest(t.database.db, t.config, atProgramHour(day1, 20));
    expect(run).toEqual({ day: day1, claimed: false, emails: 0 });
    expect(await digests()).toHaveLength(3);
  });

  it('claims a quiet day without sending anything: a digest covers the previous day only', async () => {
    const run = await runDailyDigest(t.database.db, t.config, atProgramHour(day2, 7));
    expect(run).toEqual({ day: day2, claimed: true, emails: 0 });
    expect(await digests()).toHaveLength(3);
  });

  it('runs as a worker that stops cleanly', async () => {
    const log = pino({ level: 'silent' });
    const config = { ...t.config, dailyDigestHour: 0 };
    const stop = startDailyDigestWorker({ db: t.database.db, config, intervalMs: 50, log });
    for (let i = 0; i < 100 && !(await claimedDays()).includes(today); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(await claimedDays()).toEqual([today, day1, day2]);
    // Yesterday was quiet, so today's run queued nothing.
    expect(await digests()).toHaveLength(3);
  });
});
