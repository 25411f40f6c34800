/**
 * The seed and size of every property-based (fast-check) test in a run (issue 33, docs/testing.md "A
 * flaky test's seed"): one seed per test process, from FUZZ_SEED when set (a replay) or at random, so a
 * failure's report names the seed and `FUZZ_SEED=<seed> npx vitest run --project server <file>` runs
 * the same values again. FUZZ_RUNS scales the runs (CI 200; `npm run fuzz` 1,000).
 */
export const FUZZ_SEED = whole('FUZZ_SEED', Math.floor(Math.random() * 2 ** 31));
export const FUZZ_RUNS = whole('FUZZ_RUNS', 200);

/** A whole number from the environment, or the fallback; anything else stops the run with a sentence. */
function whole(name: string, fallback: number): number {
  const text = process.env[name];
  if (!text) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number (it is "${text}")`);
  return Number(text);
}

/** fast-check's options for a property with `numRuns` runs under this run's seed. */
export function propertyRuns(numRuns: number): { numRuns: number; seed: number } {
  return { numRuns, seed: FUZZ_SEED };
}

/** The line a failed property's message ends with: its seed and how to replay it. */
export function replayLine(runs: number): string {
  return `(seed ${FUZZ_SEED}, ${runs} runs: replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS})`;
}
