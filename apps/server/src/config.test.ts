import { describe, expect, it } from 'vitest';
import { loadConfig, programToday } from './config.js';

describe('CLOCK_START (the journeys calendar clock)', () => {
  it('starts the calendar at the instant given and lets it run on', () => {
    const config = loadConfig({ CLOCK_START: '2027-08-15T12:00:00-05:00', LOG_LEVEL: 'silent' });
    const first = config.now?.().getTime() ?? 0;
    expect(Math.abs(first - Date.parse('2027-08-15T17:00:00Z'))).toBeLessThan(5_000);
    expect(programToday(config)).toBe('2027-08-15');
  });

  it('leaves the system clock alone when unset', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent' }).now).toBeUndefined();
  });

  it('is refused in production and when it is not an instant', () => {
    expect(() => loadConfig({ CLOCK_START: '2027-08-15T12:00:00Z', NODE_ENV: 'production' })).toThrow(
      /refused when NODE_ENV is production/,
    );
    expect(() => loadConfig({ CLOCK_START: '15 August' })).toThrow();
  });
});
