// Stage timing for `npm test` and CI: each stage prints its time when it ends, and the whole list is
// printed again at the end (also when a stage fails), so growth shows where it happens (docs/testing.md).
// With STAGE_TIMES_FILE set (.ci/run), each stage is also appended to that file as `name<TAB>seconds`.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { root, run } from './lib.mjs';

const times = [];
// The whole run's wall time: stages that ran at the same time would be counted twice in a sum.
const runStarted = Date.now();

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`.padStart(7);
}

/** Prints every stage's time so far, and the total. */
export function printStageTimes(title) {
  if (times.length === 0) return;
  console.log(`\n⏱ ${title}`);
  for (const [name, ms, ok] of times) console.log(`  ${ok ? ' ' : '✗'} ${name.padEnd(40)}${seconds(ms)}`);
  console.log(`    ${'total (wall time)'.padEnd(40)}${seconds(Date.now() - runStarted)}`);
}

/** Records a stage's time (and, under CI, appends it to STAGE_TIMES_FILE). */
function record(name, elapsed, status) {
  times.push([name, elapsed, status === 0]);
  if (process.env.STAGE_TIMES_FILE) {
    appendFileSync(
      process.env.STAGE_TIMES_FILE,
      `${name}\t${Math.round(elapsed / 1000)}${status === 0 ? '' : '\tfailed'}\n`,
    );
  }
  console.log(`⏱ ${name}: ${seconds(elapsed).trim()}`);
}

/** Ends the run after a failed stage, printing the times so far. */
function failIf(name, status) {
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status})`);
    printStageTimes('stage times');
    process.exit(status);
  }
}

/** Runs one timed stage: a command (exits on failure, after printing the times) or a function. */
export function stage(name, command, args = [], options = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  let status = 0;
  if (typeof command === 'function') command();
  else status = run(command, args, { ...options, allowFailure: true });
  record(name, Date.now() - started, status);
  failIf(name, status);
}

/**
 * Runs timed stages at the same time, each a command whose output is held and printed whole when it
 * ends (so the two logs do not interleave); exits after all have ended if any failed. For stages that
 * leave a core idle: tsc checks on one core while the unit tests' two workers share the other.
 */
export async function parallelStages(stages) {
  console.log(`\n▶ at the same time: ${stages.map((s) => s.name).join(' | ')}`);
  const results = await Promise.all(
    stages.map(
      ({ name, command, args = [] }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            env: process.env,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          const end = (status) => {
            const elapsed = Date.now() - started;
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            record(name, elapsed, status);
            resolve([name, status]);
          };
          child.on('error', (err) => {
            output.push(Buffer.from(`${err.message}\n`));
            end(1);
          });
          child.on('close', (code) => end(code ?? 1));
        }),
    ),
  );
  for (const [name, status] of results) failIf(name, status);
}
