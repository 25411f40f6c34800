import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MESSAGES } from '@exchange/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LOGO_DIR } from './school-logos.js';
import { loadPageRenderer, pageWithData } from './web-page-with-data.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

// A path whose last segment has an extension names a file (a script chunk, a style sheet, an image).
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/i;

/** Cache-Control values: see cacheControlFor. */
const CACHE = {
  /** Vite names every file under assets/ by its content hash: a new build means a new name. */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html names the current hashed files, so the browser must ask again on every load. */
  revalidate: 'no-cache',
  /** Files kept under one name that may still change (favicon, school logos): a day, then the ETag. */
  unhashed: 'public, max-age=86400',
} as const;

/**
 * The security headers that govern a document: what it may load, frame, open or send as referrer. A
 * hashed script or style sheet is never a document, so they are left off those files (about half a
 * kilobyte a file on a first visit, docs/decisions/platform.md); X-Content-Type-Options, HSTS and the
 * resource policy stay on every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

// The compressed copies the web build writes beside each file (apps/web/scripts/precompress.mjs). They
// are sent in place of the file when the browser accepts them, never requested by their own name.
const COMPRESSED_COPIES = ['**/*.br', '**/*.gz'];

/** Whether a missed GET or HEAD is a browser route the client router should answer. */
function isBrowserRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path.startsWith('/logos/')) return false;
  // A missing chunk (an open tab after a deploy) must 404, not get index.html served as a script.
  return !FILE_PATH.test(path);
}

/** Whether a file of the web build is a hashed asset (its path on disk, possibly a .br or .gz copy). */
function isHashedAsset(webDist: string, filePath: string): boolean {
  return filePath.startsWith(`${webDist}${sep}assets${sep}`);
}

/** The Cache-Control for a file of the web build (its path on disk, possibly a .br or .gz copy). */
function cacheControlFor(webDist: string, filePath: string): string {
  if (isHashedAsset(webDist, filePath)) return CACHE.hashed;
  // index.html and the public pages' copies of it (pages/*.html) name the current hashed files.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) return CACHE.revalidate;
  return CACHE.unhashed;
}

/** A public page's copy of index.html and the addresses it answers (public-pages.json of the build). */
interface PublicPage {
  paths: string[];
  prefixes: string[];
  html: string;
  /** GET calls the page makes at once; `{id}` is the address's last segment (absent in older builds). */
  preloads?: string[];
  /** The template the page is drawn into with its data (plugins/web-page-with-data.ts), if it is. */
  dataHtml?: string;
}

/** A record id as an address's last segment may carry it into a preload: digits only, no header tricks. */
const RECORD_ID = /^[1-9]\d{0,9}$/;

/**
 * The public pages of the build (sign-in, member-school page, school search): each has a copy of
 * index.html that holds the page drawn and names its screen's files for its boot script
 * (apps/web/src/build/public-pages-plugin.ts writes them). An older build without the list has none.
 */
function readPublicPages(webDist: string): PublicPage[] {
  const file = `${webDist}/public-pages.json`;
  if (!existsSync(file)) return [];
  const pages = JSON.parse(readFileSync(file, 'utf8')) as PublicPage[];
  return pages.filter((page) => existsSync(`${webDist}/${page.html}`));
}

/** The public page that answers a browser route, if one does (else index.html does). */
function publicPageFor(pages: PublicPage[], path: string): PublicPage | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pages.find(
    (p) => p.paths.includes(trimmed) || p.prefixes.some((prefix) => trimmed.startsWith(`${prefix}/`)),
  );
}

/** The record id a public page's address ends with, or null. */
function recordIdOf(path: string): string | null {
  const id = path.replace(/\/+$/, '').split('/').pop() ?? '';
  return RECORD_ID.test(id) ? id : null;
}

/**
 * The Link header that has the browser fetch a public page's first API calls together with its code
 * (the calls match the app's own fetches: same URL, credentials included), or null. Only a record id
 * is put into a URL; any other last segment gets no preload.
 */
function dataPreloadLink(page: PublicPage | undefined, path: string): string | null {
  const id = recordIdOf(path);
  const preloads = page?.preloads ?? [];
  if (preloads.length === 0 || (preloads.some((p) => p.includes('{id}')) && id === null)) return null;
  return preloads
    .map((p) => `<${p.replaceAll('{id}', id ?? '')}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

/**
 * Serves the built web app and school logos on the API's origin. Files go out precompressed (brotli,
 * else gzip, as the browser accepts) with a cache policy by kind: hashed assets for a year, index.html
 * revalidated every time. Unknown page GETs and HEADs get index.html so the browser router can answer
 * (including its 404 page); unknown API paths, files and logos get a 404.
 */
export async function registerWeb(app: FastifyInstance, opts: { webDist?: string; logoDir?: string }) {
  // Absolute and without a trailing slash, as the file paths cacheControlFor compares it with.
  const webDist = resolve(opts.webDist ?? DEFAULT_WEB_DIST);
  const logoDir = opts.logoDir ?? DEFAULT_LOGO_DIR;
  const hasWeb = existsSync(`${webDist}/index.html`);
  const publicPages = hasWeb ? readPublicPages(webDist) : [];
  const renderer =
    hasWeb && publicPages.some((page) => page.dataHtml) ? await loadPageRenderer(webDist, app) : null;
  const drawWithData = renderer ? pageWithData(app, webDist, renderer) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: COMPRESSED_COPIES,
      // The header is set per file below; send's own would be one max-age for every file.
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(webDist, filePath));
        // Helmet wrote its headers on the raw response when the request arrived.
        if (isHashedAsset(webDist, filePath))
          for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      },
    });
  }
  if (existsSync(logoDir)) {
    await app.register(fastifyStatic, {
      root: logoDir,
      prefix: '/logos/',
      decorateReply: !hasWeb,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('cache-control', CACHE.unhashed);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (hasWeb && isBrowserRoute(request.method, path)) {
      const page = publicPageFor(publicPages, path);
      // A member page with a record id goes out drawn with the school's data when it can be.
      const address = path.replace(/\/+$/, '');
      if (page?.dataHtml && drawWithData && recordIdOf(address) !== null) {
        if (await drawWithData(request, reply, page.dataHtml, address)) return reply;
      }
      const preload = dataPreloadLink(page, path);
      if (preload) reply.header('link', preload);
      // The root's setHeaders marks the HTML no-cache: it names the current build's files.
      return reply.sendFile(page?.html ?? 'index.html', webDist);
    }
    return reply.status(404).send({ status: 404, message: API_MESSAGES.notFound });
  });
}
