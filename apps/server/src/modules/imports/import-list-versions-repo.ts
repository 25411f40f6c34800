import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { importListVersions } from '../../db/schema/list-versions.js';

function prepareVersionRead(db: DbOrTx) {
  return db
    .select({ version: importListVersions.version })
    .from(importListVersions)
    .where(eq(importListVersions.schoolId, sql.placeholder('schoolId')))
    .prepare('import_list_version');
}

// Prepared once per database handle (a named statement: PostgreSQL keeps its plan per connection).
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareVersionRead>>();

/** The import school's list counter (migration 0008); 0 before anything on its lists has changed. */
export async function readImportListVersion(db: DbOrTx, schoolId: number): Promise<number> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareVersionRead(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ schoolId });
  return Number(rows[0]?.version ?? 0);
}
