import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';

let t: TestContext;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'ep-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
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

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
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
    expect(res.json()).toEqual({ programName: 'Scholarship Exchange' });
  });
});
