// The root package.json's `engines` says what really runs (issue 33): Node 24 LTS for everything and
// Node 22 LTS for CI's smoke run, the versions pinned in scripts/node-runtime.mjs. Every installed package
// must accept the lowest version of each major it names, or the install would warn (npm checks `engines`
// the same way) and the package may use what that Node lacks.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { NODE_RUNTIME, NODE_SMOKE } from './node-runtime.mjs';

const root = join(import.meta.dirname, '..');

interface PackageJson {
  name?: string;
  version?: string;
  engines?: { node?: unknown };
  workspaces?: string[];
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

const rootPackage = readPackage(root);
const supported = String(rootPackage.engines?.node ?? '');

/** The lowest version of each alternative of a range: `^22.12.0 || ^24.0.0` → 22.12.0 and 24.0.0. */
function floors(range: string): string[] {
  return range.split('||').map((part) => semver.minVersion(part.trim())?.version ?? `unreadable ${part}`);
}

/** Every package folder installed under `dir`/node_modules, nested ones included; workspace links skipped. */
function installedPackages(dir: string, found: string[] = []): string[] {
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) return found;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(join(modules, entry)).map((scoped) => join(entry, scoped))
      : [entry];
    for (const name of names) {
      const path = join(modules, name);
      if (lstatSync(path).isSymbolicLink() || !existsSync(join(path, 'package.json'))) continue;
      found.push(path);
      installedPackages(path, found);
    }
  }
  return found;
}

describe('Node versions in engines (issue 33)', () => {
  it('accepts the pinned Node 24 and Node 22 and no longer Node 20', () => {
    expect(semver.validRange(supported), `engines.node "${supported}"`).toBeTruthy();
    expect(semver.satisfies(NODE_RUNTIME, supported)).toBe(true);
    expect(semver.satisfies(NODE_SMOKE, supported)).toBe(true);
    expect(semver.satisfies('20.20.2', supported)).toBe(false);
    expect(floors(supported).map((v) => semver.major(v))).toEqual([22, 24]);
  });

  it('is stated the same by every workspace that states it', () => {
    const differing = (rootPackage.workspaces ?? [])
      .map((workspace) => ({ workspace, node: readPackage(join(root, workspace)).engines?.node }))
      .filter(({ node }) => node !== undefined && node !== supported);
    expect(differing).toEqual([]);
  });

  it('is accepted by every installed package at the lowest supported version of each major', () => {
    const packages = installedPackages(root);
    expect(packages.length).toBeGreaterThan(100);
    const refusing: string[] = [];
    for (const dir of packages) {
      const { name, version, engines } = readPackage(dir);
      if (typeof engines?.node !== 'string') continue;
      const range = engines.node;
      // As npm checks it at install: a range it cannot read refuses every version.
      const refused = floors(supported).filter(
        (v) => !semver.satisfies(v, range, { includePrerelease: true }),
      );
      if (refused.length > 0) {
        refusing.push(
          `${relative(root, dir)} (${name}@${version}) needs "${range}": refuses ${refused.join(', ')}`,
        );
      }
    }
    expect(refusing).toEqual([]);
  });
});
