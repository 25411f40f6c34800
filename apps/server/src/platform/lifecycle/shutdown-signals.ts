import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Lifecycle } from './lifecycle.js';

/**
 * On SIGTERM or SIGINT: readiness turns 503 at once, `stop` closes the listener, lets requests in flight
 * finish and releases everything; then the process exits 0. Whatever still runs after `timeoutMs` has its
 * connections cut and the process exits 1, so a process manager never has to kill it.
 */
export function drainOnSignals(options: {
  lifecycle: Lifecycle;
  log: Logger;
  timeoutMs: number;
  server: Server;
  stop: () => Promise<void>;
}) {
  const { lifecycle, log, timeoutMs } = options;
  const drain = (signal: NodeJS.Signals) => {
    if (lifecycle.draining) return;
    lifecycle.startDraining();
    log.info({ signal, timeoutMs }, 'shutting down: finishing the requests in flight');
    const force = setTimeout(() => {
      log.error({ timeoutMs }, 'requests still running at the shutdown timeout: closing their connections');
      options.server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    options.stop().then(
      () => {
        clearTimeout(force);
        log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}
