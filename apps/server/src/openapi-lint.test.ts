import { fileURLToPath } from 'node:url';
import { API_ENDPOINTS, API_TAGS } from '@exchange/domain';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './test/app.js';

const CONFIG_PATH = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
// The name .redocly.lint-ignore.yaml gives the document (beside redocly.yaml), so its entries apply.
const DOCUMENT_PATH = fileURLToPath(new URL('../../../openapi.json', import.meta.url));

describe('the OpenAPI description', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('describes exactly the contracts of packages/domain (API_ENDPOINTS), each under a declared tag', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    const contracts = API_ENDPOINTS.map((e) => `${e.operationId} ${e.method} ${e.path}`);
    expect(documented.sort()).toEqual(contracts.sort());
    const tags = new Set(API_TAGS.map((t) => t.name));
    expect(API_ENDPOINTS.filter((e) => !tags.has(e.tag)).map((e) => e.operationId)).toEqual([]);
  });

  it("passes Redocly's recommended rules (redocly.yaml) with no error and no warning", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const config = await loadConfig({ configPath: CONFIG_PATH });
    const problems = await lintFromString({ source: res.body, absoluteRef: DOCUMENT_PATH, config });
    const lines = problems
      .filter((p) => !p.ignored)
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(lines).toEqual([]);
  });
});
