import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** What a new fee names, as stored: whether the school, aid year and program exist and go together. */
export interface FeeTargets {
  schoolExists: boolean;
  aidYearName: string | null;
  programOffered: boolean;
  programExists: boolean;
}

/** Looks up the school, aid year and program a new fee names, in one statement. */
export async function findFeeTargets(
  db: DbOrTx,
  t: { schoolId: number; aidYearId: number; participationTypeId: number },
): Promise<FeeTargets> {
  const [row] = await queryRows<FeeTargets>(
    db,
    sql`select exists (select 1 from schools where id = ${t.schoolId}) as "schoolExists",
          (select aidyear from aid_years where id = ${t.aidYearId}) as "aidYearName",
          exists (select 1 from school_participation_types where school_id = ${t.schoolId}
            and participation_id = ${t.participationTypeId}) as "programOffered",
          exists (select 1 from participation_types where id = ${t.participationTypeId}) as "programExists"`,
  );
  return row!;
}

/** A setting's stored text value (3-billing §3 Setting), or undefined. */
export async function findSettingValue(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select setting_value as value from settings where setting_name = ${name}`,
  );
  return row?.value;
}

/** The name of an aid year, or undefined. */
export async function findAidYearName(db: DbOrTx, aidYearId: number): Promise<string | undefined> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select aidyear as name from aid_years where id = ${aidYearId}`,
  );
  return row?.name;
}
