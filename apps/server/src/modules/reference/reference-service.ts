import {
  type AidYearOption,
  aidYearLabel,
  isAidYearDisplayed,
  STUDENT_MESSAGES as M,
} from '@exchange/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import * as repo from './reference-repo.js';

/** An aid year as the lookups answer it: with the label the application screens show. */
function toAidYearOption(y: Omit<AidYearOption, 'aidyearLabel'>): AidYearOption {
  return { ...y, aidyearLabel: aidYearLabel(y.aidyear) };
}

/**
 * Active aid years (end date today or later), earliest first, with their labels. `today` is the
 * programme's day (programToday); applicants see only those whose display window holds it (open-points 32).
 */
export async function listActiveAidYears(
  db: Db,
  today: string,
  displayedOnly: boolean,
): Promise<AidYearOption[]> {
  return (await repo.listActiveAidYears(db, today, displayedOnly)).map(toAidYearOption);
}

/** Whether an aid year is shown to applicants today (open-points 32); false for an unknown id. */
export async function isAidYearShown(db: DbOrTx, aidYearId: number, today: string): Promise<boolean> {
  const display = await repo.findAidYearDisplay(db, aidYearId);
  return display !== undefined && isAidYearDisplayed(display, today);
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
