import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  disabledEligiblePrograms,
  dollarsToCents,
  excludedEligibleProgram,
  hasProgramException,
  needsScholarshipAmount,
  usesSetRate,
  wholeDollarsToCents,
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

  it('converts dollars and cents', () => {
    expect(wholeDollarsToCents('41000')).toBe(4_100_000);
    expect(wholeDollarsToCents('41000.5')).toBeNaN();
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('.75')).toBe(75);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('1.234')).toBeNaN();
    expect(dollarsToCents(-1)).toBeNaN();
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(null)).toBeNull();
  });
});
