import { type AidYearOption, aidYearLabel, STUDENT_MESSAGES as M } from '@exchange/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import * as repo from './reference-repo.js';

/** An aid year as the lookups answer it: with the label the application screens show. */
function toAidYearOption(y: Omit<AidYearOption, 'aidyearLabel'>): AidYearOption {
  return { ...y, aidyearLabel: aidYearLabel(y.aidyear) };
}

/**
 * Aid years offered to applicants (end date today or later), earliest first, with their labels. `today`
 * is the programme's day (programToday).
 */
export async function listActiveAidYears(db: Db, today: string): Promise<AidYearOption[]> {
  return (await repo.listActiveAidYears(db, today)).map(toAidYearOption);
}

/** Every aid year, newest first, with its label. */
export async function listAllAidYears(db: Db): Promise<AidYearOption[]> {
  return (await repo.listAllAidYears(db)).map(toAidYearOption);
}

/** The aid year whose range includes today (the programme's day), or 404. */
export async function getCurrentAidYear(db: Db, today: string): Promise<AidYearOption> {
  const year = await repo.findCurrentAidYear(db, today);
  if (!year) throw notFound(M.noCurrentAidYear);
  return toAidYearOption(year);
}

/** One aid year with its dates, or undefined (other modules check the year a request names). */
export async function findAidYear(db: DbOrTx, aidYearId: number) {
  return repo.findAidYear(db, aidYearId);
}
