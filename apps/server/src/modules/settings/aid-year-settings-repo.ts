import type { StoredAidYearRange } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** An aid year as stored, with its modifier and version (microseconds, UTC). */
export interface StoredAidYear extends StoredAidYearRange {
  displaybegindate: string;
  displayenddate: string;
  setRate: number;
  modifiedBy: number | null;
  modifiedByFirstName: string | null;
  modifiedByLastName: string | null;
  lastUpdated: string;
}

/** The stored columns of an aid year, as the API names them. */
export interface AidYearColumns {
  aidyear: string;
  aidyearbegindate: string;
  aidyearenddate: string;
  displaybegindate: string;
  displayenddate: string;
  setRateCents: number;
}

const columns = sql`y.id, y.aidyear, y.aidyearbegindate::text as aidyearbegindate,
  y.aidyearenddate::text as aidyearenddate, y.displaybegindate::text as displaybegindate,
  y.displayenddate::text as displayenddate, y.set_rate_cents as "setRate", y.modified_by as "modifiedBy",
  u.first_name as "modifiedByFirstName", u.last_name as "modifiedByLastName",
  to_char(y.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastUpdated"`;
const source = sql`aid_years y left join users u on u.id = y.modified_by`;

/** Every aid year, newest first (a few dozen rows at most). */
export function listAidYears(db: DbOrTx): Promise<StoredAidYear[]> {
  return queryRows<StoredAidYear>(
    db,
    sql`select ${columns} from ${source} order by y.aidyearbegindate desc, y.id desc`,
  );
}

/** One aid year, or undefined. */
export async function findAidYear(db: DbOrTx, id: number): Promise<StoredAidYear | undefined> {
  const [row] = await queryRows<StoredAidYear>(db, sql`select ${columns} from ${source} where y.id = ${id}`);
  return row;
}

/**
 * Serialises the aid-year writes: the name and overlap checks read every aid year, so two writes at once
 * must not both pass them against the same rows.
 */
export async function lockAidYearWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('aid-year-settings'))`);
}

/** Adds an aid year by `modifiedBy` at `at` (the programme clock); answers its id. */
export async function insertAidYear(tx: Tx, values: AidYearColumns, modifiedBy: number, at: Date) {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into aid_years (aidyear, aidyearbegindate, aidyearenddate, displaybegindate, displayenddate,
          set_rate_cents, modified_by, created_at, updated_at)
        values (${values.aidyear}, ${values.aidyearbegindate}::date, ${values.aidyearenddate}::date,
          ${values.displaybegindate}::date, ${values.displayenddate}::date, ${values.setRateCents},
          ${modifiedBy}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        returning id`,
  );
  return row!.id;
}

/**
 * Changes an aid year. The version always moves on, even within one clock tick or with a clock behind the
 * last change, so a client holding the previous one is answered 409.
 */
export async function updateAidYear(
  tx: Tx,
  id: number,
  values: AidYearColumns,
  modifiedBy: number,
  at: Date,
) {
  await tx.execute(
    sql`update aid_years set aidyear = ${values.aidyear}, aidyearbegindate = ${values.aidyearbegindate}::date,
          aidyearenddate = ${values.aidyearenddate}::date, displaybegindate = ${values.displaybegindate}::date,
          displayenddate = ${values.displayenddate}::date, set_rate_cents = ${values.setRateCents},
          modified_by = ${modifiedBy},
          updated_at = greatest(${at.toISOString()}::timestamptz, updated_at + interval '1 microsecond')
        where id = ${id}`,
  );
}
