import { formatUsDate } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { formatYesNo } from './export-format';

describe('export list formats', () => {
  it('shows dates as MM/DD/YYYY, instants by their day', () => {
    expect(formatUsDate('2026-03-09')).toBe('03/09/2026');
    expect(formatUsDate('2026-03-09T22:10:00.000Z')).toBe('03/09/2026');
    expect(formatUsDate(null)).toBe('');
  });

  it('reads a flag as Yes or No', () => {
    expect([formatYesNo(true), formatYesNo(false)]).toEqual(['Yes', 'No']);
  });
});
