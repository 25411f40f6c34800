import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.js';
import { queryRows } from '../query-rows.js';
import { inTransaction } from '../transaction.js';
import { DEMO_PASSWORD } from './index.js';

/**
 * The demo accounts, told apart by the one thing that makes them dangerous: their password is the
 * published `Demo@Password1`. The seed hashes it once for every account (seed/index.ts), and a password
 * anyone sets or is sent later gets a hash of its own (a fresh salt), so only a hash held by two accounts
 * or more can be the demo's. Those few hashes are checked against the published password: one argon2
 * check for the demo set, none for a real installation, whatever its number of users
 * (docs/decisions/going-live.md).
 */
async function demoPasswordHashes(db: DbOrTx): Promise<string[]> {
  // Over every account, active or not: deactivating all but one demo account leaves its hash shared.
  const shared = await queryRows<{ hash: string }>(
    db,
    sql`select password_hash as hash from users group by password_hash having count(*) > 1`,
  );
  const demo: string[] = [];
  for (const { hash } of shared) if (await isDemoPassword(hash)) demo.push(hash);
  return demo;
}

async function isDemoPassword(hash: string): Promise<boolean> {
  try {
    return await verify(hash, DEMO_PASSWORD);
  } catch {
    return false;
  }
}

/** An active account that still signs in with the published demo password. */
export interface DemoAccount {
  id: number;
  email: string;
  usertype: string;
}

/** The active demo accounts, staff first, by email. */
export async function findActiveDemoAccounts(db: DbOrTx): Promise<DemoAccount[]> {
  const hashes = await demoPasswordHashes(db);
  if (hashes.length === 0) return [];
  return queryRows<DemoAccount>(
    db,
    sql`select id, email, usertype from users
        where active and password_hash in (${sql.join(
          hashes.map((h) => sql`${h}`),
          sql`, `,
        )})
        order by usertype = 'STUDENT', lower(email)`,
  );
}

/**
 * Deactivates every active demo account and ends its sessions, as deleting a user does (the rows and
 * their history stay; the account can no longer sign in). Returns the accounts deactivated.
 */
export async function deactivateDemoAccounts(db: Db): Promise<DemoAccount[]> {
  return inTransaction(db, null, async (tx) => {
    const accounts = await findActiveDemoAccounts(tx);
    if (accounts.length === 0) return [];
    const ids = sql.join(
      accounts.map((a) => sql`${a.id}`),
      sql`, `,
    );
    await tx.execute(
      sql`update users set active = false, version = version + 1, updated_at = now() where id in (${ids})`,
    );
    await tx.execute(
      sql`update sessions set ended_at = now() where ended_at is null and user_id in (${ids})`,
    );
    return accounts;
  });
}

const LISTED = 10;

/**
 * Why production refuses to start with these accounts active, for the log: which accounts (the first
 * few and how many), and how to deactivate them. Null when there are none.
 */
export function demoAccountsRefusal(accounts: readonly DemoAccount[]): string | null {
  if (accounts.length === 0) return null;
  const listed = accounts.slice(0, LISTED).map((a) => a.email);
  const more = accounts.length > LISTED ? ` and ${accounts.length - LISTED} more` : '';
  return (
    `NODE_ENV is production and ${accounts.length} demo account(s) are active with the published ` +
    `password ${DEMO_PASSWORD}: ${listed.join(', ')}${more}. Refusing to start. Deactivate them with ` +
    '`npm run deactivate-demo` (same DATABASE_URL), add a real TE admin with `npm run create-admin -- ' +
    '--email … --name …` if none is left, then start again.'
  );
}
