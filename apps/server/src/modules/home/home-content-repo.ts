import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** The stored home content (open-points 36), its version with microseconds and who saved it. */
export interface StoredHomeContent {
  html: string;
  lastUpdated: string;
  modifiedByName: string | null;
}

const VERSION = sql`to_char(h.last_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The home content row (migration 0013 writes it; there is only ever id 1); `lock` takes its row lock
 * (FOR UPDATE OF h) for a change, so two saves take turns.
 */
export async function readHomeContent(
  db: DbOrTx,
  { lock = false }: { lock?: boolean } = {},
): Promise<StoredHomeContent | undefined> {
  const [row] = await queryRows<StoredHomeContent>(
    db,
    sql`select h.html, ${VERSION} as "lastUpdated",
          nullif(concat_ws(' ', u.first_name, u.last_name), '') as "modifiedByName"
        from home_content h left join users u on u.id = h.modified_by
        where h.id = 1 ${lock ? sql`for update of h` : sql``}`,
  );
  return row;
}

/** Stores new (already sanitised) content with who saved it and when (the row again, were it deleted). */
export async function writeHomeContent(tx: Tx, html: string, userId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`insert into home_content (id, html, modified_by, last_updated)
        values (1, ${html}, ${userId}, ${now.toISOString()})
        on conflict (id) do update
          set html = excluded.html, modified_by = excluded.modified_by, last_updated = excluded.last_updated`,
  );
}
