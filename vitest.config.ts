import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// 'source' makes workspace packages resolve to their TypeScript sources, so tests need no build.
const conditions = ['source', ...defaultServerConditions];
// Vitest passes the SSR conditions to Node as --conditions for the test workers, where 'module' (a
// bundler's condition, which Node in production leaves out) makes prom-client's
// require('@opentelemetry/api') load that package's bundler build, which Node cannot run.
const nodeConditions = conditions.filter((c) => c !== 'module');

// The operability tests (`*.postgres.test.ts`: real server processes, a TCP proxy, advisory locks) need a
// PostgreSQL server; they run whenever TEST_DATABASE_URL names one.
const postgresOnly = process.env.TEST_DATABASE_URL ? [] : ['apps/server/src/**/*.postgres.test.ts'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions: nodeConditions } },
  // The environment Vitest runs global setup files in (the server project's database templates).
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
    // Two keep both cores busy: PGlite runs inside the worker, so a file is CPU-bound.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS || 2),
    projects: [
      {
        extends: true,
        // Pure code: files share one module graph per worker (import time was 49 s of the stage's 43 s
        // wall time across the two workers, the tests themselves 5 s; docs/testing.md).
        test: { name: 'domain', isolate: false, include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        extends: true,
        // Isolated: its tests mock modules (vi.mock) and keep module-level stores (toasts, row edits).
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Files share modules within a worker (each still has its own app and database): importing the
          // server once per worker instead of once per file halves the suite (docs/testing.md).
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...postgresOnly],
          // Migrates and seeds once per run; each file copies the result (test/database.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/answer-check-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Whole-repository checks: the architecture boundaries (scripts/boundaries).
        test: { name: 'repo', include: ['scripts/**/*.test.ts'] },
      },
    ],
  },
});
