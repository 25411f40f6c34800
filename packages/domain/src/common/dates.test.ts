import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRAM_TIME_ZONE,
  formatProgramDateTime,
  formatUsDate,
  isIsoDate,
  isTimeZone,
  programWallClock,
  toProgramDay,
  toWallClock,
  zonedFormatter,
} from './dates.js';

describe('isIsoDate', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(isIsoDate('02/01/2024')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('formatUsDate', () => {
  it('writes a day or an instant as MM/DD/YYYY, nothing for none, and leaves other text alone', () => {
    expect(formatUsDate('2026-07-04')).toBe('07/04/2026');
    expect(formatUsDate('2026-07-04T23:10:00.000Z')).toBe('07/04/2026');
    expect(formatUsDate(null)).toBe('');
    expect(formatUsDate('')).toBe('');
    expect(formatUsDate('soon')).toBe('soon');
  });
});

describe('the programme clock (open-points 1)', () => {
  it('builds one formatter per time zone and shape, and knows the zones the runtime knows', () => {
    expect(zonedFormatter('America/Chicago', 'day')).toBe(zonedFormatter('America/Chicago', 'day'));
    expect(zonedFormatter('America/Chicago', 'day')).not.toBe(zonedFormatter('UTC', 'day'));
    expect(zonedFormatter('America/Chicago', 'day')).not.toBe(zonedFormatter('America/Chicago', 'dateTime'));
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Nowhere/Special')).toBe(false);
    expect(DEFAULT_PROGRAM_TIME_ZONE).toBe('America/Chicago');
  });

  it('turns an instant into the programme day and its wall clock', () => {
    // 04:59 UTC on 15 August is still the 14th, 11:59 pm, in Chicago.
    expect(toProgramDay(new Date('2026-08-15T04:59:00Z'))).toBe('2026-08-14');
    expect(toProgramDay(new Date('2026-08-15T04:59:00Z'), 'UTC')).toBe('2026-08-15');
    expect(programWallClock(new Date('2026-08-15T04:59:30Z'))).toEqual({
      year: 2026,
      month: 8,
      day: 14,
      hour: 23,
      minute: 59,
      second: 30,
    });
    expect(programWallClock(new Date('2026-08-15T05:00:00Z')).hour).toBe(0);
  });

  it('shows an instant as a US date and time in the zone, the default zone for an unknown one', () => {
    expect(formatProgramDateTime('2026-01-15T18:30:00Z', 'America/Chicago')).toBe('01/15/2026 12:30 PM');
    expect(formatProgramDateTime(new Date('2026-07-01T03:10:00Z'))).toBe('06/30/2026 10:10 PM');
    expect(formatProgramDateTime('2026-07-01T03:10:00Z', 'UTC')).toBe('07/01/2026 3:10 AM');
    expect(formatProgramDateTime('2026-01-15T18:30:00Z', 'Nowhere/Special')).toBe('01/15/2026 12:30 PM');
    expect(formatProgramDateTime('soon')).toBe('soon');
    expect(formatProgramDateTime(null)).toBe('');
  });

  it("gives a spreadsheet the zone's wall clock across the daylight-saving changes", () => {
    expect(toWallClock('2025-03-09T07:59:00Z', 'America/Chicago')).toEqual(new Date('2025-03-09T01:59:00Z'));
    expect(toWallClock('2025-03-09T08:00:00Z', 'America/Chicago')).toEqual(new Date('2025-03-09T03:00:00Z'));
    expect(toWallClock(new Date('2025-11-02T07:00:00Z'), 'America/Chicago')).toEqual(
      new Date('2025-11-02T01:00:00Z'),
    );
    expect(toWallClock('not a time', 'America/Chicago')).toBeNull();
  });
});
