import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { BASE_URL, MAILBOX_ENV, SERVER_PORT } from './environment.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
// The server serves WEB_DIST when it is set (a helper's own bundle), else the built app.
const WEB_INDEX = join(process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist'), 'index.html');
const STARTUP_TIMEOUT_MS = 180_000;

async function isHealthy(): Promise<boolean> {
  try {
    const response = await fetch(`${BASE_URL}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/** A loopback SMTP server that appends every message, as one JSON line, to the mailbox file. */
async function startMailServer(mailboxFile: string): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const entry = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          receivedAt: Date.now(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        appendFile(mailboxFile, `${JSON.stringify(entry)}\n`).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  return smtp;
}

async function waitForServer(child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`The server exited with ${child.exitCode} before it was healthy:\n${log.slice(-4000)}`);
    }
    if (await isHealthy()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`The server was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s (log: ${logFile})`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Starts the SMTP sink and the built server on a fresh data directory; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
  if (await isHealthy()) throw new Error(`Something already answers on port ${SERVER_PORT}; stop it first`);

  const workDir = await mkdtemp(join(tmpdir(), 'exchange-e2e-'));
  const mailboxFile = join(workDir, 'mailbox.jsonl');
  const logFile = join(workDir, 'server.log');
  await writeFile(mailboxFile, '');
  const smtp = await startMailServer(mailboxFile);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: BASE_URL,
      OUTBOX_INTERVAL_MS: '500',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForServer(child, logFile);
  } catch (error) {
    await stopServer(child);
    await new Promise((r) => smtp.close(() => r(undefined)));
    throw error;
  }
  process.env[MAILBOX_ENV] = mailboxFile;

  return async () => {
    await stopServer(child);
    await new Promise((r) => smtp.close(() => r(undefined)));
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  };
}
