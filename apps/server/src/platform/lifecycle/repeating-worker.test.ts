import { describe, expect, it } from 'vitest';
import { startRepeatingWorker } from './repeating-worker.js';

const silent = { error: () => {} };

describe('a repeating worker', () => {
  it('runs again after each run, one at a time, and goes on after a failed run', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    let third!: () => void;
    const reachedThird = new Promise<void>((r) => {
      third = r;
    });
    const errors: string[] = [];
    const stop = startRepeatingWorker({
      intervalMs: 1,
      firstDelayMs: 0,
      log: { error: (_: unknown, line: string) => errors.push(line) },
      failure: 'run failed',
      run: async () => {
        active++;
        most = Math.max(most, active);
        runs++;
        await Promise.resolve();
        active--;
        if (runs === 3) third();
        if (runs === 1) throw new Error('first run fails');
      },
    });
    await reachedThird;
    await stop();
    expect(most).toBe(1);
    expect(errors[0]).toBe('run failed');
  });

  it('tells the run in hand that the server stops, and waits for it', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    let sawStop = false;
    const stop = startRepeatingWorker({
      intervalMs: 60_000,
      firstDelayMs: 0,
      log: silent,
      failure: 'run failed',
      run: async (isStopped) => {
        started();
        while (!isStopped()) await new Promise((r) => setImmediate(r));
        sawStop = true;
      },
    });
    await running;
    await stop();
    expect(sawStop).toBe(true);
  });
});
