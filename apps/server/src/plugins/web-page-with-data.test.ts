import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/shared-limits.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { fillTemplate, jsonForScript } from './web-page-with-data.js';

// The member page drawn with its data (plugins/web-page-with-data.ts). The web build's compiled page
// (dist-server/page-with-data.js) is stood in for by a module that reads the school through the
// server's answer function and draws its name; apps/web/src/build/page-with-data.test.tsx draws the
// real page, e2e/member-schools.spec.ts the whole way in a browser.
const STATIC_COPY = '<!doctype html><title>copy</title><div id="root"></div>';
const TEMPLATE =
  '<!doctype html><head><title>drawn</title>\n    <!--page-head-->\n  </head><div id="root"><!--page-markup--></div>';
const RENDERER = `
export async function renderPageWithData(address, read) {
  const id = address.split('/').pop();
  if (id === '777') return null;
  if (id === '666') throw new Error('the render failed');
  const school = await read('/api/schoolsearch/school/' + id);
  if (school.status !== 200) return null;
  const other = await read('/api/user/1');
  const around = await read('/api/schoolsearch/../user/1');
  const elsewhere = await read('//example.org/api/schoolsearch');
  const { schoolName } = JSON.parse(school.body);
  return {
    html: '<h1>' + schoolName + '</h1><p>other calls: ' + [other, around, elsewhere].map((a) => a.status) + '</p>',
    styles: '<style data-emotion="css x">h1{}</style>',
    state: { schoolName, tricky: '</script><script>alert(1)</script>\\u2028' },
  };
}
`;
const PAGES = [
  {
    name: 'member-school',
    paths: [],
    prefixes: ['/memberschools/info'],
    html: 'pages/member-school.html',
    preloads: ['/api/schoolsearch/school/{id}'],
    dataHtml: 'pages/member-school.data.html',
  },
];

let t: TestContext;
let schoolId: number;
let schoolName: string;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'ep-page-with-data-'));
  const webDist = join(root, 'dist');
  mkdirSync(join(webDist, 'pages'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>index</title>');
  writeFileSync(join(webDist, 'pages', 'member-school.html'), STATIC_COPY);
  writeFileSync(join(webDist, 'pages', 'member-school.data.html'), TEMPLATE);
  writeFileSync(join(webDist, 'public-pages.json'), JSON.stringify(PAGES));
  writeFileSync(join(root, 'dist-server', 'page-with-data.js'), RENDERER);
  t = await startTestApp({ webDist });
  const list = await t.app.inject({ method: 'GET', url: '/api/schoolsearch' });
  const [first] = list.json() as { id: number; schoolName: string }[];
  ({ id: schoolId, schoolName } = first!);
});
afterAll(() => t?.close());

describe("a member page's address, drawn with the school's data", () => {
  it('fills the template with the markup, the styles and the data the page read, never kept stale', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/memberschools/info/${schoolId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // The page reads only the public member-school calls: any other path is refused before the server.
    expect(res.body).toContain(`<div id="root"><h1>${schoolName}</h1><p>other calls: 403,403,403</p></div>`);
    expect(res.body).toContain('<style data-emotion="css x">h1{}</style>');
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(data!)).toEqual({ schoolName, tricky: '</script><script>alert(1)</script>\u2028' });
    // Nothing in the data can end the element or start another.
    expect(data).not.toMatch(/<|\u2028/);
    expect(res.headers.link).toBeUndefined();
  });

  it("counts the page's calls against the visitor's own allowance of public reads", async () => {
    const visitor = '203.0.113.71';
    await t.app.inject({ method: 'GET', url: `/memberschools/info/${schoolId}`, remoteAddress: visitor });
    const rows = await t.database.db
      .select({ bucket: rateLimitCounters.bucket, hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.address, visitor));
    expect(rows).toEqual([{ bucket: 'GET /api/schoolsearch/school/:id', hits: 1 }]);
  });

  it('goes out compressed as the browser accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: `/memberschools/info/${schoolId}` });
    const res = await t.app.inject({
      method: 'GET',
      url: `/memberschools/info/${schoolId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the prerendered copy when the page cannot be drawn: no school, no data, a failed render, HEAD', async () => {
    for (const url of ['/memberschools/info/999999', '/memberschools/info/777', '/memberschools/info/666']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(STATIC_COPY);
      expect(res.headers.link, url).toMatch(/^<\/api\/schoolsearch\/school\/\d+>; rel=preload/);
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/memberschools/info/${schoolId}` });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(STATIC_COPY));
    // Not a record id: the copy, and no call made.
    expect((await t.app.inject({ method: 'GET', url: '/memberschools/info/abc' })).body).toBe(STATIC_COPY);
  });
});

describe('the data inside the page', () => {
  it('escapes what could end the script element', () => {
    expect(jsonForScript({ a: '</script><!--', b: '\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script>\\u003c!--","b":"\\u2028\\u2029"}',
    );
  });

  it('fills each mark once, whatever the drawn text holds', () => {
    const page = fillTemplate('<head><!--page-head--></head><div id="root"><!--page-markup--></div>', {
      html: '<p>$& <!--page-head--></p>',
      styles: '<style>$1</style>',
      state: 1,
    });
    expect(page).toBe(
      '<head><style>$1</style>\n    <script type="application/json" id="page-data">1</script></head>' +
        '<div id="root"><p>$& <!--page-head--></p></div>',
    );
  });
});
