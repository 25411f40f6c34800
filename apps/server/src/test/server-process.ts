import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type Agent, type IncomingHttpHeaders, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The real server (apps/server/src/main.ts) as a child process, for the operability tests: connection
 * loss, replicas starting together, draining on SIGTERM. Run unbuilt through tsx, so no build is needed.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = 'apps/server/src/main.ts';
const LISTENING = /Server listening at (http:\/\/[^\s"]+)/;

/** How the process ended, and when (Date.now()). */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Every stdout and stderr line so far, in arrival order. */
  logs(): string[];
  /** Resolves once the process has ended. */
  exited: Promise<ProcessExit>;
  /** True until the process has ended. */
  running(): boolean;
  kill(signal?: NodeJS.Signals): void;
}

export interface ServerProcessOptions {
  databaseUrl: string;
  /** Further environment variables (SHUTDOWN_TIMEOUT_MS, DATABASE_POOL_SIZE, …); they win over the defaults. */
  env?: Record<string, string>;
  /** How long to wait for "Server listening at"; 60 s by default. */
  startTimeoutMs?: number;
}

type Spawned = Pick<ServerProcess, 'child' | 'exited' | 'running' | 'kill'>;
const spawned = new Set<Spawned>();

// Last resort should the test worker itself end: no server outlives it.
process.once('exit', () => {
  for (const server of spawned) if (server.running()) server.child.kill('SIGKILL');
});

/**
 * Spawns the server and resolves once it listens; rejects with its collected output if it exits first
 * or does not listen in time (the process is then killed). The spawn happens before the first await, so
 * calling this twice in a row starts two servers at the same moment.
 */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  // 'source' resolves @exchange/domain to its TypeScript sources, as in the tests: no build needed, none stale.
  const child = spawn(process.execPath, ['--conditions', 'source', '--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      DATABASE_URL: options.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent/web-dist',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let running = true;
  const exited = new Promise<ProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal, at: Date.now() });
    });
    // A process that could not be spawned never exits.
    child.once('error', () => {
      if (child.pid !== undefined) return;
      running = false;
      resolve({ code: null, signal: null, at: Date.now() });
    });
  });
  const server: Spawned & { logs(): string[] } = {
    child,
    logs: () => [...lines],
    exited,
    running: () => running,
    kill(signal = 'SIGTERM') {
      if (running) child.kill(signal);
    },
  };
  spawned.add(server);

  return new Promise<ServerProcess>((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(new Error(`server process ${reason}; its output:\n${lines.join('\n')}`));
    };
    const timeoutMs = options.startTimeoutMs ?? 60_000;
    const timer = setTimeout(() => fail(`did not listen within ${timeoutMs} ms`), timeoutMs);
    const onLine = (line: string) => {
      lines.push(line);
      const url = LISTENING.exec(line)?.[1];
      if (!url || settled) return;
      settled = true;
      clearTimeout(timer);
      const listening = { ...server, baseUrl: url, port: Number(new URL(url).port) };
      resolve(listening);
    };
    collectLines(child.stdout, onLine);
    collectLines(child.stderr, onLine);
    child.once('error', (err) => fail(`could not be spawned (${err.message})`));
    void exited.then(({ code, signal }) => fail(`exited before listening (code ${code}, signal ${signal})`));
  });
}

function collectLines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part) onLine(part);
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
    rest = '';
  });
}

/**
 * Kills every server process a test started that is still running (SIGKILL) and waits for it to end;
 * for afterEach/afterAll, so a failing test leaves no server behind.
 */
export async function stopServerProcesses(): Promise<void> {
  const all = [...spawned];
  spawned.clear();
  for (const server of all) server.kill('SIGKILL');
  await Promise.all(all.map((server) => server.exited));
}

/** Waits until a server process ends, or throws after timeoutMs with its output. */
export async function waitForExit(server: ServerProcess, timeoutMs: number): Promise<ProcessExit> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `server process still running after ${timeoutMs} ms; its output:\n${server.logs().join('\n')}`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves once `atLeast` lines of the server's output match (a pattern without the g flag, or a test of
 * each line), as they arrive; throws with its output when it exits first or after timeoutMs.
 */
export function waitForLog(
  server: ServerProcess,
  match: RegExp | ((line: string) => boolean),
  { atLeast = 1, timeoutMs = 10_000 }: { atLeast?: number; timeoutMs?: number } = {},
): Promise<void> {
  const test = typeof match === 'function' ? match : (line: string) => match.test(line);
  const found = () => server.logs().filter(test).length >= atLeast;
  if (found()) return Promise.resolve();
  const streams = [server.child.stdout, server.child.stderr].filter((s) => s !== null);
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const stream of streams) stream.off('data', check);
      if (err) reject(err);
      else resolve();
    };
    const fail = (why: string) =>
      finish(
        new Error(`${atLeast} line(s) matching ${match} ${why}; its output:\n${server.logs().join('\n')}`),
      );
    // Added after startServerProcess's own listeners, so logs() already holds the lines of each chunk.
    const check = () => {
      if (found()) finish();
    };
    for (const stream of streams) stream.on('data', check);
    const timer = setTimeout(() => fail(`not logged within ${timeoutMs} ms`), timeoutMs);
    void server.exited.then(() => (found() ? finish() : fail('not logged before the process exited')));
  });
}

/** A fresh, empty database on the PostgreSQL server of TEST_DATABASE_URL: no tables, no migrations. */
export interface EmptyDatabase {
  name: string;
  /** TEST_DATABASE_URL with this database. */
  url: string;
  /** Waits for its connections to end (servers stopped first), then drops it. */
  drop(): Promise<void>;
}

/** The PostgreSQL server the operability tests run against. */
export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the *.postgres.test.ts files need TEST_DATABASE_URL (a PostgreSQL server)');
  return url;
}

/** Runs one statement as the administrator of the TEST_DATABASE_URL server. */
async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const name = `ep_ops_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name}`));
  return {
    name,
    url: withDatabase(testServerUrl(), name),
    drop: () =>
      onServer(async (client) => {
        // Dropping WITH (FORCE) at once would cut connections still closing; give them a moment first.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** A URL with the database named `name` on the server of `url` (host, port and credentials kept). */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One HTTP answer as the tests read it. */
export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json(): unknown;
}

export interface HttpOptions {
  method?: string;
  /** The `ep_session=…` pair of a signed-in user. */
  cookie?: string;
  body?: unknown;
  /** A keep-alive agent to reuse connections; without one each request has its own connection. */
  agent?: Agent;
  timeoutMs?: number;
}

/** A request to a server process over a real socket (node:http, so headers such as Connection are seen). */
export function httpRequest(baseUrl: string, path: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseUrl),
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${path}: no answer within ${options.timeoutMs ?? 15_000} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Signs in through POST /api/login; returns the `ep_session=…` pair and the session user's id. */
export async function signIn(
  baseUrl: string,
  userName: string,
  userPassword: string,
): Promise<{ cookie: string; token: string; userId: number }> {
  const res = await httpRequest(baseUrl, '/api/login', { method: 'POST', body: { userName, userPassword } });
  if (res.status !== 200) throw new Error(`sign-in of ${userName} failed: ${res.status} ${res.body}`);
  const setCookie = res.headers['set-cookie'] ?? [];
  const token = setCookie.map((c) => /^ep_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!token) throw new Error(`sign-in of ${userName} set no session cookie: ${setCookie.join(' | ')}`);
  return { cookie: `ep_session=${token}`, token, userId: (res.json() as { id: number }).id };
}
