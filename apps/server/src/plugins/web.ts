import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_LOGO_DIR = fileURLToPath(new URL('../../public/logos', import.meta.url));

/**
 * Serves the built web app and school logos on the API's origin. Unknown non-API GETs get index.html
 * so the browser router can answer (including its 404 page); unknown API paths and logos get a 404.
 */
export async function registerWeb(app: FastifyInstance, opts: { webDist?: string; logoDir?: string }) {
  const webDist = opts.webDist ?? DEFAULT_WEB_DIST;
  const logoDir = opts.logoDir ?? DEFAULT_LOGO_DIR;
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  if (existsSync(logoDir)) {
    await app.register(fastifyStatic, { root: logoDir, prefix: '/logos/', decorateReply: !hasWeb });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/logos/');
    if (isPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ status: 404, message: `No route ${request.method} ${path}` });
  });
}
