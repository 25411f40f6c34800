/**
 * The daily digest worker (issue 10, beyond the spec; docs/decisions/emails.md "Daily digest"). Every server
 * runs it; once a programme day has reached the digest hour, the first server to insert the day's row in
 * daily_digest_runs builds every digest and queues the emails in that same transaction. The others'
 * inserts do nothing, and a crash rolls the day back with its emails, so no digest is sent twice or lost.
 */
import {
  activeRolesAt,
  canViewApplications,
  isBlockedByTraining,
  programWallClock,
  USER_TYPE,
  type UserType,
} from '@exchange/domain';
import type { Logger } from 'pino';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { startRepeatingWorker } from '../../platform/lifecycle/repeating-worker.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import {
  type DigestEvents,
  type DigestRecipient,
  dailyDigestEmail,
  previousDay,
} from './daily-digest-email.js';
import {
  claimDigestDay,
  type DigestWindow,
  listDigestRecipientRoles,
  listNewExportApplications,
  listNewImportApplications,
  listStatusChanges,
} from './daily-digest-repo.js';

/** The settings a digest run reads. */
export type DigestConfig = Pick<
  AppConfig,
  'programName' | 'publicUrl' | 'programTimeZone' | 'dailyDigestHour' | 'now'
>;

/** What one run did: the programme day it looked at, whether it claimed it, how many digests it queued. */
export interface DigestRun {
  day: string;
  claimed: boolean;
  emails: number;
}

/** The hour (0-23) an instant falls on in the programme time zone. */
export function programHour(instant: Date, timeZone: string): number {
  return programWallClock(instant, timeZone).hour;
}

/**
 * Folds the role rows into recipients, keeping per school the sides their roles there let them read.
 * An account that sign-in refuses (training still required, 1-core §4) gets no digest: its links would
 * lead nowhere.
 */
async function loadRecipients(tx: Tx): Promise<DigestRecipient[]> {
  const rows = (await listDigestRecipientRoles(tx)).filter(
    (row) =>
      !isBlockedByTraining({ usertype: row.usertype as UserType, trainingComplete: row.trainingComplete }),
  );
  const byUser = new Map<number, { recipient: DigestRecipient; rows: typeof rows }>();
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? {
      recipient: { email: row.email, firstName: row.firstName, lastName: row.lastName, schools: [] },
      rows: [],
    };
    entry.rows.push(row);
    byUser.set(row.userId, entry);
  }
  return [...byUser.values()].map(({ recipient, rows: held }) => {
    const user = {
      usertype: USER_TYPE.TELO,
      userRole: held.map((r) => ({ roleSchoolId: r.schoolId, userRoleId: r.roleId, readOnly: r.readOnly })),
    };
    const schoolIds = [...new Set(held.map((r) => r.schoolId))];
    const schools = schoolIds.map((schoolId) => {
      const roles = activeRolesAt(user, schoolId);
      return {
        schoolId,
        schoolName: held.find((r) => r.schoolId === schoolId)?.schoolName ?? '',
        exports: canViewApplications(roles, 'export'),
        imports: canViewApplications(roles, 'import'),
      };
    });
    return { ...recipient, schools: schools.filter((s) => s.exports || s.imports) };
  });
}

async function loadEvents(
  tx: Tx,
  recipients: readonly DigestRecipient[],
  w: DigestWindow,
): Promise<DigestEvents> {
  const ids = (side: 'exports' | 'imports') => [
    ...new Set(recipients.flatMap((r) => r.schools.filter((s) => s[side]).map((s) => s.schoolId))),
  ];
  const exportIds = ids('exports');
  const importIds = ids('imports');
  return {
    newExportApplications: await listNewExportApplications(tx, exportIds, w),
    newImportApplications: await listNewImportApplications(tx, importIds, w),
    exportStatusChanges: await listStatusChanges(tx, 'export', exportIds, w),
    importStatusChanges: await listStatusChanges(tx, 'import', importIds, w),
  };
}

/**
 * Sends the digests of the programme day `now` falls on, when that day has reached the digest hour and
 * no server has claimed it yet. A digest covers the previous programme day only (issue 32): what a day
 * without a running server missed is not gathered into the next one, and the first digest after an
 * installation or a seed reports that day alone. Claiming hours after midnight also means no change of
 * the covered day can still be in an uncommitted transaction.
 */
export async function runDailyDigest(
  db: Db,
  config: DigestConfig,
  now: Date = config.now?.() ?? new Date(),
): Promise<DigestRun> {
  const day = programToday(config, now);
  if (programHour(now, config.programTimeZone) < config.dailyDigestHour)
    return { day, claimed: false, emails: 0 };
  return inTransaction(db, null, async (tx) => {
    if (!(await claimDigestDay(tx, day))) return { day, claimed: false, emails: 0 };
    const window = { fromDay: previousDay(day), toDay: day, timeZone: config.programTimeZone };
    const recipients = (await loadRecipients(tx)).filter((r) => r.schools.length > 0);
    const events = await loadEvents(tx, recipients, window);
    let emails = 0;
    for (const recipient of recipients) {
      const email = dailyDigestEmail(config, recipient, events, window);
      if (!email) continue;
      await enqueueEmail(tx, email);
      emails++;
    }
    return { day, claimed: true, emails };
  });
}

/** Starts the digest worker on every server (the claim keeps it to one); returns a stop function. */
export function startDailyDigestWorker(options: {
  db: Db;
  config: DigestConfig;
  intervalMs: number;
  log: Logger;
}): () => Promise<void> {
  return startRepeatingWorker({
    intervalMs: options.intervalMs,
    log: options.log,
    failure: 'daily digest run failed',
    run: async () => {
      const run = await runDailyDigest(options.db, options.config);
      if (run.claimed) options.log.info(run, 'daily digests queued');
    },
  });
}
