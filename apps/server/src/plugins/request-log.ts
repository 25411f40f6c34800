import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when the answer has gone (Fastify's default writes two). The query
 * string is left out: a reset link's token or an email in a filter must not reach the logs.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}
