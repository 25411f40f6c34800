/**
 * The seed and size of every property-based (fast-check) test in a run (issue 33, docs/testing.md "A
 * flaky test's seed"): one seed per test process, from FUZZ_SEED when set (a replay) or at random, so a
 * failure's report names the seed and `FUZZ_SEED=<seed> npx vitest run --project server <file>` runs
 * the same values again. FUZZ_RUNS scales the runs (CI 200; `npm run fuzz` 1,000).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED || Math.floor(Math.random() * 2 ** 31));
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS || 200);

/** fast-check's options for a property with `numRuns` runs under this run's seed. */
export function propertyRuns(numRuns: number): { numRuns: number; seed: number } {
  return { numRuns, seed: FUZZ_SEED };
}

/** The line a failed property's message ends with: its seed and how to replay it. */
export function replayLine(runs: number): string {
  return `(seed ${FUZZ_SEED}, ${runs} runs: replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS})`;
}
