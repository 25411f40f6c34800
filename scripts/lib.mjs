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

/** Installs npm packages when node_modules is missing or the lockfile changed since the last install. */
export function ensureInstalled() {
  const stamp = join(root, 'node_modules/.ep-install-stamp');
  const lock = existsSync(join(root, 'package-lock.json'))
    ? readFileSync(join(root, 'package-lock.json'))
    : '';
  const wanted = digest([lock]);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Installing npm packages…');
  run('npm', ['install', '--no-audit', '--no-fund']);
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
    .filter((f) => !f.endsWith('.test.ts') && existsSync(f))
    .sort();
  const wanted = digest(files.map((f) => `${f}:${statSync(f).size}:${statSync(f).mtimeMs}`));
  const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].every((f) =>
    existsSync(join(root, f)),
  );
  if (outputs && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Building…');
  run('npm', ['run', 'build']);
  writeFileSync(stamp, wanted);
}
