import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_TAGS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { findModuleRoutes } from './module-routes.js';

const MODULES = fileURLToPath(new URL('.', import.meta.url));

describe('routes registered from the modules by tag (docs/architecture.md "Adding a feature")', () => {
  it('finds a routes.ts in every module that has routes files, and each is registered', async () => {
    const withRoutes = readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .filter((e) => readdirSync(`${MODULES}${e.name}`).some((f) => /-routes\.ts$/.test(f)))
      .map((e) => e.name);
    const declared = readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory() && readdirSync(`${MODULES}${e.name}`).includes('routes.ts'))
      .map((e) => e.name);
    expect(declared).toEqual(withRoutes);
    const plugins = (await findModuleRoutes()).map((r) => r.plugin.name);
    expect(plugins.length).toBeGreaterThanOrEqual(declared.length);
    expect(new Set(plugins).size).toBe(plugins.length);
  });

  it("serves every tag of the catalogue, and only the catalogue's tags", async () => {
    const tags = new Set((await findModuleRoutes()).map((r) => r.tag));
    expect([...tags].sort()).toEqual(API_TAGS.map((t) => t.name).sort());
  });
});
