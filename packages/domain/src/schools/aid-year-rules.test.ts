import { describe, expect, it } from 'vitest';
import {
  disabledEligiblePrograms,
  excludedEligibleProgram,
  hasProgramException,
  isWholeDollars,
  needsScholarshipAmount,
  tuitionCentsToText,
  tuitionTextToCents,
  usesSetRate,
} from './aid-year-rules.js';

describe('aid-year record rules', () => {
  it('knows which offerings need an amount or a set rate', () => {
    expect([1, 2, 3, 4].map(needsScholarshipAmount)).toEqual([false, false, true, true]);
    expect([1, 2, 3, 4].map(usesSetRate)).toEqual([false, true, false, false]);
  });

  it('disables the other kind of a pair when one is chosen (2/1, 5/4, 7/6 both ways)', () => {
    expect(disabledEligiblePrograms([2, 5, 8])).toEqual([1, 4]);
    expect(disabledEligiblePrograms([1, 7])).toEqual([2, 6]);
    expect(disabledEligiblePrograms([4, 6, 3, 9])).toEqual([5, 7]);
    expect(disabledEligiblePrograms([3, 8, 9])).toEqual([]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(excludedEligibleProgram)).toEqual([
      2,
      1,
      null,
      5,
      4,
      7,
      6,
      null,
      null,
    ]);
    expect([2, 5, 7, 1].map(hasProgramException)).toEqual([true, true, true, false]);
  });

  it('takes tuition as whole dollars, digits only, and shows it so', () => {
    expect(tuitionTextToCents(' 41000 ')).toBe(4_100_000);
    expect(tuitionTextToCents('')).toBeNull();
    for (const text of ['41000.5', '41,000', '$41000', '-5', 'ten'])
      expect(tuitionTextToCents(text)).toBeNaN();
    expect([4_100_000, 4_100_050, 4_100_049].map(tuitionCentsToText)).toEqual(['41000', '41001', '41000']);
    expect(tuitionCentsToText(null)).toBe('');
    expect([4_100_000, 4_100_050].map(isWholeDollars)).toEqual([true, false]);
  });
});
