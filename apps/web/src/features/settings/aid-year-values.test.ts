import type { AidYearSetting } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  aidYearFormValues,
  aidYearOptionLabel,
  chooseAidYear,
  EMPTY_AID_YEAR,
  NEW_AID_YEAR,
} from './aid-year-values';

const year = (id: number, first: number, ended: boolean): AidYearSetting => ({
  id,
  aidyear: `${first}-${first + 1}`,
  aidyearbegindate: `${first}-07-01`,
  aidyearenddate: `${first + 1}-06-30`,
  displaybegindate: `${first - 1}-10-01`,
  displayenddate: `${first + 1}-06-30`,
  setRate: 3_300_050,
  ended,
  editable: !ended,
  modifiedBy: null,
  modifiedByFirstName: null,
  modifiedByLastName: null,
  lastUpdated: '2026-11-27T00:00:00.000000Z',
});
// Newest first, as the API answers.
const years = [year(3, 2027, false), year(2, 2026, false), year(1, 2025, true)];

describe('chooseAidYear', () => {
  it('opens on the current aid year', () => {
    expect(chooseAidYear(years, null, '2026-11-27')?.id).toBe(2);
  });
  it('opens on the earliest open aid year between two aid years', () => {
    const gap = [year(3, 2027, false), year(2, 2026, false)];
    expect(chooseAidYear(gap, null, '2020-01-01')?.id).toBe(2);
  });
  it('keeps the chosen one, and the new form for Add New Aid Year', () => {
    expect(chooseAidYear(years, 1, '2026-11-27')?.id).toBe(1);
    expect(chooseAidYear(years, NEW_AID_YEAR, '2026-11-27')).toBeNull();
  });
  it('opens on the newest when every aid year has ended, and on the new form when there is none', () => {
    expect(chooseAidYear([year(1, 2025, true), year(0, 2024, true)], null, '2030-01-01')?.id).toBe(1);
    expect(chooseAidYear([], null, '2030-01-01')).toBeNull();
  });
});

describe('the form values', () => {
  it('shows the set rate in dollars and cents, and an empty form for a new aid year', () => {
    expect(aidYearFormValues(years[0]!)).toMatchObject({ aidyear: '2027-2028', setRate: '33000.50' });
    expect(aidYearFormValues(null)).toBe(EMPTY_AID_YEAR);
  });
  it('marks a past aid year in the selector', () => {
    expect(aidYearOptionLabel(years[2]!)).toBe('2025-2026 (ended)');
    expect(aidYearOptionLabel(years[0]!)).toBe('2027-2028');
  });
});
