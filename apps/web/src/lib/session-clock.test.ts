import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSessionEnd,
  formatTimeLeft,
  noteSessionAnswer,
  type SessionTimeoutState,
  sessionEndsAt,
  watchSessionEnd,
} from './session-clock';

const MINUTE = 60_000;
const WARNING = 2 * MINUTE;
const GRACE = 5_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
});
afterEach(() => {
  forgetSessionEnd();
  vi.useRealTimers();
});

/** Watches the module's clock, recording every state and each end. */
function watch() {
  const states: SessionTimeoutState[] = [];
  const ended = vi.fn();
  const stop = watchSessionEnd({
    warningMs: WARNING,
    graceMs: GRACE,
    onChange: (s) => states.push(s),
    onEnded: ended,
  });
  const last = () => states.at(-1) ?? { warning: false, secondsLeft: 0 };
  return { states, ended, stop, last };
}

describe('the session clock', () => {
  it('takes the end from an answer header, and ignores answers without one', () => {
    noteSessionAnswer('1800');
    expect(sessionEndsAt()).toBe(Date.now() + 30 * MINUTE);
    noteSessionAnswer(null);
    noteSessionAnswer('soon');
    expect(sessionEndsAt()).toBe(Date.now() + 30 * MINUTE);
  });

  it('warns two minutes before the end, counting down each second', () => {
    noteSessionAnswer('1800');
    const w = watch();
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(w.last().warning).toBe(false);
    vi.advanceTimersByTime(1);
    expect(w.last()).toEqual({ warning: true, secondsLeft: 120 });
    vi.advanceTimersByTime(1000);
    expect(w.last()).toEqual({ warning: true, secondsLeft: 119 });
    vi.advanceTimersByTime(59_000);
    expect(w.last()).toEqual({ warning: true, secondsLeft: 60 });
    expect(w.ended).not.toHaveBeenCalled();
    w.stop();
  });

  it('closes the warning when a call (Stay signed in, any other) moves the end', () => {
    noteSessionAnswer('1800');
    const w = watch();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(w.last()).toEqual({ warning: true, secondsLeft: 60 });
    noteSessionAnswer('1800');
    expect(w.last().warning).toBe(false);
    // The next warning comes 28 minutes after that answer, not before.
    vi.advanceTimersByTime(28 * MINUTE - 1000);
    expect(w.last().warning).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(w.last().warning).toBe(true);
    w.stop();
  });

  it('reports the end once, after the grace, and again only for a later end', () => {
    noteSessionAnswer('150');
    const w = watch();
    // 150 s left: the warning is due at 30 s.
    vi.advanceTimersByTime(30_000);
    expect(w.last()).toEqual({ warning: true, secondsLeft: 120 });
    vi.advanceTimersByTime(120_000);
    expect(w.last()).toEqual({ warning: true, secondsLeft: 0 });
    vi.advanceTimersByTime(GRACE - 1);
    expect(w.ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(w.ended).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(w.ended).toHaveBeenCalledTimes(1);
    // Another tab kept the session alive: the check's answer gives a new end.
    noteSessionAnswer('10');
    vi.advanceTimersByTime(10_000 + GRACE);
    expect(w.ended).toHaveBeenCalledTimes(2);
    w.stop();
  });

  it('is quiet after the session is forgotten (signed out) and after it stops', () => {
    noteSessionAnswer('100');
    const w = watch();
    expect(w.last().warning).toBe(true);
    forgetSessionEnd();
    expect(w.last().warning).toBe(false);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(w.ended).not.toHaveBeenCalled();
    w.stop();
    noteSessionAnswer('1');
    vi.advanceTimersByTime(MINUTE);
    expect(w.ended).not.toHaveBeenCalled();
  });

  it('writes the time left as minutes and seconds', () => {
    expect(formatTimeLeft(120)).toBe('2:00');
    expect(formatTimeLeft(65)).toBe('1:05');
    expect(formatTimeLeft(0)).toBe('0:00');
  });
});
