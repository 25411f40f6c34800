import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Asks the database for a trivial answer, so the health check fails (503) while it is unreachable. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
