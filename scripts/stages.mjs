// Stage timing for `npm test` and CI: each stage prints its time when it ends, and the whole list is
// printed again at the end (also when a stage fails), so growth shows where it happens (docs/testing.md).
// With STAGE_TIMES_FILE set (.ci/run), each stage is also appended to that file as `name<TAB>seconds`.
import { appendFileSync } from 'node:fs';
import { run } from './lib.mjs';

const times = [];

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`.padStart(7);
}

/** Prints every stage's time so far, and the total. */
export function printStageTimes(title) {
  if (times.length === 0) return;
  console.log(`\n⏱ ${title}`);
  for (const [name, ms, ok] of times) console.log(`  ${ok ? ' ' : '✗'} ${name.padEnd(40)}${seconds(ms)}`);
  console.log(`    ${'total'.padEnd(40)}${seconds(times.reduce((sum, [, ms]) => sum + ms, 0))}`);
}

/** Runs one timed stage: a command (exits on failure, after printing the times) or a function. */
export function stage(name, command, args = [], options = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  let status = 0;
  if (typeof command === 'function') command();
  else status = run(command, args, { ...options, allowFailure: true });
  const elapsed = Date.now() - started;
  times.push([name, elapsed, status === 0]);
  if (process.env.STAGE_TIMES_FILE) {
    appendFileSync(
      process.env.STAGE_TIMES_FILE,
      `${name}\t${Math.round(elapsed / 1000)}${status === 0 ? '' : '\tfailed'}\n`,
    );
  }
  console.log(`⏱ ${name}: ${seconds(elapsed).trim()}`);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status})`);
    printStageTimes('stage times');
    process.exit(status);
  }
}
