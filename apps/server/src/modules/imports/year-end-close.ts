/**
 * The year-end close worker (open-points 8, 43). Every server runs it; on the programme's first day after
 * an aid year's end date (and at start-up, for any day no server ran) the first server to claim the year
 * (year_end_closes, migration 0015) closes every OPEN or TRANSFER application of it that no import row at
 * Enrolled or Leave of Absence keeps open. Each application closes in its own transaction with its row
 * moves, change-log rows and the student's email, so a stop part-way loses nothing done; a claim left
 * unfinished goes to the next server once stale, and each application is checked again under its lock,
 * so none is closed twice.
 */
import { randomUUID } from 'node:crypto';
import { findCloseRefusal, hasAidYearEnded } from '@exchange/domain';
import type { Logger } from 'pino';
import { type AppConfig, programToday } from '../../config.js';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { startRepeatingWorker } from '../../platform/lifecycle/repeating-worker.js';
import { closeApplicationWithRows } from './application-close.js';
import * as writes from './import-writes-repo.js';
import {
  claimYearEndClose,
  finishYearEndClose,
  listAidYearsToClose,
  listClosableApplicationIds,
  renewYearEndClaim,
} from './year-end-close-repo.js';

/** The settings a run reads. */
export type YearEndCloseConfig = Pick<AppConfig, 'programName' | 'publicUrl' | 'programTimeZone' | 'now'>;

/** A claim not renewed for this long, and not finished, belongs to a server that stopped: it is taken over. */
export const STALE_CLAIM_SECONDS = 300;
/** Applications closed between two renewals of the claim (a few seconds of work). */
const RENEW_EVERY = 50;

/** What one run did for one ended aid year. */
export interface YearEndCloseYear {
  aidYearId: number;
  aidyear: string;
  /** This run held the year's claim (else another server has it, or had it and finished). */
  claimed: boolean;
  /** Applications this run closed. */
  closed: number;
  /** Applications whose close failed (logged); the claim is then left for a later run. */
  failed: number;
}

/** What one run did: the programme day it ran on and each ended aid year it looked at. */
export interface YearEndCloseRun {
  day: string;
  years: YearEndCloseYear[];
}

/** Closes one application at its aid year's end, in its own transaction; false when it stays as it is. */
async function closeAtYearEnd(db: Db, config: YearEndCloseConfig, applicationId: number, today: string) {
  return inTransaction(db, null, async (tx) => {
    const app = await writes.lockApplication(tx, applicationId);
    if (!app || !hasAidYearEnded(app.aidYear, today)) return false;
    const importStatuses = await writes.listImportStatuses(tx, app.id);
    // Closed meanwhile (a TE admin, an export decision) or enrolled since the list was read.
    if (findCloseRefusal({ applicationStatus: app.applicationStatus, importStatuses })) return false;
    await closeApplicationWithRows(tx, config, {
      app,
      cause: { kind: 'aidYearEnded' },
      today,
      actorUserId: null,
    });
    return true;
  });
}

/** Works one claimed aid year; answers what it closed, and whether the claim was still held at the end. */
async function closeClaimedYear(
  db: Db,
  config: YearEndCloseConfig,
  year: { id: number; aidyear: string },
  token: string,
  today: string,
  log?: Pick<Logger, 'error'>,
  shouldStop: () => boolean = () => false,
) {
  const ids = await listClosableApplicationIds(db, year.id);
  let closed = 0;
  let failed = 0;
  for (const [i, id] of ids.entries()) {
    // A server shutting down stops between applications; its claim goes stale and another takes it over.
    if (shouldStop()) return { closed, failed, held: false };
    if (i > 0 && i % RENEW_EVERY === 0 && !(await renewYearEndClaim(db, year.id, token)))
      return { closed, failed, held: false };
    try {
      if (await closeAtYearEnd(db, config, id, today)) closed++;
    } catch (err) {
      failed++;
      log?.error(
        { err, applicationId: id, aidYear: year.aidyear },
        'year-end close of an application failed',
      );
    }
  }
  return { closed, failed, held: true };
}

/**
 * Closes the applications of every aid year that has ended by the programme day `now` falls on and whose
 * close no server has finished: one claim per aid year, one transaction per application.
 */
export async function runYearEndClose(
  db: Db,
  config: YearEndCloseConfig,
  now: Date = config.now?.() ?? new Date(),
  options: { staleSeconds?: number; log?: Pick<Logger, 'error'>; shouldStop?: () => boolean } = {},
): Promise<YearEndCloseRun> {
  const day = programToday(config, now);
  const years: YearEndCloseYear[] = [];
  for (const year of await listAidYearsToClose(db, day)) {
    if (options.shouldStop?.()) break;
    const token = randomUUID();
    const stale = options.staleSeconds ?? STALE_CLAIM_SECONDS;
    const claimed = await inTransaction(db, null, (tx) => claimYearEndClose(tx, year.id, token, stale));
    const entry = { aidYearId: year.id, aidyear: year.aidyear, claimed, closed: 0, failed: 0 };
    years.push(entry);
    if (!claimed) continue;
    const done = await closeClaimedYear(db, config, year, token, day, options.log, options.shouldStop);
    entry.closed = done.closed;
    entry.failed = done.failed;
    // A failed application leaves the claim unfinished: the next server to find it stale tries again.
    if (done.held && done.failed === 0) await finishYearEndClose(db, year.id, token, done.closed);
  }
  return { day, years };
}

/** Starts the year-end close worker on every server (the claims keep each year to one); returns a stop function. */
export function startYearEndCloseWorker(options: {
  db: Db;
  config: YearEndCloseConfig;
  intervalMs: number;
  log: Logger;
}): () => Promise<void> {
  return startRepeatingWorker({
    intervalMs: options.intervalMs,
    log: options.log,
    failure: 'year-end close run failed',
    run: async (isStopped) => {
      const run = await runYearEndClose(options.db, options.config, undefined, {
        log: options.log,
        shouldStop: isStopped,
      });
      const worked = run.years.filter((y) => y.claimed);
      if (worked.length > 0) options.log.info({ day: run.day, years: worked }, 'year-end close ran');
    },
  });
}
