import {
  type AidYearCreateBody,
  type AidYearSetting,
  type AidYearSettings,
  type AidYearUpdateBody,
  aidYearOverlapMessage,
  checkAidYearPlacement,
  isAidYearEditable,
  isDuplicateAidYearName,
  isWritingTeAdmin,
  SETTINGS_MESSAGES as M,
  type SessionUser,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/errors.js';
import * as repo from './aid-year-settings-repo.js';

type AidYearBody = Omit<AidYearCreateBody | AidYearUpdateBody, 'setRate'> & { setRate: number };

/** The programme's clock: the system's, or the one a test sets. */
function clockOf(config: AppConfig): Date {
  return config.now?.() ?? new Date();
}

/** A stored aid year as the screen reads it, with whether it ended and whether the reader may change it. */
function toAidYearSetting(row: repo.StoredAidYear, today: string, canEdit: boolean): AidYearSetting {
  const ended = !isAidYearEditable(row.aidyearenddate, today);
  return { ...row, ended, editable: canEdit && !ended };
}

/** GET api/settings/aidyear: every aid year, newest first, and whether the reader may add or change them. */
export async function listAidYearSettings(
  db: DbOrTx,
  config: AppConfig,
  user: SessionUser,
): Promise<AidYearSettings> {
  const today = programToday(config);
  const canEdit = isWritingTeAdmin(user);
  const rows = await repo.listAidYears(db);
  return { canEdit, today, aidYears: rows.map((row) => toAidYearSetting(row, today, canEdit)) };
}

function columnsOf(body: AidYearBody): repo.AidYearColumns {
  return {
    aidyear: body.aidyear,
    aidyearbegindate: body.aidyearbegindate,
    aidyearenddate: body.aidyearenddate,
    displaybegindate: body.displaybegindate,
    displayenddate: body.displayenddate,
    setRateCents: body.setRate,
  };
}

/**
 * The checks against today and the other aid years (open-points 32, 3-billing §5): the end date today or
 * later (400), a unique name (409 "Aid Year already exists."), no day shared with another range (409).
 */
async function checkAgainstOthers(
  tx: Tx,
  body: AidYearBody,
  today: string,
  stored: repo.StoredAidYear | null,
) {
  const others = await repo.listAidYears(tx);
  if (isDuplicateAidYearName(body.aidyear, others, stored?.id ?? null))
    throw conflictOn('aidyear', M.aidYearExists);
  const problem = checkAidYearPlacement(body, today, others, stored);
  if (problem && 'overlap' in problem)
    throw conflictOn('aidyearbegindate', aidYearOverlapMessage(problem.overlap));
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
}

/** A 409 about other aid years, with its message on the field to change. */
function conflictOn(field: string, message: string) {
  return new HttpError(409, message, { [field]: message });
}

/** A unique violation of the name (two adds at once, past the lock on another server) is the duplicate. */
function duplicateOr(err: unknown): unknown {
  return isUniqueViolation(err, 'aid_years_aidyear_uq') ? conflictOn('aidyear', M.aidYearExists) : err;
}

/** POST api/settings/aidyear: adds an aid year in one transaction (the TE Admin change log records it). */
export async function addAidYear(db: Db, config: AppConfig, user: SessionUser, body: AidYearBody) {
  const now = clockOf(config);
  const today = programToday(config, now);
  try {
    return await inTransaction(db, user.id, async (tx) => {
      await repo.lockAidYearWrites(tx);
      await checkAgainstOthers(tx, body, today, null);
      const id = await repo.insertAidYear(tx, columnsOf(body), user.id, now);
      return toAidYearSetting((await repo.findAidYear(tx, id))!, today, true);
    });
  } catch (err) {
    throw duplicateOr(err);
  }
}

/**
 * PUT api/settings/aidyear/{id}: changes an aid year that has not ended (409 once it has, 3-billing §4),
 * read with the version the client holds (409 when someone changed it since), in one transaction.
 */
export async function updateAidYear(
  db: Db,
  config: AppConfig,
  user: SessionUser,
  id: number,
  body: AidYearBody & { lastUpdated?: string | undefined },
) {
  const now = clockOf(config);
  const today = programToday(config, now);
  try {
    return await inTransaction(db, user.id, async (tx) => {
      await repo.lockAidYearWrites(tx);
      const stored = await repo.findAidYear(tx, id);
      if (!stored) throw notFound(M.noSuchAidYear);
      if (!isAidYearEditable(stored.aidyearenddate, today)) throw conflict(M.aidYearEnded);
      if (body.lastUpdated !== undefined && body.lastUpdated !== stored.lastUpdated) throw conflict();
      await checkAgainstOthers(tx, body, today, stored);
      await repo.updateAidYear(tx, id, columnsOf(body), user.id, now);
      return toAidYearSetting((await repo.findAidYear(tx, id))!, today, true);
    });
  } catch (err) {
    throw duplicateOr(err);
  }
}
