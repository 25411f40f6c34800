import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_MESSAGES } from '@exchange/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_LOGO_DIR = fileURLToPath(new URL('../../public/logos', import.meta.url));

// A path whose last segment has an extension names a file (a script chunk, a style sheet, an image).
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/** Whether a missed GET is a browser route the client router should answer. */
function isBrowserRoute(method: string, path: string): boolean {
  if (method !== 'GET') return false;
  if (path.startsWith('/api/') || path.startsWith('/logos/')) return false;
  // A missing chunk (an open tab after a deploy) must 404, not get index.html served as a script.
  return !FILE_PATH.test(path);
}

/**
 * Serves the built web app and school logos on the API's origin. Unknown page GETs get index.html
 * so the browser router can answer (including its 404 page); unknown API paths, files and logos get a
 * 404.
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
    if (hasWeb && isBrowserRoute(request.method, path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ status: 404, message: API_MESSAGES.notFound });
  });
}
