import type { SettingValueType } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** A fee setting as stored, with its modifier and version (microseconds, UTC). */
export interface StoredSetting {
  id: number;
  settingName: string;
  settingValue: string;
  displayName: string;
  valueType: SettingValueType;
  readOnly: boolean;
  modifiedBy: number | null;
  modifiedByFirstName: string | null;
  modifiedByLastName: string | null;
  lastUpdated: string;
}

const columns = sql`s.id, s.setting_name as "settingName", s.setting_value as "settingValue",
  s.display_name as "displayName", s.value_type as "valueType", s.read_only = 1 as "readOnly",
  s.modified_by as "modifiedBy", u.first_name as "modifiedByFirstName", u.last_name as "modifiedByLastName",
  to_char(s.last_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastUpdated"`;
const source = sql`settings s left join users u on u.id = s.modified_by`;

/** Every fee setting, by display name. */
export function listSettings(db: DbOrTx): Promise<StoredSetting[]> {
  return queryRows<StoredSetting>(db, sql`select ${columns} from ${source} order by s.display_name, s.id`);
}

/** One setting, or undefined; `lock` holds its row until the transaction ends (FOR UPDATE). */
export async function findSetting(db: DbOrTx, id: number, lock = false): Promise<StoredSetting | undefined> {
  const [row] = await queryRows<StoredSetting>(
    db,
    sql`select ${columns} from ${source} where s.id = ${id} ${lock ? sql`for update of s` : sql``}`,
  );
  return row;
}

/** Sets a setting's value by `modifiedBy` at `at`; the version always moves on (see updateAidYear). */
export async function updateSettingValue(tx: Tx, id: number, value: string, modifiedBy: number, at: Date) {
  await tx.execute(
    sql`update settings set setting_value = ${value}, modified_by = ${modifiedBy},
          last_updated = greatest(${at.toISOString()}::timestamptz, last_updated + interval '1 microsecond')
        where id = ${id}`,
  );
}
