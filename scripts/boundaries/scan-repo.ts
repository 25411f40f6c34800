import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSources, RULE_SCOPES, type RuleId, type Violation } from './boundary-rules.js';

/** The source trees the rules look at; everything else (e2e, bench, scripts) is out of scope. */
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];

/** Repo-relative paths of every TypeScript source under the scanned roots. */
export function listSourceFiles(repoRoot: string): string[] {
  return SOURCE_ROOTS.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .map((entry) => `${dir}/${entry.split('\\').join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('/node_modules/')),
  ).sort();
}

/**
 * Files outside the scanned trees that import scanned ones: the apps' build configs, the benchmark, the
 * browser tests and the scripts (their imports tell a file the build uses from a test fixture).
 */
function listImporterFiles(repoRoot: string): string[] {
  const configs = ['apps/server', 'apps/web'].flatMap((dir) =>
    readdirSync(join(repoRoot, dir))
      .filter((f) => /\.[mc]?tsx?$/.test(f))
      .map((f) => `${dir}/${f}`),
  );
  const trees = ['bench', 'e2e', 'scripts'].flatMap((dir) =>
    existsSync(join(repoRoot, dir))
      ? readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
          .map((entry) => `${dir}/${entry.split('\\').join('/')}`)
          .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.includes('node_modules/'))
      : [],
  );
  return [...configs, ...trees];
}

/** All violations in the repository, and how many files each rule looked at. */
export function scanRepo(repoRoot: string): {
  violations: Violation[];
  filesPerRule: Record<RuleId, number>;
} {
  const files = listSourceFiles(repoRoot);
  const filesPerRule = Object.fromEntries(
    Object.entries(RULE_SCOPES).map(([rule, inScope]) => [rule, files.filter(inScope).length]),
  ) as Record<RuleId, number>;
  const texts = new Map(files.map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')] as const));
  const importers = new Map(
    listImporterFiles(repoRoot).map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')] as const),
  );
  return { violations: checkSources(texts, importers), filesPerRule };
}
