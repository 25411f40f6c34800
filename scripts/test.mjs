// `npm test`: on Node 24 LTS (fetched into a cache on first use, scripts/node-runtime.mjs; every stage's
// npm, npx, vitest, tsc and Playwright run on it too), install what is missing (npm packages with
// `npm ci`; Debian's chromium as root), then every test: typecheck + lint, unit tests, API tests on PGlite
// (and, when TEST_DATABASE_URL is set, the API tests and the `*.postgres.test.ts` operability tests on
// PostgreSQL), then browser journeys in headless Chromium against the built portal. Each stage prints its
// time (docs/testing.md has the budget). CI runs the unit tests and an API smoke set under Node 22 LTS as
// well (scripts/test-on-node.mjs).
import { existsSync } from 'node:fs';
import { buildIfStale, ensureInstalled, run } from './lib.mjs';
import { runOnProjectNode } from './node-runtime.mjs';
import { parallelStages, printStageTimes, stage } from './stages.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium).`);
    process.exit(1);
  }
  console.log('Installing Debian chromium…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

await runOnProjectNode();
stage('install check (npm packages, Chromium)', () => {
  ensureInstalled();
  ensureChromium();
});
// tsc checks on one core, so the unit tests run beside it (docs/testing.md: about 25 s less than one
// after the other on the 2-core CI machine).
await parallelStages([
  { name: 'typecheck and lint', command: 'npm', args: ['run', 'check'] },
  {
    name: 'unit tests (domain, web, repository)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'repo'],
  },
]);
stage('API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], {
  env: { TEST_DATABASE_URL: '' },
});
if (process.env.TEST_DATABASE_URL) {
  stage('API and operability tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server']);
}
stage('build (when stale)', buildIfStale);
stage('browser journeys in headless Chromium', 'npx', [
  'playwright',
  'test',
  '-c',
  'e2e/playwright.config.ts',
]);

printStageTimes('npm test stage times');
console.log('\n✓ all tests passed');
