import { describe, expect, it } from 'vitest';
import { formatZonedDateTime } from './server-time.js';

describe('the server time in the programme time zone', () => {
  it('writes the wall clock with the offset of the moment', () => {
    // 11 pm in Chicago on 14 August (daylight time) is 04:00 UTC on the 15th.
    expect(formatZonedDateTime(new Date('2026-08-15T04:00:00.900Z'), 'America/Chicago')).toBe(
      '2026-08-14T23:00:00-05:00',
    );
    expect(formatZonedDateTime(new Date('2027-01-15T06:00:00Z'), 'America/Chicago')).toBe(
      '2027-01-15T00:00:00-06:00',
    );
    expect(formatZonedDateTime(new Date('2027-01-15T06:00:00Z'), 'UTC')).toBe('2027-01-15T06:00:00+00:00');
    expect(formatZonedDateTime(new Date('2027-01-15T06:00:00Z'), 'Asia/Kolkata')).toBe(
      '2027-01-15T11:30:00+05:30',
    );
  });
});
