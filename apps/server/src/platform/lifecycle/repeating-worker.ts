/**
 * A background job every server runs on a timer (the daily digest, the year-end close): the first run
 * soon after start-up, the next one `intervalMs` after the previous one ended, never two at once. A
 * failed run is logged and the timer goes on. The stop function ends the timer and waits for the run in
 * hand, which may ask `isStopped()` between its units of work to end sooner.
 */
/** What a repeating worker runs and how often. */
export interface RepeatingWorker {
  intervalMs: number;
  /** Where a failed run is told (a pino logger is one). */
  log: { error: (details: { err: unknown }, line: string) => void };
  /** The log line of a failed run. */
  failure: string;
  run: (isStopped: () => boolean) => Promise<unknown>;
  /** Delay of the first run after start-up (1 s: a day missed while no server ran is caught up at once). */
  firstDelayMs?: number;
}

/** Starts the worker; returns the function that stops it. */
export function startRepeatingWorker(worker: RepeatingWorker): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const isStopped = () => stopped;
  const tick = () => {
    if (stopped) return;
    running = worker
      .run(isStopped)
      .catch((err) => worker.log.error({ err }, worker.failure))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, worker.intervalMs);
      });
  };
  let timer = setTimeout(tick, worker.firstDelayMs ?? 1000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
