import pino from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { CommandRefusal, createTeAdmin, parseCreateAdminArgs } from './first-admin.js';

/**
 * `npm run create-admin -- --email … --name …`: the first TE admin of a new installation (issue 33).
 * Reads the server's environment (DATABASE_URL or DATA_DIR, SMTP_URL, PUBLIC_URL…), migrates the
 * database as a production start would (so it also works before the first start), and prints the
 * temporary password once on stdout; the log lines go to stderr.
 */
async function main(): Promise<number> {
  const person = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const log = pino({ level: config.logLevel }, pino.destination(2));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    // Never the demo, whatever NODE_ENV says: an administrator is opened for a real installation, and
    // one account keeps any later start from seeding the demo into it.
    await prepareDatabase(database, log, { production: true });
    const admin = await createTeAdmin(database.db, config, person);
    const lines = [
      `TE admin created: ${person.firstName} ${person.lastName} <${admin.email}>`,
      `Temporary password (shown only now): ${admin.temporaryPassword}`,
      `Sign in at ${config.publicUrl}/signin; the portal asks for a new password at the first sign-in.`,
      admin.emailed
        ? `The same password is on its way to ${admin.email} (the outbox sends it through SMTP_URL).`
        : 'SMTP_URL is not set: no email was sent; hand the password over yourself.',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof CommandRefusal ? `create-admin: ${err.message}` : err);
    process.exit(1);
  },
);
