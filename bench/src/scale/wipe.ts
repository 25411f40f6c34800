import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client.js';
import { inTransaction } from '../../../apps/server/src/db/transaction.js';

/**
 * Empties every data table (reference catalogues stay) so the generator can rebuild from scratch.
 * Settings reference users, so the cascade would empty them too: they are kept aside and put back.
 */
export async function wipeData(db: Db): Promise<void> {
  await inTransaction(db, null, async (tx) => {
    await tx.execute(sql`create temp table settings_keep on commit drop as select * from settings`);
    await tx.execute(
      sql`truncate users, schools, aid_years, change_log, email_outbox, login_failures, training_uploads, settings
          restart identity cascade`,
    );
    await tx.execute(
      sql`insert into settings (id, setting_name, setting_value, display_name, value_type, read_only, last_updated)
          select id, setting_name, setting_value, display_name, value_type, read_only, last_updated from settings_keep`,
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('settings', 'id'), greatest((select max(id) from settings), 1))`,
    );
  });
}
