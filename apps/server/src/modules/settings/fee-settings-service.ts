import {
  checkSettingUpdate,
  isWritingTeAdmin,
  SETTINGS_MESSAGES as M,
  type SessionUser,
  type Setting,
  type SettingsList,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import * as repo from './fee-settings-repo.js';

/** A stored setting with whether the reader may change it (never a read-only one). */
function toSetting(row: repo.StoredSetting, canEdit: boolean): Setting {
  return { ...row, editable: canEdit && !row.readOnly };
}

/** GET api/settings: every fee setting and whether the reader may change them. */
export async function listSettings(db: DbOrTx, user: SessionUser): Promise<SettingsList> {
  const canEdit = isWritingTeAdmin(user);
  const rows = await repo.listSettings(db);
  return { canEdit, settings: rows.map((row) => toSetting(row, canEdit)) };
}

/**
 * PUT api/settings/{id}: a new value, checked by the setting's value type (3-billing §5), in one
 * transaction with the row locked. A read-only setting is refused (403); a version that is not the stored
 * one answers 409. The change log records the old and new value with the acting user.
 */
export async function updateSetting(
  db: Db,
  config: AppConfig,
  user: SessionUser,
  id: number,
  body: { settingValue: string; lastUpdated?: string | undefined },
): Promise<Setting> {
  const now = config.now?.() ?? new Date();
  return inTransaction(db, user.id, async (tx) => {
    const stored = await repo.findSetting(tx, id, true);
    if (!stored) throw notFound(M.noSuchSetting);
    if (stored.readOnly) throw forbidden(M.settingReadOnly);
    if (body.lastUpdated !== undefined && body.lastUpdated !== stored.lastUpdated) throw conflict();
    const problem = checkSettingUpdate(stored, body.settingValue);
    if (problem) throw badRequest(problem, { settingValue: problem });
    await repo.updateSettingValue(tx, id, body.settingValue.trim(), user.id, now);
    return toSetting((await repo.findSetting(tx, id))!, true);
  });
}
