import { API_ENDPOINTS } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';

interface Operation {
  operationId: string;
  'x-access'?: { kind: string };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('the OpenAPI document for integrators (docs/decisions/api-layer.md)', () => {
  let ctx: TestContext;
  let doc: Document;
  let operations: Operation[];
  beforeAll(async () => {
    ctx = await startTestApp();
    doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
    operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("gives every operation its contract's access rule as data (x-access)", () => {
    const byId = new Map(operations.map((op) => [op.operationId, op['x-access']]));
    for (const endpoint of API_ENDPOINTS) expect(byId.get(endpoint.operationId)).toEqual(endpoint.access);
  });

  it('leaves at most 15 operations on a rule over a stored record', () => {
    const records = operations.filter((op) => op['x-access']?.kind === 'record');
    expect(records.length).toBeGreaterThan(0);
    expect(records.length).toBeLessThanOrEqual(15);
  });

  it('names the shapes it reuses, and at least half of the JSON answers refer to one', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['School', 'SchoolAidYear', 'ExportApplication', 'ImportRow']),
    );
    expect(names).toEqual(expect.arrayContaining(['Invoice', 'Payment', 'ExportReportPage', 'ApiError']));
    expect(names).toEqual(expect.arrayContaining(['ChangeLogTeloRow', 'SessionUser']));
    expect(names.length).toBeGreaterThanOrEqual(25);
    const answers = operations.flatMap((op) => {
      const json = op.responses['200']?.content?.['application/json'];
      return json ? [json.schema] : [];
    });
    const named = answers.filter((schema) => schema?.$ref?.startsWith('#/components/schemas/'));
    expect(named.length * 2).toBeGreaterThanOrEqual(answers.length);
  });

  it('refers every error answer to ApiError, with what the status means', () => {
    const forbidden = operations.flatMap((op) => (op.responses['403'] ? [op.responses['403']] : []));
    expect(forbidden.length).toBeGreaterThan(0);
    for (const answer of forbidden) {
      expect(answer.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    }
  });
});
