import { describe, expect, it } from 'vitest';
import { formatUsDate, isIsoDate } from './dates.js';

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
