// The portal's server (apps/server/src/main.ts, through tsx) as child processes on one database, for the
// several-servers run: each can be killed (SIGKILL, as a crashed machine) or stopped (SIGTERM, draining).
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../../../apps/server/src/main.ts');
const LISTENING = /Server listening at (http:\/\/[^\s"]+)/;

export interface PortalServer {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts one server on `databaseUrl` and resolves once it listens (60 s at most, then throws its output). */
export function startPortalServer(name: string, databaseUrl: string): Promise<PortalServer> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent/web-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not listen in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      const url = LISTENING.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      // Keep draining the pipes so a chatty server never blocks on a full one.
      child.stdout?.resume();
      child.stderr?.resume();
      done({ name, port: Number(new URL(url).port), child, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => fail(new Error(`${name} exited before listening:\n${output}`)));
  });
}
