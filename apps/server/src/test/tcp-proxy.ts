import { createServer, Socket } from 'node:net';

/**
 * A TCP proxy between a server process and PostgreSQL, to cut the link and restore it as a network
 * failure, a database restart or a failover would. It keeps listening on the same port throughout.
 */
export interface TcpProxy {
  port: number;
  /** Ends every open connection (with a reset) and refuses new ones until restore(). */
  cut(): void;
  /** Forwards new connections again. */
  restore(): void;
  /** Connections forwarded so far (cut or not). */
  connectionCount(): number;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (any free port) forwarding to target. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  let forwarded = 0;
  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    forwarded++;
    const upstream = new Socket();
    open.add(client);
    open.add(upstream);
    const end = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.connect(target.port, target.host);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  const cutAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port,
    cut() {
      isCut = true;
      cutAll();
    },
    restore() {
      isCut = false;
    },
    connectionCount: () => forwarded,
    async close() {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
