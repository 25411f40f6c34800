import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { deactivateDemoAccounts } from '../db/seed/demo-accounts.js';

/**
 * `npm run deactivate-demo`: deactivates every account that still signs in with the published demo
 * password and ends its sessions, so a database that held the demo may go into production (issue 33).
 * Reads the server's environment (DATABASE_URL or DATA_DIR); lists what it deactivated on stdout.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const accounts = await deactivateDemoAccounts(database.db);
    const lines =
      accounts.length === 0
        ? ['No active demo account: nothing to deactivate.']
        : [
            `Deactivated ${accounts.length} demo account(s):`,
            ...accounts.map((a) => `  ${a.email} (${a.usertype})`),
          ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
