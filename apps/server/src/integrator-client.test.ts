import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './test/app.js';

// An integrator's tool in CI: the types openapi-typescript generates from the served document, and a
// small client written against them (apps/server/integrator-client/client.ts), must typecheck.
const CLIENT = fileURLToPath(new URL('../integrator-client/client.ts', import.meta.url));

/** The TypeScript errors of the client beside the generated types, one line each. */
function typeErrors(dir: string): string[] {
  const program = ts.createProgram([join(dir, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName.slice(dir.length + 1)}:${d.start ?? 0}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('an integrator generating a client from the OpenAPI document', () => {
  let ctx: TestContext;
  let dir: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    dir = mkdtempSync(join(tmpdir(), 'integrator-'));
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets named types and a client (sign in, exports, an import status, an invoice) that typechecks', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const types = astToString(await openapiTS(res.body));
    for (const shape of ['SessionUser', 'ExportApplication', 'ImportRow', 'InvoiceDetail', 'ApiError']) {
      expect(types).toContain(`    ${shape}: {`);
    }
    writeFileSync(join(dir, 'openapi.ts'), types);
    copyFileSync(CLIENT, join(dir, 'client.ts'));
    expect(typeErrors(dir)).toEqual([]);
  });
});
