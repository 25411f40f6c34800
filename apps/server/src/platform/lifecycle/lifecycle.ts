import type { FastifyInstance } from 'fastify';

/** Whether this server takes work or is draining towards its exit (SIGTERM, SIGINT). */
export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/**
 * While draining, every answer says `Connection: close`, so each keep-alive connection closes after the
 * request it carries instead of holding the process open; requests already in flight still finish.
 */
export function registerDrain(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
}
