import { describe, expect, it } from 'vitest';
import {
  centsToAmountText,
  formatUsd,
  formatWholeUsd,
  parseDollarsToCents,
  roundToWholeDollars,
} from './money.js';

describe('money in cents (open-points 22)', () => {
  it('rounds to whole dollars half up, away from zero for refunds', () => {
    expect(roundToWholeDollars(123_449)).toBe(1234);
    expect(roundToWholeDollars(123_450)).toBe(1235);
    expect(roundToWholeDollars(-123_450)).toBe(-1235);
    expect(formatWholeUsd(150_000)).toBe('$1,500');
    expect(formatWholeUsd(0)).toBe('$0');
  });

  it('shows cents on documents and refunds in parentheses', () => {
    expect(formatUsd(123_405)).toBe('$1,234.05');
    expect(formatUsd(-7_500)).toBe('($75.00)');
    expect(formatUsd(7_500)).toBe('$75.00');
  });

  it('shows a negative amount one way, in parentheses, in grids as on documents (3-billing §2)', () => {
    expect(formatWholeUsd(-123_450)).toBe('($1,235)');
    expect(formatWholeUsd(-123_449)).toBe('($1,234)');
    expect(formatUsd(-123_405)).toBe('($1,234.05)');
    for (const text of [formatWholeUsd(-100), formatUsd(-100)]) expect(text).not.toContain('-');
  });

  it('reads typed amounts exactly, and refuses what is not an amount', () => {
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('1,234.5')).toBe(123_450);
    expect(parseDollarsToCents('$75')).toBe(7_500);
    expect(parseDollarsToCents('-25.00')).toBe(-2_500);
    for (const bad of ['', 'abc', '1.234', '12,34', '1e3']) expect(parseDollarsToCents(bad)).toBeNaN();
    expect(centsToAmountText(123_405)).toBe('1234.05');
    expect(centsToAmountText(-5)).toBe('-0.05');
  });
});
