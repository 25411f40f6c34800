// `npm run fuzz`: the malformed-body fuzz test with 1,000 bodies per write operation (CI runs 200).
// A node script rather than `FUZZ_RUNS=1000 vitest …` so the variable is set the same way on every
// shell, Windows included, without cross-env. Extra arguments go to vitest (e.g. -t "POST /api/schools").
import { spawnSync } from 'node:child_process';

const args = [
  'vitest',
  'run',
  '--project',
  'server',
  'apps/server/src/security/malformed-bodies.test.ts',
  ...process.argv.slice(2),
];
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS || '1000' },
});
process.exit(result.status ?? 1);
