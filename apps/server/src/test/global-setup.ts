import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPostgresTemplates, makePgliteTemplates, makePostgresTemplates } from './database-templates.js';

/**
 * Vitest global setup of the server project: migrates and seeds the test database ONCE per run, so that
 * each test file copies a ready database (docs/testing.md) instead of migrating and seeding its own.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templates = await makePostgresTemplates(serverUrl);
    project.provide('databaseTemplates', templates);
    return () => dropPostgresTemplates(serverUrl, templates);
  }
  const dir = await mkdtemp(join(tmpdir(), 'exchange-test-db-'));
  project.provide('databaseTemplates', await makePgliteTemplates(dir));
  return () => rm(dir, { recursive: true, force: true });
}
