import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// The member page drawn with its data (docs/decisions/public-pages.md "The member page is drawn with its
// data"): the web build compiles the app for Node (apps/web/src/build/page-with-data.tsx, into
// dist-server/ beside dist/) and writes a template of the page's HTML; this module answers the page's
// address with the template filled in. The page's own calls are answered by this server's routes, as
// if the visitor had made them (their address, so they count against the visitor's allowance of public
// reads): the browser then has the answers and makes none of them.

/** Where the page's styles and data, and its markup, go in the template (public-pages-plugin.ts). */
const PAGE_HEAD = '<!--page-head-->';
const PAGE_MARKUP = '<!--page-markup-->';
/** The element the browser reads the answers from (apps/web/src/lib/query-client.ts). */
const PAGE_DATA_ID = 'page-data';
/** The only calls a drawn page may make: the public member-school calls, which need no session. */
const PUBLIC_CALLS = /^\/api\/schoolsearch(\/|$)/;

/** What the compiled module exports (apps/web/src/build/page-with-data.tsx). */
export interface PageRenderer {
  renderPageWithData(
    address: string,
    read: (path: string) => Promise<{ status: number; body: string }>,
  ): Promise<{ html: string; styles: string; state: unknown } | null>;
}

/** How long one of the page's calls may take before the page goes out as its copy instead. */
const CALL_TIME_LIMIT_MS = 3_000;

/**
 * The compiled module beside a web build, if that build has one and it loads (a module that does not
 * load leaves every page to its prerendered copy, as a build without it does).
 */
export async function loadPageRenderer(webDist: string, app: FastifyInstance): Promise<PageRenderer | null> {
  const file = resolve(webDist, '../dist-server/page-with-data.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (err) {
    app.log.warn({ err, file }, 'the member page will not be drawn with its data: its module does not load');
    return null;
  }
}

/**
 * JSON inside a <script> element: `<` escaped (no `</script>` or `<!--` can end or bend the element)
 * and the two line separators JavaScript once refused in strings.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The template with the page's styles, data and markup in place. */
export function fillTemplate(
  template: string,
  drawn: { html: string; styles: string; state: unknown },
): string {
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(drawn.state)}</script>`;
  return template
    .replace(PAGE_HEAD, () => `${drawn.styles}\n    ${data}`)
    .replace(PAGE_MARKUP, () => drawn.html);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Sends HTML compressed as the browser accepts (brotli, else gzip), as the build's files go out. */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

/** Draws pages with their data for one web build: `answer` sends one, or says it could not. */
export function pageWithData(app: FastifyInstance, webDist: string, renderer: PageRenderer) {
  const templates = new Map<string, string>();

  /**
   * One of the page's calls, answered by this server's route as the visitor's own request: only the
   * public calls (checked on the path as the route will read it, dot segments resolved), and within
   * CALL_TIME_LIMIT_MS (the draws wait for each other: one stuck call must not hold them all).
   */
  const readFor = (request: FastifyRequest) => async (path: string) => {
    const url = new URL(path, 'http://page.invalid');
    if (url.origin !== 'http://page.invalid' || !PUBLIC_CALLS.test(url.pathname))
      return { status: 403, body: '' };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<{ status: number; body: string }>((done) => {
      timer = setTimeout(() => done({ status: 504, body: '' }), CALL_TIME_LIMIT_MS);
    });
    const answered = app
      .inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        remoteAddress: request.ip,
        headers: { accept: 'application/json' },
      })
      .then((res) => ({ status: res.statusCode, body: res.body }));
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** True when the page went out drawn with its data; false when the caller should send the copy. */
  return async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    templateFile: string,
    address: string,
  ): Promise<boolean> {
    if (request.method !== 'GET') return false;
    let template = templates.get(templateFile);
    if (template === undefined) {
      const file = resolve(webDist, templateFile);
      if (!existsSync(file)) return false;
      template = readFileSync(file, 'utf8');
      templates.set(templateFile, template);
    }
    try {
      const drawn = await renderer.renderPageWithData(address, readFor(request));
      if (!drawn) return false;
      await sendHtml(request, reply, fillTemplate(template, drawn));
      return true;
    } catch (err) {
      // The prerendered copy still shows the page: the browser draws the data itself.
      request.log.warn({ err, address }, 'the page could not be drawn with its data');
      return false;
    }
  };
}
