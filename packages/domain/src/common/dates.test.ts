import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates.js';

describe('isIsoDate', () => {
  it('accepts real days written YYYY-MM-DD only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(isIsoDate('02/01/2024')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});
