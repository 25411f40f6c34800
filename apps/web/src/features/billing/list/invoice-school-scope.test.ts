import { describe, expect, it } from 'vitest';
import { readAllSchools } from './invoice-school-scope';

describe('the all-schools view of Invoices', () => {
  it('is on when the address asks for it and the user may see every school', () => {
    expect(readAllSchools(new URLSearchParams('school=all'), true)).toBe(true);
  });

  it('is off for a school user whatever the address says, and without the address asking', () => {
    expect(readAllSchools(new URLSearchParams('school=all'), false)).toBe(false);
    expect(readAllSchools(new URLSearchParams('aidyear=7'), true)).toBe(false);
    expect(readAllSchools(new URLSearchParams('school=3'), true)).toBe(false);
  });
});
