/**
 * Each Playwright worker drives a server of its own (its own database and mailbox, see global-setup.ts),
 * so journeys running side by side never share rows or a sign-in throttle. The slot is the worker's
 * parallel index, which Playwright sets before any test file or this module loads; the runner's own
 * process is slot 0.
 */
export const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The first server's port (E2E_PORT to run two suites side by side); slot n listens on port + n. */
export const FIRST_SERVER_PORT = Number(process.env.E2E_PORT || 3100);

/** The address of the server of a slot. */
export function serverUrl(slot: number): string {
  return `http://127.0.0.1:${FIRST_SERVER_PORT + slot}`;
}

export const SERVER_PORT = FIRST_SERVER_PORT + WORKER_SLOT;
export const BASE_URL = serverUrl(WORKER_SLOT);

/** Set by the global setup: the folder where slot n's loopback SMTP server appends to `mailbox-n.jsonl`. */
export const MAILBOX_DIR_ENV = 'E2E_MAILBOX_DIR';

/** The mailbox file of a slot inside the mailbox folder. */
export function mailboxFileName(slot: number): string {
  return `mailbox-${slot}.jsonl`;
}
