import { ACTIVE_AID_YEARS_FILTER_ID, ALL_FILTER_ID } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { listAidYearFilterOptions, pickKnownFilter, readFilterParam } from './list-filters';

const year = (id: number, aidyear: string) => ({
  id,
  aidyear,
  aidyearbegindate: '',
  aidyearenddate: '',
  aidyearLabel: aidyear,
});

describe('list filters', () => {
  it('reads a filter from the address, anything but a whole number meaning all', () => {
    const params = new URLSearchParams('aidyear=12&exportstatus=x');
    expect(readFilterParam(params, 'aidyear')).toBe(12);
    expect(readFilterParam(params, 'exportstatus')).toBe(ALL_FILTER_ID);
    expect(readFilterParam(new URLSearchParams('aidyear=1.5'), 'aidyear')).toBe(ALL_FILTER_ID);
    expect(readFilterParam(new URLSearchParams(''), 'aidyear')).toBe(ALL_FILTER_ID);
  });

  it('reads a negative value only when the filter offers it', () => {
    const params = new URLSearchParams('aidyear=-1');
    expect(readFilterParam(params, 'aidyear')).toBe(ALL_FILTER_ID);
    expect(readFilterParam(params, 'aidyear', [ACTIVE_AID_YEARS_FILTER_ID])).toBe(ACTIVE_AID_YEARS_FILTER_ID);
    expect(readFilterParam(new URLSearchParams('aidyear=-3'), 'aidyear', [-1])).toBe(ALL_FILTER_ID);
  });

  it('puts the leading choices before the aid years', () => {
    const leading = [
      { value: ACTIVE_AID_YEARS_FILTER_ID, label: 'Active' },
      { value: ALL_FILTER_ID, label: 'All' },
    ];
    expect(listAidYearFilterOptions([year(9, '2026-2027')], leading)).toEqual([
      ...leading,
      { value: 9, label: '2026-2027' },
    ]);
  });

  it('lists everything for a value the options do not hold', () => {
    const options = [
      { value: ALL_FILTER_ID, label: 'All' },
      { value: 4, label: 'Four' },
    ];
    expect(pickKnownFilter(4, options)).toBe(4);
    expect(pickKnownFilter(5, options)).toBe(ALL_FILTER_ID);
  });
});
