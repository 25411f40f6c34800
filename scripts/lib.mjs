// Shared steps of `npm start` and `npm test`: install what is missing, build what changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command in the repository root, inheriting the terminal; exits on failure unless told not to. */
export function run(command, args, { env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !allowFailure) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

function digest(parts) {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else out.push(path);
  }
  return out;
}

/**
 * Installs exactly what package-lock.json names (`npm ci`) when node_modules is missing or the lockfile
 * changed since the last install, so a fresh clone runs what was tested. `npm ci` fails, rather than
 * resolving anew, when the lockfile and package.json disagree. Dev dependencies are included even under
 * NODE_ENV=production: the build and the tests need them.
 */
export function ensureInstalled() {
  const stamp = join(root, 'node_modules/.ep-install-stamp');
  const lockfile = join(root, 'package-lock.json');
  if (!existsSync(lockfile)) {
    console.error('✗ package-lock.json is missing: it is committed with the code; restore it from git.');
    process.exit(1);
  }
  const wanted = digest([readFileSync(lockfile)]);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Installing npm packages (npm ci)…');
  run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund']);
  writeFileSync(stamp, wanted);
}

const BUILD_INPUTS = [
  'packages/domain',
  'apps/server/src',
  'apps/server/scripts',
  'apps/web',
  'package-lock.json',
];

/** Builds domain, server and web unless nothing they are built from changed since the last build. */
export function buildIfStale() {
  const stamp = join(root, '.build-stamp');
  const files = BUILD_INPUTS.flatMap((p) => {
    const abs = join(root, p);
    return existsSync(abs) && statSync(abs).isDirectory() ? listFiles(abs) : [abs];
  })
    // tsc -b writes its .tsbuildinfo beside the sources: an output, or every second start rebuilds.
    .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.tsbuildinfo') && existsSync(f))
    .sort();
  const wanted = digest(files.map((f) => `${f}:${statSync(f).size}:${statSync(f).mtimeMs}`));
  const outputs = [
    'apps/server/dist/main.js',
    'apps/web/dist/index.html',
    'apps/web/dist-server/page-with-data.js',
  ].every((f) => existsSync(join(root, f)));
  if (outputs && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Building…');
  run('npm', ['run', 'build']);
  writeFileSync(stamp, wanted);
}
