import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';

const INDEX_HTML = '<!doctype html><title>portal</title>';
const CHUNK = `export const screen = ${JSON.stringify('a screen '.repeat(200))};`;

/** Writes a file with the .br and .gz copies the web build's precompress step leaves beside it. */
function writeWithCompressedCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let t: TestContext;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'ep-web-'));
  writeWithCompressedCopies(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  writeWithCompressedCopies(join(webDist, 'assets', 'screen-abc123.js'), CHUNK);
  const logoDir = mkdtempSync(join(tmpdir(), 'ep-logos-'));
  writeFileSync(join(logoDir, '1.png'), 'png');
  t = await startTestApp({ webDist, logoDir });
});
afterAll(() => t?.close());

describe('serving the web app and the API on one origin', () => {
  it('answers browser routes with index.html so the client router can decide', async () => {
    for (const url of ['/', '/signin', '/school/schoolprofile', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('answers unknown API paths and missing logos with a JSON 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
    expect((await t.app.inject({ method: 'GET', url: '/logos/1.png' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/logos/999.png' })).statusCode).toBe(404);
  });

  it('answers a missing script chunk with a 404, never with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/screen-old-hash.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>portal</title>');
  });

  it('sends brotli or gzip as the browser accepts, and says the answer varies with it', async () => {
    const url = '/assets/screen-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const index = await t.app.inject({ method: 'GET', url: '/signin', headers: { 'accept-encoding': 'br' } });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('sends the plain file to a client that accepts no compression, still varying on it', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/screen-abc123.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(CHUNK);
    }
  });

  it('never serves a compressed copy by its own name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/screen-abc123.js.br' })).statusCode).toBe(404);
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html every time', async () => {
    for (const encoding of ['br', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const asset = await t.app.inject({ method: 'GET', url: '/assets/screen-abc123.js', headers });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/index.html', '/', '/signin', '/school/schoolprofile']) {
        const page = await t.app.inject({ method: 'GET', url, headers });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
      }
    }
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    const logo = await t.app.inject({ method: 'GET', url: '/logos/1.png' });
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const url of ['/signin', '/', '/assets/screen-abc123.js']) {
      const headers = { 'accept-encoding': 'br' };
      const get = await t.app.inject({ method: 'GET', url, headers });
      const head = await t.app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag']) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
    }
    // Over a real socket, as browsers and proxies ask: Node's HTTP server sends no body for HEAD.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/assets/screen-old-hash.js', '/api/nothing', '/logos/999.png']) {
      const head = await fetch(`${origin}${url}`, { method: 'HEAD' });
      expect(head.status, url).toBe(404);
      expect(await head.text(), url).toBe('');
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leaves the document-only security headers off hashed assets, and keeps them on pages', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/screen-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'origin-agent-cluster',
    ])
      expect(asset.headers[name], name).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/signin' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('describes the API with OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/user/updatepwd/{id}']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers the public configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ programName: 'Scholarship Exchange', programTimeZone: 'America/Chicago' });
  });
});
