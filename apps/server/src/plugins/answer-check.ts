import type { FastifyInstance } from 'fastify';

/** An answer a route gave that its contract does not document. */
export interface UndocumentedAnswer {
  method: string;
  route: string;
  status: number;
}

/**
 * The undocumented answers seen since the last check. Tests set `checkAnswers` (testConfig) and every
 * server test fails when one appears (test/answer-check-setup.ts), so the OpenAPI document's answers are
 * proven against what the routes really send by the whole API suite.
 */
export const undocumentedAnswers: UndocumentedAnswer[] = [];

/** Records each answer whose status is not among its route's documented answers. */
export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const documented = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!documented || request.is404) return;
    if (String(reply.statusCode) in documented) return;
    const answer = {
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      status: reply.statusCode,
    };
    undocumentedAnswers.push(answer);
    request.log.error(answer, 'answer not documented by the route contract');
  });
}
