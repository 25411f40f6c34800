import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSource, RULE_SCOPES, type RuleId, type Violation } from './boundary-rules.js';

/** The source trees the rules look at; everything else (domain, e2e, bench, scripts) is out of scope. */
const SOURCE_ROOTS = ['apps/server/src', 'apps/web/src'];

/** Repo-relative paths of every TypeScript source under the scanned roots. */
export function listSourceFiles(repoRoot: string): string[] {
  return SOURCE_ROOTS.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .map((entry) => `${dir}/${entry.split('\\').join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.includes('/node_modules/')),
  ).sort();
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
  const violations = files.flatMap((file) => checkSource(file, readFileSync(join(repoRoot, file), 'utf8')));
  return { violations, filesPerRule };
}
