/**
 * When this tab's session ends, as the server last said (SESSION_EXPIRES_IN_HEADER on every answer to
 * a signed-in caller, lib/api.ts), so the browser can warn before it does (WCAG 2.2.1). Kept outside
 * React: the API client writes it, the session-timeout dialog reads it.
 */

let endsAt: number | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Takes an answer's header: the session ends `header` seconds after `receivedAt` (the browser's clock,
 * so the two clocks need not agree). An answer without the header (no session) changes nothing.
 */
export function noteSessionAnswer(header: string | null, receivedAt = Date.now()): void {
  if (header === null || header.trim() === '') return;
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return;
  endsAt = receivedAt + seconds * 1000;
  notify();
}

/** When the session ends (epoch ms), or null when no answer has said so since the last sign-out. */
export function sessionEndsAt(): number | null {
  return endsAt;
}

/** Forgets the end (the session is over). */
export function forgetSessionEnd(): void {
  if (endsAt === null) return;
  endsAt = null;
  notify();
}

/** Calls `listener` whenever the end changes; returns the unsubscribe function. */
export function subscribeSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the session-timeout dialog shows. */
export interface SessionTimeoutState {
  /** The warning is due: the session ends within the warning time. */
  warning: boolean;
  /** Whole seconds left, rounded up (the warning counts 2:00, 1:59 … 0:01, 0:00). */
  secondsLeft: number;
}

export interface WatchOptions {
  /** How long before the end the warning shows (ms). */
  warningMs: number;
  /**
   * How long after the end `onEnded` is called (ms): the browser's end is never earlier than the
   * server's, but a margin keeps the check that follows from reaching a session that is just alive.
   */
  graceMs: number;
  /** The state changed (each second while warning). */
  onChange(state: SessionTimeoutState): void;
  /** The end (plus the grace) passed without a newer answer: once per end. */
  onEnded(): void;
  /** The clock (tests pass a fake one; Date.now otherwise). */
  now?(): number;
  /** The end and its changes: the module's own by default. */
  getEndsAt?(): number | null;
  subscribe?(listener: () => void): () => void;
}

const QUIET: SessionTimeoutState = { warning: false, secondsLeft: 0 };

/** The dialog's state at `now` for a session ending at `end`. */
export function timeoutState(end: number | null, now: number, warningMs: number): SessionTimeoutState {
  if (end === null || end - now > warningMs) return QUIET;
  return { warning: true, secondsLeft: Math.max(0, Math.ceil((end - now) / 1000)) };
}

/** Milliseconds until the state next changes, or until the end's check is due. */
export function nextChangeIn(end: number, now: number, warningMs: number, graceMs: number): number {
  const left = end - now;
  if (left > warningMs) return left - warningMs;
  if (left > 0) return left % 1000 || 1000;
  return Math.max(0, left + graceMs);
}

/**
 * Watches the session's end: tells `onChange` when the warning starts, each second of it and when a
 * newer answer ends it, and `onEnded` once the end has passed. Timers are re-armed from the clock each
 * time (a sleeping laptop or a throttled background tab wakes to the right state). Returns the stop.
 */
export function watchSessionEnd(options: WatchOptions): () => void {
  const now = options.now ?? Date.now;
  const getEndsAt = options.getEndsAt ?? sessionEndsAt;
  const subscribe = options.subscribe ?? subscribeSessionEnd;
  const { warningMs, graceMs } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: SessionTimeoutState = QUIET;
  let endedFor: number | null = null;

  function check() {
    clearTimeout(timer);
    timer = undefined;
    const end = getEndsAt();
    const at = now();
    const state = timeoutState(end, at, warningMs);
    if (state.warning !== last.warning || state.secondsLeft !== last.secondsLeft) {
      last = state;
      options.onChange(state);
    }
    if (end === null) return;
    if (at >= end + graceMs) {
      if (endedFor !== end) {
        endedFor = end;
        options.onEnded();
      }
      return;
    }
    timer = setTimeout(check, nextChangeIn(end, at, warningMs, graceMs));
  }

  const unsubscribe = subscribe(check);
  // A tab coming back to the front checks at once rather than when its throttled timer fires.
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  check();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
}

/** "1:05": minutes and seconds, as the warning counts down. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
