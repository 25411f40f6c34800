import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';

// Issue 24: the web build writes a copy of index.html per public page that names the page's files
// (apps/web/src/build/public-pages-plugin.ts) and lists them in public-pages.json.
const INDEX_HTML = '<!doctype html><title>portal</title>';
const SIGN_IN_HTML =
  '<!doctype html><title>portal</title><link rel="modulepreload" href="/assets/signin.js">';
const MEMBER_HTML = '<!doctype html><title>portal</title><link rel="modulepreload" href="/assets/member.js">';
const PUBLIC_PAGES = [
  { name: 'signin', paths: ['/signin', '/applicantsignin'], prefixes: [], html: 'pages/signin.html' },
  {
    name: 'member-school',
    paths: ['/memberschools/info'],
    prefixes: ['/memberschools/info'],
    html: 'pages/member-school.html',
    preloads: ['/api/schoolsearch/school/{id}', '/api/schoolsearch/school/{id}/aidyear'],
  },
  // Listed but not written (a damaged build): its addresses get index.html.
  { name: 'school-search', paths: ['/schoolsearch'], prefixes: [], html: 'pages/school-search.html' },
];

let t: TestContext;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'ep-web-pages-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDist, 'pages'));
  writeFileSync(join(webDist, 'pages', 'signin.html'), SIGN_IN_HTML);
  writeFileSync(join(webDist, 'pages', 'member-school.html'), MEMBER_HTML);
  writeFileSync(join(webDist, 'public-pages.json'), JSON.stringify(PUBLIC_PAGES));
  t = await startTestApp({ webDist });
});
afterAll(() => t?.close());

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body, cacheControl: res.headers['cache-control'] };
}

describe("a public page's own copy of index.html", () => {
  it('answers the sign-in addresses with the copy that preloads the sign-in files, never kept stale', async () => {
    for (const url of ['/signin', '/applicantsignin', '/signin/', '/signin?next=%2F']) {
      expect(await page(url), url).toEqual({ status: 200, body: SIGN_IN_HTML, cacheControl: 'no-cache' });
    }
  });

  it('answers a member-school page, with or without a school id, with its copy', async () => {
    for (const url of ['/memberschools/info', '/memberschools/info/12', '/memberschools/info/abc']) {
      expect((await page(url)).body, url).toBe(MEMBER_HTML);
    }
  });

  it("has the browser fetch a member page's first calls with its code, for a record id only", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/memberschools/info/12' });
    expect(res.headers.link).toBe(
      '</api/schoolsearch/school/12>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</api/schoolsearch/school/12/aidyear>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    for (const url of [
      '/memberschools/info',
      '/memberschools/info/abc',
      '/memberschools/info/0',
      '/memberschools/info/12345678901',
      '/memberschools/info/12%3E%3B%20rel%3Dpreload',
      '/signin',
      '/',
    ]) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(200);
      expect(other.headers.link, url).toBeUndefined();
    }
  });

  it('answers every other address, and a listed page whose copy is missing, with index.html', async () => {
    for (const url of ['/', '/memberschools/infox', '/signinx', '/schoolsearch', '/school/schoolprofile']) {
      expect(await page(url), url).toEqual({ status: 200, body: INDEX_HTML, cacheControl: 'no-cache' });
    }
  });

  it('keeps a HEAD of a public page like its GET', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/signin' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(SIGN_IN_HTML));
  });
});
