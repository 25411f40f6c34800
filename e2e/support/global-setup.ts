import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toProgramDay } from '@exchange/domain';
import type { FullConfig } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_DIR_ENV, mailboxFileName, serverUrl } from './environment.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
// The server serves WEB_DIST when it is set (a helper's own bundle), else the built app.
const WEB_INDEX = join(process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist'), 'index.html');
const STARTUP_TIMEOUT_MS = 180_000;

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
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

async function waitForServer(child: ChildProcess, baseUrl: string, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`The server exited with ${child.exitCode} before it was healthy:\n${log.slice(-4000)}`);
    }
    if (await isHealthy(baseUrl)) return;
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

/** One worker slot's server and mail sink. */
interface SlotServer {
  child: ChildProcess;
  smtp: SMTPServer;
  log: ReturnType<typeof createWriteStream>;
}

async function closeSmtp(smtp: SMTPServer) {
  await new Promise((r) => smtp.close(() => r(undefined)));
}

/**
 * From 1 July to 14 August no enrollment review window of any aid year is open (Fall opens 15 August,
 * Spring closes 30 June), so on those days the servers' calendar starts at noon in Chicago on 15 August
 * (CLOCK_START; the demo data follow it) and the sign-off journey finds a window open; on every other
 * day the servers keep the real clock.
 */
function journeyClock(now = new Date()): { CLOCK_START?: string } {
  const today = toProgramDay(now);
  const monthDay = today.slice(5);
  if (monthDay < '07-01' || monthDay >= '08-15') return {};
  return { CLOCK_START: `${today.slice(0, 4)}-08-15T12:00:00-05:00` };
}

/** Starts slot n's SMTP sink and built server on a fresh data directory of its own. */
async function startSlot(slot: number, workDir: string, mailboxDir: string): Promise<SlotServer> {
  const baseUrl = serverUrl(slot);
  const mailboxFile = join(mailboxDir, mailboxFileName(slot));
  const logFile = join(workDir, `server-${slot}.log`);
  await writeFile(mailboxFile, '');
  const smtp = await startMailServer(mailboxFile);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: new URL(baseUrl).port,
      HOST: '127.0.0.1',
      DATA_DIR: join(workDir, `data-${slot}`),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: baseUrl,
      OUTBOX_INTERVAL_MS: '500',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...journeyClock(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForServer(child, baseUrl, logFile);
  } catch (error) {
    await stopServer(child);
    await closeSmtp(smtp);
    throw error;
  }
  return { child, smtp, log };
}

async function stopSlot({ child, smtp, log }: SlotServer) {
  await stopServer(child);
  await closeSmtp(smtp);
  log.end();
}

/**
 * Starts one server with its own database and SMTP sink per worker (docs/testing.md): journeys running
 * side by side never see each other's rows, mail or sign-in failures. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  for (const slot of slots) {
    if (await isHealthy(serverUrl(slot))) {
      throw new Error(`Something already answers on ${serverUrl(slot)}; stop it first`);
    }
  }

  const workDir = await mkdtemp(join(tmpdir(), 'exchange-e2e-'));
  const mailboxDir = join(workDir, 'mail');
  await mkdir(mailboxDir);
  const started = await Promise.allSettled(slots.map((slot) => startSlot(slot, workDir, mailboxDir)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map(stopSlot));
    throw failure.reason;
  }
  process.env[MAILBOX_DIR_ENV] = mailboxDir;

  return async () => {
    await Promise.all(servers.map(stopSlot));
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  };
}
