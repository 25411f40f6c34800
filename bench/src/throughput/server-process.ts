// Starts the portal as its own process for the throughput runs, so the load generator (autocannon) and
// the server do not share one event loop: what is measured is what a deployed server does.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../../../apps/server/src/main.ts');

/** A running server process and where it answers. */
export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer within 120 s:\n${log()}`);
}

/**
 * Starts apps/server/src/main.ts (through tsx, from the sources) on the given database: a PostgreSQL URL,
 * or else the PGlite directory. The log level is the production default unless BENCH_LOG_LEVEL says
 * otherwise; its output is discarded (kept only to explain a failed start).
 */
export async function startServer(target: { url?: string; dataDir: string }): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: target.url ?? '',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => stderr);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
