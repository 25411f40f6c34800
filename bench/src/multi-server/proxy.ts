// A small TCP load balancer in Node for the several-servers run, doing what the README asks of a real one
// (haproxy, nginx): round robin over the servers that answer GET /api/health/ready with 200, checked
// every `checkEveryMs`, so a dead or draining server is taken out and a returning one put back.
import { request } from 'node:http';
import { createServer, type Server, Socket } from 'node:net';

export interface Backend {
  name: string;
  port: number;
  healthy: boolean;
}

export interface Balancer {
  port: number;
  backends: Backend[];
  /** Connections handed to each backend so far, by name. */
  connections: Record<string, number>;
  close(): Promise<void>;
}

/** One readiness probe: true only for a 200 within `timeoutMs`. */
function isReady(port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((done) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/health/ready', agent: false, timeout: timeoutMs },
      (res) => {
        res.resume();
        done(res.statusCode === 200);
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(false));
    req.end();
  });
}

export async function startBalancer(
  servers: Array<{ name: string; port: number }>,
  { checkEveryMs = 500, checkTimeoutMs = 1_000 } = {},
): Promise<Balancer> {
  const backends: Backend[] = servers.map((s) => ({ ...s, healthy: true }));
  const connections: Record<string, number> = Object.fromEntries(servers.map((s) => [s.name, 0]));
  let next = 0;
  const open = new Set<Socket>();

  const checks = setInterval(() => {
    for (const backend of backends)
      void isReady(backend.port, checkTimeoutMs).then((ok) => {
        backend.healthy = ok;
      });
  }, checkEveryMs);

  /** The next healthy backend after the last one chosen, or none. */
  function choose(skip: Set<Backend>): Backend | undefined {
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[(next + i) % backends.length]!;
      if (backend.healthy && !skip.has(backend)) {
        next = (next + i + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  }

  const server: Server = createServer((client) => {
    open.add(client);
    // Bytes the client sends before a backend is connected are kept, so a refused connection can be
    // retried on the next backend without the client noticing (nothing reached the refused one).
    const pending: Buffer[] = [];
    const keep = (chunk: Buffer) => pending.push(chunk);
    client.on('data', keep);
    client.on('error', () => client.destroy());
    client.on('close', () => open.delete(client));
    const tried = new Set<Backend>();
    const connect = () => {
      const backend = choose(tried);
      if (!backend) return client.destroy();
      tried.add(backend);
      const upstream = new Socket();
      open.add(upstream);
      upstream.once('connect', () => {
        connections[backend.name] = (connections[backend.name] ?? 0) + 1;
        client.off('data', keep);
        for (const chunk of pending) upstream.write(chunk);
        client.pipe(upstream);
        upstream.pipe(client);
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
      });
      upstream.once('error', (err: NodeJS.ErrnoException) => {
        open.delete(upstream);
        // Refused: the server is gone. Out until its health check passes again; try the next one.
        if (!upstream.readyState.startsWith('open') && err.code === 'ECONNREFUSED') {
          backend.healthy = false;
          connect();
        }
      });
      upstream.connect(backend.port, '127.0.0.1');
    };
    connect();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    backends,
    connections,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(checks);
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}
