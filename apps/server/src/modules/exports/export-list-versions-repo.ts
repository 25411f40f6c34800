import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { exportListVersions } from '../../db/schema/list-versions.js';

function prepareVersionRead(db: DbOrTx) {
  return db
    .select({ version: exportListVersions.version })
    .from(exportListVersions)
    .where(eq(exportListVersions.schoolId, sql.placeholder('schoolId')))
    .prepare('export_list_version');
}

// Prepared once per database handle (a named statement: PostgreSQL keeps its plan per connection).
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareVersionRead>>();

/** The export school's list counter (migration 0006); 0 before anything on its list has changed. */
export async function readExportListVersion(db: DbOrTx, schoolId: number): Promise<number> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareVersionRead(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ schoolId });
  return Number(rows[0]?.version ?? 0);
}
