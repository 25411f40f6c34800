// `npm test`: install what is missing (npm packages with `npm ci`; Debian's chromium as root), then every
// test: typecheck + lint, unit and API tests on PGlite (and, when TEST_DATABASE_URL is set, the API tests
// and the `*.postgres.test.ts` operability tests on PostgreSQL), then browser journeys in headless
// Chromium against the built portal. CI runs the unit and API tests under Node 22 and 24 as well
// (scripts/test-on-node.mjs).
import { existsSync } from 'node:fs';
import { buildIfStale, ensureInstalled, run } from './lib.mjs';

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

ensureInstalled();
ensureChromium();

console.log('\n▶ typecheck and lint');
run('npm', ['run', 'check']);

console.log('\n▶ unit and API tests on PGlite');
run('npx', ['vitest', 'run'], { env: { TEST_DATABASE_URL: '' } });

if (process.env.TEST_DATABASE_URL) {
  console.log('\n▶ API and operability tests on PostgreSQL');
  run('npx', ['vitest', 'run', '--project', 'server']);
}

console.log('\n▶ browser journeys in headless Chromium');
buildIfStale();
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);

console.log('\n✓ all tests passed');
