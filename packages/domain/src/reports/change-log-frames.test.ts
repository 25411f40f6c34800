import { describe, expect, it } from 'vitest';
import { addDays, CHANGE_LOG_FRAMES, changeLogRange, DEFAULT_CHANGE_LOG_FRAME } from './change-log-frames.js';

describe('change-log time frames (3-billing §9, open-points 30)', () => {
  it('offers the four frames with 30 Days first and by default', () => {
    expect(CHANGE_LOG_FRAMES.map((f) => f.label)).toEqual(['30 Days', '3 Months', '6 Months', '1 Year']);
    expect(DEFAULT_CHANGE_LOG_FRAME).toBe('30d');
  });

  it('counts 30 Days as exactly 30 days back, ending today', () => {
    expect(changeLogRange('30d', '2026-03-01')).toEqual({ begindate: '2026-01-30', enddate: '2026-03-01' });
  });

  it('counts months as calendar months, kept inside the month', () => {
    expect(changeLogRange('3m', '2026-05-31')).toEqual({ begindate: '2026-02-28', enddate: '2026-05-31' });
    expect(changeLogRange('6m', '2026-11-26').begindate).toBe('2026-05-26');
    expect(changeLogRange('1y', '2024-02-29').begindate).toBe('2023-02-28');
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
